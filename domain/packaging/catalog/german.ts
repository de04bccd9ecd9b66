// German product nouns in listing titles ("Kopfkissen 80x80", "Topfset 5-teilig", "Bettwäsche 135x200"): the common
// household nouns of German marketplaces (Amazon.de, eBay Kleinanzeigen, Otto), each mapped to the catalog item it
// names, as that item's alias. Without them a German title matched nothing and its bed-linen size was read as a
// 135x200 cm box (750 kg, freight). Spelled as text.ts folds them: umlauts lose their dots ("bettwäsche" is
// "bettwasche"); the ae/oe/ue spellings of the same words are listed as well. Compounds are listed whole (German
// writes "Kopfkissen", not "Kopf Kissen"); only nouns that are no English word are listed (not "regal", "mixer").
// Basis: the ordinary dictionary meaning (Duden) of each noun; the item's own size basis is its catalog entry's.
import type { CatalogItem } from '../types.ts';

const GERMAN: readonly (readonly [string, readonly string[]])[] = [
  ['bed pillow', ['kopfkissen', 'kissen', 'schlafkissen', 'nackenkissen']],
  ['throw pillow', ['sofakissen', 'dekokissen', 'zierkissen']],
  ['cookware set', ['topfset', 'kochtopfset', 'topfe set', 'toepfe set', 'kochgeschirr', 'kochgeschirrset', 'topf set']],
  ['stock pot', ['kochtopf', 'topf', 'suppentopf']],
  ['frying pan', ['pfanne', 'bratpfanne', 'pfannen']],
  ['duvet cover set', ['bettwasche', 'bettwaesche', 'bettbezug', 'bettwasche set', 'bettwaesche set']],
  ['comforter', ['bettdecke', 'steppdecke', 'daunendecke', 'federbett', 'sommerdecke', 'winterdecke']],
  ['throw blanket', ['kuscheldecke', 'wolldecke', 'tagesdecke']],
  ['sheet set', ['spannbettlaken', 'bettlaken', 'betttuch', 'laken']],
  ['bath towel', ['handtuch', 'handtucher', 'handtuecher', 'badetuch', 'duschtuch']],
  ['electric kettle', ['wasserkocher']],
  ['coffee maker', ['kaffeemaschine', 'filterkaffeemaschine']],
  ['espresso machine', ['kaffeevollautomat', 'siebtragermaschine', 'siebtraegermaschine', 'espressomaschine']],
  ['canister vacuum', ['staubsauger', 'bodenstaubsauger']],
  ['stand mixer', ['kuchenmaschine', 'kuechenmaschine']],
  ['blender', ['standmixer']],
  ['clothes iron', ['bugeleisen', 'buegeleisen', 'dampfbugeleisen', 'dampfbuegeleisen']],
  ['hair dryer', ['fohn', 'foehn', 'haartrockner']],
  ['microwave', ['mikrowelle']],
  ['refrigerator', ['kuhlschrank', 'kuehlschrank']],
  ['washing machine', ['waschmaschine']],
  ['dishwasher', ['geschirrspuler', 'geschirrspueler', 'spulmaschine', 'spuelmaschine']],
  ['television', ['fernseher']],
  ['headphones', ['kopfhorer', 'kopfhoerer']],
  ['computer keyboard', ['tastatur']],
  ['inkjet printer', ['drucker', 'tintenstrahldrucker']],
  ['computer desk', ['schreibtisch']],
  ['office chair', ['burostuhl', 'buerostuhl', 'schreibtischstuhl', 'drehstuhl']],
  ['dining chair', ['stuhl', 'stuhle', 'stuehle', 'esszimmerstuhl', 'kuchenstuhl', 'kuechenstuhl']],
  ['bookcase', ['bucherregal', 'buecherregal', 'standregal', 'bucherschrank', 'buecherschrank']],
  ['dresser', ['kommode']],
  ['nightstand', ['nachttisch', 'nachtschrank', 'nachtkonsole']],
  ['coffee table', ['couchtisch', 'wohnzimmertisch', 'sofatisch']],
  ['dining table', ['esstisch', 'kuchentisch', 'kuechentisch']],
  ['tv stand', ['fernsehschrank', 'tv schrank', 'lowboard']],
  ['wardrobe', ['kleiderschrank']],
  ['bed frame', ['bettgestell', 'bettrahmen', 'doppelbett', 'einzelbett', 'polsterbett']],
  ['mattress in a box', ['matratze', 'rollmatratze']],
  ['crib', ['babybett', 'kinderbett', 'gitterbett']],
  ['bunk bed', ['etagenbett', 'hochbett']],
  ['table lamp', ['tischlampe', 'nachttischlampe', 'lampe']],
  ['floor lamp', ['stehlampe', 'stehleuchte']],
  ['wall mirror', ['spiegel', 'wandspiegel']],
  ['full length mirror', ['standspiegel', 'ganzkorperspiegel', 'ganzkoerperspiegel']],
  ['area rug', ['teppich']],
  ['curtains', ['vorhang', 'vorhange', 'vorhaenge', 'gardine', 'gardinen']],
  ['dinnerware set', ['geschirrset', 'geschirr', 'tafelservice']],
  ['flatware set', ['besteckset', 'besteck']],
  ['knife block set', ['messerset', 'messerblock']],
  ['coffee mug', ['tasse', 'kaffeetasse', 'becher', 'kaffeebecher']],
  ['drinking glass', ['trinkglas', 'trinkglaser', 'trinkglaeser']],
  ['stroller', ['kinderwagen']],
  ['bicycle', ['fahrrad']],
  ['cordless drill', ['akkuschrauber', 'bohrmaschine']],
  ['lawn mower', ['rasenmaher', 'rasenmaeher']],
  ['garden hose', ['gartenschlauch']],
  ['patio umbrella', ['sonnenschirm']],
  ['checked suitcase', ['koffer', 'reisekoffer']],
  ['jacket', ['jacke']],
  ['sneakers', ['turnschuhe', 'laufschuhe']],
];

/** German nouns by the catalog item they name. */
export const GERMAN_NOUNS: ReadonlyMap<string, readonly string[]> = new Map(GERMAN);

/** The catalog with each item's German nouns among its aliases (an item named here must exist). */
export function withGermanNouns(catalog: readonly CatalogItem[]): CatalogItem[] {
  const names = new Set(catalog.map((entry) => entry.name));
  for (const name of GERMAN_NOUNS.keys()) if (!names.has(name)) throw new Error(`German nouns for unknown catalog item "${name}"`);
  return catalog.map((entry) => {
    const german = GERMAN_NOUNS.get(entry.name);
    return german === undefined ? entry : { ...entry, aliases: [...entry.aliases, ...german] };
  });
}
