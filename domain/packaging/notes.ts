// What the text says about an item's condition, its packing or the service wanted, none of which names goods:
// ", has a small scratch", "- tested and working", "in original box", "bubble wrapped", "with signature
// confirmation", "need a label", "from my garage". Left in, "scratch" was a scratching post (4,616 of 5,175
// rewritten descriptions changed parcel), "label" label sheets, "garage" a garage door opener, and the "and" of
// "tested and working" split a tuxedo's jacket and trousers into a list with an unnamed third part.
// Dropped on the raw text (case-blind) before negations and lists are read.

const CLAUSE_START = String.raw`(?:^|[,;(]|\s[-–]\s)\s*`;
const CLAUSE_END = String.raw`\s*(?=$|[,;)]|\s[-–]\s)`;
const WEAR = String.raw`(?:scratch(?:es)?|scuffs?|scuffing|dents?|chips?|stains?|marks?|wear|blemish(?:es)?|cosmetic damage|damage)`;
const WEAR_CUES = 'scratch scratches scratched scuff scuffs scuffed scuffing dent dents dented chip chips chipped stain stains stained mark marks wear blemish blemishes damage damaged';
const SMALL = String.raw`(?:small|minor|light|tiny|slight|little|cosmetic|faint|some)`;

/** Notes that stand as a clause of their own: "…, works fine", "… - tested and working", "(boxed)". */
const CLAUSE_NOTES = new RegExp(
  CLAUSE_START +
    String.raw`(?:it\s+|and\s+)?(?:` +
    // Whether it works.
    String.raw`(?:(?:tested|cleaned|checked|serviced)\s+(?:and|&)\s+)?(?:fully\s+|still\s+|all\s+)?(?:working|works|functional|functioning|tested)(?:\s+(?:fine|great|perfectly|perfect|well|good|properly|100%))?` +
    // How it is boxed or packed.
    String.raw`|(?:still\s+)?(?:boxed|unboxed|in\s+(?:(?:its|their|the|a)\s+)?(?:original\s+)?(?:box|boxes|packaging|package|retail box|carton))` +
    // A carded toy: ", carded", ", MOC" (mint on card; "on card" itself is an inline note below).
    String.raw`|carded|moc` +
    // ", orig box", ", retail box": the box it came in (", orig box" had been an Apple TV box beside an 85" TV).
    String.raw`|(?:(?:in|with|w\/)\s*)?(?:(?:its|their|the)\s+)?(?:orig|original|retail|factory)\s+(?:box|boxes|packaging|carton)` +
    String.raw`|(?:(?:brand\s+new\s+|new\s+|still\s+)?(?:factory\s+)?sealed|unopened|never opened)(?:\s+(?:in\s+)?(?:(?:its|their|the)\s+)?(?:box|boxes|packaging|package|carton))?|(?:will be\s+|is\s+|it'?s\s+)?(?:bubble[\s-]?wrapped|double[\s-]?boxed|(?:well|securely|carefully|professionally)\s+(?:packed|packaged|wrapped|boxed))` +
    String.raw`)` +
    CLAUSE_END,
  'gi',
);

/**
 * Notes that may stand anywhere, each with its cue: words it cannot match without. Only the patterns whose cue words
 * are in the text run (one alternation of all of them cost 2.5 µs a description, a cue regex each 1.3 µs).
 */
