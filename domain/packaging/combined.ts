// Several different items in one parcel: "a mouse and a laptop", "2 jars of jam, a scarf and some chocolate". The
// single-item reading kept one of them (often the first and smallest); a person sending a care package ships all
// of them in one carton. The description is split at its list separators only when every part names a catalog item
// of its own and no catalog name spans a separator ("salt and pepper shakers", "pvc cement and primer" stay whole);
// each part is estimated alone, and the parts' parcels go into one carton.
import { roundTo } from '../units/index.ts';
import { MeasuredParcel, describeParcelLimitExcess } from './limits.ts';
import { namesNoGoods } from './counts.ts';
import { parseQuery } from './parse.ts';
import { DESCRIBED_KINDS, GENERIC_BOOK, WORN_CATEGORIES, partKindOf } from './parts.ts';
import { packItems } from './pack.ts';
import { STOP_WORDS, normalizeText, onlyGenreOfRecords, rawTokens, stem, withWheelSizeOfVehicle } from './text.ts';
import { ITEM_BY_NAME } from './catalog/index.ts';
import type { PackageEstimate } from './types.ts';

/** List separators between items; "with" is not one (what comes with an item is its accessory). */
const SEPARATOR = String.raw`,|;|\s\+\s|\s&\s|\band\b|\bplus\b`;
// Case-blind: a title pasted in capitals ("TUXEDO JACKET AND PANTS") lists its items too.
const LIST_SEPARATOR = new RegExp(String.raw`\s*(?:${SEPARATOR})\s*`, 'i');
const HAS_SEPARATOR = new RegExp(SEPARATOR, 'i');
/** Parcels packed together nest imperfectly but lose their own outer boxes: about what their volumes sum to. */
const NESTING = 0.9;
/** A combined reading is less sure than its least sure part: one more guess (where the parts end). */
const COMBINED_CONFIDENCE_COST = 0.05;
const MAX_PARTS = 6;
/** Items that are the housing of another: named beside it, they say what it looks like, not a second item. */
const HOUSING_OF: ReadonlyMap<string, string> = new Map([['pc case', 'desktop computer']]);
/** How a part of unnamed goods is listed in a combined parcel. */
const UNNAMED_LABEL = 'unnamed goods';

/**
 * What comes after "with" or "including" is the item's accessories ("drill with battery and charger"), after "in"
 * its packaging ("comic books in bags and boards"), and a set,
 * kit, combo or bundle word names the whole ("pots and pans set", "keyboard and mouse combo"): no list then.
 */
const NOT_A_LIST = /\b(?:with|w\/|in|including|incl|set|sets|kit|kits|combo|bundle|collection)\b/;

/**
 * "baby clothes lot, 25 pcs (sleepsuits, bodysuits, hats)": a list in brackets after a piece count says what the pieces
 * are, no goods on top of them (they had added a onesie, baby clothes and a cap to the lot).
 */
// (Names only: "3 pc (cleanser 150 ml, serum 30 ml, …)" states the pieces' sizes, which the set's reading adds up.)
const PIECES_IN_BRACKETS = /(\b\d+\s?(?:pcs?|pieces?|items?))\s*\([^()\d]*,[^()\d]*\)/gi;
export function withoutListOfPieces(text: string): string {
  return text.includes('(') ? text.replace(PIECES_IN_BRACKETS, '$1') : text;
}

/** "Hot Wheels 10-car gift pack, 1:64": a part that is only a model scale is the scale of the goods beside it. */
// (The separator before it goes, so whatever follows the scale stays with those goods: "1:64 (gift)", "1:64 - like new".)
const SEPARATOR_BEFORE_SCALE = /\s*[,;]\s*(?=(?:in |at )?1\s?[:/]\s?\d{1,4}(?!\s?[:/]?\d))/g;

/**
 * "bundle: Switch OLED + Pro Controller + 3 games", "gift for a friend: Jerusalem + Salt Fat Acid Heat": a short heading
 * before a colon names the occasion or the whole of what the list after it holds, not one more item (its "bundle" had
 * made the list one bundle, its "art supplies" taken the paint's and canvases' place). Not a model scale ("1:64"): the
 * heading is words only.
 */
// (Whatever is said before the heading goes with it: "how much to ship bundle: …", "[NEW] bundle: …".)
const HEADING = /^([^:,;+&]{1,60}?):\s+(?=\S)/;
const HEADING_MAX_WORDS = 8;
/** The text after a short heading and its colon, or null when it has none. */
export function afterHeading(text: string): string | null {
  const heading = HEADING.exec(text);
  if (heading === null || !/[A-Za-z]/.test(heading[1] ?? '') || /\band\b/i.test(heading[1] ?? '') || (heading[1] ?? '').trim().split(/\s+/).length > HEADING_MAX_WORDS) return null;
  return text.slice(heading[0].length);
}

/**
 * "headphones in their case + a JBL speaker", "3 game cartridges in cases": an "in" naming the part's own package is
 * how that part is packed, not a packaging the rest of the list is in ("comic books in bags and boards" stays one
 * item: its package goes on past an "and"). An "in" after a number is inches ("16x20 in").
 */
const OWN_PACKAGE_IN = /\bin (?:(?:its|their|the|a|an|his|her|my|own|original|retail|protective|hard|soft|carry|carrying|storage|gift|plastic|clear|jewel|display|individual|separate|shoe|shoes)\s+)*(?:box|boxes|case|cases|packaging|package|packages|sleeve|sleeves|shoebox|shoeboxes|tin|pouch|pouches|blister|blisters|wrapper|wrappers)\b(?!\s*(?:and|&|or)\b)/gi;
/** On the normalised text, where an inch mark or "inch" is "in". */
const INCHES_IN = /(\d) in\b/g;

