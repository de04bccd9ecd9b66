// Reads the numbers out of an item description: dimensions ("24x36", "60 x 40 cm"), single measures ("12 inch",
// "30 lb", "2 liter", "4.5 cu ft"), pack sizes ("3 pack", "set of 4", "a dozen"), counts ("3 books") and bare
// numbers whose meaning depends on the item ("65 tv" is a size, "iphone 15" a model number). What is left are the
// word tokens the matcher works on.
import type { LengthUnit, WeightUnit } from '../units/index.ts';
import { lengthToCm, weightToKg } from '../units/index.ts';
import { LITRES_PER_CUBIC_FOOT, LITRES_PER_US_FLUID_OUNCE, LITRES_PER_US_GALLON, LITRES_PER_US_QUART } from './catalog/define.ts';
import { ITEM_CATALOG } from './catalog/index.ts';
import { LEGO_SET_PIECES } from './catalog/lego-sets.ts';
import { FASTENER_PIECE_NOUNS, FASTENER_WORDS, THREAD_TOKEN, crossSectionThenLength, inchFastenerSize, lumberWeightKg, metricFastenerSize, nominalLumber } from './specs.ts';
import type { ThreadSize } from './specs.ts';
import { NUMBER_WORDS, SEPARATOR_WORDS, SOFT_WORDS, STOP_WORDS, looksPlural, normalizeText, oneSlipAway, phraseTokens, rawTokens, stem } from './text.ts';

export type VolumeUnit = 'ml' | 'l' | 'fl oz' | 'qt' | 'gal' | 'cu ft';

export interface StatedDimensions {
  values: number[];
  /** Unit per value; null where the text gave none (resolved later per item: posters inches, rugs feet). */
  units: (LengthUnit | null)[];
  text: string;
}
/**
 * What a measure says it measures when a noun follows it: "56 cm frame", "7 1/4 in blade", "20 in wheels". Such a
 * length is an attribute of the item, not the size of its box.
 */
export type LengthAttribute = 'frame' | 'blade' | 'wheel' | 'screen' | 'body-measure' | 'reel';
/**
 * withSegment: stated after "with" or "including" ("baby monitor w/ 2 cameras, 5\" parent unit"), in this token segment:
 * after the item's name it may size what comes with the item.
 */
/**
 * forSegment: stated after "for" (or "fits", "compatible with"), in this token segment: after the item's name it sizes
 * what the item fits ("remote for a 65 inch TV", "cover for a 22 in grill"), not the item.
 */
export interface StatedLength { value: number; unit: LengthUnit; cm: number; text: string; attribute?: LengthAttribute; withSegment?: number; forSegment?: number; /** With forSegment: the word right after the measure ("tv" in "for a 65 inch tv"). */ forNoun?: string; /** Sections it ships in (a rod's "4-piece"): the length is one section's. */ pieces?: number }
/** A number that names a property of the item: "61 key", "1000 piece", "4 burner". */
export interface StatedSpec { value: number; word: string; text: string }
/** ofContainer: the weight of a box, bag or case of the goods ("10 lb box of candles"): their total, not one's. */
/** ofParcel: the packed parcel's own weight ("gross weight 4 kg", "shipping weight 3 lb", "2 kg gross"), packaging included. */
export interface StatedWeight { value: number; unit: WeightUnit; kg: number; text: string; ofContainer?: string; ofParcel?: boolean }
export interface StatedVolume { value: number; unit: VolumeUnit; litres: number; text: string }
/** inpack: units inside one retail pack ("20 car gift pack"); one pack when the matched item is itself a pack. */
export type CountKind = 'count' | 'pack' | 'pairs' | 'dozen' | 'few' | 'inpack';
export interface StatedCount {
  count: number;
  kind: CountKind;
  text: string;
  /** Segment of the description the count stands in (see QueryToken.segment): "set of 2 with 4 balls" counts 2 paddles. */
  segment: number;
}

export type TokenKind = 'word' | 'soft' | 'separator' | 'number';
export interface QueryToken {
  raw: string;
  stem: string;
  kind: TokenKind;
  plural: boolean;
  /** Segment index: 0 before the first separator word, then 1, 2… */
  segment: number;
  /** For number tokens. */
  value?: number;
  /** Number tokens: the previous kept token is a word ("iphone 15"), so it is not a leading count. */
  followsWord?: boolean;
  /** Stop words dropped right after this token ("fisher [price]"): a catalog name may end in one. */
  stopWordsAfter?: string[];
}

export interface ParsedQuery {
  normalized: string;
  tokens: QueryToken[];
  /** Spec words read through a typo ("pesron" as "person"), for the assumptions. */
  specRepairs?: { from: string; to: string }[];
  dimensions: StatedDimensions | null;
  lengths: StatedLength[];
  weights: StatedWeight[];
  volumes: StatedVolume[];
  counts: StatedCount[];
  /** "a case of wine": a case without a count. */
  caseWithoutCount: boolean;
  /** The text calls the thing a box/carton/package: stated 3D dimensions then describe the packed parcel. */
  mentionsContainer: boolean;
  specs: StatedSpec[];
  /** Clothing, shoe and hat sizes ("size 10", "42R", "13c", "size XL"): labels, never counts or measures. */
  sizeLabels: string[];
  /** A wheel size given as a name: "29er" (29 in), "700c" (about 27.5 in). */
  wheelInches: number | null;
  /** A metric thread size ("M8 x 40"): the fastener's size, never a count or a side. */
  thread: ThreadSize | null;
  /** "bare tool", "tool only": a cordless tool sold without battery, charger or case. */
  bareTool: boolean;
}

// The word tables are Maps: a plain object answers a user's "constructor" with Object's own member.
const LENGTH_UNITS: ReadonlyMap<string, LengthUnit> = new Map(Object.entries<LengthUnit>({
  mm: 'mm', millimeter: 'mm', millimeters: 'mm', millimetre: 'mm', millimetres: 'mm',
  cm: 'cm', centimeter: 'cm', centimeters: 'cm', centimetre: 'cm', centimetres: 'cm',
  m: 'm', meter: 'm', meters: 'm', metre: 'm', metres: 'm',
  in: 'in', inch: 'in', inches: 'in', inchs: 'in',
  ft: 'ft', foot: 'ft', feet: 'ft', fts: 'ft',
}));
const WEIGHT_UNITS: ReadonlyMap<string, WeightUnit> = new Map(Object.entries<WeightUnit>({
  kg: 'kg', kgs: 'kg', kilo: 'kg', kilos: 'kg', kilogram: 'kg', kilograms: 'kg',
  g: 'g', gr: 'g', gram: 'g', grams: 'g', gramme: 'g', grammes: 'g',
  lb: 'lb', lbs: 'lb', pound: 'lb', pounds: 'lb',
  oz: 'oz', ounce: 'oz', ounces: 'oz',
}));
const VOLUME_UNITS: ReadonlyMap<string, VolumeUnit> = new Map(Object.entries<VolumeUnit>({
  ml: 'ml', milliliter: 'ml', milliliters: 'ml', millilitre: 'ml', millilitres: 'ml',
  l: 'l', ltr: 'l', liter: 'l', liters: 'l', litre: 'l', litres: 'l',
  qt: 'qt', qts: 'qt', quart: 'qt', quarts: 'qt',
  gal: 'gal', gals: 'gal', gallon: 'gal', gallons: 'gal',
}));
const LITRES_PER: Readonly<Record<VolumeUnit, number>> = {
  ml: 0.001, l: 1, 'fl oz': LITRES_PER_US_FLUID_OUNCE, qt: LITRES_PER_US_QUART, gal: LITRES_PER_US_GALLON, 'cu ft': LITRES_PER_CUBIC_FOOT,
};
/** The text of a piece count read off a LEGO set number: "lego set 75192". */
export const LEGO_SET_TEXT = 'lego set';
const PACK_AFTER_NUMBER = new Set(['pack', 'packs', 'pk', 'ct', 'count', 'units', 'unit', 'set', 'sets', 'lot']);
const PIECE_WORDS = new Set(['piece', 'pieces', 'pc', 'pcs']);
/** "the 3-volume hardcover set": a set's volumes are its pieces (a book box set's piece count sizes it). */
const VOLUME_WORDS: ReadonlySet<string> = new Set(['volume', 'volumes', 'vol', 'vols']);
/**
 * Spec words of a capacity that sizes the item like a count of its pieces: "4 person tent", "3 burner grill", "6
 * drawer dresser", "8000 btu air conditioner" (sizing.ts scales by them; here they keep a count from being read).
 */
