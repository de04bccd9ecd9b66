// A line pasted from an inventory, a spreadsheet or a marketplace export instead of a sentence:
// "SKU-4471-BLK | Men's Crew Neck T-Shirt | SZ L | NWT", "item: jeans, qty: 1, cond: EUC, bin: C4",
// "Hoodie<TAB>GRY<TAB>XL<TAB>GUC<TAB>shelf 2". Its codes are no counts or sizes ("#A-113" packed 113 coats), its bin
// and shelf codes no goods ("shelf 2" was a shelf), its packing notes no goods ("poly bag" was a 1,000-bag pack), and
// its fields are no list of items ("Lipstick lot x5 | assorted shades" was lipsticks beside window blinds). The
// first field that names something is the item; the fields after it that are kept (brand, material, capacity,
// weight, dimensions) describe it, so they follow a "with", which makes the first field the head.
// Runs on the raw text, before notes, negations and lists are read; plain sentences pay one regex test.

/** Anything that may start an inventory reading: a field separator, a label's colon, a code's "#", a code word. */
const CUE = /[|;\t:#]|\s[-–]\s|\b(?:sku|asin|upc|ean|isbn|mpn|bin|shelf|loc|poly ?bag|scratch|nwt|nwot|bnwt|nib|bnib|nisb|misb|nrfb|euc|guc|vgc|nos|ob|cib|refurb)\b/i;

/** Condition shorthand and grades, as a field of their own (the unambiguous ones are listing stop words too). */
const CONDITION = /^(?:nwt|nwot|nwob|bnwt|bnwot|nib|nisb|bnib|misb|mib|nip|nrfb|euc|guc|vguc|vgc|gc|nos|ob|open box|cib|htf|vhtf|obo|refurb|refurbished|renewed|used|pre-?owned|preloved|new|brand new|like new|mint|near mint|nm|vg\+?|vg-|g\+|excellent|very good|good|fair|poor|sealed|factory sealed|tested|untested|working|retired|for parts(?: only)?|for parts or repair|parts only|as is|scratch ?(?:&|and) ?dent|s&d)$/i;
/** A code: a labelled one ("SKU: BT-2231", "part# 45022-TK8-A01", "#A-113") or a bare one of letters and digits. */
const CODE = /^(?:(?:sku|asin|upc|ean|isbn|mpn|part|item|model|style|ref|id)\s*(?:no\.?|number|#)?\s*[:#-]?\s*|#\s*)[a-z0-9][a-z0-9-]*\d[a-z0-9-]*$|^(?=[a-z0-9-]*\d)(?=[a-z0-9-]*[a-z]{2})[a-z0-9]+-[a-z0-9-]+$/i;
/** Where it sits in the store room: "bin C4", "shelf 2", "loc: WH-2", "aisle 3". */
const BIN = /^(?:bin|shelf|loc|location|aisle|rack|slot|bay)\s*[:#]?\s*(?:[a-z]{1,3}-?)?\d{1,3}[a-z]?(?:\s*[-/]\s*[a-z0-9]{1,3})?$/i;
/** A colour, a colour code or a garment size on its own: it says which one, not what it is. */
const COLOUR_CODES = 'blk|wht|gry|grey|gray|brn|nvy|navy|blu|blue|grn|green|red|pnk|pink|purple|prpl|ylw|yellow|orange|org|bge|beige|tan|slv|silver|gld|gold|black|white|brown|cream|ivory|khaki|olive|multi|multicolou?r|clear|rose gold|charcoal|floral';
const COLOUR_OR_SIZE = new RegExp(String.raw`^(?:(?:colou?r\s*:?\s*)?(?:(?:light|dark|bright|pale)\s+)?(?:${COLOUR_CODES})(?:\s*\/\s*(?:${COLOUR_CODES}))*|(?:sz|size)\s*:?\s*(?:x{0,3}[sml]|xxl|\d{1,2}(?:\.5)?[a-z]?)|x{0,3}[sl]|m|xxl|[0-9]{1,2}-[0-9]{1,2}m)$`, 'i');
/** A price, a date or a year on its own: "$45.00", "listed 03/14/2024", "BB 05/2025", "exp 2026-01", "2019". */
const PRICE_OR_DATE = /^(?:(?:listed|posted|exp|expires|expiry|bb|best by|use by|mfg|made|dated?|serviced|bought|purchased)\s*:?\s*)?(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{1,2}\/\d{4}|(?:19|20)\d{2}(?:-\d{2}){0,2})$|^(?:price|msrp|rrp|cost)?\s*:?\s*[$£€]\s?\d[\d,]*(?:\.\d+)?$/i;
/** How it is (to be) packed, and how it is collected: no goods. "fragile" stays: it says how to pad it. */
const PACKING = /^(?:boxed|unboxed|ships?\s+(?:in|inside|with)\s+.+|needs?\s+(?:a\s+)?box|no\s+box|without\s+box|poly\s?bag(?:ged)?|in\s+poly\s?bag|double[\s-]?boxed|bubble[\s-]?wrapped|(?:in\s+)?(?:orig(?:inal)?|retail)\s+box|gift\s+box(?:ed)?|in\s+gift\s+box|local\s+pick-?up.*|pick-?up\s+only)$/i;

/** A count of the item as a field of its own ("lot of 4", "x2", "2-pack"): it goes with the name, not after "with". */
const COUNT = /^(?:(?:lot|set|pack|box|case) of \d+|x\s?\d+|\d+\s?x|\d+[\s-]?(?:pack|pk|pcs?|pieces?|count|ct|pairs?)|qty\s*\d+|\(\d+\))$/i;

/** Labels whose value is the item's name, and those whose value says nothing of its size ("cond: used", "bin: C4"). */
const NAME_LABELS = /^(?:item|title|name|product|desc|description|listing)$/i;
const DROPPED_LABELS = /^(?:cond|condition|grade|colou?r|clr|bin|loc|location|shelf|sku|upc|asin|ean|isbn|mpn|id|price|cost|msrp|date|listed|exp|notes?|status|category|cat)$/i;
const QUANTITY_LABELS = /^(?:qty|quantity|count|units|pcs)$/i;
const SIZE_LABELS = /^(?:dims?|dimensions|measurements|l\s*x\s*w\s*x\s*h)$/i;
const LABELLED = /^\s*([a-z][a-z .]{0,14}?)\s*:\s*(.+)$/i;

function isNoteField(field: string): boolean {
  return CONDITION.test(field) || CODE.test(field) || BIN.test(field) || COLOUR_OR_SIZE.test(field) || PRICE_OR_DATE.test(field) || PACKING.test(field);
}

/** One labelled field's contribution: the name, an attribute, or nothing. */
function readLabelled(label: string, value: string): { name?: string; attribute?: string } {
  if (NAME_LABELS.test(label)) return { name: value };
  if (DROPPED_LABELS.test(label)) return {};
  if (QUANTITY_LABELS.test(label)) return /^\d+$/.test(value) && value !== '1' ? { attribute: `qty ${value}` } : {};
  if (SIZE_LABELS.test(label)) return { attribute: value };
  if (/^(?:wt|weight|wgt|ship wt|net wt)$/i.test(label)) return { attribute: value };
  if (/^(?:size|sz)$/i.test(label)) return COLOUR_OR_SIZE.test(`size ${value}`) ? {} : { attribute: `size ${value}` };
  return { attribute: value };
}

/** The separator of a line's fields, or null when it is a sentence (or a list of items). */
function fieldSeparator(text: string): RegExp | null {
  if (/[|\t]/.test(text)) return /\s*[|\t]\s*/;
  if (text.includes(';')) return /\s*;\s*/;
  if ((text.match(/\s[-–]\s/g)?.length ?? 0) >= 2) return /\s+[-–]\s+/;
  // Commas separate fields when the line has labels ("qty: 2, cond: used") or a field that is a code or a note
  // ("Blender, Ninja, 72oz, OB, $60"); otherwise they may separate items ("a lamp, a rug").
  if (!text.includes(',')) return null;
  const fields = text.split(/\s*,\s*/);
  if (fields.filter((field) => LABELLED.test(field)).length >= 2) return /\s*,\s*/;
  return fields.length >= 2 && fields.slice(1).some((field) => isNoteField(field.trim())) ? /\s*,\s*/ : null;
}

/** Codes, bin codes and packing notes inside a field or a sentence. */
const INLINE_CODE = /(?:^|\s)(?:(?:sku|asin|upc|ean|isbn|mpn)\s*(?:no\.?|#)?\s*[:#-]?\s*[a-z0-9][a-z0-9-]*\d[a-z0-9-]*|(?:part|item)\s*(?:no\.?|number|#)\s*:?\s*#?\s*[a-z0-9][a-z0-9-]*\d[a-z0-9-]*|#\s*[a-z]{1,4}-?\d[a-z0-9-]*)(?=\s|$|[,;)])/gi;
const INLINE_BIN = /(?:^|\s)(?:bin|shelf|loc|location|aisle|rack)\s*[:#]?\s*[a-z]{1,3}-?\d{1,3}[a-z]?(?=\s*$|\s*[,;)])|(?:^|\s)(?:bin|shelf|loc|location)\s*[:#]?\s*[a-z]{1,3}-?\d{1,3}[a-z]?(?=\s|$)/gi;
/** A singular "poly bag" after the item's name is how it ships ("Flip flops NWT poly bag"); "poly bags, 100" are goods. */
const INLINE_POLY_BAG = /(?<=\S.*)\s(?:(?:ships\s+)?in\s+(?:a\s+)?)?poly\s?bag(?:ged)?\b(?!s)/gi;
const INLINE_SCRATCH_DENT = /\bscratch\s*(?:&|and)\s*dent\b/gi;

function dropInlineCodes(text: string): string {
  let cleaned = text;
  if (/sku|asin|upc|ean|isbn|mpn|part|item|#/i.test(cleaned)) cleaned = cleaned.replace(INLINE_CODE, ' ');
  if (/bin|shelf|loc|aisle|rack/i.test(cleaned)) cleaned = cleaned.replace(INLINE_BIN, ' ');
  if (/poly ?bag/i.test(cleaned)) cleaned = cleaned.replace(INLINE_POLY_BAG, ' ');
  if (/scratch/i.test(cleaned)) cleaned = cleaned.replace(INLINE_SCRATCH_DENT, ' ');
  return cleaned === text ? text : cleaned.replace(/\s{2,}/g, ' ').trim();
}

/** The line read as an item and what describes it; the text itself when it is no inventory line. */
export function readInventoryLine(product: string): string {
  if (!CUE.test(product)) return product;
  const separator = fieldSeparator(product);
  if (separator === null) {
    const cleaned = dropInlineCodes(product);
    return /[a-z]/i.test(cleaned) ? cleaned : product;
  }
  let name: string | null = null;
  const counts: string[] = [];
  const attributes: string[] = [];
  for (const raw of product.split(separator)) {
    const labelled = LABELLED.exec(raw);
    const reading = labelled !== null && !/^https?$/i.test(labelled[1] ?? '') ? readLabelled((labelled[1] ?? '').trim(), (labelled[2] ?? '').trim()) : { attribute: raw.trim() };
    for (const [part, isName] of [[reading.name, true], [reading.attribute, false]] as const) {
      if (part === undefined) continue;
      // A count first ("2-pack" looks like a code); a whole field that is a note goes before its words are cleaned
      // ("ships in poly bag" left "ships").
      if (!isName && COUNT.test(part.trim())) {
        counts.push(part.trim());
        continue;
      }
      if (isNoteField(part.trim())) continue;
      const field = dropInlineCodes(part).trim();
      if (field === '' || !/[a-z0-9]/i.test(field) || isNoteField(field)) continue;
      if (isName && name !== null) attributes.unshift(name);
      if (isName || (name === null && /[a-z]{3}/i.test(field))) name = field;
      else attributes.push(field);
    }
  }
  if (name === null) return product;
  const named = [name, ...counts].join(' ');
  const line = attributes.length === 0 ? named : `${named} with ${attributes.join(' ')}`;
  return line === product ? product : line;
}
