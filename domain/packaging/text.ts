// Text normalisation shared by the catalog index and the query parser: both sides go through the same functions,
// so "Headphones", "headphone" and "head-phones" meet on the same tokens.

/** Accents off, typographic quotes and the multiplication sign as ASCII (NFKD also turns "½" into "1⁄2"). */
function foldToAscii(text: string): string {
  text = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return text.replace(/[\u201c\u201d\u2033]/g, '"').replace(/[\u2018\u2019\u2032]/g, "'").replace(/[\u00d7]/g, 'x');
}

const MIXED_NUMBER = /((?:\b(?:lot|lots|pack|box|bag|set|case|jar|bucket|kit) of |\b(?:qty|quantity|x) )?)(\d+)\s+(\d+)\/(\d+)/g;
const SMALL_PIECE_AFTER_FRACTION = /^\s*(?:in|inch|inches|")?\s*(?:[a-z]+\s+){0,2}?(?:bolts?|screws?|nuts?|washers?|rivets?|nails?|pins?|anchors?|studs?|lags?|dowels?|grommets?|staples?|springs?|ball bearings?|bearings?|magnets?|balls?|beads?|o rings?)\b/;
/**
 * "100 1/2": a count before a fraction, not the mixed number 100.5, when a count word comes first ("lot of 100 1/2
 * in washers", "qty 50 3/8 bolts") or a whole of 20 or more stands before a fraction of an inch and a small part.
 */
function countBeforeFraction(lead: string, whole: string, num: string, den: string, after: string): boolean {
  if (!(Number(num) < Number(den)) || !['2', '4', '8', '16', '32', '64'].includes(den)) return false;
  if (lead !== '') return Number(whole) >= 2;
  return Number(whole) >= 20 && SMALL_PIECE_AFTER_FRACTION.test(after);
}

/** Words of instrument strings, and a gauge range: the thinnest string (7-13, 40-55 on a bass), then the thickest. */
const STRING_SET = /\b(?:strings?|slinky|slinkys|nanoweb|polyweb|exl\d+|ej\d+|nyxl|daddario|addario|ernie ball|elixir|rotosound|dunlop|gauges?)\b/;
const STRING_GAUGES = /(?<![\w.])\.?0?(?:[7-9]|1[0-3]|4[0-9]|5[0-5])\s*-\s*\.?0?(?:[2-6]\d|9\d|1[0-4]\d)(?=x\d|(?![\w.]))/g;
const SMD_CODE = /\b(?:0201|0402|0603|0805|1206|1210|1812|2010|2512)\s+(?:smd\s+)?(?=(?:resistors?|capacitors?|caps|leds?|inductors?|diodes?|ferrites?)\b)/g;

/** Inch and foot marks, thousands separators, fractions and "*" between numbers, as plain numbers and words. */
const REPEATED_COUNT_CUE = /(?<![\d.]\s*|(?:mm|cm|m|in|inch|inches|ft|feet|foot)\s*)(?:\bx|\bqty|\bquantity)\s*:?\s*\d+[\s,;]*(?:x|qty|quantity)/;
const REPEATED_COUNT = /(?<![\d.]\s*|(?:mm|cm|m|in|inch|inches|ft|feet|foot)\s*)\b((?:x|qty|quantity)\s*:?\s*(\d+))(?:[\s,;]*(?:x|qty|quantity)\s*:?\s*\2(?!\d|\.\d))+(?!\s*(?:mm|cm|m|in|inch|inches|ft|feet|foot)\b)/g;
function readNumbers(text: string): string {
  // A description pasted in quotes ("\"apple watch series 9\"") is no inch mark after its last number.
  if (text.startsWith('"') && text.endsWith('"') && text.length > 2 && !text.slice(1, -1).includes('"')) text = text.slice(1, -1);
  // Trade notation first: "#8-32" is a thread before the "#" pass drops catalogue numbers.
  text = readTradeNotation(text);
  // A count field pasted again ("t-shirt x2 x2 x2", "mug qty: 2 qty: 2 …") says the same count once: its copies are
  // no dimensions ("2 x 2 x 2") and no further counts. Not after a number or a unit: "12 x 12 x 12", "10cm x 10 x 10" are sizes.
  if (REPEATED_COUNT_CUE.test(text)) text = text.replace(REPEATED_COUNT, '$1');
  // "coffee mugs (6)": a listing title's count in brackets (a year or a set number has four digits or more).
  if (text.includes('(')) text = text.replace(/\((\d{1,3})\)/g, ' qty $1 ');
  // "100% cotton", "25% off": a share, never a count. "#12345", "funko pop #01": an order or catalogue number.
  if (text.includes('%')) text = text.replace(/(\d)\s*%/g, '$1 percent ');
  if (text.includes('#')) text = text.replace(/#\s*\d+/g, ' ');
  // An SMD package code before a part ("0805 resistors", "1206 capacitors"): surface-mount parts of a few mg, not a
  // count of 805 or 1206.
  if (/\d{4}\s+(?:smd\s+)?(?:resistor|capacitor|cap|led|inductor|diode|ferrite)/.test(text)) text = text.replace(SMD_CODE, 'smd ');
  // A number written with a leading zero ("0805 resistors", "0603 capacitors", part "0042") is a code: an SMD package
  // size or a part number, never a count (100 pcs of "0805" had been 805 component kits) or a measure.
  if (text.includes('0')) text = text.replace(/(?<![\w.,/])0\d{2,}(?![\w.,/])/g, ' ');
  // A model-year range ("fits 2015-2020 ford f-150") names the vehicle it fits: never a count.
  if (text.includes('-')) text = text.replace(/\b(?:19[5-9]\d|20[0-4]\d)\s*-\s*(?:19[5-9]\d|20[0-4]\d|\d{2})\b/g, ' ');
  // A string set's gauges ("Regular Slinky 10-46", "12-53 acoustic", "bass 45-105", ".010-.046"): which set it is,
  // never a count or two sides ("12-53 acoustic strings 2 sets" had been 106 sets, "10-46 x3" a 46 x 3 in sheet).
  if (text.includes('-') && STRING_SET.test(text)) text = text.replace(STRING_GAUGES, ' ');
  // A set's volumes: "box set 1-7" is one boxed set of books 1 to 7 (its 7 had packed seven box sets, 13 kg).
  if (text.includes('set') || text.includes('collection')) text = text.replace(/\b(set|collection)\s+1\s*-\s*\d{1,2}\b(?!\s*(?:pcs?|pieces|pack|x)\b)/g, '$1');
  // Wholesale shorthand: "mugs set/4" is a set of 4, "jars 12/case" twelve to a case (not a fraction).
  if (text.includes('/')) text = text.replace(/\b(set|pack|pk|box|lot|bundle|case)\s*\/\s*(\d+)\b/g, '$1 of $2').replace(/(\d+)\s*\/\s*(?:case|cs|box|bx|carton|ctn)\b/g, '$1 pack');
  // "2-in-1 laptop" is a product type, not two inches. Read before inch marks, so that "3\" 1 lb box" (three
  // inches, then a pound) is not joined into one.
  // Spaced, only "N in 1" before no unit ("12 in 3 pack" is twelve inches, "3 in 1 lb box" three inches), and never
  // "1" of a decimal ("4 in 1.75 lb" is four inches, then a weight).
  if (text.includes('in')) text = text.replace(/(\d)\s*-\s*in\s*-\s*(\d)\b/g, '$1in$2').replace(/(\d)\s*in\s*(1)\b(?![.,]\d)(?!\s*(?:lb|lbs|kg|oz|g|pounds?|ft|in|inch|inches|cm|mm|m|gal|l|qt|pack|pk)\b)/g, '$1in$2');
  // 5'6" → 66 in ; 12" → 12 in ; 5' → 5 ft (only after a number, so "grandma's" is untouched).
  // Each pass runs only when the text has its one literal character (most have none of them).
  if (text.includes("'")) text = text.replace(/(\d+(?:\.\d+)?)\s*'\s*(\d+(?:\.\d+)?)\s*(?:"|'')/g, (_m, feet: string, inches: string) => ` ${Number(feet) * 12 + Number(inches)} in `);
  if (text.includes('"') || text.includes("'")) text = text.replace(/(\d)\s*(?:"|'')/g, '$1 in ');
  if (text.includes("'")) text = text.replace(/(\d)\s*'(?![a-z])/g, '$1 ft ');
  text = readStatedMeasures(text);
  if (text.includes(',')) text = text.replace(/(\d),(\d{3})(?!\d)/g, '$1$2');
  // Mixed numbers and fractions: "1 1/2" → 1.5, "3/4" → 0.75.
  if (text.includes('/')) {
    text = text.replace(MIXED_NUMBER, (_m, before: string | undefined, whole: string, num: string, den: string, offset: number, all: string) => {
      const lead = before ?? '';
      // "lot of 100 1/2 inch washers", "20 1/4 inch bolts": a count, then a fastener's fraction size (not 100.5 in).
      if (countBeforeFraction(lead, whole, num, den, all.slice(offset + _m.length))) return `${lead}${whole} ${Math.round((Number(num) / Number(den)) * 1000) / 1000}`;
      return `${lead}${String(Number(whole) + Number(num) / Number(den))}`;
    });
    text = text.replace(/(\d+)\/(\d+)/g, (_m, num: string, den: string) => String(Math.round((Number(num) / Number(den)) * 1000) / 1000));
  }
  if (text.includes('*')) text = text.replace(/(\d)\s*[*]\s*(?=\d)/g, '$1 x ');
  return text;
}

const MEASURE_UNIT = String.raw`(?:mm|cm|m|in|inch|inches|ft|feet|foot|kg|kgs|kilos?|kilograms?|g|grams?|gr|lbs?|pounds?|oz|ounces?)(?![a-z])`;
const SIDE_UNIT = String.raw`(?:mm|cm|m|in|inch|inches|ft|feet|foot)(?![a-z])`;
const WEIGHT_UNIT = String.raw`(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?|oz|ounces?)(?![a-z])`;
/** "2,5 kg", "30,5 x 20 cm", "1,7 l": a decimal comma before a unit or a dimension "x" (one or two digits after it). */
const DECIMAL_COMMA = new RegExp(String.raw`(\d),(\d{1,2})(?=\s*(?:${MEASURE_UNIT}|(?:l|ml|liters?|litres?)(?![a-z])|x\s*\d))`, 'g');
/** "3-4 lbs", "5 to 6 kg", "between 8 and 10 kg": a weight range, read as its middle. */
const WEIGHT_RANGE = new RegExp(String.raw`(?<![\d.])(?:between\s+)?(\d+(?:\.\d+)?)\s*(?:-|to|(?<=between\s+\S+\s*)and)\s*(\d+(?:\.\d+)?)\s*(${WEIGHT_UNIT})`, 'g');
/** A side's label, before its number ("L30", "w: 20", "height 30") or after it ("24 long", "12 high"). */
const SIDE_BEFORE = String.raw`(?:l|w|h|d|len|length|width|height|depth|ht)\s*[:=]?\s*`;
const SIDE_AFTER = String.raw`\(?(?:long|wide|high|deep|tall|length|width|height|depth|l|w|h|d)\b\)?`;
const LABELLED_SIDE = String.raw`(?:${SIDE_BEFORE}(\d+(?:\.\d+)?)\s*(${SIDE_UNIT})?|(\d+(?:\.\d+)?)\s*(${SIDE_UNIT})?\s*${SIDE_AFTER})`;
const LABELLED_SIDES = new RegExp(String.raw`\b${LABELLED_SIDE}(?:(?:\s*(?:x|by|,|;|/|\*)\s*|\s*\b)${LABELLED_SIDE}){1,2}(?:\s*(${SIDE_UNIT}))?`, 'g');
const ONE_LABELLED_SIDE = new RegExp(LABELLED_SIDE, 'g');
/** "12 inch cube box", "a 12 in square box", "box 12 inch cube", "cube box 16 in": a cube of that side. */
const CUBE_BOX = new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*(${SIDE_UNIT})\s*(?:cube|cubed|square)\s+(?=(?:box|carton|parcel|package)\b)|\b(?<=(?:box|carton|parcel|package)\s+(?:is\s+)?)(\d+(?:\.\d+)?)\s*(${SIDE_UNIT})\s*(?:cube|cubed|square)\b|\b(?:cube|square)\s+(box|carton)\s+(\d+(?:\.\d+)?)\s*(${SIDE_UNIT})`, 'g');

/**
 * ISO paper sizes name a flat piece's size: "framed A3 print", "A4 prints", "four A4 sketch books". Only beside a
 * word for flat art or paper, so an Audi A4's parts keep their name. Left alone, an A4 print was a 91 cm poster.
 */
const PAPER_SIZES: ReadonlyMap<string, string> = new Map([['0', '118.9 x 84.1'], ['1', '84.1 x 59.4'], ['2', '59.4 x 42'], ['3', '42 x 29.7'], ['4', '29.7 x 21'], ['5', '21 x 14.8'], ['6', '14.8 x 10.5']]);
const FLAT_ART = /\b(?:prints?|posters?|frames?|framed|canvas(?:es)?|sketch\s?books?|(?:sketch|watercolou?r|drawing|art|pastel|marker|writing|note)\s?pads?|sheets|reams?|notebooks?|notepads?|journals?|paper|photos?|photographs?|pictures?|artworks?|drawings?|paintings?|maps?|certificates?|planners?|diary|diaries|calendars?|envelopes?|folders?)\b/;
function readPaperSizes(text: string): string {
  if (!/\ba[0-6]\b/.test(text) || !FLAT_ART.test(text)) return text;
  return text.replace(/\ba([0-6])\b(?!\s*(?:x|by)\s*\d)/g, (_whole: string, size: string) => ` ${PAPER_SIZES.get(size) ?? ''} cm `);
}

/**
 * Units written out or with a point, and "sz": "50 centimetres", "12 in. square box", "sz 4" read as "50 cm",
 * "12 in square box", "size 4". The point kept "12 in." from the cube-box reading (a necktie), the spelled-out unit
 * from the labelled sides ("box length 50 centimetres, …" was a full-length mirror), and "sz 4 diapers" was four
 * packs of diapers (27 kg).
 */
function readUnitSpellings(text: string): string {
  if (/centimet|millimet/.test(text)) text = text.replace(/\bcentimet(?:er|re)s?\b/g, 'cm').replace(/\bmillimet(?:er|re)s?\b/g, 'mm');
  if (text.includes('.')) text = text.replace(/(\d\s?(?:in|ft|lbs?|oz|cm|mm|kg|kgs|pcs|pc|ct|qt|gal|ml))\.(?=\s|$|,|;|\))/g, '$1');
  if (text.includes('sz')) text = text.replace(/\bsz\.?\s*(?=\d)/g, 'size ');
  if ((text.includes('wheel') || text.includes('rim')) && /\d\s?x\s?\d/.test(text) && CAR_WHEEL.test(text)) text = readCarWheelSizes(text);
  // German counts in titles: "Topfset 5-teilig" ("5-tlg") is a 5 piece set, "Handtuch 4er Set" a set of 4.
  if (text.includes('teilig') || text.includes('tlg')) text = text.replace(/\b(\d+)\s?-?\s?(?:teilig(?:e[nrs]?)?|tlg)(?![a-z])\.?/g, '$1 piece');
  if (GERMAN_ER_COUNT_CUE.test(text)) text = text.replace(GERMAN_ER_COUNT, '$2 of $1');
  // "kids bike, 16 inch wheels": the wheel size of the bike named before it, not a bike wheel (a 0.65 kg parcel).
  return text.includes('wheel') ? text.replace(WHEELS_OF_NAMED_VEHICLE, '$1$2$3 inch') : text;
}
const CAR_WHEEL = /\b(?:wheels?|rims?)\b/;
/**
 * A car wheel's sizes: "alloy wheel 18x8, 5x114.3" is an 18 in rim 8 in wide on a 5-stud 114.3 mm bolt circle. The
 * rim size is its diameter (it had been an 18 x 8 in box of 3 kg); the bolt pattern is no size at all (it had been a
 * 5 x 114 in box). A tyre size ("18x8.50-8") is left alone.
 */
function readCarWheelSizes(text: string): string {
  return text
    .replace(/\b[4-8]\s?x\s?(?:9[89]|1[0-9]{2}|20[0-5])(?:\.\d+)?(?![\d.-]|\s?(?:mm|cm|in|inch|inches|ft)\b)/g, ' ')
    .replace(/\b(1[2-9]|2[0-6])\s?x\s?(?:[4-9]|1[0-3])(?:\.\d+)?j?\b(?![.-]?\d|\s?x|\s?(?:mm|cm|in|inch|inches|ft)\b)/g, '$1 inch');
}
const GERMAN_ER_COUNT_CUE = /\der[\s-]/;
const GERMAN_ER_COUNT = /\b(\d{1,3})er[\s-](set|pack|pck)\b/g;
const WHEELS_OF_NAMED_VEHICLE = /\b(bike|bicycle|scooter|stroller|pram|wagon|trike|tricycle)\b([^0-9]{0,20}?)(\d+(?:\.\d+)?)\s*(?:inch|in|")\s*wheels?\b/gi;

/** The same on raw text, before a list is split: ", 16 inch wheels" is no second item. */
export function withWheelSizeOfVehicle(text: string): string {
  return /wheel/i.test(text) ? text.replace(WHEELS_OF_NAMED_VEHICLE, '$1$2$3 inch') : text;
}

/** "half a pound", "a pound and a half": a weight in words (it has no digit, so it runs before the number passes). */
function readHalves(text: string): string {
  if (!text.includes('half')) return text;
  return text.replace(/\bhalf (?:a |an )?(pound|kilo|kilogram|ounce)\b/g, ' 0.5 $1').replace(/\b(?:a|one|1) (pound|kilo|kilogram|kg|lb) and a half\b/g, ' 1.5 $1');
}

const TENS_WORDS: ReadonlyMap<string, number> = new Map(Object.entries<number>({
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
}));
const UNIT_WORDS: ReadonlyMap<string, number> = new Map(Object.entries<number>({
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
}));
const COMPOUND_NUMBER_WORDS = /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(one|two|three|four|five|six|seven|eight|nine))?\b/g;

/**
 * Tens spelt out, alone or with a unit ("forty two inch tv", "sixty-five pounds"), as digits, as voice assistants
 * write them: word by word, "forty two" had been a two inch television, "twenty five pound" twenty five-pound items.
 */
function readTensWords(text: string): string {
  if (!/ty\b/.test(text)) return text;
  return text.replace(COMPOUND_NUMBER_WORDS, (_whole: string, tens: string, unit?: string) => String((TENS_WORDS.get(tens) ?? 0) + (unit === undefined ? 0 : UNIT_WORDS.get(unit) ?? 0)));
}

const DIMENSION_NUMBER_WORDS: ReadonlyMap<string, number> = new Map(Object.entries<number>({
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
}));
const WORD_OR_DIGITS = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+(?:\.\d+)?)`;
const WORDS_BY_WORDS = new RegExp(String.raw`\b(${WORD_OR_DIGITS})\s+(x|by)\s+(${WORD_OR_DIGITS})\b(?:\s+(\w+))?`, 'g');
/** Lumber's nominal sizes spelt out ("two by four", "four by four"): the lumber's name, not a stated size. */
const NOMINAL_LUMBER_WORDS = /^(?:two|four) (?:by|x) (?:two|three|four|six|eight|ten|twelve)$/;
/** Goods sized by two sides that a nominal lumber pair may size ("four by six picture frame", "two by three rug"). */
const SIZED_BY_SIDES_AFTER = new Set(['rug', 'rugs', 'area', 'carpet', 'doormat', 'mat', 'mats', 'frame', 'frames', 'picture', 'photo', 'photos', 'print', 'prints', 'poster', 'posters', 'canvas', 'painting', 'sign', 'signs', 'banner', 'tarp', 'tarps', 'mirror', 'card', 'cards', 'index', 'envelope', 'envelopes', 'tile', 'tiles', 'flag', 'flags']);

/**
 * Number words in dimensions ("six x 9 rug", "five by seven rug", "four by six picture frame") as digits: left as
 * words, "six" was no side and "x 9" counted nine rugs (611 kg of freight). Lumber spelt out ("two by four", "two
 * by four board") keeps its name unless goods sized by two sides follow: "2 by 4" alone reads as a 2 x 4 in item.
 */
function readDimensionWords(text: string): string {
  if (!/\b(?:x|by)\b/.test(text)) return text;
  return text.replace(WORDS_BY_WORDS, (whole: string, first: string, joiner: string, second: string, after?: string) => {
    const a = DIMENSION_NUMBER_WORDS.get(first);
    const b = DIMENSION_NUMBER_WORDS.get(second);
    if (a === undefined && b === undefined) return whole;
    if (a !== undefined && b !== undefined && NOMINAL_LUMBER_WORDS.test(`${first} ${joiner} ${second}`) && !(after !== undefined && SIZED_BY_SIDES_AFTER.has(after))) return whole;
    return `${a ?? first} ${joiner} ${b ?? second}${after === undefined ? '' : ` ${after}`}`;
  });
}

const WHEELER_NUMBERS: ReadonlyMap<string, string> = new Map(Object.entries<string>({ two: '2', three: '3', four: '4', six: '6', eighteen: '18' }));
/**
 * "4 wheeler", "4-wheeler", "four wheeler", "18 wheeler": a vehicle's name (an ATV, a semi), one word "4wheeler", so
 * the number is never a count ("4 wheeler atv" had been four motorcycles).
 */
function readWheelers(text: string): string {
  if (!text.includes('wheeler')) return text;
  return text.replace(/\b(\d{1,2}|two|three|four|six|eighteen)[\s-]*wheelers?\b/g, (_m, number: string) => `${WHEELER_NUMBERS.get(number) ?? number}wheeler`);
}

/**
 * How people write a parcel's own measures, rewritten into the forms the parser reads: labelled sides ("L30 x W20 x
 * H10 cm", "length 50 cm, width 40 cm", "24 long x 16 wide x 12 high in") as "30 x 20 x 10 cm"; a cube box ("12
 * inch cube box") as its three sides; a decimal comma ("2,5 kg"); a weight range ("3-4 lbs") as its middle; "3 kg
 * net" as 3 kg. Left alone, the labels glued to numbers were model names ("l30" a heart rate monitor), the range
 * lost its first number to the item's name and the comma split "30,5 cm" into 30 and 5 cm.
 */
function readStatedMeasures(text: string): string {
  if (text.includes(',')) text = text.replace(DECIMAL_COMMA, '$1.$2');
  if (/\d\s*(?:-|to|and)\s*\d/.test(text)) {
    text = text.replace(WEIGHT_RANGE, (whole: string, low: string, high: string, unit: string) => {
      const [a, b] = [Number(low), Number(high)];
      return b > a && b <= 3 * a ? ` ${Math.round(((a + b) / 2) * 100) / 100} ${unit}` : whole;
    });
  }
  // "3 kg net", "net weight 4kg": the goods' weight, no word of the item ("net" was a soccer goal net). "gross" stays:
  // the parser reads it as the packed parcel's weight.
  if (/\bnet\b/.test(text)) text = text.replace(new RegExp(String.raw`(\d\s*${WEIGHT_UNIT})\s*net\b`, 'g'), '$1').replace(/\bnet\s+(?:weight|wt)\b/g, 'weight');
  // "gross weight" is the parcel's: said as "shipping weight", whose first word is no word of the item.
  if (/\bgross\b/.test(text)) text = text.replace(/\bgross\s+(?:weight|wt)\b/g, 'shipping weight');
  if (/\b(?:cube|cubed|square)\b/.test(text)) {
    text = text.replace(CUBE_BOX, (whole: string, ...groups: (string | undefined)[]) => {
      const [v1, u1, v2, u2, box, v3, u3] = groups;
      const value = v1 ?? v2 ?? v3;
      const unit = u1 ?? u2 ?? u3;
      if (value === undefined || unit === undefined) return whole;
      const cube = ` ${value} ${unit} x ${value} ${unit} x ${value} ${unit} `;
      return box !== undefined ? ` ${box} ${cube}` : cube;
    });
  }
  if (/\d/.test(text) && /\b(?:[lwhd]|len|length|width|height|depth|ht|long|wide|high|deep|tall)\b|\d[lwhd]\b|[lwhd]\d/.test(text)) {
    text = text.replace(LABELLED_SIDES, (whole: string) => {
      const sides = [...whole.matchAll(ONE_LABELLED_SIDE)].map((side) => `${side[1] ?? side[3] ?? ''} ${side[2] ?? side[4] ?? ''}`.trim());
      const trailing = new RegExp(String.raw`(${SIDE_UNIT})\s*$`).exec(whole)?.[1];
      const unit = trailing !== undefined && !sides.some((side) => side.includes(' ')) ? ` ${trailing}` : '';
      return ` ${sides.join(' x ')}${unit} `;
    });
  }
  return text;
}

/**
 * Listing phrases say the item's condition, not what it is: "new in box", "new with tags", "free shipping".
 * Runs before "&"/"+" are spelled out and before punctuation goes, so "new-in-box" and "new w/ tags" are caught.
 */
const US_STATES = 'alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|puerto rico';
/** Where it goes or comes from, which shop it came from, and that it is a gift: none of it says what it is. */
const ROUTE_OR_SHOP = new RegExp(String.raw`\b(?:to|from|in)\s+(?:${US_STATES}|amazon|ebay|etsy|walmart|target|costco|wayfair|best buy|home depot|lowes|ikea|aliexpress|temu|shein)\b|\b(?:on|via|through)\s+(?:ebay|etsy|amazon|mercari|poshmark|depop|facebook marketplace|craigslist|offerup)\b|\bfor (?:my|our) (?:etsy |ebay |online )?(?:shop|store|business|customers?)\b|\(\s*(?:a\s+)?gift\s*\)|\b(?:as|for)\s+a\s+(?:birthday\s+|christmas\s+|wedding\s+)?(?:gift|present)\b`, 'g');
/** "excellent condition", "in good working condition", "like new": the condition, no noun of its own ("condition" was read as hair conditioner). */
const CONDITION_PHRASE = /\b(?:in\s+)?(?:(?:excellent|good|great|fair|mint|perfect|pristine|poor|used|new|working|near\s+mint|brand\s+new|gently\s+used|like\s+new)\s+)+(?:working\s+)?(?:condition|cond)\b|\b(?:in\s+)?(?:excellent|good|great|fair|perfect|poor|working)\s+(?:working\s+)?(?:shape|order)\b|\blike[\s-]+new\b|\bas[\s-]+is\b/g;

/**
 * Chat around the description: a greeting, thanks, when it must arrive, that it is a present. "hi!" and "thanks" are
 * no greeting card, "need it there by friday" no item, "handle with care" says fragile (its "handle" was a cabinet
 * handle), and ", it's a birthday present" was estimated as one more, unnamed, item.
 */
// ("for christmas" is a date only when no name goes on: "quote for christmas tree stand" was a hunting tree stand.)
const CHAT_PHRASES = /^\s*(?:hi|hey|hello|good (?:morning|afternoon|evening))\b(?: there)?\s*[!,.:-]+|\bthank(?:s| you)\b(?! (?:cards?|notes?|gifts?|signs?|banners?|stickers?|tags?))|\b(?:i |we )?need(?:s)? (?:it|them|this) (?:there|delivered|to arrive|by|before|asap)\b|^\s*(?:it'?s |it is |this is |they are |they're )?(?:a |an )?(?:birthday |christmas |wedding |anniversary |graduation |xmas )?(?:gift|present)s? for\b|(?:^|,)\s*(?:it'?s|it is|this is|they are|they're) (?:a |an )?(?:birthday |christmas |wedding |anniversary |graduation |xmas )?(?:gift|present)s?\b|\b(?:that |which )?(?:i|we) (?:sold|bought|ordered)\b|\b(?:by|before|for|on) (?:next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the weekend|next week|christmas(?! (?!and\b|please\b|pls\b|thanks\b|asap\b)[a-z]))\b/g;

/** Tails that add nothing: "nothing else", "see photos", "as pictured", "not sure of the size" ("photos" was documents). */
const FILLER_TAILS = /\b(?:nothing else|that'?s (?:it|all)|that is (?:it|all)|see (?:the )?(?:photos?|pictures?|pics?|images?|description|desc|listing)|as (?:pictured|shown|seen)|(?:i'?m |i am )?(?:not sure|unsure|no idea)(?: (?:of|about|on|what))? (?:the )?(?:exact )?(?:size|sizes|dimensions|weight|measurements)(?: (?:is|are))?|(?:size|dimensions|weight) (?:unknown|not known))\b/g;

const COLOUR_WORDS = 'black|white|red|blue|navy|green|grey|gray|pink|purple|yellow|orange|brown|beige|silver|gold|tan|cream|ivory|teal|maroon|burgundy|khaki|olive|multicolou?r';
/** The plain colour words, one by one: a colour after a maker's name says which one ("kettle, Le Creuset, orange"). */
export const COLOUR_WORD_SET: ReadonlySet<string> = new Set([...COLOUR_WORDS.replace('multicolou?r', 'multicolor|multicolour').split('|')]);
/**
 * A colour or a model year says which one, not what it is: "(color: red)", "in navy blue", "model 2023". Left in,
 * "in navy blue" started a second part and "model" was a scale model.
 */
const COLOUR_OR_YEAR = new RegExp(String.raw`\(\s*colou?rs?\b\s*:?\s*[a-z ]+\)|\bcolou?rs?\s*:\s*(?:(?:light|dark|navy|bright|pale)\s+)?[a-z]+|(?<![\d.]\s*)\bin\s+(?:(?:light|dark|navy|bright|pale)\s+)?(?:${COLOUR_WORDS})\b|\bmodel\s+(?:year\s+)?(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\s+model\b(?!\s+(?:car|kit|train|airplane|plane|ship|truck))`, 'g');

/**
 * How it is packed, not what it is: "flat pack(ed)", "gift boxed", "gift wrapped", "vacuum-packed" (estimate.ts reads
 * it on soft goods), "orig box" ("85\" 4K LED TV, orig box" had been a TV box), and how a garment's sleeves are cut.
 * "flat pack" had been a pair of flats beside a high chair, "gift boxed" a second, unnamed item, and "short sleeve"
 * turned five school shirts into shorts.
 */
const PACKING_NOTES = /\b(?:flat[\s-]?pack(?:ed|s)?|gift[\s-]?(?:boxed|wrapped)|vacuum[\s-]?(?:packed|sealed)(?!\s*(?:bags?|storage|rolls?|containers?|jars?))|(?:in\s+(?:the\s+|its\s+)?)?(?:orig|original|retail)\s+(?:box|boxes|packaging)|(?:short|long|half|3\/4|cap)[\s-]?sleeved?s?|sleeveless)\b/g;

function dropChat(text: string): string {
  // (A flat-pack wardrobe is its own catalog entry, a carton far smaller than a built one.)
  if (/pack|gift|sleeve|vacuum|orig|retail/.test(text) && !text.includes('wardrobe')) text = text.replace(PACKING_NOTES, ' ');
  if (/colou?r|\bin |model/.test(text)) text = text.replace(COLOUR_OR_YEAR, ' ');
  if (text.includes('handle with care')) text = text.replace(/\bhandle with care\b/g, ' fragile ');
  // "one of my cameras": one item of those (its "one" read as part of "all-in-one").
  if (text.includes('one of ')) text = text.replace(/\bone of (?:my|our|the|these|those|his|her|their)\b(?!\s+\d)/g, ' ');
  if (/else|that|see|as |sure|idea|unknown|known/.test(text)) text = text.replace(FILLER_TAILS, ' ');
  return /hi|hey|hello|good|thank|need|gift|present|sold|bought|ordered|day|tomorrow|week|christmas/.test(text) ? text.replace(CHAT_PHRASES, ' ') : text;
}

function dropListingPhrases(text: string): string {
  text = dropChat(text);
  // Hashtags ("#sale", "#vintage") are no words of the item; "#2 pencils" and "C#" are not hashtags.
  if (text.includes('#')) text = text.replace(/(^|\s)#[a-z][a-z0-9_]*/g, '$1');
  // "what's the cost to mail …": the "s" of a contraction is no word of the item (it became the head noun).
  if (text.includes("'s")) text = text.replace(/\b(what|that|it|there|here|who|where|how|let|he|she)'s\b/g, '$1 is');
  if (/condition|cond\b|shape|order|like|as is|as-is/.test(text)) text = text.replace(CONDITION_PHRASE, ' ');
  if (/\b(?:to|from|gift|present|on|via|through|for)\b/.test(text)) text = text.replace(ROUTE_OR_SHOP, ' ');
  if (!text.includes('new') && !text.includes('free') && !text.includes('fast')) return text;
  text = text.replace(/\bnew[\s-]+(?:in|on)[\s-]+(?:the[\s-]+)?(?:original[\s-]+)?(?:box|package|packaging|bag|card)\b/g, 'new');
  text = text.replace(/\bnew[\s-]+(?:with|w\/|without|w\/o)[\s-]*(?:the[\s-]+)?(?:tags?|box)\b/g, 'new');
  return text.replace(/\b(?:free|fast)[\s-]+(?:shipping|ship)\b/g, ' ');
}

const MUSIC_MEDIA = /\b(?:vinyls?|records?|lps?|cds?|albums?|cassettes?|45s|eps?|discography)\b/;
// (Also a genre beside another, "rock/soul", "jazz / rock".)
const OTHER_GENRES = 'soul|pop|jazz|blues|metal|funk|folk|country|punk|indie|reggae|disco|rap|hip hop|r&b|rnb|motown|prog|psych';
const ROCK_GENRES = new RegExp(String.raw`\b(?:classic|hard|punk|indie|prog|progressive|soft|folk|glam|southern|alternative|alt|psychedelic|garage|blues|country|christian|space|surf)\s+rock\b|\brock\s+(?:and|n|&)\s+roll\b|\brock\s*[/,]\s*(?:${OTHER_GENRES})\b|\b(?:${OTHER_GENRES})\s*[/,]\s*rock\b`, 'g');
/**
 * A genre after records names what is on them: "vinyl record lot 25 LPs classic rock" is records, not rocks (the
 * genre's "rock" was the last noun and the head: 230 kg of potting soil).
 */
function dropMusicGenres(text: string): string {
  return text.includes('rock') && MUSIC_MEDIA.test(text) ? text.replace(ROCK_GENRES, ' ') : text;
}

/** A list part that only names a genre of the records the whole text lists ("box of 20 LPs, hard rock"): no item. */
export function onlyGenreOfRecords(part: string, whole: string): boolean {
  const text = normalizeText(part);
  if (!text.includes('rock') || !MUSIC_MEDIA.test(normalizeText(whole))) return false;
  // What is left once the genre goes says nothing of goods: stop words, connectives, numbers ("hard rock on ebay").
  const rest = rawTokens(text.replace(ROCK_GENRES, ' ').replace(/\s+/g, ' ').trim());
  return text !== text.replace(ROCK_GENRES, ' ') && rest.every((word) => STOP_WORDS.has(word) || SEPARATOR_WORDS.has(word) || /^\d/.test(word));
}

function spellOutWords(text: string): string {
  text = dropListingPhrases(text);
  // A "+" that ends a name ("Ryobi One+", "Disney+") is "plus", not "and": it starts no second item.
  if (text.includes('+')) text = text.replace(/([a-z])\+(?![a-z0-9+])/g, '$1 plus ');
  if (text.includes('&') || text.includes('+')) text = text.replace(/[&+]/g, ' and ');
  if (text.includes('can ')) text = text.replace(/\bcan (?:i|you|we)\b/g, ' ');
  if (text.includes('second')) text = text.replace(/\bsecond[\s-]?hand\b/g, 'used');
  // "lamp, 60 cm tall incl. linen shade": "incl." is "including" (what comes with the item), never a word of a name.
  if (text.includes('incl')) text = text.replace(/\bincl\b\.?/g, 'including');
  return text.includes('w/') ? text.replace(/\bw\/(?=\s|\w)/g, 'with ') : text;
}

/**
 * Model numbers are names, not numbers: "fp-30x", "wh-1000xm5", "dgx-670", "cdp-s160" become one word ("fp30x"),
 * so no digit in them is read as a quantity, a size or an "x" of dimensions. A few words that head a real number
 * ("size-10", "pack-6") keep it.
 */
const MODEL_PREFIX_KEEP = new Set(['size', 'sz', 'pack', 'pk', 'set', 'qty', 'x', 'no', 'num', 'lot', 'box', 'case', 'age', 'ages', 'gen', 'year', 'yr', 'mid', 'pre', 'up', 'to', 'and', 'or', 'of', 'in', 'for', 'a', 'an']);
function joinModelNumbers(text: string): string {
  // The code after the hyphen may start with a few letters ("at-lp60x", "sm-g991u"): it is still a model number.
  if (!text.includes('-')) return text;
  return text.replace(/\b([a-z]{1,4})-(?=[a-z]{0,3}\d)/g, (match: string, prefix: string) => (MODEL_PREFIX_KEEP.has(prefix) ? match : prefix));
}

/** Cable words after which "12/2" is a gauge and a conductor count, never the fraction 6. */
const CABLE_WORDS = /\b(?:wire|wires|romex|nm|cable|cord|cords|thhn|uf|awg|gauge|extension|so|sjoow|conductor)\b/;
/** Inch thread sizes: "1/4-20" (UNC), "3/8-16", "#8-32" as their metric near-equivalent ("m6"), so one reading serves both. */
const INCH_THREAD = /(?<![\d./])(?:(\d)\/(\d{1,2})|#(\d{1,2}))-(\d{2})\b/g;
const NUMBERED_SCREW_MM: ReadonlyMap<string, number> = new Map(Object.entries<number>({ 2: 2.2, 4: 2.8, 6: 3.5, 8: 4.2, 10: 4.8, 12: 5.5, 14: 6.3 }));

/**
 * Trade notation read before fractions: "12/2 romex" (12 AWG, two conductors) and "16/3 extension cord" are gauges,
 * "1/4-20 x 1" a thread. Left alone they became the count 6 or 5.3 and a 20 x 1 box.
 */
function readTradeNotation(text: string): string {
  if (CABLE_WORDS.test(text)) text = text.replace(/(?<![\d./])(18|16|14|12|10|8|6|4|2)\/([2-4])(?![\d./])/g, '$1 awg');
  return text.replace(INCH_THREAD, (whole: string, num?: string, den?: string, numbered?: string) => {
    const mm = numbered !== undefined ? NUMBERED_SCREW_MM.get(numbered) : (Number(num) / Number(den)) * 25.4;
    return mm === undefined ? whole : ` m${Math.round(mm)} `;
  });
}

/** Oil viscosity grades ("5w-30", "10w40") name the oil, not a count or a size. */
function dropOilGrades(text: string): string {
  return text.includes('w') ? text.replace(/\b\d{1,2}w[- ]?\d{2}\b/g, ' ') : text;
}

/**
 * Model scales ("1:24", "1/18 scale", "1/64 diecast") say "scale model": never a count of 24 or a fraction. A slash
 * is a scale only before a model word ("1/4 inch drive", "1/2 in" stay fractions).
 */
/** From this denominator on a model is a small die-cast (a 1:64 car is 7 cm, 40 g; a 1:43 car 10 cm in a case), not a boxed 1:18 display model. */
const SMALL_SCALE_DENOMINATOR = 43;
/** 1:21 to 1:42 (1:24, 1:32): mid-size models. */
const MID_SCALE_DENOMINATOR = 21;
function scaleRatios(text: string): string {
  if (text.includes(':') || text.includes('/')) {
    // A radio-controlled car's scale ("rc car 1/10 scale") only says it is a model, which "rc" already says.
    const radioControlled = /\b(?:rc|remote control|radio control)\b/.test(text);
    text = text.replace(/\b1 ?: ?(\d{1,4})\b(?: ?scale\b)?|\b1\/(\d{1,4}) ?(?=scale\b|die ?cast\b|model\b|(?:cars?|trucks?|vehicles?)\b)(?:scale\b)?/g, (_whole: string, colon?: string, slash?: string) => {
      if (radioControlled) return ' ';
      // "Hot Wheels 10 car pack, 1:64": a small scale is a die-cast toy (one car, or the pack the text names).
      // A 1:24 or 1:32 car is a mid-size model (a ~25 cm window box), not a 1:18 one (~34 cm).
      const denominator = Number(colon ?? slash);
      return denominator >= SMALL_SCALE_DENOMINATOR ? ' diecast ' : denominator >= MID_SCALE_DENOMINATOR ? ' midscale model ' : ' scale model ';
    });
  }
  return text.includes('model') ? text.replace(/\bmodel\s+(?=model\b)/g, '') : text;
}

/**
 * Units (and the "x" of dimensions) glued to a number split off: 12in, 30lbs, 5kg, 2l, 3pk, 24x36. Not inside a
 * word that starts with letters ("fp30x", "qc45", "wh1000xm5" are model names).
 */
function splitUnits(text: string): string {
  // The "x" of dimensions first: otherwise "60x90cm" kept "x90cm" as a model-like word, the centimetres were lost
  // and "60 x" read as sixty mirrors (538 kg of freight).
  if (text.includes('x')) text = text.replace(/(\d)x(?=\d)/g, '$1 x ').replace(/\bx(?=\d)/g, 'x ');
  // "macbook air m2in the apple box": a model code glued to the word "in" before an article is the code, then "in".
  if (text.includes('in ')) text = text.replace(/\b([a-z]+\d+)in (?=(?:the|a|an|its|my|his|her|their|our|this|that) )/g, '$1 in ');
  return text.replace(/(?<![a-z][\d.]*)(\d)(mm|cm|m|in|inch|inches|ft|kg|kgs|g|gr|lb|lbs|oz|ml|l|ltr|qt|gal|pk|pcs|pc|ct|x)(?![a-z0-9])/g, '$1 $2');
}

/** A character the pass below rewrites: anything but a letter, digit, point or lone space. */
const NEEDS_SEPARATING = /[^a-z0-9. ]| {2}/;

function separateWords(text: string): string {
  // Everything else that is not a letter, digit or decimal point separates words. (Most texts are words and single
  // spaces already: the test costs a tenth of the replace, which would give the same text back.)
  if (NEEDS_SEPARATING.test(text)) text = text.replace(/[^a-z0-9.]+/g, ' ');
  // Without a point every gap is already one space; a point that goes can leave two.
  if (text.includes('.')) text = text.replace(/(?<!\d)\.|\.(?!\d)/g, ' ').replace(/\s+/g, ' ');
  return text.trim();
}

// Tab to tilde: printable ASCII and whitespace. Anything else (rare control characters too) takes the full fold.
const NON_ASCII = /[^\t-~]/;
const DIGIT = /\d/;

/** Lower case, ASCII, units glued to numbers split off ("12in" → "12 in"), inch/foot marks spelled out. */
/** "snake plant 6 inch pot": the pot a live plant grows in, not a plant pot for sale; "plant in 6 inch pot" reads so. */
const PLANT_BEFORE_POT = /\b(plants?),? (\d+(?:\.\d+)? ?(?:inch|inches|in)(?: nursery| grow| plastic| ceramic)? (?:pot|planter)s?)\b/g;

function plantInPot(text: string): string {
  return text.includes('pot') || text.includes('planter') ? text.replace(PLANT_BEFORE_POT, '$1 in $2') : text;
}

/**
 * "floor liner that fits a 2019 Tacoma", "keyboard case compatible with iPad Pro": what the goods fit is named after
 * "for", like "cover for a grill" (matching, counting and sizing read what follows "for" as what the item is for).
 * "fits" before how it fits ("fits all", "fits in a pocket", "fits true to size") is not compatibility.
 */
const FITS_WORDS = /\b(?:(?:that|which|will|to) fits?|fits|compatible with|designed for|made to fit)\b(?! (?:all|in|into|inside|on|under|through|perfectly|well|great|fine|true|small|large|big|snug|snugly|like|me|him|her|them|us|most sizes)\b)/g;
function readCompatibility(text: string): string {
  return text.includes('fit') || text.includes('compatible') || text.includes('designed') ? text.replace(FITS_WORDS, 'for') : text;
}

/**
 * "REI Half Dome 2 Plus tent", "Copper Spur HV UL2 tent", "Dagger 2P tent": a tent's model name ends in its capacity in
 * persons (makers name their sizes so), read as "2 person tent" (the size table's count); the 2 had been a model number.
 */
const TENT_CAPACITY = /\b([a-z]+) (?:ul|x)?([1-8])(?:p| plus)? tent\b(?! (?:stakes?|pegs?|poles?|footprint|fly|rainfly|repair|bag)\b)/g;
function readTentCapacity(text: string): string {
  return text.includes('tent') ? text.replace(TENT_CAPACITY, '$1 $2 person tent') : text;
}

export function normalizeText(raw: string): string {
  // Every description goes through here on an estimated quote: skip the passes that cannot match. ASCII text is
  // already NFKD with no typographic quotes; without a digit no number pass can match (and none adds a digit).
  let text = raw.toLowerCase();
  if (NON_ASCII.test(text)) text = foldToAscii(text);
  text = readUnitSpellings(readWheelers(readDimensionWords(readHalves(readTensWords(text)))));
  const hasDigit = DIGIT.test(text);
  if (hasDigit) text = readNumbers(scaleRatios(joinModelNumbers(dropOilGrades(readPaperSizes(text)))));
  text = readCompatibility(dropMusicGenres(spellOutWords(text)));
  if (hasDigit) text = readTentCapacity(plantInPot(splitUnits(text)));
  return separateWords(text);
}

/** normalizeText with every pass applied: the reference its shortcuts are tested against. */
export function normalizeTextEveryPass(raw: string): string {
  return separateWords(readTentCapacity(plantInPot(splitUnits(readCompatibility(dropMusicGenres(spellOutWords(readNumbers(scaleRatios(joinModelNumbers(dropOilGrades(readPaperSizes(readUnitSpellings(readWheelers(readDimensionWords(readHalves(readTensWords(foldToAscii(raw.toLowerCase()))))))))))))))))));
}

export function rawTokens(normalized: string): string[] {
  return normalized.length === 0 ? [] : normalized.split(' ');
}

// The word tables are Maps: a plain object answers a user's "constructor" with Object's own member.
const IRREGULAR: ReadonlyMap<string, string> = new Map(Object.entries<string>({
  men: 'man', women: 'woman', children: 'child', feet: 'foot', teeth: 'tooth', mice: 'mouse', geese: 'goose',
  people: 'person', knives: 'knife', wives: 'wife', lives: 'life', leaves: 'leaf', shelves: 'shelf', halves: 'half',
  loaves: 'loaf', scarves: 'scarf', wolves: 'wolf', calves: 'calf', thieves: 'thief', hooves: 'hoof',
  lenses: 'lens', buses: 'bus', gases: 'gas', canvases: 'canvas', atlases: 'atlas', dice: 'die',
  tomatoes: 'tomato', potatoes: 'potato', heroes: 'hero', echoes: 'echo', cacti: 'cactus',
}));
/** Singular words that end in "s" and must keep it. */
const KEEP_FINAL_S = new Set([
  'lens', 'gas', 'bus', 'canvas', 'atlas', 'iris', 'bonus', 'chaos', 'series', 'species', 'news', 'kudos', 'yes',
  'always', 'this', 'his', 'its', 'is', 'was', 'has', 'does', 'plus', 'us', 'ps', 'xps', 'ios', 'macos', 'bas', 'dis',
  'tennis', 'pokemon', 'levis', 'ups', 'lexus', 'abs', 'pus', 'octopus', 'cactus', 'hummus', 'asus', 'boss', 'gps', 'sous',
  'mass', 'chess', 'glass', 'dress', 'moss', 'floss', 'cross', 'grass', 'brass', 'bass', 'class', 'lass',
]);

/**
 * A light stemmer, applied identically to catalog phrases and queries: plural and singular forms meet
 * ("batteries" → "battery", "hoodies"/"hoodie" → "hoody", "boxes" → "box").
 */
export function stem(word: string): string {
  const known = STEM_MEMO.get(word);
  if (known !== undefined) return known;
  const result = stemUncached(word);
  if (STEM_MEMO.size >= STEM_MEMO_LIMIT) STEM_MEMO.clear();
  STEM_MEMO.set(word, result);
  return result;
}

// Stems are memoised: every estimate stems every word, and agents repeat their vocabulary.
const STEM_MEMO = new Map<string, string>();
const STEM_MEMO_LIMIT = 50_000;

function stemUncached(word: string): string {
  if (word.length <= 2 || /\d/.test(word)) return word;
  const irregular = IRREGULAR.get(word);
  let base = irregular ?? word;
  if (irregular === undefined && !KEEP_FINAL_S.has(word)) {
    if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`;
    else if (/(?:ss|x|z|ch|sh)es$/.test(base)) base = base.slice(0, -2);
    else if (base.endsWith('s') && !/(?:ss|us|is)$/.test(base)) base = base.slice(0, -1);
  }
  // "hoodies" became "hoody" above; make "hoodie" meet it.
  if (base.length > 3 && base.endsWith('ie')) base = `${base.slice(0, -2)}y`;
  return base;
}

/** True when the surface word is a plural ("skillets"), used to tell "12 skillets" (count) from "12 skillet" (size). */
/**
 * The first reading `read` accepts among the words one slip away from `word`: two neighbouring letters swapped (from
 * the second letter on: typos seldom hit the first), then a letter typed twice typed once. Typo repair reads them
 * against the catalog's words, the parser against its spec words ("pesron" → "person").
 */
export function oneSlipAway<T>(word: string, read: (candidate: string) => T | null): T | null {
  for (let index = 1; index < word.length - 1; index++) {
    const reading = read(word.slice(0, index) + (word[index + 1] ?? '') + (word[index] ?? '') + word.slice(index + 2));
    if (reading !== null) return reading;
  }
  for (let index = 1; index < word.length; index++) {
    if (word[index] !== word[index - 1]) continue;
    const reading = read(word.slice(0, index) + word.slice(index + 1));
    if (reading !== null) return reading;
  }
  return null;
}

/**
 * Plurals of two-letter abbreviations ("40 LPs", "30 CDs", "3 TVs"): three letters, yet plurals. Named one by one:
 * a rule for every three-letter word ending in "s" also took "abs", "gps", "pcs" and "bus".
 */
const ABBREVIATION_PLURALS: ReadonlySet<string> = new Set(['lps', 'cds', 'eps', 'tvs']);

export function looksPlural(word: string): boolean {
  if (IRREGULAR.has(word)) return !['lens', 'dice'].includes(word);
  if (ABBREVIATION_PLURALS.has(word)) return true;
  if (KEEP_FINAL_S.has(word) || word.length <= 3) return false;
  return word.endsWith('s') && !/(?:ss|us|is)$/.test(word);
}

/**
 * Marketplace listing shorthand for condition and completeness ("NWT", "NIB", "OEM", "CIB", "EUC", "HTF", "tested"):
 * never the item, yet a trailing one would otherwise be read as the head noun of the title.
 */
export const LISTING_WORDS: readonly string[] = [
  'nwt', 'nwot', 'nwob', 'bnwt', 'nib', 'nisb', 'bnib', 'misb', 'mib', 'nip', 'nrfb', 'euc', 'guc', 'vguc',
  'oem', 'cib', 'htf', 'vhtf', 'obo', 'tested', 'untested', 'retired', 'vaulted', 'preloved',
];

/** Words that carry no item meaning: dropped from catalog phrases and queries alike. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'of', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'some', 'any', 'this', 'that', 'these',
  'those', 'i', 'we', 'me', 'you', 'it', 'is', 'are', 'was', 'be', 'been', 'am', 'im', 'ive', 'id', 'please', 'pls', 'plz', 'just', 'sku', 'upc', 'asin', 'mpn',
  'only', 'very', 'really', 'about', 'approx', 'approximately', 'around', 'roughly', 'like', 'want', 'wanna', 'need',
  'needs', 'would', 'could', 'should', 'ship', 'shipping', 'shipped', 'send', 'sending', 'sent', 'mail', 'mailing',
  'post', 'posting', 'deliver', 'delivering', 'delivery', 'move', 'moving', 'quote', 'estimate', 'price', 'cost',
  'costs', 'get', 'got', 'have', 'has', 'had', 'how', 'much', 'what', 'whats', 'does', 'do', 'did', 'will', 'rate',
  'rates', 'buy', 'bought', 'sell', 'selling', 'sold', 'return', 'returning', 'gifting', 'give', 'giving',
  'item', 'items', 'thing', 'things', 'stuff', 'package', 'packages', 'parcel', 'parcels', 'shipment', 'order',
  'product', 'products', 'contents', 'each', 'total', 'weighs', 'weighing', 'measuring',
  'measures', 'sized', 'also', 'too', 'there', 'here', 'which', 'who', 'whom', 'whose',
  'friend', 'mom', 'dad', 'mother', 'father', 'sister', 'brother', 'daughter', 'son', 'grandma', 'grandmother',
  'grandpa', 'customer', 'buyer', 'someone', 'somebody', 'family', 'relative', 'relatives', 'aunt', 'uncle',
  'cousin', 'husband', 'girlfriend', 'boyfriend', 'neighbor',
  // How and when it should go: "cheapest way to send", "sold online", "by friday", "asap".
  'cheapest', 'cheaply', 'fastest', 'quickest', 'way', 'online', 'asap', 'urgent', 'urgently', 'tomorrow', 'today',
  'courier', 'couriering', 'couriered', 'tonight', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'thanks', 'thx', 'cheers',
  ...LISTING_WORDS,
]);

/** Connective words that separate the item from what follows ("laptop with charger", "case for iphone"). */
export const SEPARATOR_WORDS: ReadonlySet<string> = new Set(['with', 'for', 'and', 'including', 'in', 'on', 'from', 'to', 'inside', 'without', 'or', 'but', 'into', 'at', 'by', 'as']);

export const SIZE_WORDS: ReadonlyMap<string, number> = new Map(Object.entries<number>({
  small: 0.8, little: 0.8, tiny: 0.7, mini: 0.75, compact: 0.85, petite: 0.8,
  large: 1.25, big: 1.25, huge: 1.45, giant: 1.5, oversized: 1.35, xl: 1.3, xxl: 1.45, jumbo: 1.45, extra: 1.15,
}));

/** Materials that do not break: "plastic vase", "3 liter tin of olive oil", "stainless steel tumbler". */
export const STURDY_WORDS: ReadonlySet<string> = new Set(['tin', 'plastic', 'acrylic', 'unbreakable', 'shatterproof', 'aluminum', 'aluminium', 'melamine', 'silicone', 'enamel', 'enamelware']);

export const FRAGILE_WORDS: ReadonlySet<string> = new Set(['glass', 'ceramic', 'porcelain', 'crystal', 'antique', 'fragile', 'delicate', 'breakable', 'stoneware', 'marble', 'mirrored']);

/**
 * Descriptive words: allowed inside catalog phrases ("new balance", "mini fridge"), never counted against the
 * match when left over ("a new lamp", "vintage red lamp").
 */
export const SOFT_WORDS: ReadonlySet<string> = new Set([
  ...SIZE_WORDS.keys(), ...FRAGILE_WORDS, ...STURDY_WORDS,
  'new', 'brand', 'old', 'used', 'vintage', 'refurbished', 'preowned', 'pre', 'owned', 'nice', 'good', 'great',
  'cute', 'heavy', 'broken', 'damaged', 'working', 'unused', 'sealed', 'boxed', 'unboxed', 'original', 'empty',
  'assembled', 'disassembled', 'unassembled', 'handmade', 'custom', 'mens', 'womens', 'men', 'women', 'man', 'woman',
  'adult', 'medium', 'full', 'standard', 'regular', 'king', 'queen', 'twin', 'wooden', 'wood', 'metal', 'plastic',
  'leather', 'steel', 'stainless', 'cotton', 'wool', 'silk', 'gold', 'silver', 'black', 'white', 'red', 'blue',
  'green', 'yellow', 'pink', 'purple', 'brown', 'grey', 'gray', 'beige', 'navy', 'clear', 'colorful', 'favorite',
  'designer', 'luxury', 'cheap', 'expensive', 'premium', 'deluxe', 'classic', 'modern', 'portable', 'electric',
  'wireless', 'digital', 'professional', 'pro', 'max', 'ultra', 'plus', 'lite', 'edition', 'model', 'version',
  'generation', 'gen', 'size', 'set', 'pair', 'piece', 'pieces', 'pc', 'pcs', 'collection', 'collectible',
  'limited', 'signed', 'rare', 'spare', 'replacement', 'genuine', 'authentic', 'real', 'fake', 'toy', 'kid', 'kids',
  'child', 'children', 'childrens', 'baby', 'weight', 'gift', 'wife',
]);

export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(Object.entries<number>({
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, couple: 2,
}));

/** Tokens of a catalog phrase: normalised, stop words dropped, stemmed. */
export function phraseTokens(phrase: string): string[] {
  return rawTokens(normalizeText(phrase)).filter((word) => !STOP_WORDS.has(word)).map(stem);
}
