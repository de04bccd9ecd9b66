// What the text says is NOT in the parcel: "used alloy wheel 17 inch, no tyre", "boots, without box", "mattress,
// not rolled". Left in, the negated noun was read as one more item (a 23 kg wheel plus a tyre) or as the item itself.
// A negated clause is dropped before matching and said in the assumptions. "No" and "not" only negate at the start
// of a clause (after a comma, semicolon, slash, dash or bracket), so names that begin with "No" ("No Man's Sky")
// keep it; "without", "minus", "excluding", "missing" and "less" (before a packaging or accessory word) negate
// anywhere (", missing manual" had turned a set of samples into a 2.8 kg pencil sharpener).

/** A negating word and the rest of its clause (up to the next comma, semicolon, bracket or the end). */
const NEGATED_CLAUSE = /(?:(?:^|[,;(/]|\s-\s)\s*(?:no|not|w\/o)\b|\b(?:without|minus|excluding|excl\.?|sans|missing)\b)\s*([^,;()]*)/gi;
/** A cordless tool sold without its battery or charger is the bare tool ("tool only"), which parse.ts reads. */
const POWER_PACK = /\bbatter(?:y|ies)\b/i;
/** "not rolled", "not compressed": a mattress shipped flat, in full size. */
const NOT_COMPRESSED = /^(?:rolled|compressed|vacuum[- ]?packed|boxed in a roll)\b/i;

/** "no boxes", "without retail boxes", "no packaging": the goods without their retail boxes. */
const RETAIL_BOXES = /^(?:(?:orig(?:inal)?|retail|shoe|the|their|its)\s+)?(?:box(?:es)?|packaging)\b(?!\s*(?:spring|fan|set|cutter|truck|joint)s?\b)/i;

export interface WithoutNegations {
  /** The text to estimate: the negated clauses gone (a battery clause becomes "tool only"). */
  text: string;
  /** What was left out, for the assumptions: "no tyre". */
  dropped: string[];
}

export function dropNegatedClauses(product: string): WithoutNegations {
  // Hot path: nearly every description has none of these words.
  if (!/\b(?:no|not|without|minus|excluding|excl|sans|w\/o|missing)\b/i.test(product)) return { text: product, dropped: [] };
  const dropped: string[] = [];
  let suffix = '';
  const text = product.replace(NEGATED_CLAUSE, (whole: string, rest: string) => {
    const negated = rest.trim();
    // "no 2 pencils", "not for resale", a bare "no": nothing a parcel could hold was negated.
    if (negated === '' || /^\d/.test(negated) || /^(?:for|in|on|at|to|a|an|the|longer|more|less|than|only|just|working|tested|sure)\b/i.test(negated)) return whole;
    dropped.push(whole.replace(/^[\s,;(/-]+/, '').trim());
    if (POWER_PACK.test(negated)) suffix = ' tool only';
    if (NOT_COMPRESSED.test(negated)) suffix = ' uncompressed';
    // "ballet flats x6 pr, dust bags, no boxes": the units ship without their retail boxes (lots.ts reads "unboxed").
    if (RETAIL_BOXES.test(negated)) suffix = ' unboxed';
    return /^[,;(/]/.test(whole.trimStart()) ? whole.trimStart()[0] ?? '' : ' ';
  });
  if (dropped.length === 0) return { text: product, dropped };
  const cleaned = `${text.replace(/\s*[,;(/]\s*(?=[,;)]|$)/g, '').replace(/\s{2,}/g, ' ').trim()}${suffix}`;
  // Everything was negated ("no box"): keep the text as it was rather than estimate nothing.
  return /[a-z0-9]/i.test(cleaned.replace(/\b(?:tool only|uncompressed|unboxed)\b/gi, '')) ? { text: cleaned, dropped } : { text: product, dropped: [] };
}