/** The list parts of a description, or null when it is no list of several items. */
export function listParts(text: string): string[] | null {
  if (!HAS_SEPARATOR.test(text)) return null;
  const body = text.includes(':') ? afterHeading(text) : null;
  if (body !== null) {
    const listed = listParts(body);
    if (listed !== null) return listed;
  }
  const product = withWheelSizeOfVehicle(text.includes(':') || text.includes('/') ? text.replace(SEPARATOR_BEFORE_SCALE, ' ') : text);
  // (On the normalised text: "in navy blue" or "excellent condition" are dropped there and put no "in" in the way.)
  // ("…, chocolate bar, in a wicker basket": an "in" opening a part of its own is what holds all the goods listed.)
  const withoutOwnPackages = / in\b/i.test(product) ? product.replace(OWN_PACKAGE_IN, ' ').replace(/([,;])\s*in\b/gi, '$1 ') : product;
  const normalized = normalizeText(withoutOwnPackages);
  if (NOT_A_LIST.test(normalized.includes(' in') ? normalized.replace(INCHES_IN, '$1') : normalized)) return null;
  // "Laugh and Learn", "Bath and Body Works": an "and" between two capitalised words joins a product name.
  // (Only where the text has both cases: in all capitals or all lower case no word stands out as a name.)
  if (/[a-z]/.test(product) && /[A-Z][a-z]*\s+(?:[Aa]nd|&)\s+[A-Z]/.test(product)) return null;
  // A part that is only a listing phrase ("excellent condition", "like new") or stop words (", roughly") names no
  // item: it is no part.
  const parts = withCountsPerPackage(product.split(LIST_SEPARATOR).map((part) => part.trim()).filter((part) => rawTokens(normalizeText(part)).some((word) => !STOP_WORDS.has(word)) && !onlyGenreOfRecords(part, product)));
  return parts.length >= 2 && parts.length <= MAX_PARTS ? withSharedBedSize(withTrailingCountPlaced(parts)) : null;
}

/**
 * "DVDs and 4 Blu-rays, one box x6": a count closing a list, where one part alone names plural goods with no count of
 * their own, counts those goods (the count had gone to the note it closed: one DVD).
 */
const TRAILING_COUNT = /\s*,?\s*(?:x\s?(\d{1,3})|qty:? ?(\d{1,3})|\((\d{1,3})\))\s*$/i;
function withTrailingCountPlaced(parts: string[]): string[] {
  const last = parts[parts.length - 1] ?? '';
  const count = TRAILING_COUNT.exec(last);
  if (count === null) return parts;
  const uncounted = parts.flatMap((part, index) => {
    if (/\d/.test(index === parts.length - 1 ? part.replace(TRAILING_COUNT, '') : part)) return [];
    const words = parseQuery(part).tokens.filter((token) => token.kind === 'word');
    return words.length > 0 && words[0]?.plural === true ? [index] : [];
  });
  const at = uncounted.length === 1 ? uncounted[0] : undefined;
  if (at === undefined || at === parts.length - 1) return parts;
  const placed = parts.map((part, index) => (index === at ? `${count[1] ?? count[2] ?? count[3] ?? ''} ${part}` : index === parts.length - 1 ? part.replace(TRAILING_COUNT, '') : part));
  return placed.filter((part) => part.trim() !== '');
}

/** "2 cases of coke, 12 cans each": a part counting what each package of the part before holds is that part's count. */
const COUNT_PER_PACKAGE = /^\(?\d+\s+[A-Za-z-]+\s+(?:each|apiece|per (?:box|case|pack|bag|carton))\)?$/i;
function withCountsPerPackage(parts: string[]): string[] {
  if (!parts.some((part, index) => index > 0 && COUNT_PER_PACKAGE.test(part))) return parts;
  const merged: string[] = [];
  for (const [index, part] of parts.entries()) {
    if (index > 0 && merged.length > 0 && COUNT_PER_PACKAGE.test(part)) merged[merged.length - 1] = `${merged[merged.length - 1] ?? ''} (${part.replace(/^\(|\)$/g, '')})`;
    else merged.push(part);
  }
  return merged;
}

/**
 * "Computer Desk, Metal Frame, Wood Top, Black": a list part naming only what a part of the item is made of is a line
 * of the title's spec, not goods of its own (they had been a picture frame and a t-shirt).
 */
// ("Executive desk, one-piece top": how the part is built says the same; the top had been a t-shirt.)
const MATERIAL_OF_A_PART = /^(?:solid |tempered |engineered |powder coated |brushed |real |cast |wrought |stainless )?(?:wood|wooden|oak|walnut|pine|beech|teak|acacia|bamboo|metal|steel|stainless steel|iron|aluminium|aluminum|glass|marble|stone|plastic|mdf|fabric|leather|faux leather|velvet|linen|mesh|rattan|wicker|ceramic|sisal|jute|rope|laminate|laminated|veneer|veneered|quartz|granite|(?:one|1|single|two|2) piece|seamless|extra thick|thick|solid)(?: (?:top|tops|table top|tabletop|frame|legs?|base|seat|backrest|shelf|shelves|drawers?|doors?|handles?|lid|shade|front|construction|posts?|poles?))$/;

/**
 * "Dresser, 6 Drawers, White", "Bookshelf, 5 Shelves", "UPS 1500VA tower, 10 outlets": a title line counting the
 * item's own compartments, outlets or ports is how it is built, not spare parts or more of the item (six dressers had been 318 kg).
 */
const FEATURE_COUNT = /^(?:\d{1,2}|double|single|dual|twin|triple) (?:shelf|shelves|drawers?|doors?|tiers?|cubes?|cubbies|compartments?|levels?|hooks?|pockets?|slots?|baskets?|(?:ac |usb |usb c |power )?(?:outlets?|sockets?|ports?))$/;

/** A feature count followed by a connective: "10 outlets with …". */
const FEATURE_COUNT_BEFORE = /^(\d{1,2}\s+[a-z ]+?)\s+(?=(?:with|to|from|for|in|via|and|-)\b)/i;

/**
 * "Pipe wrench, cast iron", "high chair, oak natural": a list part naming only what the whole item is made of, in words
 * that name no goods on their own ("cast iron" had been a clothes iron beside the wrench; a bare "iron" or "oak" stays).
 */