export const CAPACITY_SPEC_WORDS: ReadonlySet<string> = new Set(['person', 'people', 'man', 'seater', 'seat', 'burner', 'drawer', 'shelf', 'tier', 'btu']);
/** Part specs that count a set's pieces as well ("15 disc box set"): sizing.ts scales by them too. */
export const COUNTED_PART_SPECS: ReadonlySet<string> = new Set(['disc', 'disk']);
/** Words before "set" that make "box set" a product's name, not a count of sets. */
const BOX_SET_WORDS: ReadonlySet<string> = new Set(['box']);
const PACK_BEFORE_OF = new Set(['pack', 'set', 'box', 'case', 'bundle', 'lot', 'bag', 'carton', 'tray', 'bunch', 'batch', 'crate', 'sleeve', 'package', 'tub', 'bucket', 'jar', 'pallet', 'palette', 'stack', 'kit', 'collection', 'tin']);
/** Words after a number that make it a spec of the item, not a count: "500 piece puzzle", "2 person tent", "256 gb". */
const SPEC_AFTER_NUMBER = new Set([
  'gb', 'tb', 'mb', 'mp', 'megapixel', 'hp', 'w', 'watt', 'watts', 'v', 'volt', 'volts', 'mah', 'wh', 'hz', 'k', 'p',
  'person', 'people', 'man', 'seater', 'seat', 'burner', 'drawer', 'door', 'tier', 'shelf', 'cube', 'slice', 'cup',
  'speed', 'layer', 'ply', 'player', 'port', 'stage', 'step', 'string', 'wheel', 'wheeled',
  'bedroom', 'year', 'years', 'yr', 'month', 'months', 'day', 'days', 'week', 'weeks', 'hour', 'hours', 'lane',
  'ton', 'btu', 'cc', 'amp', 'amps', 'ah', 'gauge', 'ga', 'thread', 'tc', 'oclock', 'percent', 'pct', 'key', 'keys',
  'bit', 'core', 'mph', 'sided', 'serving', 'servings',
  'degree', 'degrees', 'channel', 'zone', 'function', 'mode', 'prong', 'outlet', 'socket', 'tooth', 'teeth',
  'star', 'stars', 'count', 'carat', 'karat', 'ct', 'kt', 'mm', 'dpi', 'rpm', 'psi', 'bar', 'gen', 'series',
  // Ratings and contents that are never a number of parcels: "5000 lumen flashlight", "20-30 mmhg socks",
  // "spf 50", "1000 mg 100 tablets" (one bottle), "400 grit".
  'lumen', 'lumens', 'lm', 'mmhg', 'spf', 'grit', 'denier', 'tog', 'kw', 'kwh', 'db', 'nm', 'awg', 'ppi', 'fps',
  'lux', 'va', 'mbps', 'gbps', 'mg', 'mcg', 'iu', 'tablets', 'tablet', 'capsules', 'capsule', 'caplets', 'softgels',
  'gummies', 'lozenges', 'calorie', 'calories', 'ohm', 'ohms', 'grain', 'mil',
  // Parts of one item: "3 wick candle", "5 blade razor", "4 slot toaster", "12 pocket organizer".
  'wick', 'wicks', 'blade', 'slot', 'pocket', 'compartment', 'button', 'hole', 'setting',
]);
/**
 * Parts of one item that are also nouns of their own, so only a whole number of two or more before another word
 * names them: "8-eye boots", "5 light chandelier", "3 arm desk lamp", "4 bay nas", "15 disc box set" ("3 dvds" stays a
 * count, "3/8 eye bolts" a size and "10 eye bolts" a count of bolts).
 */
/**
 * Spec words that are also the first word of plural part names: "4 wheel spacers", "2 wheel chocks", "4 wheel covers"
 * count the parts, where "4 wheel drive" or "3 wheel scooter" say how the one item is built. ("seat" and "door" are
 * left alone: a count of "seat covers" or "door handles" would multiply catalog items that are sets or heavy.)
 */
const SPEC_WORDS_BEFORE_PARTS: ReadonlySet<string> = new Set(['wheel']);
/** "8 track player", "8-track tapes": the number and "track" name a tape format, which catalog names hold. */
const TRACK_FORMAT_GOODS: ReadonlySet<string> = new Set(['player', 'players', 'tape', 'tapes', 'cartridge', 'cartridges', 'stereo', 'deck']);
const namesCountedParts = (specWord: string, after: string | undefined): boolean => (SPEC_WORDS_BEFORE_PARTS.has(specWord) && after !== undefined && looksPlural(after) && !STOP_WORDS.has(after)) || (specWord === 'track' && TRACK_FORMAT_GOODS.has(after ?? ''));
// ("4-track reel-to-reel", "8 track recorder": the tracks it records.)
const PART_SPEC_AFTER_NUMBER = new Set(['eye', 'eyelet', 'light', 'arm', 'bay', 'head', 'panel', 'track', ...COUNTED_PART_SPECS]);
/**
 * Pounds that rate the item rather than weigh it: "300 lb capacity", "55 lb thrust", "12 lb test", "70 lb draw",
 * "1500 lb breaking strength", "holds up to 300 lb", "weight capacity 300 lb".
 */
const RATING_AFTER_WEIGHT: ReadonlySet<string> = new Set(['capacity', 'thrust', 'test', 'draw', 'pull', 'load', 'rated', 'rating', 'limit', 'strength', 'break', 'breaking', 'towing', 'lifting', 'max', 'maximum']);
const RATING_BEFORE_WEIGHT: ReadonlySet<string> = new Set(['capacity', 'holds', 'supports', 'max', 'maximum', 'rated', 'limit']);

function isWeightRating(words: readonly string[], numberIndex: number, afterUnit: number): boolean {
  const after = words[afterUnit];
  if (after !== undefined && (RATING_AFTER_WEIGHT.has(after) || (after === 'weight' && RATING_AFTER_WEIGHT.has(words[afterUnit + 1] ?? '')))) return true;
  const before = words[numberIndex - 1];
  const upTo = before === 'to' && words[numberIndex - 2] === 'up';
  return upTo || (before !== undefined && RATING_BEFORE_WEIGHT.has(before));
}

/** The parcel's own maximum ("box 20x15x10 cm max 2kg"): with stated box sides, "max" bounds its weight, it rates nothing. */
function parcelMaximum(parsed: ParsedQuery, words: readonly string[], numberIndex: number): boolean {
  const before = words[numberIndex - 1];
  return (before === 'max' || before === 'maximum') && parsed.mentionsContainer && parsed.dimensions !== null;
}

/** "gross weight 4 kg", "shipping wt: 3 lb", "package weight 1.2 kg": the weight of the packed parcel. */
const PARCEL_WEIGHT_WORDS: ReadonlySet<string> = new Set(['gross', 'shipping', 'ship', 'package', 'parcel', 'packed', 'boxed', 'packaged']);
function parcelWeightLabelBefore(words: readonly string[], numberIndex: number): boolean {
  const label = words[numberIndex - 1];
  return (label === 'weight' || label === 'wt' || label === 'weighs') && PARCEL_WEIGHT_WORDS.has(words[numberIndex - 2] ?? '');
}

/** The smaller unit that may follow a weight ("1 lb 4 oz", "2 kg 300 g"): its kg and the words it takes. */
const SMALLER_WEIGHT_UNIT: Readonly<Partial<Record<WeightUnit, WeightUnit>>> = { lb: 'oz', kg: 'g' };
function smallerWeightAt(words: readonly string[], index: number, unit: WeightUnit): { kg: number; text: string; width: number } | null {
  const smaller = SMALLER_WEIGHT_UNIT[unit];
  const value = /^\d/.test(words[index] ?? '') ? parseNumberToken(words[index]) : null;
  const after = unitAt(words, index + 1);
  if (smaller === undefined || value === null || after?.kind !== 'weight' || after.weight !== smaller) return null;
  // "2 lb 16 oz bag" is no one weight: the ounces of a pound stay under 16, the grams of a kilo under 1000.
  if (value >= (smaller === 'oz' ? 16 : 1000)) return null;
  return { kg: weightToKg(value, smaller), text: words.slice(index, index + 1 + after.width).join(' '), width: 1 + after.width };
}

/** What a bottle count sizes rather than counts: "18 bottle wine cooler", "12 bottle rack". */
const BOTTLE_HOLDERS: ReadonlySet<string> = new Set(['cooler', 'fridge', 'refrigerator', 'rack', 'chiller', 'cellar', 'cabinet', 'holder']);

function bottleCapacityOf(words: readonly string[], after: number): boolean {
  const first = words[after] ?? '';
  return BOTTLE_HOLDERS.has(first) || (first === 'wine' && BOTTLE_HOLDERS.has(words[after + 1] ?? ''));
}

/**
 * Doses a bottle of pills is counted in: "120 softgels", "180 caps", "90 tabs" are one bottle's contents. "caps" and
 * "tabs" are doses only beside a supplement or medicine word ("multivitamin 180 caps"; "6 caps" alone are hats).
 */
