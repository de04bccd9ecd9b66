// Plain-text A2A requests. Only a quote can be asked in words, and only when the sentence names the item, a US
// origin ZIP and a destination postal code: "What does it cost to ship two ceramic mugs from 10001 to 94105?".
// Anything else gets the help answer (a data part is the real interface); we never guess a shipment.

export interface TextQuoteArgs {
  product: string;
  from_zip: string;
  to_zip: string;
  to_country?: string;
}

const COUNTRIES: Record<string, string> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  canada: 'CA',
  uk: 'GB',
  gb: 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  england: 'GB',
  germany: 'DE',
  deutschland: 'DE',
  de: 'DE',
  australia: 'AU',
  au: 'AU',
};
// "CA" is left out on purpose: after a US ZIP it more often means California than Canada.
const COUNTRY_SUFFIX = new RegExp(`^(.*?)[\\s,]+(?:in\\s+)?\\(?(${Object.keys(COUNTRIES).sort((a, b) => b.length - a.length).join('|')})\\)?$`, 'i');

const SENTENCE = /^(.*?)\bfrom\s+(\d{5}(?:-\d{4})?)\s+to\s+(.+?)[\s?.!]*$/is;
const SHIPPING_VERB = /\b(?:ship|send|mail|post|shipping|sending|mailing|posting)\s+/gi;
const QUOTE_NOUN = /\b(?:quote|quotes|price|prices|rate|rates|cost)\s+(?:for|of|on)\s+/gi;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

function afterLast(text: string, pattern: RegExp): string | undefined {
  let end: number | undefined;
  for (const match of text.matchAll(pattern)) end = match.index + match[0].length;
  return end === undefined ? undefined : text.slice(end);
}

export function parseQuoteText(text: string): TextQuoteArgs | undefined {
  const sentence = SENTENCE.exec(text.replace(/\s+/g, ' ').trim());
  if (!sentence) return undefined;
  const [, head = '', fromZip = '', rest = ''] = sentence;
  const product = (afterLast(head, SHIPPING_VERB) ?? afterLast(head, QUOTE_NOUN) ?? head).replace(/^[\s,:;-]+|[\s,:;-]+$/g, '');
  if (product.length === 0 || product.length > 500) return undefined;

  let destination = rest.trim();
  let country: string | undefined;
  const suffix = COUNTRY_SUFFIX.exec(destination);
  if (suffix?.[1] && suffix[2]) {
    destination = suffix[1].trim();
    country = COUNTRIES[suffix[2].toLowerCase()];
  }
  // "94105 CA": a US ZIP followed by a state code.
  const zipAndState = /^(\d{5}(?:-\d{4})?),?\s+[A-Za-z]{2}$/.exec(destination);
  if (zipAndState?.[1] && !country) destination = zipAndState[1];
  if (!POSTAL_CODE.test(destination)) return undefined;
  return { product, from_zip: fromZip, to_zip: destination, ...(country ? { to_country: country } : {}) };
}