// (Not "solid oak": a solid-wood piece is heavier than a veneered one, so it stays for the rules that read it.)
const MATERIAL_OF_THE_ITEM = /^(?:cast iron|wrought iron|cast aluminium|cast aluminum|stainless steel|carbon steel|forged steel|(?:oak|walnut|pine|beech|teak|acacia|maple|cherry|mahogany|bamboo) (?:natural|finish|veneer|stain))$/;

/**
 * "Summer dress, floral print", "rain boots, frog print": a list part naming the item's pattern, not a print (a poster)
 * of its own. (Not "art print", "canvas print", "photo print": those are goods.)
 */
const PATTERN_OF_THE_ITEM = /^(?!(?:art|fine art|photo|photographic|canvas|giclee|wall|screen|poster|framed|lithograph|metal|acrylic|3d|sewing|knitting|crochet|quilt|quilting|cross stitch|embroidery|paper)\b)[a-z]+(?:[ -][a-z]+)? (?:print|pattern)$/;

/**
 * "framed canvas print 24x36 inch, wall art", "hoop earrings, jewelry": a later list part naming only the kind of goods
 * a shop files the item under is its category tag, not goods of its own (the tag had added a framed picture). What
 * the sender says after it ("…, wall art for my daughter", "…, wall art - GUC - bin D7") names no goods either, unless
 * its first word makes the tag a name of goods ("jewelry box", "wall art print", "cookware set").
 */
const CATEGORY_TAG = /^(?:wall art|wall decor|wall decoration|home decor|home decoration|room decor|artwork|art work|fine art|jewelry|jewellery|fashion jewelry|fashion jewellery|kitchenware|cookware|homeware|homewares|home goods)(?: ([a-z0-9]+)[a-z0-9 ]*)?$/;
/** Tags that are often a word of a name of goods ("art deco lamp", "collectible coins", "decor pillows"): only alone. */
const BARE_CATEGORY_TAG = /^(?:art|decor|collectibles?|collectables?)$/;
const TAGGED_GOODS_NOUNS: ReadonlySet<string> = new Set([
  'print', 'prints', 'poster', 'posters', 'canvas', 'canvases', 'frame', 'frames', 'sticker', 'stickers', 'decal', 'decals', 'sign', 'signs',
  'mirror', 'mirrors', 'clock', 'clocks', 'panel', 'panels', 'tapestry', 'painting', 'paintings', 'set', 'sets', 'box', 'boxes', 'case',
  'stand', 'stands', 'organizer', 'organiser', 'tray', 'display', 'holder', 'armoire', 'cabinet', 'kit', 'kits', 'supplies', 'tool', 'tools',
  'cleaner', 'making', 'pieces', 'piece', 'pillow', 'pillows', 'light', 'lights', 'lamp', 'lamps', 'shelf', 'shelves', 'hooks', 'lot',
]);
const isCategoryTag = (part: string): boolean => {
  if (BARE_CATEGORY_TAG.test(part)) return true;
  const tag = CATEGORY_TAG.exec(part);
  return tag !== null && !TAGGED_GOODS_NOUNS.has(tag[1] ?? '');
};

/** A word a material or feature part ends with (the patterns above); without one, or without a list, no part goes. */
const SPEC_PART_CUE = /\b(?:art|artwork|decor|decoration|jewel(?:le)?ry|kitchenware|cookware|homewares?|goods|collect[ai]bles?|tops?|tabletop|frame|legs?|base|seat|backrest|shel(?:f|ves)|drawers?|doors?|handles?|lid|shade|front|construction|tiers?|cubes?|cubbies|compartments?|levels?|hooks?|pockets?|slots?|baskets?|outlets?|sockets?|ports?|iron|steel|solid|natural|finish|veneer|stain|posts?|poles?|print|pattern)\b/i;

/**
 * The description without its list parts that say what a part of the item is made of or how many compartments it
 * has, when some other part remains
 * (the comma list of a product title: "Computer Desk, Metal Frame, Wood Top, Black" is a computer desk).
 */
export function withoutMaterialSpecParts(text: string): string {
  // On the hot path: most texts have no list, or no part word the pattern ends with.
  if (!/[,;]/.test(text) || !SPEC_PART_CUE.test(text)) return text;
  const parts = text.split(/\s*[,;]\s*/);
  let changed = false;
  const kept: string[] = [];
  for (const [index, part] of parts.entries()) {
    const normalized = normalizeText(part);
    // (What the whole item is made of, or its pattern, only after its name: "sewing pattern, roughly" is a pattern.)
    if (MATERIAL_OF_A_PART.test(normalized) || FEATURE_COUNT.test(normalized) || (index > 0 && (MATERIAL_OF_THE_ITEM.test(normalized) || PATTERN_OF_THE_ITEM.test(normalized) || isCategoryTag(normalized)))) {
      changed = true;
      continue;
    }
    // "10 outlets with new to texas": the count goes, what follows it stays.
    const feature = FEATURE_COUNT_BEFORE.exec(part);
    if (feature !== null && FEATURE_COUNT.test(normalizeText(feature[1] ?? ''))) {
      changed = true;
      kept.push(part.slice((feature[1] ?? '').length).trim());
      continue;
    }
    kept.push(part);
  }
  return !changed || kept.every((part) => part.trim() === '') ? text : kept.join(', ');
}

/**
 * "Double watch winder, walnut, AC adapter", "LED desk lamp, power supply": a list part naming only the power adapter,
 * charger, mains cable or batteries of goods another part names is what that item plugs in with (it ships in the item's box),
 * not the item (the adapter, named last, had won the match: a 2 kg winder was a 0.45 kg laptop charger).
 */
const POWER_PART = /^(?:\d+ x )?(?:(?:\d+(?:\.\d+)? ?(?:ah|mah|wh) )?)(?:(?:original|oem|genuine|spare|ac|dc|usb|usb c|type c|mains|wall|power|plug in|uk|us|eu|\d+(?:\.\d+)? ?(?:v|w|a|volt|watt|amp))\s+)*(?:adapters?|adaptors?|chargers?|power supply|power supplies|psu|power cords?|power cables?|power leads?|mains leads?|mains cables?|cords?|batter(?:y|ies))$/;
const POWER_WORD = /adapt|charg|power|psu|cord|lead|cable|batter/i;