const DOSE_WORDS: ReadonlySet<string> = new Set(['capsules', 'capsule', 'caplets', 'softgels', 'softgel', 'tablets', 'tablet', 'gummies', 'lozenges', 'caps', 'vcaps', 'tabs']);
const SHORT_DOSE_WORDS: ReadonlySet<string> = new Set(['caps', 'vcaps', 'tabs']);
const DOSE_CONTEXT = /\b(?:(?:multi)?vitamins?|supplements?|probiotics?|fish oil|omega 3|melatonin|magnesium|zinc|calcium|biotin|collagen|turmeric|ashwagandha|creatine|glucosamine|elderberry|pills?|mg|mcg|iu)\b/;
const isDoseAt = (words: readonly string[], index: number, normalized: string): boolean => {
  const word = words[index] ?? '';
  return DOSE_WORDS.has(word) && (!SHORT_DOSE_WORDS.has(word) || DOSE_CONTEXT.test(normalized));
};
/** A painting's medium and what it is painted on: "oil on canvas", "watercolour on paper". */
const PAINT_MEDIA: ReadonlySet<string> = new Set(['oil', 'oils', 'acrylic', 'acrylics', 'watercolor', 'watercolour', 'gouache', 'pastel', 'pastels', 'ink', 'tempera', 'encaustic', 'media', 'enamel']);
const PAINT_SUPPORTS: ReadonlySet<string> = new Set(['canvas', 'linen', 'board', 'panel', 'paper', 'wood', 'masonite', 'hardboard', 'canvasboard']);

/** "24 colors": the number of pieces in one set (tubes, pencils, pans). */
const COLOUR_COUNT_WORDS = new Set(['colors', 'colours', 'shades', 'hues']);
/** "20 car gift pack", "5 bar multipack": a number, one noun, then a pack word counts the units inside one pack. */
const IN_PACK_WORDS = new Set(['pack', 'multipack', 'set', 'bundle', 'pk', 'assortment', 'variety']);
const QUANTITY_MARKERS = new Set(['qty', 'quantity', 'x', 'times']);
/**
 * Words of a return's paperwork, not of its contents: the shop or carrier it goes back to ("return Amazon package",
 * "return to sender", "ups return label for a coffee maker"). Dropped only in a description about a return, so an
 * "amazon echo" or a "ups battery backup" keeps its name.
 */
const RETURN_WORDS = /\b(?:return|returns|returning|returned|rma|refund)\b/;
const RETURN_PAPERWORK = new Set([
  'return', 'returns', 'returning', 'returned', 'rma', 'refund', 'exchange', 'prepaid', 'sender',
  'amazon', 'ebay', 'etsy', 'walmart', 'target', 'zappos', 'costco', 'nordstrom', 'kohls', 'macys', 'wayfair', 'shein',
  'temu', 'ups', 'fedex', 'usps', 'dhl',
]);
/** Retail packs a case or box holds: "case of 10 boxes of nitrile gloves". */
const RETAIL_PACK_PLURALS = new Set(['boxes', 'packs', 'bags', 'packets', 'sleeves', 'tubs', 'cartons']);
/** Containers that hold several of the goods ("10 lb box of candles"); a "40 oz jar of" or "2 lb bag of" is one. */
const SHIPPING_CONTAINERS = new Set(['box', 'case', 'carton', 'crate', 'lot', 'bundle']);
/** Words before a number that make it a title's number: "season 1-10", "vol 3", "book 2", "chanel no 5". */
const TITLE_NUMBER_WORDS = new Set(['no', 'season', 'seasons', 'episode', 'episodes', 'vol', 'vols', 'volume', 'volumes', 'chapter', 'issue', 'part', 'book']);
/**
 * Words before a long number that make it a record's identifier: "order 12345", "sku 4821". A short number or one
 * before a plural still counts ("etsy order: 3 mugs", "wholesale order 1000 stickers").
 */
const RECORD_WORDS = new Set(['order', 'sku', 'invoice', 'po', 'ref', 'reference', 'id', 'upc', 'asin', 'mpn', 'isbn', 'tracking', 'item']);
const RECORD_NUMBER_MIN_DIGITS = 4;
function isRecordNumberAt(words: readonly string[], index: number): boolean {
  const before = words[index - 1] ?? '';
  const word = words[index] ?? '';
  const next = words[index + 1];
  return RECORD_WORDS.has(before) && /^\d+$/.test(word) && word.length >= RECORD_NUMBER_MIN_DIGITS && !(next !== undefined && looksPlural(next));
}
/** "return label", "prepaid shipping label": paperwork; a "label maker" or "label printer" is goods. */
const PAPERWORK_LABEL_BEFORE = new Set(['return', 'shipping', 'prepaid', 'postage', 'ups', 'fedex', 'usps', 'dhl']);
const LABEL_GOODS_AFTER = new Set(['maker', 'makers', 'printer', 'printers', 'tape', 'roll', 'rolls', 'sheets']);
function isPaperworkLabel(words: readonly string[], index: number): boolean {
  const word = words[index];
  return (word === 'label' || word === 'labels') && PAPERWORK_LABEL_BEFORE.has(words[index - 1] ?? '') && !LABEL_GOODS_AFTER.has(words[index + 1] ?? '');
}
/** "Hot Wheels 50 car lot": a number, one noun, then a lot word counts that noun ("3 game bundle" is a console's). */
const LOT_AFTER_NOUN = new Set(['lot', 'bulk']);
/** Unit words that mean one of the unit without a number: "a gallon of milk", "a pound of coffee", "gallon of paint". */
const BARE_UNIT_WORDS = new Set(['gallon', 'quart', 'liter', 'litre', 'pound', 'kilo', 'kilogram']);
/** Nouns that name a measured part of the item, not the item ("56cm frame", "7 1/4 inch blade", "65 in screen"). */
export const ATTRIBUTE_NOUNS: ReadonlyMap<string, LengthAttribute> = new Map(Object.entries<LengthAttribute>({
  frame: 'frame', blade: 'blade', blades: 'blade', wheel: 'wheel', wheels: 'wheel', rim: 'wheel', rims: 'wheel', tire: 'wheel',
  tires: 'wheel', screen: 'screen', display: 'screen', diagonal: 'screen', waist: 'body-measure', inseam: 'body-measure',
  chest: 'body-measure', neck: 'body-measure', sleeve: 'body-measure', inseams: 'body-measure', bust: 'body-measure', hip: 'body-measure',
  // "reel-to-reel, 10.5\" reels": the tape reels it takes.
  reels: 'reel',
}));
/** Letter sizes of clothing: after "size" (or alone, for the unmistakable ones). */
const LETTER_SIZES = new Set(['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', '2xl', '3xl', '4xl', '5xl', 'small', 'medium', 'large', 'petite', 'tall', 'plus', 'youth', 'toddler', 'infant', 'newborn', 'nb', 'big']);
/** "42r", "13c", "6t", "10w", "36l": a number with a size letter glued on. */
/**
 * Words a size label follows: "size 10.5"; a ski boot's mondopoint ("mondopoint 27.5", "mondo 26") is the foot's
 * length in cm, a size, not the boot's length.
 */
const SIZE_WORDS_BEFORE_LABEL: ReadonlySet<string> = new Set(['size', 'mondopoint', 'mondo']);
const SIZE_LABEL = /^\d+(?:\.\d+)?(?:r|l|s|t|c|w|y|m|xl|reg|long|short)$/;
const NAMED_WHEELS: ReadonlyMap<string, number> = new Map(Object.entries<number>({ '29er': 29, '700c': 27.5, '650b': 27.5, '26er': 26 }));

function parseNumberToken(token: string | undefined): number | null {
  if (token === undefined) return null;
  if (/^\d+(?:\.\d+)?$/.test(token)) return Number(token);
  const word = NUMBER_WORDS.get(token);
  return word === undefined ? null : word;
}

interface UnitAt { kind: 'length' | 'weight' | 'volume'; length?: LengthUnit; weight?: WeightUnit; volume?: VolumeUnit; width: number }

function unitAt(words: readonly string[], index: number): UnitAt | null {
  const word = words[index];
  const next = words[index + 1];
  if (word === undefined) return null;
  if ((word === 'fl' || word === 'fluid') && (next === 'oz' || next === 'ounce' || next === 'ounces')) return { kind: 'volume', volume: 'fl oz', width: 2 };
  if ((word === 'cu' || word === 'cubic') && (next === 'ft' || next === 'foot' || next === 'feet')) return { kind: 'volume', volume: 'cu ft', width: 2 };
  if (word === 'sq' || word === 'square') return null;
  const length = LENGTH_UNITS.get(word);
  // "2 in 1" was joined earlier; "in" before a number would be odd, but "5 in a box" must not become inches.
  if (length !== undefined) return word === 'in' && (next === 'a' || next === 'the' || next === 'my') ? null : { kind: 'length', length, width: 1 };
  const weight = WEIGHT_UNITS.get(word);
  if (weight !== undefined) return { kind: 'weight', weight, width: 1 };
  const volume = VOLUME_UNITS.get(word);
  if (volume !== undefined) return { kind: 'volume', volume, width: 1 };
  return null;
}

function lengthUnitAt(words: readonly string[], index: number): LengthUnit | null {
  const unit = unitAt(words, index);
  return unit?.kind === 'length' && unit.length !== undefined ? unit.length : null;
}

const isDimensionJoiner = (word: string | undefined): boolean => word === 'x' || word === 'by';