const INLINE_NOTES: readonly (readonly [cue: string, pattern: RegExp])[] = ([
    // Its wear: "has a small scratch on the lid", "minor scuffs", "signs of wear".
    [WEAR_CUES, String.raw`\b(?:has|have|with|a few|few)\s+(?:a\s+)?(?:${SMALL}\s+)*${WEAR}\b(?:\s+(?:on|to|in)\s+(?:the\s+)?[a-z]+)?`],
    [WEAR_CUES, String.raw`\b${SMALL}\s+${WEAR}\b(?:\s+(?:on|to)\s+(?:the\s+)?[a-z]+)?`],
    ['signs', String.raw`\bsigns of (?:use|wear|age|aging|ageing)\b`],
    ['tear', String.raw`\b(?:normal\s+|general\s+)?wear\s+(?:and|&)\s+tear\b`],
    ['hand', String.raw`\bhand[\s-]?me[\s-]?downs?\b`],
    // Its original box: the catalog's sizes are retail-packed already.
    ['original', String.raw`\b(?:still\s+)?in\s+(?:(?:its|their|the)\s+)?original\s+(?:box|boxes|packaging|package|carton)\b`],
    ['still', String.raw`\bstill\s+in\s+(?:its|their|the)\s+(?:box|packaging|package|wrapper|wrapping)\b`],
    ['bubble double', String.raw`\(\s*(?:bubble[\s-]?wrapped|double[\s-]?boxed)\s*\)`],
    // Its cellophane: "cello sealed", "cellophane wrapped", "sealed in cello" ("cello" alone had been the instrument,
    // a 13 kg parcel for a bottle of perfume).
    ['cello cellophane', String.raw`\b(?:cello(?:phane)?[\s-]?(?:sealed|wrapped)|(?:still\s+)?(?:sealed|wrapped)\s+in\s+(?:its\s+|the\s+|original\s+)*cello(?:phane)?)\b`],
    // The service wanted.
    ['signature', String.raw`\b(?:with\s+)?signature\s+(?:confirmation|required)\b`],
    ['insured', String.raw`\b(?:fully\s+)?insured\b`],
    ['insurance', String.raw`\bwith\s+(?:shipping\s+)?insurance\b`],
    ['label labels', String.raw`\b(?:need|needs|want|print|printing|buy|create|(?:send|email|e-mail|mail|give|get)\s+(?:me|us))\s+(?:a\s+|the\s+|an?\s+)?(?:shipping\s+|postage\s+|return\s+|prepaid\s+)?labels?\b(?!\s*(?:maker|makers|printer|printers|tape|rolls?|sheets?|paper))`],
    ['domestic domestically internationally', String.raw`\b(?:domestic(?:ally)?|internationally)\b`],
    // A washer's or dryer's load ("8kg drum", "9 kg load"): its capacity, not its weight ("washing machine, 8kg drum"
    // was a drum machine weighing 8 kg).
    ['drum load capacity', String.raw`\b\d+(?:\.\d+)?\s?kgs?\s+(?:drum|load|wash load|capacity|wash capacity)\b`],
    // Its cover or material after the name ("3 seater sofa, grey fabric" was a bundle of fabric): a clause of colour
    // and material words only.
    ['fabric leather velvet linen suede boucle chenille polyester polypropylene', String.raw`(?<=[,;(]|\s[-–]\s)\s*(?:(?:grey|gray|black|white|brown|beige|cream|navy|blue|green|red|pink|tan|charcoal|dark|light|faux)\s+)*(?:fabric|leather|velvet|linen|suede|boucle|chenille|polyester|polypropylene)(?:\s+(?:upholstery|cover|covered|upholstered))?(?=\s*(?:$|[,;.)!?]|\s[-–]\s))`],
    // How the sender will pack it ("I'll roll it up", "I'll just wrap it"): packing, not goods.
    ['wrap roll box pack fold bag tape', String.raw`\b(?:i'?ll|i will|we'?ll|we will|i can|i'?m going to|gonna)\s+(?:just\s+)?(?:roll|wrap|box|pack|fold|bag|tape)\s+(?:it|them)(?:\s+up)?(?:\s+(?:tight|tightly|small|nicely|neatly|flat|well|securely))?(?:\s+myself)?\b`],
    // A range of shades, colours or scents ("6 lip glosses, assorted shades"): what the goods look like, not goods
    // ("shades" had been window blinds, a 122 cm parcel for six lip glosses).
    ['shades colours colors scents flavours flavors tones hues', String.raw`\b(?:assorted|various|mixed|different|multiple|several|random|all)\s+(?:shades|colou?rs|scents|flavou?rs|tones|hues)\b`],
    // A record collection's decade and genre ("25 vinyl LPs, mixed 70s rock"): what is on them ("rock" had been a
    // bag of landscaping rock, 9 kg).
    ['rock pop jazz soul funk disco punk metal country folk blues hip rap classical reggae prog psych indie', String.raw`\b(?:(?:mixed|assorted|various|classic|vintage|mostly|all)\s+)*(?:19)?[5-9]0'?s\s+(?:(?:and|&|\/)\s+(?:19)?[5-9]0'?s\s+)?(?:rock|pop|jazz|soul|funk|disco|punk|metal|country|folk|blues|hip[\s-]?hop|rap|classical|reggae|prog|psych|indie)(?:\s+(?:and|&|\/)\s+(?:rock|pop|jazz|soul|funk|disco|punk|metal|country|folk|blues|hip[\s-]?hop|rap|classical|reggae|prog|psych|indie))?\b`],
    // A child's clothing age range ("age 2-3 yrs", "0-3 months"): a size, never a count of items
    // ("bundle of kids clothes age 2-3 yrs" read 3 as a count).
    ['yrs yr years year months month mths', String.raw`\b(?:ages?d?\s+)?\d{1,2}\s?(?:-|–|to)\s?\d{1,2}\s?(?:yrs?|years?|months?|mths?)\b`],
    // How it comes ("comes flat in a box", "arrives flat packed"): its packing ("flat" had named flats, dress shoes).
    ['comes come came arrives arrive ships', String.raw`\b(?:it\s+|they\s+)?(?:comes?|came|arrives?|ships?)\s+(?:flat(?:[\s-]?pack(?:ed)?)?|boxed|assembled|disassembled|unassembled|in\s+(?:bits|pieces|parts))(?:\s+in\s+(?:a|its|the|one)\s+box)?\b`],
    // How a shop would pack it ("boxed up like the bike shop does it": "bike shop" had added a second bicycle).
    ['like', String.raw`\b(?:(?:boxed|packed|wrapped)\s+up\s+)?like\s+(?:the|a)\s+(?:[a-z]+\s+)?(?:shop|store|seller|retailer|factory)s?\s+(?:does|do|did|would|packs?|boxes)(?:\s+(?:it|them))?\b`],
    // Where it is now.
    ['garage attic basement loft shed storage closet cupboard', String.raw`\b(?:from|in)\s+(?:my|our|the)\s+(?:garage|attic|basement|loft|shed|storage unit|closet|cupboard)\b`],
    // Its price or value: "- $25", "worth $200", "£50", "40 USD", "paid $60 for it" ("dollars" was a bullion coin).
    ['$ £ € usd dollar dollars buck bucks eur euro euros gbp cad aud', String.raw`(?:\b(?:worth|valued at|value of|value|paid|cost|costs|costing|sold for|bought for|retails? (?:for|at)|priced at|msrp|rrp|for)\s+)?(?:about\s+|around\s+|~\s*)?(?:[$£€]\s?\d[\d,]*(?:\.\d+)?k?|\b\d[\d,]*(?:\.\d+)?\s?(?:usd|dollars?|bucks|eur|euros?|gbp|cad|aud)\b|\b(?:usd|eur|gbp|cad|aud)\s?\d[\d,]*(?:\.\d+)?)(?:\s+for\s+it)?`],
    // Where it goes: a ZIP or postcode, a country ("to canada" was a winter coat).
    ['zip zipcode postcode post postal', String.raw`\b(?:to|from)?\s*(?:zip|zipcode|zip code|postcode|post code|postal code)\s*:?\s*(?=[a-z]{0,2}\d)[a-z0-9]{3,5}(?:[\s-]?[a-z0-9]{3,4})?\b`],
    ['canada mexico germany australia uk kingdom england scotland wales ireland france spain italy japan zealand netherlands us usa states', String.raw`\b(?:to|from|in)\s+(?:canada|mexico|germany|australia|the uk|uk|united kingdom|england|scotland|wales|ireland|france|spain|italy|japan|new zealand|the netherlands|netherlands|the us|the usa|usa|the states)\b`],
    ['address box apartment apt dorm college university office', String.raw`\b(?:to|at)\s+(?:a|an|my|our|his|her|their)\s+(?:(?:residential|business|commercial|home|work|office)\s+address|po box|p\.o\. box|apartment|apt|dorm|college|university|office)\b`],
    ['college university uni school camp work', String.raw`\bat\s+(?:college|university|uni|school|camp|work)\b`],
    // The carrier or service: "via UPS" ("ups" was a UPS battery backup), "overnight" (overnight oats), "via ground"
    // (a ground blind).
    ['ups usps fedex dhl ontrac mail post office ground courier', String.raw`\b(?:via|with|by|through|using|on)\s+(?:ups|usps|fedex|dhl|ontrac|royal mail|canada post|australia post|the post office|post office|(?:usps\s+)?(?:priority|first class|media|ground advantage)\s+mail|ground|courier)\b`],
    ['air sea', String.raw`\bby\s+(?:air|sea)(?:\s+mail)?(?=\s*(?:$|[,;.)]))`],
    ['usps fedex dhl ontrac', String.raw`\b(?:usps|fedex|dhl|ontrac)\b(?:\s+(?:ground|home delivery|express|priority|2day|2 day|overnight))?`],
    ['mail', String.raw`\b(?:priority|first class|media|express|certified)\s+mail\b`],
    ['shipping delivery service air', String.raw`\b(?:overnight|next[\s-]day|same[\s-]day|two[\s-]day|2[\s-]?day|expedited|express|standard|economy|ground|fast|cheap)\s+(?:shipping|delivery|service|air)\b`],
    ['overnight expedited next', String.raw`(?:^|,\s*|\s[-–]\s)(?:overnight|expedited|next[\s-]day)(?=\s*(?:$|[,;.)]))`],
    // When: "next week", "arriving in 3 days", "within 5 days".
    ['day days week weeks', String.raw`\b(?:arriving\s+|to arrive\s+|delivered\s+)?(?:in|within)\s+(?:\d+|a|one|two|three|four|five|a few|a couple of)\s+(?:business\s+|working\s+)?(?:days?|weeks?)\b`],
    ['week month weekend', String.raw`\b(?:next|this)\s+(?:week|month|weekend)\b`],
    // Who collects it: "pickup from my house", "I can drop it off".
    ['pickup pick collection', String.raw`\b(?:pick[\s-]?up|collection)\s+(?:from|at)\s+(?:my|our|the)\s+(?:house|home|place|office|door)\b`],
    ['drop', String.raw`\b(?:i|we)\s+(?:can|will|could)\s+drop\s+(?:it|them)\s+off\b`],
    ['drop dropoff', String.raw`\b(?:drop(?:ping)?\s+(?:it|them)\s+off|drop[\s-]?off)\b`],
    ['back', String.raw`\bback\s+to\s+(?:the\s+)?(?:store|shop|seller|retailer|sender|amazon|warehouse)\b`],
    // Order and item numbers: "(order 112-3345)", "order #10234:", "(item 1 of 2)".
    ['order invoice ref reference tracking po', String.raw`\b(?:order|invoice|ref|reference|tracking|po)\s*(?:(?:no\.?|number|num|#)\s*:?\s*#?\s*[a-z]{0,3}\d[\d-]{2,}|:?\s*[a-z]{0,3}\d{5,}[\d-]*|:?\s*\d{3}-[\d-]+)\b:?`],
    ['item parcel package box', String.raw`\b(?:item|parcel|package|box)\s+\d+\s+of\s+\d+\b`],
    ['unknown known unsure n', String.raw`\b(?:brand|make|maker)\s+(?:unknown|not known|unsure|n\/a)\b`],
    // A retail box it comes in ("w/ box"), not the watch collector's "box and papers".
    ['box', String.raw`\b(?:with|w\/)\s+(?:(?:the|its|original|orig)\s+)*box\b(?!\s+(?:and|&)\s+papers)`],
    // Contact details and links pasted with it: "call 555-123-4567" read as counts (a 950 kg parcel), an e-mail
    // address's words as contact lenses.
    ['call text phone tel contact', String.raw`\b(?:call|text|phone|tel|contact)(?:\s+(?:me|us))?(?:\s+(?:at|on))?\s*:?\s*(?=\+?\d{3}|\(\d{3}|[\w.+-]+@)`],
    ['', String.raw`(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b`],
    ['', String.raw`\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b`],
    ['http https www', String.raw`\b(?:https?:\/\/|www\.)\S+`],
    // Listing details: "lot #12" (an auction's lot number), "20% off", "rated 4.5/5", "(5 stars)", "(sold 3 this week)".
    ['lot', String.raw`\blot\s*(?:#|no\.?\s*|number\s*)\d+\b`],
    ['off', String.raw`\b\d+(?:\.\d+)?\s?%\s?off\b`],
    ['rated stars star out', String.raw`\b(?:rated\s+)?\d(?:\.\d)?\s?(?:\/\s?(?:5|10)\b|out of (?:5|10)\b|stars\b)`],
    ['sold', String.raw`\(\s*sold\s+\d+[^)]*\)`],
    // When it was bought or used, and how often: "(bought in 2019)", "used twice", ", 3 years old", "ordered 11/20".
    ['bought purchased', String.raw`\b(?:bought|purchased)\s+(?:in\s+)?(?:19|20)\d{2}\b`],
    ['used', String.raw`\b(?:only\s+|barely\s+)?used\s+(?:once|twice|(?:a few|a couple of|\d+)\s+times)\b`],
    ['old', String.raw`(?:^|[,;(]|\s[-–]\s)\s*(?:about\s+|approx\.?\s+)?\d+\s+(?:years?|yrs?|months?)\s+old\b`],
    ['ordered bought purchased shipped delivered received', String.raw`\b(?:ordered|bought|purchased|shipped|delivered|received)\s+(?:on\s+)?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b`],
    ['', String.raw`\b(?:19|20)\d{2}-\d{2}-\d{2}\b`],
    ['am pm', String.raw`\b(?:by|before|at|after)\s+\d{1,2}(?::\d{2})?\s?(?:am|pm)\b`],
    // Who it is for: "gift for my 2 nieces" (a count of nieces, not of the item).
    ['for', String.raw`\b(?:gifts?\s+)?for\s+(?:my|our|his|her|their|the)\s+(?:\d+|two|three|four|five)\s+(?:kids|children|nieces|nephews|grandkids|grandchildren|sons|daughters|friends|sisters|brothers|cousins|students|boys|girls|grandsons|granddaughters)\b`],
    // A voice assistant addressed: "Alexa, what does it cost to ship …", "hey Google …" (no smart speaker).
    ['alexa siri google cortana bixby chatgpt gemini copilot', String.raw`\b(?:(?:hey|ok|okay)\s+(?:alexa|siri|google|cortana|bixby|chatgpt|gemini|copilot)\b\s*[!,.:-]*|(?:alexa|siri|cortana|bixby|chatgpt|gemini|copilot)\s*[!,:]+)`],
    // A question after it: "- how heavy is that?".
    ['how', String.raw`\bhow\s+(?:heavy|big|much|large|long)\s+(?:is|are|would|will)\s+(?:it|that|this|they|those)(?:\s+be)?\b\??`],
  ] as const).map(([cue, pattern]) => [cue, new RegExp(pattern, 'gi')] as const);

