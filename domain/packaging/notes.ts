// What the text says about an item's condition, its packing or the service wanted, none of which names goods:
// ", has a small scratch", "- tested and working", "in original box", "bubble wrapped", "with signature
// confirmation", "need a label", "from my garage". Left in, "scratch" was a scratching post (4,616 of 5,175
// rewritten descriptions changed parcel), "label" label sheets, "garage" a garage door opener, and the "and" of
// "tested and working" split a tuxedo's jacket and trousers into a list with an unnamed third part.
// Dropped on the raw text (case-blind) before negations and lists are read.

const CLAUSE_START = String.raw`(?:^|[,;(]|\s[-–]\s)\s*`;
const CLAUSE_END = String.raw`\s*(?=$|[,;)]|\s[-–]\s)`;
const WEAR = String.raw`(?:scratch(?:es)?|scuffs?|scuffing|dents?|chips?|stains?|marks?|wear|blemish(?:es)?|cosmetic damage|damage)`;
const SMALL = String.raw`(?:small|minor|light|tiny|slight|little|cosmetic|faint|some)`;

/** Notes that stand as a clause of their own: "…, works fine", "… - tested and working", "(boxed)". */
const CLAUSE_NOTES = new RegExp(
  CLAUSE_START +
    String.raw`(?:it\s+|and\s+)?(?:` +
    // Whether it works.
    String.raw`(?:(?:tested|cleaned|checked|serviced)\s+(?:and|&)\s+)?(?:fully\s+|still\s+|all\s+)?(?:working|works|functional|functioning|tested)(?:\s+(?:fine|great|perfectly|perfect|well|good|properly|100%))?` +
    // How it is boxed or packed.
    String.raw`|(?:still\s+)?(?:boxed|unboxed|in\s+(?:(?:its|their|the|a)\s+)?(?:original\s+)?(?:box|boxes|packaging|package|retail box|carton))` +
    String.raw`|(?:brand\s+new\s+|new\s+|still\s+)?(?:factory\s+)?sealed|unopened|never opened|(?:will be\s+|is\s+|it'?s\s+)?(?:bubble[\s-]?wrapped|double[\s-]?boxed|(?:well|securely|carefully|professionally)\s+(?:packed|packaged|wrapped|boxed))` +
    String.raw`)` +
    CLAUSE_END,
  'gi',
);

/** Notes that may stand anywhere. */
const INLINE_NOTES = new RegExp(
  [
    // Its wear: "has a small scratch on the lid", "minor scuffs", "signs of wear".
    String.raw`\b(?:has|have|with|a few|few)\s+(?:a\s+)?(?:${SMALL}\s+)*${WEAR}\b(?:\s+(?:on|to|in)\s+(?:the\s+)?[a-z]+)?`,
    String.raw`\b${SMALL}\s+${WEAR}\b(?:\s+(?:on|to)\s+(?:the\s+)?[a-z]+)?`,
    String.raw`\bsigns of (?:use|wear|age|aging|ageing)\b`,
    String.raw`\b(?:normal\s+|general\s+)?wear\s+(?:and|&)\s+tear\b`,
    String.raw`\bhand[\s-]?me[\s-]?downs?\b`,
    // Its original box: the catalog's sizes are retail-packed already.
    String.raw`\b(?:still\s+)?in\s+(?:(?:its|their|the)\s+)?original\s+(?:box|boxes|packaging|package|carton)\b`,
    String.raw`\bstill\s+in\s+(?:its|their|the)\s+(?:box|packaging|package|wrapper|wrapping)\b`,
    String.raw`\(\s*(?:bubble[\s-]?wrapped|double[\s-]?boxed)\s*\)`,
    // The service wanted.
    String.raw`\b(?:with\s+)?signature\s+(?:confirmation|required)\b`,
    String.raw`\b(?:fully\s+)?insured\b`,
    String.raw`\bwith\s+(?:shipping\s+)?insurance\b`,
    String.raw`\b(?:need|needs|want|print|printing|buy|create)\s+(?:a\s+|the\s+|an?\s+)?(?:shipping\s+|postage\s+|return\s+|prepaid\s+)?labels?\b(?!\s*(?:maker|makers|printer|printers|tape|rolls?|sheets?|paper))`,
    String.raw`\b(?:domestic(?:ally)?|internationally)\b`,
    // Where it is now.
    String.raw`\b(?:from|in)\s+(?:my|our|the)\s+(?:garage|attic|basement|loft|shed|storage unit|closet|cupboard)\b`,
  ].join('|'),
  'gi',
);

/** Words any of the notes needs: most descriptions have none, so they skip both passes. */
const ANY_NOTE = /work|test|functio|box|pack|carton|seal|open|wrap|scratch|scuff|dent|chip|stain|mark|wear|blemish|damage|signs|hand|original|signature|insur|label|domestic|international|garage|attic|basement|loft|shed|storage|closet|cupboard/i;

/** A list's bullet before the text ("1) …", "2. …", "- …"): its number is no count. */
const BULLET = /^\s*(?:\d{1,2}[.)]\s+|[-*•]\s+(?=[a-z0-9]))/i;

/** The text without its notes; the text itself when nothing but notes is left. */
export function dropNotes(product: string): string {
  if (BULLET.test(product)) product = product.replace(BULLET, '');
  if (!ANY_NOTE.test(product)) return product;
  const text = product.replace(CLAUSE_NOTES, (whole: string) => (/^[,;(]/.test(whole.trimStart()) ? (whole.trimStart()[0] ?? '') : ' ')).replace(INLINE_NOTES, ' ');
  if (text === product) return product;
  const cleaned = text.replace(/\(\s*\)/g, ' ').replace(/\s*[,;(]\s*(?=[,;)]|$)/g, '').replace(/\s{2,}/g, ' ').trim();
  return /[a-z0-9]/i.test(cleaned) ? cleaned : product;
}