/**
 * "size 32x34", "size 30 x 32": a trouser size (waist by inside leg, in inches) after "size", not two sides of a box
 * ("Levi's 501s, size 32x34" was a 86 x 81 cm, 3 kg pair of jeans). Only unitless whole numbers in the waist and leg
 * ranges, so a "size 24x36" poster keeps its sides.
 */
const WAIST_INCHES: readonly [number, number] = [26, 44];
const INSIDE_LEG_INCHES: readonly [number, number] = [26, 38];
function waistByLegAt(words: readonly string[], start: number): { label: string; end: number } | null {
  const waist = words[start] ?? '';
  const leg = words[start + 2] ?? '';
  if (words[start + 1] !== 'x' || !/^\d{2}$/.test(waist) || !/^\d{2}$/.test(leg) || words[start + 3] === 'x' || unitAt(words, start + 3) !== null) return null;
  const [waistValue, legValue] = [Number(waist), Number(leg)];
  if (waistValue < WAIST_INCHES[0] || waistValue > WAIST_INCHES[1] || legValue < INSIDE_LEG_INCHES[0] || legValue > INSIDE_LEG_INCHES[1]) return null;
  return { label: `${waist}x${leg}`, end: start + 3 };
}

/** "24 x 36", "24 in x 36 in", "60 x 40 x 30 cm", "5 by 8". Returns the index after the match. */
function dimensionsAt(words: readonly string[], start: number): { dims: StatedDimensions; rawUnits: (LengthUnit | null)[]; end: number } | null {
  const values: number[] = [];
  const units: (LengthUnit | null)[] = [];
  let index = start;
  while (values.length < 3) {
    const value = parseNumberToken(words[index]);
    if (value === null || !/^\d/.test(words[index] ?? '')) break;
    values.push(value);
    index++;
    const unit = lengthUnitAt(words, index);
    units.push(unit);
    if (unit !== null) index++;
    if (values.length < 3 && isDimensionJoiner(words[index]) && /^\d/.test(words[index + 1] ?? '')) {
      index++;
      continue;
    }
    break;
  }
  if (values.length < 2) return null;
  // A unit written only once at the end applies to every value ("60 x 40 x 30 cm").
  const lastUnit = [...units].reverse().find((unit) => unit !== null) ?? null;
  const filled = units.map((unit) => unit ?? lastUnit);
  return { dims: { values, units: filled, text: words.slice(start, index).join(' ') }, rawUnits: units, end: index };
}

/**
 * "2 x 27 inch monitors": a small whole number without a unit, then one measure at least three times it with its own
 * unit, then a plural noun. ("8 x 10 in frames" is a frame size: 10 is not three times 8.)
 */
const MAX_COUNT_BEFORE_TIMES = 12;
const RECORD_NOUNS: ReadonlySet<string> = new Set(['lps', 'records', 'vinyls', 'singles', 'eps', 'albums']);
const RECORD_INCHES: ReadonlySet<number> = new Set([7, 10, 12]);
function countTimesLengthAt(words: readonly string[], start: number, end: number): { count: number; length: StatedLength } | null {
  const count = parseNumberToken(words[start]);
  const measure = parseNumberToken(words[start + 2]);
  const unit = lengthUnitAt(words, start + 3);
  const noun = words[end];
  if (count === null || measure === null || unit === null || noun === undefined || end !== start + 4 || words[start + 1] !== 'x') return null;
  // "25x 12\" LPs", "10 x 7 inch singles": a record's format (7, 10 or 12 in) after a count of any size.
  const recordFormat = RECORD_NOUNS.has(noun) && unit === 'in' && RECORD_INCHES.has(measure);
  if (!Number.isInteger(count) || count < 2 || (!recordFormat && (count > MAX_COUNT_BEFORE_TIMES || measure < 3 * count)) || !(looksPlural(noun) || /^[a-z]{2}s$/.test(noun))) return null;
  return { count, length: { value: measure, unit, cm: lengthToCm(measure, unit), text: words.slice(start + 2, end).join(' ') } };
}

interface TokenState {
  parsed: ParsedQuery;
  segment: number;
  previousKept: TokenKind | null;
  /** A "with" or "including" has been read: what follows comes with the item. */
  afterWith?: boolean;
  /** A "for" has been read (not first): what follows may be what the item fits. */
  afterFor?: boolean;
}

/** "3 boxes of golf balls": a count of retail packs, not of the pieces in them. */
export const PACKAGE_PLURALS: ReadonlySet<string> = new Set(['boxes', 'packs', 'cases', 'bags', 'cartons', 'packages', 'tubs', 'sleeves', 'packets', 'cans', 'tins', 'jars', 'sets']);

/**
 * "a dozen packs of wipes": the packages a dozen counts, said in the count's text (it had counted 12 wipes). Not
 * sleeves or sets: a dozen sleeves of golf balls would read as twelve boxes of a dozen, four times too many.
 */
function packagesAfter(words: readonly string[], index: number): string {
  const next = words[index] === 'of' ? words[index + 1] : words[index];
  return next !== undefined && next !== 'sleeves' && next !== 'sets' && PACKAGE_PLURALS.has(next) ? ` ${next}` : '';
}

/** Words of a listing's condition that may stand before its count ("brand new 2 pairs", "used 3 books"). */
const CONDITION_WORDS: ReadonlySet<string> = new Set(['new', 'used', 'old', 'brand', 'vintage', 'sealed', 'unopened', 'refurbished', 'preowned', 'owned', 'unused', 'secondhand', 'genuine', 'authentic', 'original', 'assorted', 'mixed', 'spare', 'extra', 'another', 'other', 'different', 'excellent', 'mint', 'pristine', 'perfect', 'good', 'great', 'nice', 'lovely', 'beautiful', 'gorgeous', 'cute']);

/** A repaired spec word is said like every other typo repair. */
function pushSpecRepair(parsed: ParsedQuery, from: string, to: string): void {
  (parsed.specRepairs ??= []).push({ from, to });
}

let catalogBigrams: ReadonlySet<string> | null = null;
/** The first two words of every catalog name and alias ("foot spa", "string light", "slot car"), stemmed. */
function catalogBigramSet(): ReadonlySet<string> {
  if (catalogBigrams !== null) return catalogBigrams;
  const bigrams = new Set<string>();
  for (const entry of ITEM_CATALOG) {
    for (const phrase of [entry.name, ...entry.aliases]) {
      const tokens = phraseTokens(phrase);
      if (tokens.length >= 2) bigrams.add(`${tokens[0] ?? ''} ${tokens[1] ?? ''}`);
    }
  }
  catalogBigrams = bigrams;
  return bigrams;
}
/** Words at `index` and after it begin a catalog name. */
function catalogNameStartsAt(words: readonly string[], index: number): boolean {
  const first = words[index];
  const second = words[index + 1];
  return first !== undefined && second !== undefined && /^[a-z]/.test(first) && /^[a-z]/.test(second) && catalogBigramSet().has(`${stem(first)} ${stem(second)}`);
}
/** The largest leading count read before a catalog name that starts with a spec word. */
const MAX_COUNT_BEFORE_NAME = 24;
/**
 * Spec words of capacity: "2 person tents" are tents for two, "4 slice toasters" toasters of four slices… Not the
 * part specs (PART_SPEC_AFTER_NUMBER): "2 light sabers" and "2 disc golf discs" are the counts this list lets through.
 * Nor every unit word: "feet", "quarts", "gallons" and "l" begin catalog names and are left as they were read.
 */
const CAPACITY_WORDS: ReadonlySet<string> = new Set([...CAPACITY_SPEC_WORDS, 'slice', 'cup', 'quart', 'qt', 'gallon', 'gal', 'door', 'ply', 'speed', 'port', 'way', 'wheel', 'string', 'volt', 'v', 'watt', 'inch', 'in', 'ft', 'foot',
  // …and words that read the count their own way ("3 pack socks", "2 pairs of", "4 x").
  ...PIECE_WORDS, ...PACK_AFTER_NUMBER, 'pair', 'pairs', 'x', 'box', 'boxes', 'case', 'cases', 'bag', 'bags', 'dozen', 'of', 'roll', 'rolls', 'sheet', 'sheets']);
/** Words after "size N" that make N a count: "standard size, 4 pcs", "size 2 pack". */
const COUNT_WORDS_AFTER_SIZE: ReadonlySet<string> = new Set([...PIECE_WORDS, ...PACK_AFTER_NUMBER, 'pair', 'pairs', 'pr', 'prs']);
/** A "1" that opens the description (after nothing but stop words): one of what follows. */
function isLeadingOne(words: readonly string[], index: number): boolean {
  for (let before = 0; before < index; before++) if (!STOP_WORDS.has(words[before] ?? '')) return false;
  return true;
}