/** The description without its list parts that name only a power adapter or cable of another part's goods. */
export function withoutPowerParts(text: string): string {
  // On the hot path: most texts have no list or no power word.
  if (!/[,;+|]/.test(text) || !POWER_WORD.test(text)) return text;
  // Parts and the separators between them (odd places), so what stays keeps its own punctuation ("… | new").
  const pieces = text.split(/(\s*(?:[,;|]|\s\+\s)\s*)/);
  const isPowerPart = (index: number): boolean => index > 0 && index % 2 === 0 && POWER_PART.test(normalizeText(pieces[index] ?? ''));
  // Only after a part that names something other than power ("AC adapter, 65 W" stays an adapter).
  const first = pieces.findIndex((piece, index) => index % 2 === 0 && normalizeText(piece) !== '');
  if (first < 0 || POWER_PART.test(normalizeText(pieces[first] ?? '')) || !pieces.some((_, index) => index > first && isPowerPart(index))) return text;
  return pieces.filter((_, index) => !(index > first && (isPowerPart(index) || isPowerPart(index + 1)))).join('');
}

/**
 * "snare drum 14x5.5 in, steel shell", "Strat copy, maple neck, alder body": a list part naming only what a part of an
 * instrument's build is made of is a spec line of its title (a "steel shell" had been a box of shotgun shells).
 */
const INSTRUMENT_BUILD_PART = /^(?:solid |laminated |black |brushed |hammered )?(?:steel|stainless steel|brass|bronze|copper|aluminium|aluminum|nickel|chrome|maple|birch|mahogany|rosewood|ebony|spruce|cedar|walnut|ash|alder|basswood|poplar|beech|oak|wood|acrylic|fibreglass|fiberglass|carbon|carbon fibre|carbon fiber|lacquered)(?: (?:shells?|body|neck|top|back|sides|fretboard|fingerboard|bell|hoops?|rims?))$/;
const INSTRUMENT_BUILD_CUE = /\b(?:shells?|body|neck|top|back|sides|fretboard|fingerboard|bell|hoops?|rims?)\b/i;

/** The description without list parts that only say what a part of an instrument's build is made of. */
export function withoutInstrumentBuildParts(text: string): string {
  if (!/[,;]/.test(text) || !INSTRUMENT_BUILD_CUE.test(text)) return text;
  const parts = text.split(/\s*[,;]\s*/);
  const kept = parts.filter((part, index) => index === 0 || !INSTRUMENT_BUILD_PART.test(normalizeText(part)));
  return kept.length === parts.length ? text : kept.join(', ');
}

const BED_SIZE = /\b(?:super king|california king|cal king|king|queen|twin xl|twin|full|double|single)\b/i;
const BEDDING = /\b(?:mattress(?:es)?|bed|beds|bed frame|sheets?|duvets?|doonas?|comforters?|quilts?|toppers?|protectors?|bedspreads?|headboards?|box springs?|bed skirts?)\b/i;

/**
 * "king size bed frame plus mattress": the size said once is every bedding part's size (the mattress had been read
 * at its default size, and the king bed and mattress, together past the parcel weight limit, as a parcel).
 */
function withSharedBedSize(parts: string[]): string[] {
  const sized = parts.find((part) => BED_SIZE.test(part) && BEDDING.test(part));
  const size = sized === undefined ? undefined : BED_SIZE.exec(sized)?.[0];
  if (size === undefined) return parts;
  return parts.map((part) => (BEDDING.test(part) && !BED_SIZE.test(part) ? `${size} ${part}` : part));
}

/** Words that may stand with a part noun in a list part of its own ("2 spare wheels", "extra cover"). */
const PART_QUALIFIERS: ReadonlySet<string> = new Set(['spare', 'extra', 'replacement', 'new', 'used', 'front', 'rear', 'back', 'small', 'large']);

/** A list part that names one noun alone ("2 wheels", "spare cover", "charger"): the noun, and whether it is a part noun. */
interface BareNoun {
  noun: string;
  partNoun: boolean;
}

function bareNounOf(part: string): BareNoun | null {
  // ("2 games in cases": the part's own package is no noun of it; so only for goods counted in the plural, as a
  // name such as "Switch Lite in its box" is no bare "switch".)
  const unpacked = part.replace(OWN_PACKAGE_IN, ' ');
  const words = parseQuery(unpacked).tokens.filter((token) => token.kind === 'word' && !PART_QUALIFIERS.has(token.raw));
  const only = words.length === 1 ? words[0] : undefined;
  if (only === undefined || (unpacked !== part && !only.plural)) return null;
  const kind = partKindOf(only.stem);
  return { noun: only.raw, partNoun: kind !== undefined && kind !== 'bags' };
}

/** A list part read as the part or accessory of another listed item: its new text, and whether it names a part noun. */
export interface OwnedPart {
  text: string;
  noun: string;
  partNoun: boolean;
}

/**
 * "stroller and 2 wheels", "laptop and charger", "drone and 3 batteries": a list part that names one noun alone is
 * the part or accessory of the item another part names (the first before it), read as "2 stroller
 * wheels", "laptop charger" (two car wheels had made the first 58 kg; the charger was a phone's). `ownerNames`: each
 * part's matched catalog name, or null (unnamed goods name no owner and, but for a part noun, take none). Null where no part is
 * such; the caller keeps an accessory's new reading only where it names some other item (see estimateItems).
 */
