// LEGO set numbers people quote instead of a name ("LEGO 75192", "lego set 10294"): the set's piece count, which
// sizes the box through the LEGO sets' piece-count rules. Piece counts as LEGO lists them, recalled by the round-seven
// parse helper (not re-verified offline); only large or well-known sets, where the default set (~1 kg) is far off.
export const LEGO_SET_PIECES: ReadonlyMap<number, number> = new Map([
  [75192, 7541], // Millennium Falcon (UCS)
  [10294, 9090], // Titanic
  [10276, 9036], // Colosseum
  [10307, 10001], // Eiffel Tower
  [75313, 6785], // AT-AT (UCS)
  [71043, 6020], // Hogwarts Castle
  [75978, 5544], // Diagon Alley
  [75252, 4784], // Imperial Star Destroyer (UCS)
  [42100, 4108], // Liebherr R 9800
  [75159, 4016], // Death Star
  [10255, 4002], // Assembly Square
  [42143, 3778], // Ferrari Daytona SP3
  [42115, 3696], // Lamborghini Sian FKP 37
  [21323, 3662], // Grand Piano
  [42083, 3599], // Bugatti Chiron
  [76139, 3306], // 1989 Batmobile
  [21318, 3036], // Tree House
  [10278, 2923], // Police Station
  [10270, 2504], // Bookshop
  [21327, 2079], // Typewriter
  [10300, 1872], // Back to the Future Time Machine
  [10302, 1508], // Optimus Prime
  [10265, 1471], // Ford Mustang
  [31120, 1426], // Medieval Castle
  [75257, 1351], // Millennium Falcon (play set)
  [10497, 1254], // Galaxy Explorer
  [60198, 1226], // Cargo Train
  [10281, 878], // Bonsai Tree
  [10280, 756], // Flower Bouquet
]);