function pushToken(state: TokenState, raw: string, kind: TokenKind, value?: number): void {
  if (kind === 'separator') state.segment += state.parsed.tokens.length > 0 ? 1 : 0;
  if (kind === 'separator' && (raw === 'with' || raw === 'including') && state.parsed.tokens.length > 0) state.afterWith = true;
  if (kind === 'separator' && raw === 'for' && state.parsed.tokens.length > 0) state.afterFor = true;
  const token: QueryToken = { raw, stem: kind === 'number' ? raw : stem(raw), kind, plural: kind === 'word' || kind === 'soft' ? looksPlural(raw) : false, segment: state.segment };
  if (kind === 'number') {
    token.value = value;
    // "new 3 hardcover books": a condition word before a count is no name the number belongs to ("iphone 15").
    token.followsWord = (state.previousKept === 'word' || state.previousKept === 'soft') && !CONDITION_WORDS.has(state.parsed.tokens.at(-1)?.raw ?? '');
  }
  state.parsed.tokens.push(token);
  state.previousKept = kind;
}

/**
 * Unitless numbers that name a trade size rather than the parcel's sides: nominal lumber ("2x4x8" is an 8 ft board
 * of a dressed 1.5 x 3.5 in section; "2x6 joist hangers" fit one) and a cross-section before a length ("3/8 x 50 ft"
 * hose). Returns whether it took the numbers.
 */
const STUD_WORD = /\bstuds?\b/;
/** Wall studs are sold at wall height: 8 ft (or 92 5/8 in precut, near enough). */
const STUD_LENGTH_FT = 8;

function readSpecDimensions(parsed: ParsedQuery, dims: StatedDimensions, rawUnits: readonly (LengthUnit | null)[]): 'lumber piece' | 'lumber section' | 'thread' | 'length' | null {
  const lumber = nominalLumber(dims.values, rawUnits, parsed.normalized, parsed.mentionsContainer);
  if (lumber !== null) {
    parsed.specs.push({ value: dims.values[0] ?? 0, word: 'nominal', text: dims.text });
    // "2x4 stud": a stud is a wall-height piece, so its section alone gives the board ("stud" alone is an earring).
    const stud = lumber.lengthFt === null && STUD_WORD.test(parsed.normalized);
    const lengthFt = stud ? STUD_LENGTH_FT : lumber.lengthFt;
    const weightKg = stud ? lumberWeightKg(dims.values[0] ?? 0, dims.values[1] ?? 0, STUD_LENGTH_FT) : lumber.weightKg;
    if (lengthFt !== null) parsed.lengths.push({ value: lengthFt, unit: 'ft', cm: lengthToCm(lengthFt, 'ft'), text: `${dims.text} (nominal lumber, ${lengthFt} ft)` });
    if (weightKg !== null) parsed.weights.push({ value: weightKg, unit: 'kg', kg: weightKg, text: `${dims.text} (nominal lumber)` });
    return lengthFt === null ? 'lumber section' : 'lumber piece';
  }
  const fastener = parsed.thread === null ? inchFastenerSize(dims.values, rawUnits, parsed.normalized) ?? metricFastenerSize(dims.values, rawUnits, parsed.normalized) : null;
  if (fastener !== null) {
    parsed.thread = fastener;
    return 'thread';
  }
  if (crossSectionThenLength(dims.values, rawUnits)) {
    const value = dims.values[1] ?? 0;
    const unit = rawUnits[1] ?? 'ft';
    parsed.lengths.push({ value, unit, cm: lengthToCm(value, unit), text: `${dims.text} (a cross-section, then a length)` });
    return 'length';
  }
  return null;
}

/** "1x6 cedar boards 6 ft": a nominal section with its length stated apart weighs what that board weighs. */
function weighNominalSection(parsed: ParsedQuery): void {
  const section = parsed.specs.find((spec) => spec.word === 'nominal');
  const length = parsed.lengths.find((stated) => stated.unit === 'ft');
  const sides = section?.text.split(' x ').map(Number) ?? [];
  if (section === undefined || length === undefined || parsed.weights.length > 0 || sides.length !== 2) return;
  const kg = lumberWeightKg(sides[0] ?? 0, sides[1] ?? 0, length.value);
  parsed.weights.push({ value: kg, unit: 'kg', kg, text: `${section.text} x ${length.text} (nominal lumber)` });
}

/** "m8 x 40", "m3 x 10 mm", "m6 bolts": a metric thread, with its length after "x". Returns the index after it. */
function readThread(parsed: ParsedQuery, words: readonly string[], index: number): number | null {
  const match = THREAD_TOKEN.exec(words[index] ?? '');
  if (match === null) return null;
  const diameterMm = Number(match[1]);
  const length = words[index + 1] === 'x' ? parseNumberToken(words[index + 2]) : null;
  if (length !== null && /^\d/.test(words[index + 2] ?? '')) {
    const unit = lengthUnitAt(words, index + 3);
    const lengthMm = unit === null ? length : lengthToCm(length, unit) * 10;
    parsed.thread = { diameterMm, lengthMm, text: words.slice(index, index + (unit === null ? 3 : 4)).join(' ') };
    return index + (unit === null ? 3 : 4);
  }
  if (words.slice(index + 1, index + 4).some((word) => FASTENER_WORDS.has(word))) {
    parsed.thread = { diameterMm, lengthMm: null, text: words[index] ?? '' };
    return index + 1;
  }
  return null;
}

/**
 * A precious metal's fineness in parts per thousand ("925 sterling silver", "750 gold", "sterling silver (925)",
 * "ring stamped 925"): a hallmark, never a count ("925 sterling silver ring" had been 925 rings, 8.7 kg).
 */
const FINENESS_MARKS: ReadonlySet<number> = new Set([375, 417, 585, 750, 800, 835, 900, 916, 917, 925, 950, 958, 990, 999, 9999]);
const PRECIOUS_METALS: ReadonlySet<string> = new Set(['sterling', 'silver', 'gold', 'platinum', 'palladium', 'argentium', 'britannia']);
/** Words that may stand between the mark and its metal: "925 solid silver", "750 yellow gold". */
const METAL_ADJECTIVES: ReadonlySet<string> = new Set(['solid', 'fine', 'pure', 'real', 'genuine', 'yellow', 'white', 'rose', 'red', 'green', 'italian', 'italy']);
const HALLMARK_WORDS: ReadonlySet<string> = new Set(['stamped', 'hallmarked', 'marked', 'hallmark', 'stamp', 'fineness', 'purity']);
/** Gold and gems: "9ct gold", "18ct white gold", "1 ct diamond studs" weigh in carats, not a count ("ct"); "key rings 12 ct" counts. */
const GOLD_OR_GEMS = /\b(?:gold|platinum|diamonds?|sapphires?|rubys?|rubies|emeralds?|moissanite|gems?|gemstones?|tanzanite|topaz|amethyst|solitaire)\b/;
const MAX_CARATS = 24;
function isFinenessAt(words: readonly string[], index: number, value: number, normalized: string): boolean {
  const next = words[index + 1] ?? '';
  if (next === 'ct' && value > 0 && value <= MAX_CARATS && GOLD_OR_GEMS.test(normalized)) return true;
  if (!FINENESS_MARKS.has(value) || !/^\d+$/.test(words[index] ?? '')) return false;
  if (PRECIOUS_METALS.has(next) || (METAL_ADJECTIVES.has(next) && PRECIOUS_METALS.has(words[index + 2] ?? ''))) return true;
  // "sterling silver 925", "silver (925)" (read as "qty 925"), "ring stamped 925" in a text about silver or gold.
  const before = words[index - 1] ?? '';
  // (A number in brackets was read as "qty": "silver ring (925)".)
  const markedBefore = HALLMARK_WORDS.has(before) || before === 'qty' || before === 'quantity';
  return PRECIOUS_METALS.has(before) || (markedBefore && /\b(?:silver|gold|sterling|platinum)\b/.test(normalized));
}

/**
 * A guitar or bass amplifier's speaker configuration: "2x12 combo", "4x12 cab", "1x15 bass combo", or written as a
 * cabinet code ("412 cab", "212 cabinet"). Speakers and their sizes, never two sides of a box (a "4x12 speaker
 * cabinet" had been resized to 12 x 4 in, 1 kg): read as a size label the amplifier's catalog entries name.
 */
const SPEAKER_COUNTS: ReadonlySet<string> = new Set(['1', '2', '4', '8']);
const SPEAKER_INCHES: ReadonlySet<string> = new Set(['8', '10', '12', '15']);
const SPEAKER_CODE = /^[1248](?:08|10|12|15)$/;
const AMP_WORDS = /\b(?:amp|amps|amplifier|amplifiers|combo|cab|cabs|cabinet|cabinets|speaker|speakers|head)\b/;
const CABINET_WORDS: ReadonlySet<string> = new Set(['cab', 'cabs', 'cabinet', 'cabinets', 'combo', 'speaker']);
function speakerConfigAt(words: readonly string[], index: number, normalized: string): { label: string; end: number } | null {
  const word = words[index] ?? '';
  if (SPEAKER_COUNTS.has(word) && words[index + 1] === 'x' && SPEAKER_INCHES.has(words[index + 2] ?? '') && words[index + 3] !== 'x' && unitAt(words, index + 3) === null && AMP_WORDS.test(normalized)) {
    return { label: `${word}x${words[index + 2] ?? ''}`, end: index + 3 };
  }
  if (SPEAKER_CODE.test(word) && (CABINET_WORDS.has(words[index + 1] ?? '') || CABINET_WORDS.has(words[index - 1] ?? ''))) {
    return { label: `${word.slice(0, 1)}x${Number(word.slice(1))}`, end: index + 1 };
  }
  return null;
}