export function withOwnersOfBareParts(parts: readonly string[], ownerNames: readonly (string | null)[]): (OwnedPart | null)[] | null {
  const bare = parts.map((part, index) => {
    const noun = bareNounOf(part);
    // A noun that named nothing alone names no accessory either ("3 gifts"); a part noun still is a part ("footprint").
    return noun !== null && (noun.partNoun || ownerNames[index] !== null) ? noun : null;
  });
  if (bare.every((noun) => noun === null)) return null;
  // The owner is an item, not a part noun; the first one listed (English names the main item first). Only a part
  // noun looks for it after itself too ("2 wheels and a stroller"): "a mouse and a laptop" lists two items.
  const ownerAt = (index: number): boolean => ownerNames[index] !== null && ownerNames[index] !== undefined && bare[index]?.partNoun !== true;
  let changed = false;
  const rewritten = parts.map((part, index): OwnedPart | null => {
    const noun = bare[index];
    if (noun === null || noun === undefined) return null;
    const before = [...parts.keys()].slice(0, index).find(ownerAt);
    const after = noun.partNoun ? [...parts.keys()].slice(index + 1).find(ownerAt) : undefined;
    const owner = ownerNames[before ?? after ?? -1];
    const at = new RegExp(String.raw`\b${noun.noun}\b`, 'i').exec(part);
    if (owner === null || owner === undefined || at === null) return null;
    changed = true;
    return { text: `${part.slice(0, at.index)}${owner} ${part.slice(at.index)}`, noun: noun.noun, partNoun: noun.partNoun };
  });
  return changed ? rewritten : null;
}

/** A list part's own reading, with what the confidence model knows of it (null signals: no catalog phrase). */
interface PartReading {
  estimate: PackageEstimate;
  signals: { brand: boolean; leftoverWords: number } | null;
  makerName?: boolean;
  makerGoods?: ReadonlySet<string>;
}

/**
 * "Tape measure, Stanley", "Cordless fan, Dewalt DCE512": a part read through a maker's name alone (a model code may
 * stand with it), beside a part read through a generic name of goods of another category: the maker of those goods,
 * not a second item of its own best-known kind (Stanley's tumbler, Dewalt's drill). Goods of the same category as that
 * item only when the catalog has the maker make them ("Mug, Le Creuset": its mug; "lamp, Dyson" stays a list). A
 * product line names its product ("desk, iPad", "bike, Yeti tumbler"), and goods of one category ("laptop, iPad")
 * stay a list.
 */
/**
 * Categories whose makers make the whole range (a tool maker's vacuums, saws and chests): beside a tool, a tool maker's
 * name is its maker even where the catalog lists none of its goods ("shop vac, the Craftsman one" had added a
 * Craftsman mechanics tool set, 11 kg).
 */
const MAKERS_SPAN_CATEGORY: ReadonlySet<string> = new Set(['tools']);

export function makerNoteBeside(readings: readonly PartReading[], additive = false): boolean {
  const categoryOf = (reading: PartReading): string | undefined => ITEM_BY_NAME.get(reading.estimate.estimate.matched ?? '')?.category;
  const generic = readings.filter((reading) => reading.signals !== null && !reading.signals.brand);
  const namedByBrandAlone = (reading: PartReading): boolean => reading.signals !== null && reading.signals.brand && reading.signals.leftoverWords <= modelCodesIn(reading.estimate.estimate.query);
  return readings.some((reading) => namedByBrandAlone(reading) && generic.some((other) =>
    (reading.makerName === true && categoryOf(other) !== undefined
      && (categoryOf(other) !== categoryOf(reading) || MAKERS_SPAN_CATEGORY.has(categoryOf(other) ?? '') || (reading.makerGoods?.has(other.estimate.estimate.matched ?? '') ?? false)))
    // "Hair dryer, Dyson Supersonic", "laptop, MacBook Air": a brand or product line naming the same kind of thing as
    // the generic part (the same head noun) says which one, not a second one.
    // (Not in a list of adding words: "Catan + Ticket to Ride + Pandemic" are three board games.)
    || (!additive && headNounOf(other) === headNounOf(reading))));
}

const headNounOf = (reading: PartReading): string | undefined => reading.estimate.estimate.matched?.split(' ').at(-1);

/** Words with a digit in them ("Dewalt DCE512"): a model code, which says which one, not what. */
function modelCodesIn(text: string): number {
  return parseQuery(text).tokens.filter((token) => token.kind === 'word' && /\d/.test(token.raw)).length;
}


/** Words a note on packing, on where it goes or why opens with ("boxed", "bubble wrapped", "for my", "to", "gift"). */
const PACKING_NOTE_START = /^(?:(?:still |factory |brand new |new )?(?:boxed|unboxed|double boxed|sealed|unopened|bubble wrapped|well packed|packed|wrapped)|for|to|from|via|(?:a |as a |its a )?gift)\b/;
/**
 * "…, one box", "…, shipping together", "…, both size 10", "…, all complete", "…, all in their boxes": a part that says
 * the listed goods go in one parcel, or says something of all or both of them, is a note on the list, not goods (an
 * unread "one box" had undone the list; "all complete" had been an all-in-one computer). Read it so only where its own
 * reading is none or a partial match.
 */
const OCCASION = String.raw`(?:an? |my |her |his |their |our )?(?:birthday|anniversary|christmas|xmas|wedding|graduation|mothers day|mother s day|fathers day|father s day|valentines|valentine s|valentine s day|housewarming|baby shower|bridal shower|retirement|engagement|holiday)`;
const LIST_NOTE_START = new RegExp(String.raw`^(?:${OCCASION} (?:gifts?|presents?)\b|${OCCASION}(?:$| (?:for|to|from|that)\b)|(?:all|both|each|everything)\b|(?:all |everything )?(?:in )?(?:one|1|a single|same) (?:box|parcel|package|shipment|carton|order|lot)\b|(?:(?:to be |will be |can be |all |everything )?(?:shipping|shipped|ship|sent|send|sending|going|packed|boxed|bundled|sold|selling|posting|posted|mailing|mailed) )?together\b)`);
/**
 * "…, folded flat", "…, rolled up": how the goods are folded for the box (it had added ballet flats to ten t-shirts);
 * "…, in a mailer box": what they go in (it had added flat moving boxes). Whatever the part's own reading.
 */
