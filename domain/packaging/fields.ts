// A line pasted from an inventory, a spreadsheet or a marketplace export instead of a sentence:
// "SKU-4471-BLK | Men's Crew Neck T-Shirt | SZ L | NWT", "item: jeans, qty: 1, cond: EUC, bin: C4",
// "Hoodie<TAB>GRY<TAB>XL<TAB>GUC<TAB>shelf 2". Its codes are no counts or sizes ("#A-113" packed 113 coats), its bin
// and shelf codes no goods ("shelf 2" was a shelf), its packing notes no goods ("poly bag" was a 1,000-bag pack), and
// its fields are no list of items ("Lipstick lot x5 | assorted shades" was lipsticks beside window blinds). The
// first field that names something is the item; the fields after it that are kept (brand, material, capacity,
// weight, dimensions) describe it, so they follow a "with", which makes the first field the head.
// Runs on the raw text, before notes, negations and lists are read; plain sentences pay one regex test.

/** Anything that may start an inventory reading: a field separator, a label's colon, a code's "#", a code word. */
const CUE = /[|;\t:#=]|^[a-z]{1,4}-\d{3}|\d{12}|97[89]-\d|\bB0[A-Z0-9]{8}\b|\s[-–]\s|\b(?:sku|asin|upc|ean|isbn|mpn|bin|shelf|loc|poly ?bag|scratch|nwt|nwot|bnwt|nib|bnib|nisb|misb|nrfb|euc|guc|vgc|nos|ob|cib|refurb)\b/i;

/** Condition shorthand, as a field of their own (the words "new", "used" or "like new" are read downstream already). */
const CONDITION = /^(?:nwt|nwot|nwob|bnwt|bnwot|nib|nisb|bnib|misb|mib|nip|nrfb|euc|guc|vguc|vgc|gc|nos|ob|open box|cib|htf|vhtf|obo|refurb|refurbished|renewed|pre-?owned|preloved|nm|vg\+?|vg-|g\+|retired|(?:(?:brand\s+)?new\s+|still\s+)?(?:factory\s+)?sealed|for parts(?: only)?|for parts or repair|parts only|scratch ?(?:&|and) ?dent|s&d|(?:vg\+?|vg-|f|nf|fine|near fine|g\+?)(?:\s*,\s*|\s+(?:in|with|w\/)\s+)(?:dust\s+)?(?:jacket|dj|d\/j))$/i;
/** Plain condition words as a whole field of a pipe, tab or semicolon line (inside a sentence they are read downstream). */
const PLAIN_CONDITION = /^(?:(?:brand\s+)?new|used|pre-?owned|like\s+new|open\s+box|excellent|very\s+good|good|fair|poor|mint|near\s+mint|working|tested|untested|as\s+is)(?:\s*[-–/,]\s*(?:like\s+new|excellent|very\s+good|good|fair|poor|mint|working|tested))?(?:\s+condition)?$/i;
/** A code: a labelled one ("SKU: BT-2231", "part# 45022-TK8-A01", "#A-113") or a bare one of letters and digits. */
const CODE = /^#?\d{4,}$|^(?:(?:sku|asin|upc|ean|isbn|mpn|part|item|model|style|ref|id)\s*(?:no\.?|number|#)?\s*[:#-]?\s*|#\s*)[a-z0-9][a-z0-9-]*\d[a-z0-9-]*$|^(?=[a-z0-9-]*\d{3})(?=[a-z0-9-]*[a-z]{2})[a-z0-9]+-[a-z0-9-]+$/i;
/** Where it sits in the store room: "bin C4", "shelf 2", "loc: WH-2", "aisle 3". */
const BIN = /^(?:bin|shelf|loc|location|aisle|rack|slot|bay)\s*[:#]?\s*(?!x\d)(?:[a-z]{1,3}-?)?\d{1,3}[a-z]?(?:\s*[-/]\s*[a-z0-9]{1,3})?$/i;
/** A colour, a colour code or a garment size on its own: it says which one, not what it is. */
const COLOUR_CODES = 'blk|wht|gry|grey|gray|brn|nvy|navy|blu|blue|grn|green|red|pnk|pink|purple|prpl|ylw|yellow|orange|org|bge|beige|tan|slv|silver|gld|gold|black|white|brown|cream|ivory|khaki|olive|multi|multicolou?r|clear|rose gold|charcoal|floral';
const COLOUR_OR_SIZE = new RegExp(String.raw`^(?:(?:colou?r\s*:?\s*)?(?:(?:light|dark|bright|pale)\s+)?(?:${COLOUR_CODES})(?:\s*\/\s*(?:${COLOUR_CODES}))*|(?:sz|size)\s*:?\s*(?:x{0,3}[sml]|xxl|\d{1,2}(?:\.5)?[a-z]?)|x{0,3}[sl]|m|xxl|[0-9]{1,2}-[0-9]{1,2}m)$`, 'i');
/** A price, a date or a year on its own: "$45.00", "Cost 12.50", "29.99", "listed 03/14/2024", "BB 05/2025", "2019". */
const PRICE_OR_DATE = /^(?:(?:listed|posted|exp|expires|expiry|bb|best by|use by|mfg|made|dated?|serviced|bought|purchased)\s*:?\s*)?(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{1,2}\/\d{4}|(?:19|20)\d{2}(?:-\d{2}){0,2})$|^(?:price|msrp|rrp|cost|retail|sale)?\s*:?\s*[$£€]\s?\d[\d,]*(?:\.\d+)?$|^(?:price|msrp|rrp|cost|retail|sale)\s*:?\s*\d[\d,]*(?:\.\d+)?$|^\d{1,5}\.\d\d$/i;
/** The stock count, not the parcel's: "sold 3", "2 left", "Stock: 14", "qty avail 25", "reorder 10". */
const STOCK = /^(?:sold\s+\d+|\d+\s+(?:left|sold|in stock|available|avail|on hand)|(?:in\s+)?stock\s*:?\s*\d+|qty\s+avail(?:able)?\s*:?\s*\d+|on hand\s*:?\s*\d+|reorder(?:\s+(?:point|level))?\s*:?\s*\d+)$/i;
/** How it is (to be) packed, and how it is collected: no goods. "fragile" stays: it says how to pad it. */
const PACKING = /^(?:boxed|unboxed|ships?\s+(?:in|inside|with)\s+.+|needs?\s+(?:a\s+)?box|no\s+box|without\s+box|w\/o\s+(?:a\s+)?box|poly\s?bag(?:ged)?|in\s+poly\s?bag|flat|flat[\s-]?pack(?:ed)?|double[\s-]?boxed|bubble[\s-]?wrapped|(?:in\s+)?(?:orig(?:inal)?|retail)\s+box|gift\s+box(?:ed)?|in\s+gift\s+box|local\s+pick-?up.*|pick-?up\s+only)$/i;

/** A count of the item as a field of its own ("lot of 4", "x2", "2-pack"): it goes with the name, not after "with". */
const COUNT = /^(?:(?:lot|set|pack|box|case) of \d+|x\s?\d+|\d+\s?x|\d+[\s-]?(?:pack|pk|pcs?|pieces?|count|ct|pairs?|units?)|qty\s*\d+|\(\d+\))$/i;

/** Labels whose value is the item's name, and those whose value says nothing of its size ("cond: used", "bin: C4"). */
const NAME_LABELS = /^(?:item|title|name|product|desc|description|listing)$/i;
const DROPPED_LABELS = /^(?:cond|condition|grade|colou?r|clr|bin|loc|location|shelf|sku|upc|asin|ean|isbn|mpn|id|price|cost|msrp|rrp|retail|sale|date|listed|exp|notes?|status|category|cat|stock|in stock|on hand|reorder|avail|available|sold)$/i;
const QUANTITY_LABELS = /^(?:qty|quantity|count|units|pcs)$/i;
const MEASURE_LABELS = /^(?:dims?|dimensions|measurements|wt|weight|wgt|ship wt|net wt)$/i;
const KEPT_LABELS = /^(?:brand|make|maker|model|material|type|style|size|sz)$/i;
/** A field with a label this module knows ("coffee mug qty: 4" or "H: 60cm" keep their words). */
const LABELLED = /^\s*([a-z]+(?: [a-z]+)?)\s*[:=]\s*(.+)$/i;
function labelOf(field: string): readonly [label: string, value: string] | null {
  if (!field.includes(':') && !field.includes('=')) return null;
  const labelled = LABELLED.exec(field);
  const label = labelled?.[1] ?? '';
  const known = NAME_LABELS.test(label) || DROPPED_LABELS.test(label) || QUANTITY_LABELS.test(label) || MEASURE_LABELS.test(label) || KEPT_LABELS.test(label);
  return known ? [label, (labelled?.[2] ?? '').trim()] : null;
}

/** Notes are short: a longer field is a clause of a sentence (and is not tested against every note). */
const LONGEST_NOTE = 40;

function isNoteField(text: string): boolean {
  if (text.length > LONGEST_NOTE && !/^(?:ships?|local|pick)/i.test(text)) return false;
  // A field ends where a sentence or a quote does: "…, bin K9?", "…, bin T3. thanks", "…, bin T3\"".
  // (A fraction with an inch mark is a measure, no date: "…, 1/2\", w/ fittings".)
  if (/^\d{1,2}\/\d{1,2}\s?["”]$/.test(text)) return false;
  const field = /[?!."')\]]/.test(text) ? text.replace(/[?!.]+(?:\s.*)?$|["')\]]+$/, '') : text;
  return CONDITION.test(field) || STOCK.test(field) || CODE.test(field) || BIN.test(field) || COLOUR_OR_SIZE.test(field) || PRICE_OR_DATE.test(field) || PACKING.test(field);
}

/** One labelled field's contribution: the name, an attribute, or nothing. */
function readLabelled(label: string, value: string): { name?: string; attribute?: string } {
  if (NAME_LABELS.test(label)) return { name: value };
  if (DROPPED_LABELS.test(label)) return {};
  if (QUANTITY_LABELS.test(label)) return /^\d+$/.test(value) ? { attribute: `qty ${value}` } : {};
  if (/^(?:size|sz)$/i.test(label)) return COLOUR_OR_SIZE.test(`size ${value}`) ? {} : { attribute: `size ${value}` };
  return { attribute: value };
}

/** A comma not inside a decimal ("2,5 kg", "30,5 x 20"). */
const COMMA = /\s*,(?!\d)\s*/;

/**
 * How a line's fields are separated: "with" fields (the first names the item), comma fields, or none (a sentence);
 * codeBefore is what leadingCode found in the "with" fields (computed once: it also decides a pipe line is one).
 */
function fieldsOf(text: string): { fields: string[]; withFields: boolean; codeBefore: string | null } | null {
  if (/[|\t;]/.test(text)) {
    // Fields when one is a code, a note, a count, a label or a bare measure ("Kettle | Stainless | 1.7L | NIB"); without any
    // ("2 chairs; 1 table; a lamp") the separators may list items, and the list reading stands.
    const fields = text.split(/\s*[|\t;]\s*/);
    // (A field that merely holds a note counts: "NIB to texas", "BB 05/2025 - see photos".)
    const codeBefore = leadingCode(fields);
    const inventory = /^\d{1,2}$/.test(fields[0] ?? '') || codeBefore !== null || fields.some((field, index) => isNoteField(field) || COUNT.test(field) || PLAIN_CONDITION.test(field) || labelOf(field) !== null || (index > 0 && !namesSomething(field))) || fields.some((field) => keptPart(field) !== field.trim());
    return inventory ? { fields, withFields: true, codeBefore } : null;
  }
  // Dashes, like commas, may separate a sentence's clauses ("dinner set - 4 plates, 4 bowls - like new"): a dashed
  // line only loses its code and note fields ("Board game - Monopoly - CIB - bin G2") and keeps its dashes.
  if ((text.match(/\s[-–]\s/g)?.length ?? 0) >= 2 && !text.includes(',')) {
    const dashed = text.split(/(\s+[-–]\s+)/);
    return dashed.slice(2).some((field, index) => index % 2 === 0 && isNoteField(field)) ? { fields: [text], withFields: false, codeBefore: null } : null;
  }
  if (!text.includes(',')) return null;
  const fields = text.split(COMMA);
  // Labelled fields ("qty: 2, cond: used") are fields; otherwise commas may separate items ("a lamp, a rug"), so a
  // comma line only loses its code and note fields ("Blender, Ninja, 72oz, OB, $60") and keeps its commas.
  if (fields.filter((field) => labelOf(field) !== null).length >= 2) return { fields, withFields: true, codeBefore: leadingCode(fields) };
  return fields.length >= 2 && fields.slice(1).some((field) => isNoteField(field.trim())) ? { fields, withFields: false, codeBefore: null } : null;
}

/** A count of one ("qty 1", "x1", "(1)") says nothing the item's name does not. */
const COUNT_OF_ONE = /^(?:qty\s*1|x\s?1|1\s?x|1[\s-]?(?:pcs?|pieces?|count|ct|units?)|\(1\)|1)$/i;

/** Condition shorthand inside a field ("NIB to texas"): "NIB" would say each piece of a lot keeps its retail box. */
const CONDITION_WORD = String.raw`\b(?:nwt|nwot|nwob|bnwt|bnwot|nib|nisb|bnib|misb|mib|nrfb|euc|guc|vguc|vgc|cib)\b`;
const HAS_CONDITION_WORD = new RegExp(CONDITION_WORD, 'i');
const CONDITION_WORDS = new RegExp(CONDITION_WORD, 'gi');
function dropConditionWords(part: string): string {
  if (!HAS_CONDITION_WORD.test(part)) return part;
  const cleaned = part.replace(CONDITION_WORDS, ' ').replace(/\s{2,}/g, ' ').trim();
  return /[a-z0-9]/i.test(cleaned) ? cleaned : part;
}

/** A field without its note parts and codes ("fragile, double boxed" keeps "fragile"); empty when nothing is left. */
function keptPart(field: string): string {
  // Its parts and the separators between them: a note part goes with the separator before it.
  const pieces = field.split(/(\s*,(?!\d)\s*|\s+[-–]\s+)/);
  let kept = '';
  for (let index = 0; index < pieces.length; index += 2) {
    const whole = (pieces[index] ?? '').trim();
    // A count after a note stays: "ships in club box x2".
    const count = /\s(x\s?\d+|\d+\s?x)$/i.exec(whole);
    const before = count === null ? '' : whole.slice(0, count.index);
    // (Not after a number: "size 28 x 30" is a size.)
    const part = count !== null && !/\d$/.test(before) && isNoteField(before) ? (count[1] ?? '') : whole;
    // (A count of one after the name says nothing: ", 1 unit" was a second, unnamed, item.)
    if (part === '' || isNoteField(part) || (index > 0 && (COUNT_OF_ONE.test(part) || notesOnly(part)))) continue;
    const cleaned = dropInlineCodes(dropConditionWords(part)).trim();
    if (!/[a-z0-9]/i.test(cleaned) || isNoteField(cleaned)) continue;
    kept += kept === '' ? cleaned : `${pieces[index - 1] ?? ' '}${cleaned}`;
  }
  return kept;
}

/** A field without its parts that only grade it ("used, flat" keeps "flat"); empty when nothing is left. */
function withoutGrades(field: string): string {
  const pieces = field.split(/(\s*,(?!\d)\s*|\s+[-–]\s+)/);
  let kept = '';
  for (let index = 0; index < pieces.length; index += 2) {
    const piece = (pieces[index] ?? '').trim();
    if (piece === '' || PLAIN_CONDITION.test(piece)) continue;
    kept += kept === '' ? piece : `${pieces[index - 1] ?? ' '}${piece}`;
  }
  return kept;
}

/** Codes, bin codes and packing notes inside a field or a sentence. */
const INLINE_CODE = /(?:^|[\s"'([])(?:(?:sku|asin|upc|ean|isbn|mpn)(?:-?(?:10|13|a))?\s*(?:no\.?|#)?\s*[:#-]?\s*[a-z0-9][a-z0-9-]*\d[a-z0-9-]*|(?:part|item)\s*(?:no\.?|number|#)\s*:?\s*#?\s*[a-z0-9][a-z0-9-]*\d[a-z0-9-]*|#\s*[a-z]{1,4}-?\d[a-z0-9-]*)(?=\s|$|[,;)])/gi;
const INLINE_BIN = /(?:^|\s)(?:bin|Bin|BIN|shelf|Shelf|SHELF|loc|Loc|LOC|location|Location|aisle|Aisle|rack|Rack)\s*[:#]?\s*(?:[A-Z]{1,3}-?)?\d{1,3}[A-Z]?(?=\s*$|\s*[,;)])|(?:^|\s)(?:bin|Bin|BIN|shelf|Shelf|SHELF|loc|Loc|LOC|location|Location)\s*[:#]?\s*[A-Z]{1,3}-?\d{1,3}[A-Z]?(?=\s|$)/g;
/** A singular "poly bag" after the item's name is how it ships ("Flip flops NWT poly bag"); "poly bags, 100" are goods. */
const INLINE_POLY_BAG = /(?<=\S.*)\s(?:(?:ships\s+)?in\s+(?:a\s+)?)?poly\s?bag(?:ged)?\b(?!s)/gi;
const INLINE_SCRATCH_DENT = /\bscratch\s*(?:&|and)\s*dent\b/gi;

/** Codes that need no label: an ISBN-13 ("978-0-14-312774-1"), an ASIN ("B07XYZ1234"), a 12 to 14 digit UPC or EAN. */
const BARE_CODE = /(?:^|\s)(?:97[89](?:-?\d){9}-?[\dXx]|B0[A-Z0-9]{8}|\d{12,14})(?=\s|$|[,;)])/g;

/** A labelled date anywhere: "BB 05/2025", "exp 2026-01", "listed 03/14/2024". */
const INLINE_DATE = /(?:^|\s)(?:listed|posted|exp|expires|expiry|bb|best by|use by|mfg|dated?)\s*:?\s*(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{1,2}\/\d{4}|(?:19|20)\d{2}(?:-\d{2}){0,2})(?=\s|$|[,;)])/gi;

/** A stock code before the name, in capitals: "A-113 Coleman camping chair" (its 113 had packed 113 chairs). */
const LEADING_CODE = /^[A-Z]{1,4}-\d{3,}[A-Z0-9-]*\s+(?=[A-Za-z])/;

function dropInlineCodes(text: string): string {
  let cleaned = LEADING_CODE.test(text) ? text.replace(LEADING_CODE, '') : text;
  if (/sku|asin|upc|ean|isbn|mpn|part|item|#/i.test(cleaned)) cleaned = cleaned.replace(INLINE_CODE, ' ');
  if (/\d{12}|97[89]-|B0[A-Z0-9]{8}/.test(cleaned)) cleaned = cleaned.replace(BARE_CODE, ' ');
  if (/(?:listed|posted|exp|bb|by|mfg|date)\b/i.test(cleaned)) cleaned = cleaned.replace(INLINE_DATE, ' ');
  // (Its letters in capitals: "bin A2", not "compost bin x1".)
  if (/bin|shelf|loc|aisle|rack/i.test(cleaned)) cleaned = cleaned.replace(INLINE_BIN, ' ');
  if (/poly ?bag/i.test(cleaned)) cleaned = cleaned.replace(INLINE_POLY_BAG, ' ');
  if (/scratch/i.test(cleaned)) cleaned = cleaned.replace(INLINE_SCRATCH_DENT, ' ');
  // (What a code leaves at an end, a dash or a colon, goes with it: "Item# 55123 - Vintage Pyrex bowl".)
  return cleaned === text ? text : cleaned.replace(/\s{2,}/g, ' ').replace(/^[\s,;:|–-]+|[\s,;:|–-]+$/g, '').trim();
}

/** A field with words beyond its measures: "Ceramic vase", "43\" TV", not "12 x 10 x 4 in" or "2.5 lb". */
const MEASURES = /\b\d+(?:\.\d+)?\s*(?:mm|cm|m|in|inch|inches|ft|feet|kg|kgs|g|lb|lbs|oz|ml|l|qt|gal)?\b|\b(?:x|by)\b|["']/gi;
function namesSomething(field: string): boolean {
  return /[a-z]{2}/i.test(field.replace(MEASURES, ' '));
}

/**
 * A stock code as a line's own first field, in capitals: "TH-PW24 | …", "TV-85 | …", "HC-TT | …", "KIT-RPI5-8G | …",
 * "VT-6x180 | …" (a pack size inside the code, spaced or not). Words before it in the same field are a request or a
 * note said before the line ("how much to ship TH-PW24 | …", "1 OF-77 | …"): they go before the item's name.
 */
const FIELD_CODE = /(?:^|\s)([A-Z][A-Z0-9]{0,5}(?:-[A-Z0-9]*\d(?:\s?[x×X]\s?\d+[A-Z0-9]*)?[A-Z0-9]*|-[A-Z0-9]+){1,3}(?:\s(?:G|GB|L|M|MM|CM|KG|LB|LBS|OZ|ML|FT|IN|CT|PK|PCS|QT|GAL)(?![A-Z0-9]))?)["')\]]?$/;
/**
 * The words before a first field's code ('' when none), or null when the field holds no code at its end or the next
 * field names no item ("calculator TI-84 | NWT": a model number ends the name).
 */
function leadingCode(fields: readonly string[]): string | null {
  const next = (fields[1] ?? '').trim();
  const found = fields.length >= 2 ? FIELD_CODE.exec(fields[0] ?? '') : null;
  if (found === null || !namesSomething(next) || isNoteField(next) || PLAIN_CONDITION.test(next) || COUNT.test(next) || labelOf(next) !== null) return null;
  const before = (fields[0] ?? '').slice(0, found.index).trim();
  // (A code's own label is no words before it: "SKU: BT-2231".)
  return /^(?:sku|asin|upc|ean|isbn|mpn|part|model|style|ref|id|inv)\s*(?:no\.?|number|#)?\s*[:#-]?$/i.test(before) ? '' : before;
}

/** More goods after a note: "boxed + 3 game cartridges", "new with charger" (not "w/ box", "with signature"). */
const MORE_GOODS = /^(?:\+|&|and|plus|with|w\/)(?:\s|$)(?!\s*(?:(?:the|its|original|orig)\s+)*box\b|\s*(?:signature|insurance|tracking)\b)/i;
/** How the sender's words after a line start: a bracket, a mark or a dash, or a little word ("to", "for", "that"…). */
const TAIL_START = /^(?:[([#"'!?.,–—|-]|w\/(?!o)|https?:|www\.|(?:to|from|for|that|which|who|on|in|into|via|with|by|at|back|asap|sku|model|lot|please|pls|thanks|thank|cheers|i|we|it|it's|need|needs|ships?|shipping|sent|sending|as)(?![a-z]))/i;
/**
 * What was said after a line's last field: "… | used to texas", "… | new (gift)", "…, orig box for my daughter". The
 * last field's first part that starts with a note and goes on ("used" + "to texas") ends the line there; the words
 * after it are the sender's, read after the item as in a sentence. (Not the name's own first part: "new balance
 * sneakers".) The field up to its note, and the words after; null when the field holds no such part.
 */
function noteThenTail(field: string, isName: boolean): readonly [field: string, tail: string] | null {
  // (The name's first part is no note: "new balance sneakers, size 9".)
  const from = isName ? /\s*,(?!\d)\s*|\s+[-–]\s+/.exec(field) : null;
  if (isName && from === null) return null;
  const start = from === null ? 0 : from.index + from[0].length;
  // (A line's closing "?", "!!!" or "." is the sender's: "… | used?".)
  const end = /[?!.]+$/.exec(field)?.index ?? field.length;
  const words = field.slice(start, end).split(' ');
  if (end < field.length && words.length >= 1 && isNoteHead(field.slice(start, end).trim())) return [field.slice(0, end), field.slice(end)];
  if (words.length < 2 || isNoteHead(field.slice(start).trim()) || notesOnly(field.slice(start).trim())) return null;
  for (let length = Math.min(words.length - 1, 6); length >= 1; length--) {
    const head = words.slice(0, length).join(' ').replace(/[,.!?]+$/, '');
    const rest = words.slice(length).join(' ');
    // (After a whole part, any words: "used, has a small scratch"; inside one, the sender's: "used to texas", not "used twice".)
    const boundary = /[,.!?]$/.test(words[length - 1] ?? '') || /^[-–]$/.test(words[length] ?? '');
    if (MORE_GOODS.test(rest) || (!boundary && !TAIL_START.test(rest)) || !(isNoteHead(head) || notesOnly(head))) continue;
    // (A number before "in" is a measure, no date and tail: "…, 1/2 in, w/ fittings" had lost its 1/2.)
    if (!boundary && /^in(?:\W|$)/i.test(rest) && /(?:^|\s)\d+(?:[/.]\d+)?$/.test(head)) continue;
    return [`${field.slice(0, start)}${head}`, field.slice(start + head.length)];
  }
  return null;
}

/** Two notes in a row: "new w/o box", "used SKU 48213", "orig box model 2023" (a note after a note is no sender's words). */
function notesOnly(text: string): boolean {
  const words = text.split(' ');
  if (words.length < 2 || words.length > 8) return false;
  for (let length = 1; length < words.length; length++) {
    if (isNoteHead(words.slice(0, length).join(' ').replace(/,$/, '')) && isNoteHead(words.slice(length).join(' ').replace(/^[-–]\s*/, ''))) return true;
  }
  return false;
}

/** Words that are notes as a whole, part by part: "used", "new, flat-packed", "VG, jacket". */
function isNoteHead(head: string): boolean {
  if (!/\s[-–](?:\s|$)/.test(head) && (PLAIN_CONDITION.test(head) || isNoteField(head))) return true;
  const pieces = head.split(/\s*,(?!\d)\s*|\s+[-–]\s+|\s+[-–]$/);
  // (Part by part: "shelf 2 - see" is no bin "2-see".)
  return pieces.every((piece) => PLAIN_CONDITION.test(piece) || isNoteField(piece));
}

/** The line read as an item and what describes it; the text itself when it is no inventory line. */
export function readInventoryLine(product: string): string {
  if (!CUE.test(product)) return product;
  // Runs of spaces, no-break spaces and line breaks are one space ("lot  of  4"); a tab separates fields.
  if (/[^\S\t ]| {2}/.test(product)) {
    const spaced = product.replace(/[^\S\t]+/g, ' ');
    const read = readInventoryLine(spaced);
    return read === spaced ? product : read;
  }
  // A line pasted in quotes ("\"SH-207 | … | in orig box\""): the quotes are no field's (the closing one no inch mark).
  // (After a number, only when the quotes pair up: "\"… set of 3\"", not "… | 24\"" with an inch mark.)
  if (/^["“][A-Za-z0-9#[(]/.test(product) && /["”]$/.test(product) && /[|\t;]/.test(product) && (/[^\d\s]["”]$/.test(product) || (product.match(/["“”]/g)?.length ?? 0) % 2 === 0)) {
    const inner = product.slice(1, -1).trim();
    const read = readInventoryLine(inner);
    return read === inner ? product : read;
  }
  const split = fieldsOf(product);
  if (split === null) {
    const cleaned = dropInlineCodes(product);
    return /[a-z]/i.test(cleaned) ? cleaned : product;
  }
  if (!split.withFields) {
    const kept = keptPart(product);
    return kept === '' ? product : kept;
  }
  // A leading stock code goes; the words before it go with the next field ("ship TH-PW24 | pipe wrench").
  const before = split.codeBefore;
  // (A bare count before the code stays a field of its own, a quantity column: "1 SK-40H | 1/2\" drive …" is no 1 1/2.)
  if (before !== null) split.fields.splice(0, 2, ...(before === '' ? [split.fields[1] ?? ''] : /^\d{1,2}$/.test(before) ? [before, split.fields[1] ?? ''] : [`${before} ${split.fields[1] ?? ''}`]));
  // Words said after the last field go after the reading ("… | used to texas": the item, then "to texas").
  const last = split.fields.length - 1;
  const said = noteThenTail(split.fields[last] ?? '', last === 0);
  if (said !== null) split.fields[last] = said[0];
  let name: string | null = null;
  const counts: string[] = [];
  const attributes: string[] = [];
  for (const raw of split.fields) {
    const labelled = labelOf(raw);
    // A field that only grades it ("New", "Used - Good") names nothing: it would have been read as the item.
    // (A count after a note stays: "ships in club box x2".)
    const whole = raw.trim();
    if (labelled === null && (PLAIN_CONDITION.test(whole) || (isNoteField(whole) && !/\s(?:x\s?\d+|\d+\s?x)$/i.test(whole)) || notesOnly(whole))) continue;
    const reading = labelled === null ? { attribute: raw.trim() } : readLabelled(labelled[0], labelled[1]);
    for (const [part, isName] of [[reading.name, true], [reading.attribute, false]] as const) {
      if (part === undefined) continue;
      // A count goes with the name (after "with" it counted what comes with the item), a count of one nowhere.
      // A bare number before the name is a quantity column ("1<TAB>Electric kettle<TAB>NIB").
      // (Written "x3": a bare 3 after the name would read as part of it, "socket set, 40 pc 3".)
      if (!isName && (COUNT.test(part) || (name === null && /^\d{1,2}$/.test(part.trim())))) {
        if (!COUNT_OF_ONE.test(part)) counts.push(/^\d{1,2}$/.test(part.trim()) ? `x${part.trim()}` : part);
        continue;
      }
      // (A grade among a later field's parts names nothing either: "used, flat", "new, flat-packed".)
      const field: string = name !== null && !isName && /[,–-]/.test(part) ? withoutGrades(keptPart(part)) : keptPart(part);
      if (field === '') continue;
      if (!isName && name !== null && COUNT.test(field)) {
        if (!COUNT_OF_ONE.test(field)) counts.push(field);
        continue;
      }
      if (isName && name !== null) attributes.unshift(name);
      if (isName || (name === null && namesSomething(field))) name = field;
      else attributes.push(field);
    }
  }
  if (name === null) return product;
  const named = [name, ...counts].join(' ');
  // (Joined by commas: a note among them still stands as a clause of its own for notes.ts.)
  const read = attributes.length === 0 ? named : `${named} with ${attributes.join(', ')}`;
  // (Words as a clause of their own, as in a sentence: "…, cast iron, for my daughter" keeps "cast iron" the wrench's
  // material, and "lot of 4, in navy blue" is no 4 inches.)
  const line = said === null ? read : `${read}${/^\s+[a-z0-9]/i.test(said[1]) ? ',' : ''}${said[1]}`;
  return line === product ? product : line;
}