/** The most words of a name "set of" may take: "set of golf irons". */
const SET_OF_MAX_WORDS = 3;
/**
 * "set of golf irons", "set of kitchen knives": a set of the goods named after it, without a count, read as the
 * catalog names sets ("golf iron set"); it had been one golf club, one knife. "set of 4 chairs" keeps its count.
 */
function setOfAsSet(words: readonly string[]): readonly string[] {
  const at = words.findIndex((word, index) => word === 'set' && words[index + 1] === 'of');
  if (at < 0) return words;
  let end = at + 2;
  while (end < at + 2 + SET_OF_MAX_WORDS && /^[a-z]/.test(words[end] ?? '') && parseNumberToken(words[end]) === null && !SEPARATOR_WORDS.has(words[end] ?? '') && !STOP_WORDS.has(words[end] ?? '')) end++;
  if (end === at + 2) return words;
  return [...words.slice(0, at), ...words.slice(at + 2, end), 'set', ...words.slice(end)];
}

export function parseQuery(product: string): ParsedQuery {
  const normalized = normalizeText(product);
  const words = setOfAsSet(rawTokens(normalized));
  const parsed: ParsedQuery = {
    normalized, tokens: [], dimensions: null, lengths: [], weights: [], volumes: [], counts: [],
    caseWithoutCount: false, mentionsContainer: /\b(?:box|boxes|carton|cartons|package|parcel|packed|(?:shipping|mailing) tubes?)\b/.test(normalized),
    specs: [], sizeLabels: [], wheelInches: null, thread: null, bareTool: false,
  };
  const state: TokenState = { parsed, segment: 0, previousKept: null };
  const aboutReturn = RETURN_WORDS.test(normalized);

  let index = 0;
  while (index < words.length) {
    const word = words[index] ?? '';
    const next = words[index + 1];
    const threadEnd = parsed.thread === null ? readThread(parsed, words, index) : null;
    if (threadEnd !== null) {
      index = threadEnd;
      continue;
    }
    const value = parseNumberToken(word);
    if (value !== null && TITLE_NUMBER_WORDS.has(words[index - 1] ?? '') && !(next === 'of' && parseNumberToken(words[index + 2]) !== null)) {
      // "season 1-10", "book 2", "olaplex no 3": part of a title (brand phrases may hold it); a range's end is dropped.
      pushToken(state, word, 'number', value);
      index += /^\d/.test(next ?? '') ? 2 : 1;
      continue;
    }
    if (value !== null && (isRecordNumberAt(words, index) || (next === 'of' && parseNumberToken(words[index + 2]) !== null))) {
      // "order 12345", "sku 4821": a record's identifier. "box 1 of 3", "2 of 3": which parcel of a shipment this is.
      index += next === 'of' ? 3 : 1;
      continue;
    }
    const speakers = value !== null && /^\d/.test(word) ? speakerConfigAt(words, index, normalized) : null;
    if (speakers !== null) {
      parsed.sizeLabels.push(speakers.label);
      index = speakers.end;
      continue;
    }
    if (value !== null && isFinenessAt(words, index, value, normalized)) {
      const carats = next === 'ct';
      parsed.specs.push({ value, word: carats ? 'carat' : 'fineness', text: carats ? `${word} ct` : word });
      index += carats ? 2 : 1;
      continue;
    }
    const measureAfter = value === null ? null : unitAt(words, index + 1);
    if (value !== null && Number.isInteger(value) && value >= 1 && (words[index - 1] === 'qty' || words[index - 1] === 'quantity') && !(measureAfter !== null && (measureAfter.kind === 'volume' || measureAfter.kind === 'weight'))) {
      // "quantity 1 slot car set", "qty 3 hdmi cables": after "qty" a number is the count, never a spec ("1 slot").
      parsed.counts.push({ count: value, kind: 'count', text: `${words[index - 1] ?? ''} ${word}`, segment: state.segment });
      index++;
      continue;
    }
    if (value === 1 && (/^\d/.test(word) || word === 'one') && next !== undefined && isLeadingOne(words, index) && catalogNameStartsAt(words, index + 1)) {
      // "1 foot spa", "1 string lights", "1 slot car set": one of a named thing, not a 1-foot spa or a 1-string
      // instrument (the spec and unit readings below would take the name's first word). A volume still measures the
      // goods: "1 gallon jug of maple syrup" is a gallon of syrup (the unit word stays for names like "gallon jug").
      const volume = unitAt(words, index + 1);
      if (volume?.kind === 'volume' && volume.volume !== undefined) parsed.volumes.push({ value: 1, unit: volume.volume, litres: LITRES_PER[volume.volume], text: `${word} ${next}` });
      index++;
      continue;
    }
    if (value !== null && Number.isInteger(value) && value >= 2 && value <= MAX_COUNT_BEFORE_NAME && /^\d+$/.test(word) && next !== undefined && !CAPACITY_WORDS.has(next) && isLeadingOne(words, index) && catalogNameStartsAt(words, index + 1) && words.slice(index + 2, index + 5).some((later) => looksPlural(later))) {
      // "2 bar carts", "3 light sabers", "2 disc golf discs": a count of a named thing whose name starts with a spec
      // word (bar, light, disc), not a 2-bar cart ("5 light chandelier", singular, stays a spec).
      parsed.counts.push({ count: value, kind: 'count', text: `${word} ${next}`, segment: state.segment });
      index++;
      continue;
    }
    if (value === 1 && (/^\d/.test(word) || word === 'one') && next !== undefined && words[index + 2] === 'of' && /^[a-z]/.test(next) && parseNumberToken(next) === null && unitAt(words, index + 1) === null && next !== 'ton' && next !== 'tons') {
      // "1 pack of 80 baby wipes", "1 case of pepsi", "1 bar of soap": the "1" is "a"; the words after it say the rest
      // (read as a count of one pack, it let "80" count 80 packs: 37 kg of wipes).
      index++;
      continue;
    }
    if (value !== null && /^\d{4,6}$/.test(word) && next === 'x' && /^\d{1,2}$/.test(words[index + 2] ?? '') && words[index + 3] !== 'x' && unitAt(words, index + 3) === null) {
      // "lego 75192 x2", "makita 18v xph12 5 x2": a set or model number, then how many of it; never a 75192 x 2 in box.
      pushToken(state, word, 'number', value);
      index++;
      continue;
    }
    if (value !== null && !(word === 'one' && next === 'of')) {
      // "24 x 22 ml tubes", "12 x 330 ml": a count of units of a stated capacity or weight, never two sides.
      if (isDimensionJoiner(next) && Number.isInteger(value) && value >= 2 && /^\d+$/.test(words[index + 2] ?? '') && isDoseAt(words, index + 3, normalized)) {
        // "6 x 180 caps", "3 x 60 tablets": bottles of a stated dose count, never two sides.
        parsed.counts.push({ count: value, kind: 'pack', text: `${word} x`, segment: state.segment });
        index += 2;
        continue;
      }
      if (next !== undefined && SHORT_DOSE_WORDS.has(next) && isDoseAt(words, index + 1, normalized)) {
        // "multivitamin 180 caps": one bottle's doses (the longer dose words are specs below).
        parsed.specs.push({ value, word: 'capsules', text: `${word} ${next}` });
        index += 2;
        continue;
      }
      const contentUnit = isDimensionJoiner(next) ? unitAt(words, index + 3) : null;
      if (contentUnit !== null && contentUnit.kind !== 'length' && Number.isInteger(value) && value >= 2 && parseNumberToken(words[index + 2]) !== null) {
        parsed.counts.push({ count: value, kind: 'pack', text: `${word} x`, segment: state.segment });
        index += 2;
        continue;
      }
      const dimensions = /^\d/.test(word) ? dimensionsAt(words, index) : null;
      const countTimesLength = dimensions === null ? null : countTimesLengthAt(words, index, dimensions.end);
      if (countTimesLength !== null && dimensions !== null) {
        // "2 x 27 inch monitors", "3 x 65 in tvs": a count of items of one stated size, not a 2 by 27 inch box.
        parsed.counts.push({ count: countTimesLength.count, kind: 'count', text: `${word} x`, segment: state.segment });
        parsed.lengths.push(countTimesLength.length);
        index = dimensions.end;
        continue;
      }
      const spec = dimensions === null ? null : readSpecDimensions(parsed, dimensions.dims, dimensions.rawUnits);
      if (dimensions !== null && spec !== null) {
        // "2x4x8 stud": the size names the kind; "stud" alone is also an earring.
        if (spec === 'lumber piece' && !/\blumber\b/.test(normalized)) pushToken(state, 'lumber', 'word');
        index = dimensions.end;
        continue;
      }
      if (dimensions !== null) {
        // A zero side ("0x0") says nothing about the item.
        if (dimensions.dims.values.every((side) => side > 0)) parsed.dimensions ??= dimensions.dims;
        index = dimensions.end;
        continue;
      }
      if ((next === 'ton' || next === 'tons') && words[index + 2] === 'of' && value > 0) {
        // "1 ton of gravel": a weight of bulk goods (US short tons). "3 ton jack" stays a rating.
        const kg = weightToKg(value * 2000, 'lb');
        parsed.weights.push({ value: value * 2000, unit: 'lb', kg, text: `${word} ${next} of` });
        index += 3;
        continue;
      }
      const unit = unitAt(words, index + 1);
      if (unit !== null && value <= 0) {
        index += 1 + unit.width; // "0 lb" measures nothing
        continue;
      }
      if (unit !== null && unit.length === 'in' && value < 1 && parsed.thread === null && words.slice(index + 1 + unit.width, index + 4 + unit.width).some((after) => FASTENER_PIECE_NOUNS.has(after))) {
        // "1/4 inch bolts", "1/2 in washers": a fastener's thread size in inches, not a side of 6 mm.
        parsed.thread = { diameterMm: lengthToCm(value, 'in') * 10, lengthMm: null, text: words.slice(index, index + 1 + unit.width).join(' ') };
        index += 1 + unit.width;
        continue;
      }
      if (unit !== null) {
        const text = words.slice(index, index + 1 + unit.width).join(' ');
        // "4 in gilt frame", "3 inch oak frame": a frame's width, a word or two before "frame".
        const attribute = ATTRIBUTE_NOUNS.get(words[index + 1 + unit.width] ?? '') ?? (unit.kind === 'length' && (words[index + 2 + unit.width] === 'frame' || words[index + 3 + unit.width] === 'frame') && parseNumberToken(words[index + 1 + unit.width]) === null ? 'frame' : undefined);
        if (unit.kind === 'length' && unit.length !== undefined) parsed.lengths.push({ value, unit: unit.length, cm: lengthToCm(value, unit.length), text, ...(attribute !== undefined ? { attribute } : {}), ...(state.afterWith === true ? { withSegment: state.segment } : {}), ...(state.afterFor === true ? { forSegment: state.segment, forNoun: words[index + 1 + unit.width] ?? '' } : {}) });
        const container = words[index + 1 + unit.width] ?? '';
        const ofContainer = SHIPPING_CONTAINERS.has(container) && words[index + 2 + unit.width] === 'of' ? { ofContainer: container } : {};
        if (unit.kind === 'weight' && unit.weight !== undefined) {
          const part = smallerWeightAt(words, index + 1 + unit.width, unit.weight);
          const grossAfter = words[index + 1 + unit.width + (part?.width ?? 0)] === 'gross';
          const ofParcel = grossAfter || parcelWeightLabelBefore(words, index) ? { ofParcel: true } : {};
          if (isWeightRating(words, index, index + 1 + unit.width) && !parcelMaximum(parsed, words, index)) parsed.specs.push({ value, word: 'rating', text });
          else if (part !== null) {
            // "1 lb 4 oz", "2 kg 300 g": one weight in two units.
            parsed.weights.push({ value, unit: unit.weight, kg: weightToKg(value, unit.weight) + part.kg, text: `${text} ${part.text}`, ...ofContainer, ...ofParcel });
            index += part.width;
          } else parsed.weights.push({ value, unit: unit.weight, kg: weightToKg(value, unit.weight), text, ...ofContainer, ...ofParcel });
        }
        // "2 kg gross": the word says which weight, it names nothing.
        if (unit.kind === 'weight' && words[index + 1 + unit.width] === 'gross') index++;
        if (unit.kind === 'volume' && unit.volume !== undefined) parsed.volumes.push({ value, unit: unit.volume, litres: value * LITRES_PER[unit.volume], text });
        index += 1 + unit.width;
        continue;
      }
      if (next === 'dozen' || next === 'dz' || next === 'doz') {
        parsed.counts.push({ count: value * 12, kind: 'dozen', text: `${word} dozen${packagesAfter(words, index + 2)}`, segment: state.segment });
        index += 2;
        continue;
      }
      if (next === 'pair' || next === 'pairs' || next === 'pr' || next === 'prs') {
        parsed.counts.push({ count: value, kind: 'pairs', text: `${word} ${next}`, segment: state.segment });
        index += words[index + 2] === 'of' ? 3 : 2;
        continue;
      }
      if (next !== undefined && (PIECE_WORDS.has(next) || VOLUME_WORDS.has(next))) {
        // "12 piece knife set", "1000 pc puzzle" describe the item; "3 pieces of luggage" counts.
        if (words[index + 2] === 'of' && Number.isInteger(value)) parsed.counts.push({ count: value, kind: 'count', text: `${word} ${next} of`, segment: state.segment });
        else parsed.specs.push({ value, word: 'pieces', text: `${word} ${next}` });
        index += words[index + 2] === 'of' ? 3 : 2;
        continue;
      }
      // "polychromos 72 tin": a tin of 72, unless a plural follows ("3 tin signs" keeps its tin signs).
      const tinOf = next === 'tin' && !looksPlural(words[index + 2] ?? '');
      if (next !== undefined && (PACK_AFTER_NUMBER.has(next) || tinOf) && Number.isInteger(value)) {
        parsed.counts.push({ count: value, kind: 'pack', text: `${word} ${next}`, segment: state.segment });
        index += words[index + 2] === 'of' ? 3 : 2;
        continue;
      }
      if (next === 'x' && parseNumberToken(words[index + 2]) === null && Number.isInteger(value)) {
        parsed.counts.push({ count: value, kind: 'count', text: `${word} x`, segment: state.segment });
        index += 2;
        continue;
      }
      if (next === 'bottle' && bottleCapacityOf(words, index + 2)) {
        // "18 bottle wine cooler", "12 bottle wine rack": how many bottles the one item holds.
        parsed.specs.push({ value, word: 'bottle', text: `${word} ${next}` });
        index += 2;
        continue;
      }
      // A spec word with a swapped or doubled letter ("6 pesron tent", "4 burnner grill"): parsing comes before typo
      // repair, so the spec is looked for here, in words of five letters or more.
      const specWord = next !== undefined && !SPEC_AFTER_NUMBER.has(next) && next.length >= 5 ? oneSlipAway(next, (candidate) => (SPEC_AFTER_NUMBER.has(candidate) ? candidate : null)) ?? next : next;
      if (specWord !== undefined && specWord !== next) pushSpecRepair(parsed, next ?? '', specWord);
      if (specWord !== undefined && !namesCountedParts(specWord, words[index + 2]) && (SPEC_AFTER_NUMBER.has(specWord) || (PART_SPEC_AFTER_NUMBER.has(specWord) && Number.isInteger(value) && value >= 2 && !FASTENER_WORDS.has(words[index + 2] ?? '')))) {
        parsed.specs.push({ value, word: specWord === 'keys' ? 'key' : specWord, text: `${word} ${specWord}` });
        index += 2;
        continue;
      }
      if (next !== undefined && ATTRIBUTE_NOUNS.get(next) === 'wheel' && value >= 10 && value <= 29) {
        parsed.lengths.push({ value, unit: 'in', cm: lengthToCm(value, 'in'), text: `${word} ${next}`, attribute: 'wheel' });
        index += 2;
        continue;
      }
      if (next !== undefined && COLOUR_COUNT_WORDS.has(next) && Number.isInteger(value) && value >= 2) {
        // "gouache set 24 colors": the number of pieces in one set (tubes, pencils, pans).
        parsed.counts.push({ count: value, kind: 'inpack', text: `${word} ${next}`, segment: state.segment });
        index += 2;
        continue;
      }
      if (next !== undefined && LOT_AFTER_NOUN.has(words[index + 2] ?? '') && Number.isInteger(value) && value >= 2 && parseNumberToken(next) === null && !PACK_AFTER_NUMBER.has(next) && !STOP_WORDS.has(next)) {
        parsed.counts.push({ count: value, kind: 'count', text: `${word} ${next} ${words[index + 2] ?? ''}`, segment: state.segment });
        index++;
        continue;
      }
      const third = words[index + 2] === 'gift' || words[index + 2] === 'value' || words[index + 2] === 'mega' ? words[index + 3] : words[index + 2];
      if (next !== undefined && third !== undefined && IN_PACK_WORDS.has(third) && next !== 'combo' && Number.isInteger(value) && value >= 2 && parseNumberToken(next) === null && unitAt(words, index + 1) === null && !PACK_AFTER_NUMBER.has(next)) {
        // The noun and the pack word stay for matching ("car pack"); only the number is taken. "67 combo pack" is a
        // cartridge model's pack of black and colour, not 67 of anything.
        parsed.counts.push({ count: value, kind: 'inpack', text: `${word} ${next} ${third}`, segment: state.segment });
        index++;
        continue;
      }
      const before = words[index - 1];
      // "tennis balls 4 cans x 3 balls", "golf balls 2 boxes x 12 balls": after a count of packages, "x 3" and a plural
      // noun say what one package holds (the package count counts the goods), not three times the listing.
      if (before === 'x' && PACKAGE_PLURALS.has(words[index - 2] ?? '') && parseNumberToken(words[index - 3]) !== null && next !== undefined && looksPlural(next) && unitAt(words, index + 1) === null) {
        index++;
        continue;
      }
      if (before !== undefined && QUANTITY_MARKERS.has(before) && Number.isInteger(value)) {
        parsed.counts.push({ count: value, kind: 'count', text: `${before} ${word}`, segment: state.segment });
        index++;
        continue;
      }
      pushToken(state, word, 'number', value);
      index++;
      continue;
    }
    // "a gallon of milk", and after any word that is not a number ("ship gallon of maple syrup": not "5 gallon of").
    if (BARE_UNIT_WORDS.has(word) && (index === 0 || words[index - 1] === 'a' || words[index - 1] === 'an' || words[index - 1] === 'per' || (next === 'of' && parseNumberToken(words[index - 1]) === null)) && (next === 'of' || next === undefined || words[index - 1] !== undefined)) {
      // "a gallon of water", "a pound of coffee": one of the unit.
      const unit = unitAt(words, index);
      if (unit?.kind === 'weight' && unit.weight !== undefined) parsed.weights.push({ value: 1, unit: unit.weight, kg: weightToKg(1, unit.weight), text: `a ${word}` });
      if (unit?.kind === 'volume' && unit.volume !== undefined) parsed.volumes.push({ value: 1, unit: unit.volume, litres: LITRES_PER[unit.volume], text: `a ${word}` });
      index += next === 'of' ? 2 : 1;
      continue;
    }
    if (word === 'dozen') {
      const half = words[index - 1] === 'half' || (words[index - 1] === 'a' && words[index - 2] === 'half');
      parsed.counts.push({ count: half ? 6 : 12, kind: 'dozen', text: `${half ? 'half a dozen' : 'a dozen'}${packagesAfter(words, index + 1)}`, segment: state.segment });
      index += next === 'of' ? 2 : 1;
      continue;
    }
    if (word === 'pair' && next !== 'of' && index > 0 && !parsed.counts.some((stated) => stated.kind === 'pairs')) {
      // "5 lb dumbbells pair", "dumbbell pair 10 lb": a pair, as "a pair of" reads. The word stays for matching.
      parsed.counts.push({ count: 1, kind: 'pairs', text: 'a pair', segment: state.segment });
      pushToken(state, word, 'soft');
      index++;
      continue;
    }
    if ((word === 'pair' || word === 'pairs') && next === 'of') {
      parsed.counts.push({ count: 1, kind: 'pairs', text: 'a pair of', segment: state.segment });
      index += 2;
      continue;
    }
    const lotCount = word === 'lot' ? parseNumberToken(next) : null;
    if (lotCount !== null && Number.isInteger(lotCount) && lotCount >= 2 && unitAt(words, index + 2) === null && !SPEC_AFTER_NUMBER.has(words[index + 2] ?? '') && words.some((other) => looksPlural(other) && !STOP_WORDS.has(other))) {
      // "t-shirts lot 20", "lot 20 hot wheels": a lot of 20. A lone "lot 20 vintage lamp" may be an auction's lot number.
      parsed.counts.push({ count: lotCount, kind: 'count', text: `lot ${next ?? ''}`, segment: state.segment });
      index += 2;
      continue;
    }
    if (PACK_BEFORE_OF.has(word) && next === 'of') {
      const count = parseNumberToken(words[index + 2]);
      if (count !== null && Number.isInteger(count) && unitAt(words, index + 3) === null) {
        // "case of 10 boxes of gloves": the retail packs it holds stay in the text, so they count packs, not pieces.
        const packs = RETAIL_PACK_PLURALS.has(words[index + 3] ?? '') ? ` ${words[index + 3] ?? ''}` : '';
        parsed.counts.push({ count, kind: 'pack', text: `${word} of ${words[index + 2] ?? ''}${packs}`, segment: state.segment });
        // "box set of 7 books": "box set" names the product (its count is its pieces), so "set" stays in the text;
        // without it the words left read "box … books", a 50 kg moving box of books.
        if (word === 'set' && BOX_SET_WORDS.has(words[index - 1] ?? '')) pushToken(state, word, 'word');
        index += 3 + (packs === '' ? 0 : 1);
        continue;
      }
      if (word === 'case') {
        // "2 x case of pepsi": the count just read counts cases, as "2 cases of" does (not "a case of 2").
        const before = parsed.counts.at(-1);
        if (before !== undefined && words[index - 1] === 'x' && before.text === `${words[index - 2] ?? ''} x`) before.text = `${before.count} cases`;
        else parsed.caseWithoutCount = true;
        index += 2;
        continue;
      }
    }
    if ((word === 'bare' && next === 'tool') || (word === 'tool' && next === 'only')) {
      parsed.bareTool = true;
      index += 2; // "impact driver bare tool": sold without battery, not a tool box
      continue;
    }
    if ((word === 'few' && words[index - 1] === 'a') || word === 'several') {
      parsed.counts.push({ count: 3, kind: 'few', text: word === 'few' ? 'a few' : 'several', segment: state.segment });
      index++;
      continue;
    }
    if (QUANTITY_MARKERS.has(word)) {
      index++; // "x 3", "qty 3": the number that follows is read as a quantity; a lone "x" means nothing
      continue;
    }
    if (word === 'half' && (next === 'dozen' || (next === 'a' && words[index + 2] === 'dozen'))) {
      index++;
      continue;
    }
    const trouserSize = word === 'size' ? waistByLegAt(words, index + 1) : null;
    if (trouserSize !== null) {
      parsed.sizeLabels.push(trouserSize.label);
      index = trouserSize.end;
      continue;
    }
    // ("standard size, 4 pcs": a number before a count word counts, it is no size 4.)
    if (SIZE_WORDS_BEFORE_LABEL.has(word) && next !== undefined && (parseNumberToken(next) !== null || LETTER_SIZES.has(next) || SIZE_LABEL.test(next)) && dimensionsAt(words, index + 1) === null && !(parseNumberToken(next) !== null && COUNT_WORDS_AFTER_SIZE.has(words[index + 2] ?? ''))) {
      // "size 10.5", "size XL", "size 13c": a label. "size 10 wide", "size x large": the second word too.
      const extra = words[index + 2] === 'wide' || (words[index + 2] === 'large' && next === 'x') ? 1 : 0;
      parsed.sizeLabels.push(words.slice(index + 1, index + 2 + extra).join(' '));
      index += 2 + extra;
      continue;
    }
    if (SIZE_LABEL.test(word) || NAMED_WHEELS.has(word)) {
      const wheel = NAMED_WHEELS.get(word);
      if (wheel !== undefined) parsed.wheelInches = wheel;
      else parsed.sizeLabels.push(word);
      index++;
      continue;
    }
    if (STOP_WORDS.has(word) || (aboutReturn && (RETURN_PAPERWORK.has(word) || isPaperworkLabel(words, index)))) {
      // A number after a dropped word does not continue a name: "etsy order: 3 mugs" counts, "levi's 501 jeans" not.
      state.previousKept = null;
      // A one-word catalog name may go on in stop words ("fisher price"): the words dropped after each token.
      const previous = state.parsed.tokens.at(-1);
      if (previous !== undefined && STOP_WORDS.has(word)) (previous.stopWordsAfter ??= []).push(word);
      index++;
      continue;
    }
    if (word === 'on' && PAINT_MEDIA.has(words[index - 1] ?? '') && PAINT_SUPPORTS.has(next ?? '')) {
      // "oil on canvas", "acrylic on board": a painting in that medium, one name (the oil had been motor oil).
      pushToken(state, 'painting', 'word');
      index += 2;
      continue;
    }
    pushToken(state, word, SEPARATOR_WORDS.has(word) ? 'separator' : SOFT_WORDS.has(word) ? 'soft' : 'word');
    index++;
  }
  weighNominalSection(parsed);
  readLegoSetNumber(parsed);
  return parsed;
}

/**
 * "LEGO 75192", "lego set 10294": a set number the catalog knows says how many pieces the set has (its size), and
 * that a LEGO set is meant whatever the set's name after it says ("lego 10497 galaxy explorer" is no phone).
 */
function readLegoSetNumber(parsed: ParsedQuery): void {
  if (!parsed.normalized.includes('lego') || parsed.specs.some((spec) => spec.word === 'pieces')) return;
  for (const token of parsed.tokens) {
    const pieces = token.kind === 'number' && token.value !== undefined ? LEGO_SET_PIECES.get(token.value) : undefined;
    if (pieces === undefined) continue;
    parsed.specs.push({ value: pieces, word: 'pieces', text: `${LEGO_SET_TEXT} ${token.raw}` });
    return;
  }
}