const PACKAGE_NOTE = /^in (?:a |an |the |one |its |their |his |her )?(?:[a-z]+ )?(?:box|carton|parcel|package)\b/;
const HANDLING_NOTE = /^(?:(?:all |neatly |each )?(?:folded|rolled|stacked|bagged|flattened)(?: (?:flat|up|neatly|together|individually|separately))?|flat ?packed|folds flat)$/;
const FOLDED_FLAT = /^(?:all |neatly |each )?(?:folded|rolled|stacked|bagged|flattened) (?:flat|up)\b/i;
/** The description without its list parts that only say how the goods are folded or rolled for the box ("…, folded flat"). */
export function withoutHandlingParts(text: string): string {
  // On the hot path: most texts have no list, or no such word.
  if (!/[,;]/.test(text) || !/\b(?:folded|folds|rolled|stacked|bagged|flattened)\b/i.test(text)) return text;
  const parts = text.split(/\s*[,;]\s*/);
  // (Only where a word of the note could be read as goods, "flat" as flats: a bare "folded" is read by the rules that
  // size a folded stroller or table. What is said after it stays: "…, folded flat to my sister in ohio".)
  const kept = parts.map((part, index) => (index === 0 ? part : part.replace(FOLDED_FLAT, '').trim())).filter((part) => part !== '');
  return kept.length === parts.length && kept.every((part, index) => part === parts[index]) ? text : kept.join(', ');
}
const isPartialReading = (part: PackageEstimate): boolean => part.estimate.assumptions.some((line) => line.includes('(partial match)'));
const isPackingNote = (part: PackageEstimate): boolean => {
  const normalized = normalizeText(part.estimate.query);
  if (HANDLING_NOTE.test(normalized) || PACKAGE_NOTE.test(normalized)) return true;
  return (part.estimate.matched === null && PACKING_NOTE_START.test(normalized)) || ((part.estimate.matched === null || isPartialReading(part)) && LIST_NOTE_START.test(normalized));
};

const MEASURE_OF_NOUN = /^\d+(?:\.\d+)? ?(?:in|inch|inches|cm|mm)\s+([a-z]+)$/;
/** Catalog items one of whose names holds a describing word ("car hood", "dog collar", "paperback"): only their parts can be one. */
const NAMED_BY_DESCRIBING_WORD: ReadonlySet<string> = new Set([...ITEM_BY_NAME.values()].filter((entry) => [entry.name, ...entry.aliases].some((name) => rawTokens(normalizeText(name)).some((word) => DESCRIBED_KINDS.has(stem(word))))).map((entry) => entry.name));
const LINED_WITH = /^(?:faux )?(?:blanket|fleece|sherpa|flannel|quilt|quilted|fur|shearling|wool|thermal|satin|silk|mesh|cotton) lined\b/;
const categoryOf = (part: PackageEstimate): string => ITEM_BY_NAME.get(part.estimate.matched ?? '')?.category ?? '';

/**
 * "men's anorak, hood", "dictionary, hardback to send": a part with a word describing goods of a kind another part
 * names (DESCRIBED_KINDS), which says no other word of its own match's names ("a car hood", "a dog collar" name goods).
 */
function describesAnotherPart(part: PackageEstimate, parts: readonly PackageEstimate[]): boolean {
  // "Carhartt Detroit jacket, blanket lined duck": a lining of worn goods another part names, not a blanket.
  if (LINED_WITH.test(normalizeText(part.estimate.query)) && parts.some((other) => other !== part && WORN_CATEGORIES.has(categoryOf(other)))) return true;
  const item = ITEM_BY_NAME.get(part.estimate.matched ?? '');
  if (item === undefined || !NAMED_BY_DESCRIBING_WORD.has(item.name)) return false;
  const words = rawTokens(normalizeText(part.estimate.query)).map(stem);
  const word = words.find((candidate) => DESCRIBED_KINDS.has(candidate));
  const kinds = word === undefined ? undefined : DESCRIBED_KINDS.get(word);
  if (kinds === undefined || !parts.some((other) => other !== part && kinds.has(categoryOf(other)) && other.estimate.matched !== GENERIC_BOOK && other.estimate.matched !== item.name)) return false;
  if (kinds.has(item.category) && item.category !== 'books_media') return false;
  const namedBy = new Set([item.name, ...item.aliases].flatMap((name) => rawTokens(normalizeText(name)).map(stem)));
  return !words.some((other) => other !== word && namedBy.has(other));
}

/**
 * "WeatherTech floor liners for a 2021 F-150, sold the truck": a vehicle named beside parts or accessories of vehicles
 * is the vehicle they fit, never goods in the same carton (the truck had been 1.5 t of freight packed with the
 * liners). The parts without it; the same parts when there is no such vehicle. ("Sold my motorbike, a 250cc": the
 * vehicle alone is the goods.)
 */
function withoutVehicleTheyFit(parts: readonly PackageEstimate[]): readonly PackageEstimate[] {
  const vehicle = (part: PackageEstimate): boolean => categoryOf(part) === 'vehicles';
  if (!parts.some(vehicle) || !parts.some((part) => categoryOf(part) === 'automotive')) return parts;
  return parts.filter((part) => !vehicle(part));
}

/**
 * "Catan + Ticket to Ride + Pandemic", "Nike Air Force 1 and Adidas Stan Smith": parts joined by a word or sign that
 * adds ("+", "&", "and") list goods each, even where the catalog reads them as the same kind of thing (three board
 * games, two pairs of sneakers); a comma alone may restate the one item in other words ("hair dryer, Dyson"), and a
 * "plus" is often a model's name ("Spectra S1 Plus breast pump").
 */
const ADDING_SEPARATOR = /\s\+\s|\s&\s|\band\b/i;
export const addsItems = (text: string): boolean => ADDING_SEPARATOR.test(text);
const PACK_OF_THE_LIST = /(?:\b(?:[2-9]|\d{2,})\s?-?(?:pack|pk|pcs?|pieces?|set|count|ct)|\b(?:set|pack) of \d+|\bduo|\bpair)\s*\)?\s*$/i;

/** A part's goods without its own parcel's packaging: the block they fill (longest side first) and their weight. */
export interface PartContents {
  dims: readonly [number, number, number];
  weight_kg: number;
  /** Clothing or textiles: they fold and squash to fill the carton. */
  soft: boolean;
}