/** Each cue word, and the notes it lets run. */
const NOTES_BY_CUE: ReadonlyMap<string, readonly RegExp[]> = (() => {
  const byCue = new Map<string, RegExp[]>();
  for (const [cue, pattern] of INLINE_NOTES) for (const word of cue.split(' ')) byCue.set(word, [...(byCue.get(word) ?? []), pattern]);
  return byCue;
})();
const CLAUSE_CUES: ReadonlySet<string> = new Set(['work', 'works', 'working', 'test', 'tested', 'functional', 'functioning', 'boxed', 'unboxed', 'box', 'boxes', 'carton', 'sealed', 'unopened', 'opened', 'wrapped', 'packed', 'packaged', 'packaging', 'package', 'carded', 'moc']);

/**
 * Where it goes or comes from, written as a place and its state or country: "to Austin, TX", "to London, UK", "ships
 * from CA". Case-sensitive: the capitals say it is a place.
 */
const PLACE = /\b(?:ships?\s+)?(?:to|from)\s+(?:(?:[A-Z][a-z]+\s){0,2}[A-Z][a-z]+,\s*(?:[A-Z]{2}|UK|USA|US)|[A-Z]{2})\b(?=\s*(?:$|[,;.)!?]))/g;


/** A list's bullet before the text ("1) …", "2. …", "- …"): its number is no count. */
const BULLET = /^\s*(?:\d{1,2}[.)]\s+|[-*•]\s+(?=[a-z0-9]))/i;