/**
 * One parcel for several separately estimated items, or null when the parts do not each name an item of their own
 * (then the single-item reading stands). `whole` is the single-item reading of the whole text: when its match
 * already covers the words of two parts, it is one item with "and" in its name.
 */
export function combineParts(query: string, whole: PackageEstimate, wholeNameSpansParts: boolean, allParts: readonly PackageEstimate[], firstReadings: readonly PackageEstimate[] = allParts, additive = false, contentsOf: (part: PackageEstimate) => PartContents | undefined = () => undefined): PackageEstimate | null {
  // "…, boxed to texas", "…, boxed (gift)", "…, for my daughter": a part that names nothing and opens with how the goods
  // are packed, or with whom or where they go to, is a note (the notes pass drops one only where its clause ends: with
  // anything after "boxed" the list had lost its darts).
  // (Never the first part: "gift and a mug" lists an unnamed gift.)
  const noted = allParts.some(isPackingNote) ? allParts.filter((part, index) => index === 0 || !isPackingNote(part)) : allParts;
  const parts = withoutVehicleTheyFit(noted);
  const only = parts.length === 1 && noted.length > 1 ? parts[0] : undefined;
  if (only !== undefined) {
    return { ...only, estimate: { ...only.estimate, query, assumptions: ['a vehicle named beside parts for vehicles: what they fit, not goods in the parcel', ...only.estimate.assumptions] } };
  }
  // A freight reading of the whole ("table and 4 chairs" is a dining set) stands.
  // A part of unnamed goods ("3 gifts and a coffee mug") is a part too, as long as another names an item.
  const unnamed = parts.map((part) => part.estimate.matched === null && namesNoGoods(part.estimate.query));
  // "Catan + Ticket to Ride + Pandemic": a part read only in part as the very goods a surely read part names, in a list
  // of adding words, is one more of them (else a partial reading undoes the list: it may be no goods at all).
  const surelyNamed = new Set(parts.filter((part) => !isPartialReading(part)).map((part) => part.estimate.matched));
  const doubtful = (part: PackageEstimate): boolean => isPartialReading(part) && !(additive && surelyNamed.has(part.estimate.matched));
  if (wholeNameSpansParts || whole.freight !== null || parts.length < 2 || unnamed.every(Boolean) || parts.some((part, index) => (part.estimate.matched === null && unnamed[index] !== true) || doubtful(part))) return null;
  // "a hoover to send to my sister, Dyson": a one-word part naming the same kind of thing as another part (a stick
  // vacuum beside an upright one) says which one, not a second item.
  const headOf = (part: PackageEstimate): string | undefined => part.estimate.matched?.split(' ').at(-1);
  // Two parts of one name, each said in words of its own, joined by an adding word, are two of them (see ADDING_SEPARATOR).
  // ("shampoo and conditioner 2 pack": a pack count closing the list counts the listed goods, one pack of them.)
  const sameNamedItems = additive && !PACK_OF_THE_LIST.test(query) && new Set(parts.map((part) => normalizeText(part.estimate.query))).size === parts.length;
  if (!sameNamedItems && parts.some((part, index) => part.estimate.query.trim().split(/\s+/).length === 1 && parts.some((other, otherIndex) => otherIndex !== index && headOf(other) !== undefined && headOf(other) === headOf(part)))) return null;
  // "old gaming pc, mid tower ATX case": a part naming the housing of another part's item describes that item.
  if (parts.some((part) => { const housed = HOUSING_OF.get(part.estimate.matched ?? ''); return housed !== undefined && parts.some((other) => other.estimate.matched === housed); })) return null;
  if (parts.some((part) => describesAnotherPart(part, parts))) return null;
  // "TEAC reel-to-reel, 10.5 in reels": a part that is a measure of goods another part's name holds sizes them (its
  // reels), no second item (a fishing reel).
  if (parts.some((part) => { const measured = MEASURE_OF_NOUN.exec(normalizeText(part.estimate.query)); return measured !== null && parts.some((other) => other !== part && (other.estimate.matched ?? '').split(' ').includes(stem(measured[1] ?? ''))); })) return null;
  const label = (part: PackageEstimate): string => part.estimate.matched ?? UNNAMED_LABEL;
  const names = new Set(parts.map(label));
  if (names.size < 2 && !sameNamedItems) return null;
  // The whole text's item is named by a part on its own: a name spanning a separator would be matched by none.
  // (`firstReadings`: the parts as first read, before a bare part noun took its owner's name: "2 wheels and a
  // stroller" read whole is the wheels.)
  if (whole.estimate.matched !== null && !names.has(whole.estimate.matched) && !firstReadings.some((part) => part.estimate.matched === whole.estimate.matched)) return null;

  const freightPart = parts.find((part) => part.freight !== null);
  // Each part's goods go in the one carton without the box, mailer or fill its own parcel had (summing the parcels
  // had packed every part twice: three board games 4.8 kg where they weigh 3.5 boxed together). A part whose goods
  // are not known apart from its packaging goes in as its parcel, which loses its own box in the nesting.
  const blocks = parts.map((part) => {
    const contents = contentsOf(part);
    return contents === undefined
      ? { dims: [part.length_cm, part.width_cm, part.height_cm], weight_kg: part.weight_kg, nesting: NESTING }
      // (No side longer than its own parcel's: a stack of folded clothes squashes into the box it was packed in.)
      : { dims: contents.dims.map((side, axis) => Math.min(side, [part.length_cm, part.width_cm, part.height_cm][axis] ?? side)), weight_kg: contents.weight_kg, nesting: 1 };
  });
  const allSoft = parts.every((part) => contentsOf(part)?.soft === true);
  const volume = blocks.reduce((sum, block) => sum + (block.dims[0] ?? 0) * (block.dims[1] ?? 0) * (block.dims[2] ?? 0) * block.nesting, 0);
  const sortedBlocks = blocks.map((block) => [...block.dims].sort((a, b) => b - a));
  const longest = Math.max(...sortedBlocks.map((dims) => dims[0] ?? 0));
  // The contents: as long as the longest part and as wide as the widest, stacked to hold the volume of them all
  // (flat goods lie on one another: a jacket and trousers are a flat stack, not a cube).
  const widest = Math.max(...sortedBlocks.map((dims) => dims[1] ?? 0));
  const stacked = Math.max(...sortedBlocks.map((dims) => dims[2] ?? 0), volume / (longest * Math.max(widest, 1)));
  const [side, depth] = [widest, stacked].sort((a, b) => b - a) as [number, number];
  const contentsKg = blocks.reduce((sum, block) => sum + block.weight_kg, 0);
  const fragile = parts.some((part) => part.estimate.fragile);
  const parcel = packItems({ dims: [Math.max(longest, side), Math.min(longest, side), depth], weight_kg: contentsKg, fragile: false, form: allSoft ? 'soft' : 'box', prePacked: false }, 1);
  const length_cm = roundTo(parcel.dims[0], 1);
  const width_cm = roundTo(parcel.dims[1], 1);
  const height_cm = roundTo(parcel.dims[2], 1);
  const weight_kg = roundTo(parcel.weight_kg, 2);
  const limitExcess = describeParcelLimitExcess(new MeasuredParcel(length_cm, width_cm, height_cm, weight_kg));
  const restricted = [...new Set(parts.flatMap((part) => part.estimate.restricted))];
  const listed = parts.map((part) => `${part.estimate.quantity > 1 ? `${part.estimate.quantity} x ` : ''}${label(part)} (${part.length_cm} cm, ${part.weight_kg} kg packed)`);
  return {
    length_cm,
    width_cm,
    height_cm,
    weight_kg,
    source: 'estimated',
    estimate: {
      matched: parts.map(label).join(' + '),
      query,
      confidence: roundTo(Math.max(0.05, Math.min(...parts.map((part) => part.estimate.confidence)) - COMBINED_CONFIDENCE_COST), 2),
      quantity: parts.reduce((sum, part) => sum + part.estimate.quantity, 0),
      box: parcel.container?.name ?? null,
      assumptions: [`several items packed together in one carton: ${listed.join(', ')}`, ...parts.flatMap((part) => part.estimate.assumptions)],
      fragile,
      restricted,
      ...(parts.some((part) => part.estimate.hint !== undefined) ? { hint: [...new Set(parts.flatMap((part) => (part.estimate.hint === undefined ? [] : [part.estimate.hint])))].join(' ') } : {}),
    },
    freight: freightPart?.freight ?? (limitExcess !== null ? { reason: limitExcess } : null),
  };
}