const ON_CARD = /\b(?:still\s+|mint\s+|sealed\s+)?(?:on\s+(?:(?:its|their|the|original)\s+)*card|in\s+(?:(?:its|their|the|original)\s+)*blister(?:\s+pack)?)\b/gi;

/** The text without its notes; the text itself when nothing but notes is left. */
export function dropNotes(product: string): string {
  if (BULLET.test(product)) product = product.replace(BULLET, '');
  const words = product.toLowerCase().match(/[a-z]+|[$£€]/g) ?? [];
  const patterns = new Set<RegExp>();
  // Phone numbers, e-mail addresses and ISO dates have no cue word: their digits or "@" are the cue.
  if (/\d{3}[\s.)-]+\d{3}|@|\d{4}-\d\d-/.test(product)) for (const pattern of NOTES_BY_CUE.get('') ?? []) patterns.add(pattern);
  for (const word of words) {
    const cued = NOTES_BY_CUE.get(word);
    if (cued !== undefined) for (const pattern of cued) patterns.add(pattern);
  }
  const clause = words.some((word) => CLAUSE_CUES.has(word));
  const carded = words.some((word) => word === 'card' || word === 'blister');
  const place = /[A-Z]{2}/.test(product);
  if (patterns.size === 0 && !clause && !place && !carded) return product;
  let text = place ? product.replace(PLACE, ' ') : product;
  if (clause) text = text.replace(CLAUSE_NOTES, (whole: string) => (/^[,;(]/.test(whole.trimStart()) ? (whole.trimStart()[0] ?? '') : ' '));
  // In the table's order: an earlier note can hold words a later one would misread.
  if (patterns.size > 0) for (const [, pattern] of INLINE_NOTES) if (patterns.has(pattern)) text = text.replace(pattern, ' ');
  // A carded toy's card or blister says "carded", whatever follows ("on card" had been a card game); the word stays
  // for the lot rules (carded cars keep their cards).
  if (carded) text = text.replace(ON_CARD, ' carded ');
  if (text === product) return product;
  const cleaned = text.replace(/\(\s*\)/g, ' ').replace(/\s+(?=[,;)])/g, '').replace(/\s*[,;(]\s*(?=[,;)]|$)/g, '').replace(/(?:\s[-–])+\s*$/, '').replace(/\s{2,}/g, ' ').trim();
  return /[a-z0-9]/i.test(cleaned) ? cleaned : product;
}