/**
 * "carbon road wheelset 700c, rim brake", "MTB wheel 29er, disc brake": a list part naming the brake type a wheel or
 * bike is built for is its spec, not goods ("rim" had been a car wheel and tyre, "disc brake" a brake rotor).
 */
const BRAKE_TYPE = /^(?:rim|disc|hydraulic|hydraulic disc|mechanical disc|v|caliper|cantilever) brakes?$/;
/**
 * "cat tree 150 cm, 5 levels, sisal posts": what the item's posts are wrapped in is how it is built, not scratching
 * posts of their own.
 */
const WRAPPED_POSTS = /^(?:sisal|jute|seagrass|carpeted|plush)(?: rope)?(?: (?:covered|wrapped))? (?:posts?|poles?)$/;
/**
 * "deck screws 4.5 x 60 mm, 5 kg tub", "grease, 500 g tin": a list part naming the package the goods come in with a
 * measure is the goods' measure, not a second item (the tub had been a 63 cm storage tote).
 */
const MEASURED_PACKAGE = /^(\d+(?:\.\d+)? ?(?:kg|kgs|g|lb|lbs|oz|l|ml|litres?|liters?)) (?:tub|bucket|pail|jar|tin|bag|sack|box|carton|tube|bottle|can)\b(?! of\b)(.*)$/;
/** "Hot Wheels 10-car gift pack, 1:64": a list part that starts with a model scale is the scale of the part before it, not a second item. */
const SCALE_PART = /^1\s?[:/]\s?\d{1,4}\b/;
/** On the raw text: a list part that starts with a measure (tens may be spelt out) and a package word or a model scale, or a brake type. */
const TITLE_SPEC_CUE = /[,;]\s*(?:1\s?[:/]\s?\d{1,4}\b|(?:\d+(?:\.\d+)?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?)\s?(?:kg|kgs|g|lb|lbs|oz|l|ml|litres?|liters?)\.?\s+(?:tub|bucket|pail|jar|tin|bag|sack|box|carton|tube|bottle|can)\b|(?:rim|disc|hydraulic|mechanical|v|caliper|cantilever)[\s-]+(?:disc\s+)?brakes?\b|(?:sisal|jute|seagrass|carpeted|plush)\s[^,;]*\b(?:posts?|poles?))/i;

/** The description without brake-type parts, and with a measured package or scale part read as the measure of the part before it. */
export function withoutTitleSpecParts(text: string): string {
  // On the hot path: most texts have no list, or no word a part of these ends with.
  if (!TITLE_SPEC_CUE.test(text)) return text;
  const parts = text.split(/\s*[,;](?!\d)\s*/);
  const kept: string[] = [];
  for (const [index, part] of parts.entries()) {
    const normalized = index === 0 ? '' : normalizeText(part);
    const measured = MEASURED_PACKAGE.exec(normalized);
    const before = kept.length - 1;
    // (Words said after it stay: "…, 5 kg tub to my son at college".)
    if (measured !== null && before >= 0) kept[before] = `${kept[before] ?? ''} ${measured[1] ?? ''}${measured[2] ?? ''}`;
    else if (before >= 0 && SCALE_PART.test(part.trim())) kept[before] = `${kept[before] ?? ''} ${part.trim()}`;
    else if (!BRAKE_TYPE.test(normalized) && !WRAPPED_POSTS.test(normalized)) kept.push(part);
  }
  return kept.length === parts.length && kept.every((part, index) => part === parts[index]) ? text : kept.join(', ');
}