/**
 * A chat correction: "inflatable hot tub? no, the solid acrylic 5 seater one", "desk lamp? no, the floor one". What
 * follows the "no" is the item; its "one" stands for the name before the "?" without the word corrected: the last
 * word of a two-word name, else the last two ("hot tub": head nouns are often compounds), so words before it ("ship
 * …", "I have …") stay where they were. Left as typed, the first name was estimated (an inflatable hot tub as a parcel).
 */
const SELF_CORRECTION = /^(.*?)\s*\?\s*(?:no|nope|sorry|actually)\b[,.!]?\s*(?:(?:i mean|i meant|it'?s|actually)\s+)?(?:(?:a|an|the)\s+)?(.+?)\s+one\b(.*)$/i;
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the', 'my']);

/** The corrected description, or the text itself when it holds no correction. */
export function withSelfCorrection(product: string): string {
  if (!product.includes('?')) return product;
  const found = SELF_CORRECTION.exec(product);
  if (found === null) return product;
  const [, first = '', chosen = '', rest = ''] = found;
  const words = first.trim().split(/\s+/).filter((word) => word !== '');
  while (words.length > 0 && ARTICLES.has((words[0] ?? '').toLowerCase())) words.shift();
  if (words.length === 0) return product;
  const nounLength = words.length >= 3 ? 2 : 1;
  const noun = words.length === 1 ? words : words.slice(-nounLength);
  const before = words.slice(0, Math.max(0, words.length - nounLength - 1));
  const tail = rest.trim() === '' || /^[,;.!?)]/.test(rest.trim()) ? rest.trim() : ` ${rest.trim()}`;
  return `${[...before, chosen, ...noun].join(' ')}${tail}`.trim();
}

/**
 * How the sender will pack it, named in the text: a mailer, an envelope, a small box, or packing material ("- bubble
 * mailer", ", poly mailer", "packaging='padded envelope'", "it'll go in a poly mailer", "bubble wrapped in a small
 * box", "please assume lots of bubble wrap", "need plenty of packing peanuts", "I can vacuum-bag it"). None of it is
 * goods: left in, "bubble mailer" was a pack of 25 mailers beside a pair of earbuds (1.5 kg), "lots of bubble wrap"
 * a 169 cm roll beside six wine glasses, and "small box" made an iPhone "small". A mailer or a small box the sender
 * names is also the parcel's container when the goods fit it (NamedContainer). Packaging stays goods when a count or
 * a pack comes before it ("50 poly mailers", "pack of 100 bubble mailers"), when it opens the text ("bubble wrap roll
 * 12 in x 100 ft") or when a goods noun follows it ("bubble wrap rolls", "mailer bags 10x13").
 * (One rule for what rounds seven to ten had as three: packing material after a packing verb or preposition, a
 * packing request in its own clause, and "need lots of bubble wrap"; and for the mailers and boxes they left out.)
 */
export type NamedContainer = 'poly_mailer' | 'padded_mailer' | 'mailer' | 'box';

const PACKING_MATERIAL = String.raw`(?:bubble[\s-]?wrap(?:ping)?|packing\s+(?:peanuts|paper|foam|material|materials)|foam\s+peanuts|air\s+pillows|padding)`;
const MATERIAL_AMOUNT = String.raw`(?:(?:a\s+)?lots?\s+of\s+|a\s+lot\s+of\s+|plenty\s+of\s+|loads\s+of\s+|tons\s+of\s+|many\s+|much\s+|some\s+|extra\s+|enough\s+|more\s+|double\s+|(?:a\s+)?(?:few\s+|couple\s+(?:of\s+)?)?layers?\s+of\s+)`;
// What a mailer, envelope or box is made of or how big it is: "small bubble", "10x13 poly", "kraft padded", "#2".
const CONTAINER_WORDS = String.raw`(?:(?:small|smaller|little|tiny|large|big|medium|standard|plain|white|brown|kraft|sturdy|rigid|stiff|cardboard|corrugated|padded|bubble|cushioned|poly|plastic|shipping|mailing|book|record|lp|vinyl|cd|dvd|photo|self[\s-]?seal(?:ing)?|\d+(?:\.\d+)?\s?x\s?\d+(?:\.\d+)?(?:\s?(?:in|inch|"|cm))?|#\d{1,2})\s+)`;
// A mailer or envelope of any make; a box or carton only with a word saying it is the sender's ("small box",
// "shipping box": "box" alone is often the goods' own box, which the notes keep as "in its box"; so is "a little box"
// round a ring).
const CONTAINER = String.raw`(?:${CONTAINER_WORDS}*(?:mailer(?:\s+(?:box|bag|envelope|tube))?|envelope|jiffy\s+bag|mailing\s+bag|mailing\s+tube|shipping\s+tube|poster\s+tube)|${CONTAINER_WORDS}*(?:small|smaller|sturdy|cardboard|corrugated|shipping)\s+${CONTAINER_WORDS}*(?:box|carton))`;
/** A goods noun after the packaging: "bubble wrap roll", "poly mailer bags x100", "padded envelopes 50 pack". */
const GOODS_AFTER = String.raw`(?![\s-]?(?:rolls?|sheets?|dispensers?|pouch(?:es)?|cushioning|mailers?|envelopes?|bags|pack\b|packs|pk\b|of\b|\d))`;
const SUBJECT = String.raw`(?:(?:it|they|i|we|she|he|it'?ll|they'?ll|i'?ll|we'?ll)\s+)?(?:(?:will|would|can|could|should|shall|must)\s+)?(?:be\s+)?`;
const PACKING_VERB = String.raw`(?:needs?|needed|wants?|use|uses|using|add|assume|in|into|inside|via|(?:wrapped|packed|packaged|boxed|bubble[\s-]?wrapped|shipped|sent|mailed|posted|put|placed)\s+(?:in|into|with|inside)|(?:wrap|pack|package|ship|send|mail|post|put|place)\s+(?:it|them)\s+(?:in|into|with|inside)|(?:ships?|shipping|goes|go|going|comes?)\s+(?:out\s+)?(?:in|into|inside))`;
const ARTICLE = String.raw`(?:(?:a|an|one|the|my|our|its\s+own|their\s+own)\s+)?`;
/**
 * After a packing verb or preposition, anywhere after some goods (namedPackaging keeps one that opens the text): "…
 * wrapped in lots of bubble wrap", "…, it'll go in a poly mailer".
 */
const PACKED_IN = String.raw`\b${SUBJECT}(?:(?:with|w\/)\s+${ARTICLE}${MATERIAL_AMOUNT}?${PACKING_MATERIAL}|${PACKING_VERB}\s+${ARTICLE}(?:${MATERIAL_AMOUNT}?${PACKING_MATERIAL}|${CONTAINER}))\b${GOODS_AFTER}(?:\s+(?:and|&)\s+(?:packing\s+)?(?:peanuts|paper|foam))?`;
/**
 * Opening a clause of its own after the goods: "…, bubble mailer", "- please assume lots of bubble wrap", "…, small
 * mailer (gift)". (Not only where the clause ends: words added after it, "… bubble mailer to texas", are notes too.)
 * Packing material alone in a clause stays goods ("tape, bubble wrap, boxes" lists supplies): only with a verb or an
 * amount ("need bubble wrap", "lots of bubble wrap") is it how the goods are packed.
 */
const OWN_CLAUSE = String.raw`(?<=(?:[,;(|]|\s[-–]\s)\s*)(?:(?:please|pls|kindly)\s+)?${SUBJECT}(?:(?:${PACKING_VERB}|with|w\/)\s+${ARTICLE}${MATERIAL_AMOUNT}?${PACKING_MATERIAL}|${MATERIAL_AMOUNT}${PACKING_MATERIAL}|(?:(?:${PACKING_VERB}|with|w\/)\s+)?${ARTICLE}${MATERIAL_AMOUNT}?${CONTAINER})\b${GOODS_AFTER}(?:\s+(?:please|pls|if possible))?`;
/** A labelled field: "packaging='padded envelope'", "pack: poly mailer". */
const LABELLED = String.raw`\b(?:packaging|package|packing|pack|container|mailer|ship\s+in)\s*[:=]\s*['"]?${ARTICLE}(?:${MATERIAL_AMOUNT}?${PACKING_MATERIAL}|${CONTAINER})['"]?`;
const NAMED_PACKAGING = new RegExp(`${LABELLED}|${OWN_CLAUSE}|${PACKED_IN}`, 'gi');
/** "I can vacuum-bag it", "vacuum bagged", "in a vacuum bag": vacuum-packed soft goods (estimate.ts shrinks them). */
const VACUUM_BAGGED = /\b(?:(?:i|we)\s+(?:can|will|could|'ll)\s+)?(?:vacuum[\s-]?(?:bag|seal|pack|compress)(?:ged|ed)?\s+(?:it|them)|vacuum[\s-]?bagged|(?:in|into)\s+(?:a\s+)?vacuum[\s-]?(?:storage\s+)?bags?)\b/gi;
const PACKAGING_CUES = /mailer|envelope|bubble|peanut|padding|packing|pillows|jiffy|tube|vacuum|(?:small|sturdy|cardboard|corrugated|shipping)\s+(?:box|carton)/i;

/** The container a named packaging phrase stands for, or null for packing material and rigid mailers (book, record). */
function containerOf(phrase: string): NamedContainer | null {
  const words = phrase.toLowerCase();
  if (/\b(?:box|carton)\b/.test(words)) return /\bmailer\s+box\b/.test(words) ? null : 'box';
  if (!/\b(?:mailer|envelope|jiffy|mailing\s+bag)\b/.test(words) || /\b(?:book|record|lp|vinyl|cd|dvd|rigid|stiff|cardboard|corrugated|photo|tube)\b/.test(words)) return null;
  if (/\b(?:poly|plastic)\b/.test(words)) return 'poly_mailer';
  if (/\b(?:bubble|padded|cushioned|jiffy)\b/.test(words)) return 'padded_mailer';
  return 'mailer';
}

/** The text without the packaging it names, and the container it names (the last one said). */
export function namedPackaging(product: string): { text: string; container: NamedContainer | null } {
  if (!PACKAGING_CUES.test(product)) return { text: product, container: null };
  let container: NamedContainer | null = null;
  // (Runs of spaces as one: "lots  of  bubble  wrap"; a tab still separates an inventory line's fields.)
  const spaced = product.replace(/[^\S\t]+/g, ' ');
  let text = spaced.replace(VACUUM_BAGGED, ' vacuum-packed ');
  // Twice: "small box with bubble wrap" is a clause of packing only once its material is gone.
  for (let pass = 0; pass < 2; pass++) {
    const before = text;
    text = text.replace(NAMED_PACKAGING, (phrase: string, offset: number, whole: string) => {
      // Nothing before it: the packaging is the goods ("bubble wrap roll", "in a bubble mailer?" alone).
      if (!/[a-z0-9]/i.test(whole.slice(0, offset))) return phrase;
      container = containerOf(phrase) ?? container;
      return ' ';
    });
    if (text === before) break;
  }
  if (text === spaced) return { text: product, container: null };
  const cleaned = text.replace(/\(\s*\)/g, ' ').replace(/\s+(?=[,;)|])/g, '').replace(/\s*[,;(|]\s*(?=[,;)|]|$)/g, '').replace(/(?:\s[-–])+\s*$/, '').replace(/\s*[-–]\s*(?=[,;]|$)/, '').replace(/,\s*(?=[-–]\s)/g, ' ').replace(/\s{2,}/g, ' ').trim();
  return /[a-z0-9]/i.test(cleaned) ? { text: cleaned, container } : { text: product, container: null };
}
