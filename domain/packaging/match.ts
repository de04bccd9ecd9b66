// Finds the catalog item a description names. Indexes are built once at module load:
// - every name/alias/brand phrase, keyed by its last token (English puts the head noun last: "dog *bed*");
// - the vocabulary of phrase tokens, for typo repair through MiniSearch's fuzzy term search;
// - glued forms of multi-word phrases ("coffeemaker" → coffee maker).
// A query is matched by looking up phrases ending at each token and checking the earlier phrase tokens appear
// before it (small gaps allowed). The best candidate covers the most tokens, ends latest, sits in the first
// segment (before "with", "for", "and"…), and prefers generic names to brand names on a tie.
import MiniSearch from 'minisearch';
import { ITEM_BY_NAME, ITEM_CATALOG } from './catalog/index.ts';
import { PARTS, PART_ITEM_NAMES } from './catalog/parts.ts';
import { COMMON_ENGLISH_WORDS } from './common-words.ts';
import { ATTRIBUTE_NOUNS } from './parse.ts';
import { DESCRIBED_KINDS, GENERIC_BOOK, PART_NOUN_STEMS, WORN_CATEGORIES, partItemFor, partKindOf, partNounAfter } from './parts.ts';
import type { PartKind } from './parts.ts';
import type { QueryToken } from './parse.ts';
import { COLOUR_WORD_SET, SEPARATOR_WORDS, STOP_WORDS, normalizeText, oneSlipAway, phraseTokens, rawTokens, stem } from './text.ts';
import type { CatalogItem, SizingRule } from './types.ts';

interface Phrase {
  tokens: readonly string[];
  itemIndex: number;
  brand: boolean;
  text: string;
  /** A one-word phrase whose name goes on in stop words ("fisher price", "scratching post"): those words. */
  stopWordsAfter?: readonly string[];
}

export interface AliasConflict {
  phrase: string;
  keptFor: string;
  droppedFor: string;
}

const phrasesByHead = new Map<string, Phrase[]>();
const phraseByKey = new Map<string, Phrase>();
const vocabulary = new Set<string>();
const gluedPhrases = new Map<string, readonly string[]>();
/** Catalog phrases that normalise to the same tokens for two different items: the first item keeps the phrase. */
export const ALIAS_CONFLICTS: AliasConflict[] = [];

/** Generic parts are reached only through their product ("lawn mower blade"), never by their own name. */
const GENERIC_PART_NAMES: ReadonlySet<string> = new Set(Object.values(PART_ITEM_NAMES).filter((name) => ITEM_CATALOG.some((item) => item.name === name && PARTS.includes(item))));
const partPhrases = new Map<string, Phrase>();

/** The stop words right after the first kept word of a catalog phrase ("fisher price" → price), in order. */
function stopWordsAfterFirst(text: string): string[] {
  const words = rawTokens(normalizeText(text));
  const first = words.findIndex((word) => !STOP_WORDS.has(word));
  const after: string[] = [];
  for (const word of words.slice(first + 1)) {
    if (!STOP_WORDS.has(word)) break;
    after.push(word);
  }
  return first < 0 ? [] : after;
}

ITEM_CATALOG.forEach((item, itemIndex) => {
  if (GENERIC_PART_NAMES.has(item.name)) {
    partPhrases.set(item.name, { tokens: phraseTokens(item.name), itemIndex, brand: false, text: item.name });
    return;
  }
  const entries: [string, boolean][] = [[item.name, false], ...item.aliases.map((alias): [string, boolean] => [alias, false]), ...item.brands.map((brand): [string, boolean] => [brand, true])];
  for (const [text, brand] of entries) {
    const tokens = phraseTokens(text);
    const head = tokens[tokens.length - 1];
    if (head === undefined) continue;
    const key = tokens.join(' ');
    const existing = phraseByKey.get(key);
    if (existing !== undefined) {
      if (existing.itemIndex !== itemIndex) ALIAS_CONFLICTS.push({ phrase: text, keptFor: ITEM_CATALOG[existing.itemIndex]?.name ?? '', droppedFor: item.name });
      continue;
    }
    const phrase: Phrase = { tokens, itemIndex, brand, text };
    const trailing = tokens.length === 1 ? stopWordsAfterFirst(text) : [];
    if (trailing.length > 0) phrase.stopWordsAfter = trailing;
    phraseByKey.set(key, phrase);
    const list = phrasesByHead.get(head);
    if (list === undefined) phrasesByHead.set(head, [phrase]);
    else list.push(phrase);
    for (const token of tokens) vocabulary.add(token);
  }
});
for (const word of PART_NOUN_STEMS) vocabulary.add(word);

// candidatesFor's index of the same phrases: one-word phrases by their word, longer ones by their head and the word
// before it. Heads such as "set", "kit" or "bag" end hundreds of phrases, and the word before the head rules out
// most of them at once. Candidates keep phrasesByHead's order (`order`), which breaks ties between them.
interface IndexedPhrase {
  phrase: Phrase;
  order: number;
}
interface PhrasesEndingIn {
  oneWord: IndexedPhrase[];
  byPrevious: Map<string, IndexedPhrase[]>;
  /** The two-word phrase ending in this head, by its first word ("set of knives" read the other way round). */
  twoWord: Map<string, Phrase>;
}
const phrasesEndingIn = new Map<string, PhrasesEndingIn>();
let phraseOrder = 0;
for (const [head, phrases] of phrasesByHead) {
  const entry: PhrasesEndingIn = { oneWord: [], byPrevious: new Map(), twoWord: new Map() };
  for (const phrase of phrases) {
    const indexed = { phrase, order: phraseOrder++ };
    const previous = phrase.tokens[phrase.tokens.length - 2];
    if (previous === undefined) entry.oneWord.push(indexed);
    else {
      const list = entry.byPrevious.get(previous);
      if (list === undefined) entry.byPrevious.set(previous, [indexed]);
      else list.push(indexed);
      if (phrase.tokens.length === 2) entry.twoWord.set(previous, phrase);
    }
  }
  phrasesEndingIn.set(head, entry);
}
for (const phrase of phraseByKey.values()) {
  if (phrase.tokens.length < 2) continue;
  const glued = phrase.tokens.join('');
  if (!vocabulary.has(glued) && !gluedPhrases.has(glued)) gluedPhrases.set(glued, phrase.tokens);
}

// Names with a connective inside ("black and decker", "melissa & doug", "k&n filter", "bath and body works"),
// up to the word after their last connective and keyed by their first token: where one is written out, its "and"
// joins a name instead of starting a second item.
const namesWithSeparator = new Map<string, (readonly string[])[]>();
for (const phrase of phraseByKey.values()) {
  const lastSeparator = phrase.tokens.slice(0, -1).findLastIndex((token, index) => index > 0 && SEPARATOR_WORDS.has(token));
  if (lastSeparator < 0) continue;
  // (A generic name joins only written out whole: "battery and charger kit", not "… 4ah battery + charger", which
  // lists a mower's battery and charger.)
  const name = phrase.brand ? phrase.tokens.slice(0, lastSeparator + 2) : phrase.tokens;
  const first = name[0] ?? '';
  const list = namesWithSeparator.get(first);
  if (list === undefined) namesWithSeparator.set(first, [name]);
  else if (!list.some((known) => known.join(' ') === name.join(' '))) list.push(name);
}

// Typo repair: MiniSearch over the vocabulary (one tiny document per word) gives a fuzzy term lookup with
// edit-distance-weighted scores; only words of 4+ letters are repaired, so "rug" never becomes "mug".
const vocabularyIndex = new MiniSearch<{ id: number; word: string }>({ fields: ['word'], storeFields: ['word'] });
const vocabularyList = [...vocabulary].filter((word) => word.length >= 3 && !/\d/.test(word));
vocabularyIndex.addAll(vocabularyList.map((word, id) => ({ id, word })));

// Last resort: a fuzzy, prefix-tolerant search over each item's whole phrase text.
const itemIndex = new MiniSearch<{ id: number; text: string }>({ fields: ['text'] });
itemIndex.addAll(
  ITEM_CATALOG.flatMap((item, id) => (GENERIC_PART_NAMES.has(item.name) ? [] : [{ id, text: [item.name, ...item.aliases, ...item.brands].map((phrase) => phraseTokens(phrase).join(' ')).join(' ') }])),
);

export interface Correction {
  from: string;
  to: string;
}

export interface MatchResult {
  item: CatalogItem;
  /** The catalog phrase that matched. */
  phrase: string;
  brand: boolean;
  /** Token indices (into the repaired token list) the phrase used. */
  used: ReadonlySet<number>;
  gaps: number;
  segment: number;
  corrections: Correction[];
  /** How the item was found. */
  via: 'phrase' | 'fuzzy-search';
  /** Other items named elsewhere in the text ("laptop and mouse"). */
  alsoMentioned: string[];
  /** The item is a generic part of this product ("lawn mower blade"). */
  partOf?: string;
}

export interface RepairedTokens {
  tokens: QueryToken[];
  corrections: Correction[];
  /** Tokens whose word is a typo-repair guess, with whether the word was written as a name ("Taupe", "Stack"). */
  guesses?: ReadonlyMap<number, { nameCased: boolean }>;
}

/**
 * Words written as names: capitalised (or all-caps) words in text that also has lower case, except a lone
 * sentence-initial capital ("Hedphones for my son"). "Birkenstock Arizona Footbed Taupe" and "Nike Tech Fleece" are
 * names and models; text in one case ("wireless hedphones", "WIRELESS HEDPHONES") says nothing either way.
 */
export function nameCasedWords(raw: string): ReadonlySet<string> {
  const names = new Set<string>();
  if (!/[a-z]/.test(raw) || !/[A-Z]/.test(raw)) return names;
  const words = raw.normalize('NFKD').split(/[^A-Za-z0-9]+/).filter((word) => /[A-Za-z]/.test(word));
  const capitalised = words.map((word) => /[A-Z]/.test(word));
  words.forEach((word, index) => {
    if (!capitalised[index]) return;
    if (index === 0 && capitalised[1] !== true) return;
    names.add(word.toLowerCase());
  });
  return names;
}

// Corrections are memoised per word: agents repeat their vocabulary, and a fuzzy lookup costs 20-100 µs.
const correctionMemo = new Map<string, string | null>();
const CORRECTION_MEMO_LIMIT = 20_000;

function fuzzyWord(word: string): string | null {
  const known = correctionMemo.get(word);
  if (known !== undefined) return known;
  const corrected = fuzzyLookup(word);
  if (correctionMemo.size >= CORRECTION_MEMO_LIMIT) correctionMemo.clear();
  correctionMemo.set(word, corrected);
  return corrected;
}

// Whole typo readings are memoised per word as typed (with its stem), like fuzzyWord's: an unknown word (a brand, a
// model name) comes back often, and oneSlipAway stems and looks up about twice its length of candidates each time.
const typoMemo = new Map<string, { stem: string; corrected: string | null }>();
const TYPO_MEMO_LIMIT = 20_000;

/** The catalog word a typed word is a typo of: a swapped or doubled letter in it, else one or two edits of its stem. */
function typoCorrection(raw: string, stemmed: string): string | null {
  const known = typoMemo.get(raw);
  if (known !== undefined && known.stem === stemmed) return known.corrected;
  const corrected = oneSlipAway(raw, (candidate) => catalogWordOf(candidate, raw)) ?? fuzzyWord(stemmed);
  if (typoMemo.size >= TYPO_MEMO_LIMIT) typoMemo.clear();
  typoMemo.set(raw, { stem: stemmed, corrected });
  return corrected;
}

const SAME_FIRST_LETTER = 1.5;

/** A slip's candidate as the catalog word it stems to, if it is one (and is not the word as typed). */
function catalogWordOf(candidate: string, typed: string): string | null {
  const stemmed = stem(candidate);
  return stemmed !== typed && vocabulary.has(stemmed) ? stemmed : null;
}

function fuzzyLookup(word: string): string | null {
  // One edit catches most typos ("hedphones", "speeker", "vacum"); two only for long words, where a second
  // slip is likely and a false match unlikely (distance 2 costs ~5x more).
  const maxDistance = word.length <= 8 ? 1 : 2;
  const results = vocabularyIndex.search(word, { fuzzy: maxDistance, prefix: false, combineWith: 'OR' });
  let best: { word: string; score: number } | null = null;
  for (const result of results) {
    const candidate = String(result['word'] ?? '');
    // Prefer the closest length on equal scores ("hedphon" → "headphon", not a longer word), and a word with the same
    // first letter: typos seldom hit it ("earings" is earrings, not hearing).
    const score = result.score * (candidate[0] === word[0] ? SAME_FIRST_LETTER : 1) - Math.abs(candidate.length - word.length) * 0.01;
    if (best === null || score > best.score) best = { word: candidate, score };
  }
  return best?.word ?? null;
}

/** Splits glued words, joins split ones and fixes typos, so every word token is in the catalog vocabulary if it can be. */
export function repairTokens(tokens: readonly QueryToken[], nameCased: ReadonlySet<string> = new Set(), normalized?: string): RepairedTokens {
  const repaired: QueryToken[] = [];
  const corrections: Correction[] = [];
  const guesses = new Map<number, { nameCased: boolean }>();
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token === undefined) continue;
    // "head phones", "tooth brush": two words that are one catalog word when written together.
    const following = tokens[index + 1];
    if ((token.kind === 'word' || token.kind === 'soft') && (following?.kind === 'word' || following?.kind === 'soft')) {
      const joined = stem(token.raw + following.raw);
      // Not when this word ends a name with the word before it: "oral b io" is Oral-B's iO, not "oral bio".
      // (Looked up only for a joined word the catalog knows: most pairs are none.)
      const previous = repaired.at(-1);
      // Only words written next to each other: "desk, 180 x 90 cm, one-piece top" is no desktop (the parse drops the
      // words between them).
      if (vocabulary.has(joined) && !(previous !== undefined && phraseByKey.has(`${previous.stem} ${token.stem}`)) && !phraseByKey.has(`${token.stem} ${following.stem}`) && (normalized === undefined || ` ${normalized} `.includes(` ${token.raw} ${following.raw} `))) {
        repaired.push({ ...token, kind: 'word', raw: token.raw + following.raw, stem: joined, plural: following.plural });
        index++;
        continue;
      }
    }
    if (token.kind !== 'word' || vocabulary.has(token.stem)) {
      repaired.push(token);
      continue;
    }
    const glued = gluedPhrases.get(token.stem);
    if (glued !== undefined) {
      for (const part of glued) repaired.push({ ...token, raw: part, stem: part });
      continue;
    }
    const next = tokens[index + 1];
    if (next !== undefined && (next.kind === 'word' || next.kind === 'soft')) {
      const joined = stem(token.raw + next.raw);
      if (vocabulary.has(joined)) {
        repaired.push({ ...token, raw: token.raw + next.raw, stem: joined, plural: next.plural });
        index++;
        continue;
      }
    }
    // Words of four letters and fewer, and common English words, are left alone: "sale" is no scale, "misc" no
    // mist, "expansion" no extension. A typo is a word that is not a word.
    // (The length is the word as typed: "towls" stems to "towl", yet is a five-letter typo of towels.)
    if (token.raw.length >= 5 && !COMMON_ENGLISH_WORDS.has(token.raw) && !COMMON_ENGLISH_WORDS.has(token.stem)) {
      // A swapped or doubled letter is looked for in the word as typed ("glsases" stems to "glsase", two edits
      // from "glass"), then one or two edits of its stem.
      const corrected = typoCorrection(token.raw, token.stem);
      if (corrected !== null) {
        corrections.push({ from: token.raw, to: corrected });
        guesses.set(repaired.length, { nameCased: nameCased.has(token.raw) });
        repaired.push({ ...token, stem: corrected });
        continue;
      }
    }
    repaired.push(token);
  }
  joinNamesAcrossSeparators(repaired);
  return { tokens: repaired, corrections, guesses };
}

/** A catalog name written out in full whose "and" is part of it: that "and" starts no new segment. */
function joinNamesAcrossSeparators(tokens: QueryToken[]): void {
  if (!tokens.some((token) => token.kind === 'separator')) return;
  for (let start = 0; start < tokens.length; start++) {
    for (const name of namesWithSeparator.get(tokens[start]?.stem ?? '') ?? []) {
      if (start + name.length > tokens.length || !name.every((part, offset) => tokens[start + offset]?.stem === part)) continue;
      for (let offset = 1; offset < name.length - 1; offset++) {
        const token = tokens[start + offset];
        if (token?.kind !== 'separator') continue;
        tokens[start + offset] = { ...token, kind: 'soft', segment: token.segment - 1 };
        for (let later = start + offset + 1; later < tokens.length; later++) {
          const following = tokens[later];
          if (following !== undefined) tokens[later] = { ...following, segment: following.segment - 1 };
        }
      }
      break;
    }
  }
}

interface Candidate {
  phrase: Phrase;
  positions: number[];
  gaps: number;
  reversed: boolean;
  segment: number;
  score: number;
  /** A generic part: the product it belongs to. */
  partOf?: string;
  /** Words of a brand that chose this item ("little tikes" before "slide"): used, so "little" is no size word. */
  brandPositions?: readonly number[];
}

const MAX_GAP = 3;
const ALL_OF = 'all';
/** Formats trailing a name ("collegiate dictionary hardcover"): the format of the item, not the item. */
const FORMAT_WORDS: ReadonlySet<string> = new Set(['hardcover', 'hardback', 'paperback', 'softcover', 'softback', 'edition'].map(stem));
/** Words for the packaging, not the item: a partial match on "box" alone would pick "jewelry box". */
const CONTAINER_WORDS = new Set(['box', 'bag', 'case', 'carton', 'container', 'crate', 'tub', 'kit', 'set', 'pack', 'bundle', 'bin', 'tote', 'envelope', 'roll'].map(stem));

/**
 * Words that say how many or which size, never what: a partial match on "single" alone picked the single-serve coffee
 * maker ("single", "a single item", "single xyz"). Whole names that hold them ("single serve blender") still match.
 */
const HOW_MANY_WORDS: ReadonlySet<string> = new Set(['single', 'double', 'triple', 'twin', 'dual'].map(stem));

/** Earlier phrase tokens found in order before `end`, skipping at most MAX_GAP tokens; null when absent. */
function matchBackwards(phrase: Phrase, tokens: readonly QueryToken[], end: number): { positions: number[]; gaps: number } | null {
  const positions = [end];
  let gaps = 0;
  let cursor = end - 1;
  for (let part = phrase.tokens.length - 2; part >= 0; part--) {
    const wanted = phrase.tokens[part];
    let found = -1;
    let skipped = 0;
    while (cursor >= 0 && skipped <= MAX_GAP) {
      const token = tokens[cursor];
      if (token?.stem === wanted) {
        found = cursor;
        break;
      }
      // Numbers and descriptive words ("iphone 15 pro case", "black leather jacket") are free to skip; a phrase
      // never reaches across "with", "for", "and" ("laptop with charger" is not a laptop charger).
      if (token?.kind === 'separator') return null;
      // Nor across "all" ("cordless vacuum, all attachments" is the vacuum with its attachments, no vacuum attachment).
      if (token?.raw === ALL_OF) return null;
      if (token?.kind === 'word') skipped++;
      cursor--;
    }
    if (found < 0) return null;
    gaps += skipped;
    positions.unshift(found);
    cursor = found - 1;
  }
  return { positions, gaps };
}

function scoreOf(phrase: Phrase, positions: readonly number[], gaps: number, reversed: boolean, segment: number, tokens: readonly QueryToken[]): number {
  const onlySoft = positions.every((position) => tokens[position]?.kind === 'soft');
  const end = Math.max(...positions);
  // "Fisher Price …" written out is a two-word name, though "price" is a stop word on both sides.
  const stopWords = phrase.stopWordsAfter ?? [];
  const written = tokens[end]?.stopWordsAfter ?? [];
  const nameLength = phrase.tokens.length + (stopWords.length > 0 && stopWords.every((word, index) => written[index] === word) ? stopWords.length : 0);
  // "3 bags of doritos", "a box of screws": a lone packaging word with words after it names the package, not the item.
  const packagingOnly = phrase.tokens.length === 1 && CONTAINER_WORDS.has(phrase.tokens[0] ?? '') && tokens.slice(end + 1).some((token) => token.kind === 'word');
  if (packagingOnly) return phrase.tokens.length * 10 - 8 - segment * 25 + end * 0.4;
  // "teflon tape 10 rolls", "wire nuts 3 bags": a packaging word right after a number is the count's unit, not the
  // end of a name ("tape roll"), so a name that reaches over the count to it loses to one that stops before.
  const countUnit = phrase.tokens.length > 1 && CONTAINER_WORDS.has(phrase.tokens.at(-1) ?? '') && tokens[end - 1]?.kind === 'number' && !positions.includes(end - 1);
  if (countUnit) return phrase.tokens.length * 10 - 8 - gaps * 3 - segment * 25 + end * 0.4;
  return nameLength * 10 - gaps * 3 - (reversed ? 2 : 0) - (phrase.brand ? 1.5 : 0) - segment * 25 - (onlySoft ? 4 : 0) + end * 0.4;
}

/** The phrase's words before the last two are among `earlier` (the stems before its head): matchBackwards can only find it then. */
function earlierWordsPresent(phrase: Phrase, earlier: ReadonlySet<string>): boolean {
  for (let part = phrase.tokens.length - 3; part >= 0; part--) if (!earlier.has(phrase.tokens[part] ?? '')) return false;
  return true;
}

/** The phrases ending in `head` whose word before it is among `earlier`, and the one-word ones, in phrasesByHead order. */
function phrasesAt(entry: PhrasesEndingIn, earlier: ReadonlySet<string>): readonly IndexedPhrase[] {
  let found: IndexedPhrase[] | null = null;
  for (const word of earlier) {
    const longer = entry.byPrevious.get(word);
    if (longer === undefined) continue;
    found ??= [...entry.oneWord];
    for (const indexed of longer) if (earlierWordsPresent(indexed.phrase, earlier)) found.push(indexed);
  }
  if (found === null) return entry.oneWord;
  return found.sort((a, b) => a.order - b.order);
}

function candidatesFor(tokens: readonly QueryToken[]): Candidate[] {
  const candidates: Candidate[] = [];
  const earlier = new Set<string>();
  // Each token's entry, for the second pass too: a lookup in an index of thousands of heads costs more than the rest.
  const entries: (PhrasesEndingIn | undefined)[] = [];
  for (let end = 0; end < tokens.length; end++) {
    const token = tokens[end];
    if (token === undefined) continue;
    const entry = token.kind === 'separator' ? undefined : phrasesEndingIn.get(token.stem);
    entries[end] = entry;
    for (const { phrase } of entry === undefined ? [] : phrasesAt(entry, earlier)) {
      const match = matchBackwards(phrase, tokens, end);
      if (match === null) continue;
      const segment = tokens[match.positions[0] ?? end]?.segment ?? 0;
      candidates.push({ phrase, positions: match.positions, gaps: match.gaps, reversed: false, segment, score: scoreOf(phrase, match.positions, match.gaps, false, segment, tokens) });
    }
    earlier.add(token.stem);
  }
  // Two-word names said the other way round: "set of knives" (knife set), "food for dogs" (dog food).
  tokens.forEach((token, first) => {
    const next = tokens[first + 1];
    const afterFor = next?.kind === 'separator' && next.raw === 'for' ? tokens[first + 2] : undefined;
    const second = afterFor ?? (next?.kind === 'separator' ? undefined : next);
    if (second === undefined || token.kind === 'separator') return;
    const secondIndex = afterFor !== undefined ? first + 2 : first + 1;
    const phrase = entries[first]?.twoWord.get(second.stem);
    if (phrase === undefined) return;
    const positions = [first, secondIndex];
    const segment = token.segment;
    candidates.push({ phrase, positions, gaps: 0, reversed: true, segment, score: scoreOf(phrase, positions, 0, true, segment, tokens) });
  });
  return candidates;
}

// Helpers of the rules below are module functions, not closures: under tsx every closure made per call costs a
// __name call (Object.defineProperty), and these rules run on every estimate.
function reachesHead(candidate: Candidate, head: number): boolean {
  return candidate.segment === 0 && Math.max(...candidate.positions) >= head && Math.min(...candidate.positions) <= head;
}

/**
 * The head noun: in English the item is the last noun of the first phrase ("bass drum pedal" is a pedal, "coffee
 * table book" a book). When the best name stops before it (it only covers modifiers), the best name that reaches
 * the head noun is taken instead; for a brand, only a name of its own kind of goods.
 */
function preferHead(best: Candidate, candidates: readonly Candidate[], tokens: readonly QueryToken[]): Candidate {
  // A name that ends in a packaging word ("book box set", "bath towel set") is a whole product name.
  if (best.segment > 0 || CONTAINER_WORDS.has(best.phrase.tokens.at(-1) ?? '')) return best;
  const head = headIndex(tokens);
  if (head < 0 || Math.max(...best.positions) >= head) return best;
  // The best item also answers to the head noun ("travel system stroller"): keep it.
  if (candidates.some((candidate) => candidate.phrase.itemIndex === best.phrase.itemIndex && reachesHead(candidate, head))) return best;
  // "40V cordless lawn mower, 16" deck, 4Ah battery + charger": a head noun rated right before it (4Ah, 40V, 2000mAh)
  // after a name of two or more words is the named product's own battery or charger, not the item.
  if (!best.phrase.brand && best.phrase.tokens.length >= 2 && RATING.test(tokens[head - 1]?.raw ?? '')) return best;
  let chosen: Candidate | null = null;
  for (const candidate of candidates) if (reachesHead(candidate, head) && better(candidate, chosen)) chosen = candidate;
  if (chosen === null || !best.phrase.brand) return chosen ?? best;
  // A brand is a product line: "lodge cast iron dutch oven" is the maker's dutch oven, but "hot wheels cars" stay
  // toy cars (the head noun names another kind of goods) and "yeti hopper cooler" a soft cooler (its own name ends
  // in the head noun).
  const brandItem = ITEM_CATALOG[best.phrase.itemIndex];
  const headItem = ITEM_CATALOG[chosen.phrase.itemIndex];
  const headWord = tokens[head]?.stem ?? '';
  if (brandItem === undefined || headItem === undefined || (LAST_WORDS[best.phrase.itemIndex]?.has(headWord) ?? true)) return best;
  // A head named in two or more words ("… dustbuster handheld vacuum", "melissa & doug … art easel") is the item
  // even when the brand's own item is of another kind: the maker makes more than its catalog line.
  // The brand's words name the maker then, not a size ("Little Tikes playhouse" is no small playhouse).
  const madeByBrand: Candidate = { ...chosen, brandPositions: best.positions };
  if (brandItem.category === headItem.category || chosen.phrase.tokens.length >= 2) return madeByBrand;
  // A one-word head of another kind: the maker makes more than its catalog line ("black and decker toaster", "smith
  // & wesson knife"), unless the brand phrase names its product and the head a part of it ("hydro flask sports cap",
  // "husqvarna chainsaw 18 in bar"), the head is a part noun ("instant pot sealing ring"), the head only says what a
  // kit is for ("philips hue starter kit"), the head says which of the brand's own goods ("little tikes slide" is a
  // kids' slide, not a sandal), or it is the life-size thing the brand's item is a model of ("lego technic car").
  // (A bag or other carried accessory is no part of it: "hydro flask backpack" is a backpack.)
  const carriedGoods = headItem.category === 'accessories' && !ACCESSORY_WORDS.has(headWord);
  if (!carriedGoods && (LAST_WORDS[best.phrase.itemIndex]?.has(best.phrase.tokens.at(-1) ?? '') ?? false)) return best;
  // A part noun after the brand's product is a part of it ("instant pot sealing ring"): see partOfProduct.
  if (partNounAfter(tokens, Math.max(...best.positions), brandItem) !== null) return best;
  const next = tokens[head + 1];
  if (next !== undefined && next.segment === 0 && CONTAINER_WORDS.has(next.stem)) return best;
  const namesake = namesakeInCategory(chosen, brandItem.category, best);
  if (namesake !== null) return namesake;
  return lifeSizeOf(headItem, brandItem) ? best : madeByBrand;
}

/** At most this many tokens between a maker's name and its line's name ("Timberland PRO Pit Boss"). */
const LINE_AFTER_MAKER_GAP = 1;

/**
 * "Timberland PRO Pit Boss 6\" steel toe": a brand of worn goods right before a brand of other goods names the maker's
 * product line (Pit Boss boots), not the other maker's goods (a Pit Boss pellet grill, 80 kg of freight).
 */
function lineOfWornMaker(best: Candidate, candidates: readonly Candidate[]): Candidate {
  if (!best.phrase.brand || WORN_CATEGORIES.has(ITEM_CATALOG[best.phrase.itemIndex]?.category ?? '')) return best;
  const first = Math.min(...best.positions);
  let maker: Candidate | null = null;
  for (const candidate of candidates) {
    if (!candidate.phrase.brand || candidate.segment !== best.segment || !WORN_CATEGORIES.has(ITEM_CATALOG[candidate.phrase.itemIndex]?.category ?? '')) continue;
    const end = Math.max(...candidate.positions);
    if (end >= first || first - end - 1 > LINE_AFTER_MAKER_GAP) continue;
    if (better(candidate, maker)) maker = candidate;
  }
  return maker ?? best;
}

/** An electrical rating glued to its number: "4ah", "2000mah", "40v", "60w", "99wh". */
const RATING = /^\d+(?:\.\d+)?(?:ah|mah|v|w|wh)$/;

/** Kinds of goods never sold by the bag: a bag after their maker's name is a bag the maker makes. */
const BAG_MAKER_CATEGORIES: ReadonlySet<string> = new Set(['apparel', 'shoes', 'kitchen', 'sports', 'outdoors']);
const MAKERS_BAG = 'duffel bag';

/**
 * "Nike bag", "Yeti bag": a bare "bag" closing the first phrase after the brand of goods not sold by the bag (shoes,
 * drinkware; "Kingsford bag" is a bag of charcoal) is the maker's bag, a gym or duffel bag, not its best-known goods.
 */
function makersBag(best: Candidate, tokens: readonly QueryToken[]): Candidate {
  if (!best.phrase.brand || best.segment > 0) return best;
  const brandItem = ITEM_CATALOG[best.phrase.itemIndex];
  const at = Math.max(...best.positions) + 1;
  const bag = tokens[at];
  const closesPhrase = !tokens.slice(at + 1).some((token) => token.segment === 0 && token.kind === 'word' && !COLOUR_WORD_SET.has(token.raw));
  if (brandItem === undefined || bag === undefined || bag.segment !== 0 || bag.stem !== stem('bag') || !closesPhrase) return best;
  if (!BAG_MAKER_CATEGORIES.has(brandItem.category) || brandItem.sizing.some((rule) => rule.basis === 'weight') || (LAST_WORDS[best.phrase.itemIndex]?.has(bag.stem) ?? true)) return best;
  const phrase = phraseByKey.get(phraseTokens(MAKERS_BAG).join(' '));
  return phrase === undefined ? best : { ...best, phrase, positions: [at], brandPositions: best.positions };
}

/**
 * A toy maker's name before something more than this many times its toy's weight: the life-size thing ("lego technic
 * car", "barbie car"), which the toy is a model of. Other makers do make heavy goods ("casio digital piano").
 */
const LIFE_SIZE_WEIGHT_RATIO = 20;
const lifeSizeOf = (named: CatalogItem, brandItem: CatalogItem): boolean => brandItem.category === 'toys' && named.weight_kg >= LIFE_SIZE_WEIGHT_RATIO * brandItem.weight_kg;

/** Per name and alias and each of their word-suffixes ("toddler slide" → "toddler slide", "slide"): the items so called. */
const ITEMS_CALLED = new Map<string, Set<number>>();
ITEM_CATALOG.forEach((entry, index) => {
  if (GENERIC_PART_NAMES.has(entry.name)) return;
  for (const alias of [entry.name, ...entry.aliases]) {
    const words = phraseTokens(alias);
    for (let start = 0; start < words.length; start++) {
      const key = words.slice(start).join(' ');
      const items = ITEMS_CALLED.get(key);
      if (items === undefined) ITEMS_CALLED.set(key, new Set([index]));
      else items.add(index);
    }
  }
});

/**
 * The one item of `category` that answers to the candidate's name ("slide" among toys: the kids' slide; "basketball
 * hoop" among toys: the kids' hoop), as a candidate at the same words; null when none or several do ("car" among
 * toys is a die-cast car, a ride-on or a push car).
 */
function namesakeInCategory(candidate: Candidate, category: string, brand: Candidate): Candidate | null {
  const called = [...(ITEMS_CALLED.get(candidate.phrase.tokens.join(' ')) ?? [])].filter((index) => ITEM_CATALOG[index]?.category === category);
  const only = called.length === 1 ? ITEM_CATALOG[called[0] ?? -1] : undefined;
  if (only === undefined || called[0] === candidate.phrase.itemIndex) return null;
  const phrase = phraseByKey.get(phraseTokens(only.name).join(' '));
  return phrase === undefined ? null : { ...candidate, phrase, brandPositions: brand.positions };
}

/**
 * "Barbie car", "Nerf basketball hoop": a generic name after a brand whose own item is many times lighter names the
 * brand's small version of it: the one item of the brand's kind so called, else the brand's own item. A real car or a
 * 55 kg driveway hoop is never what a toy maker's name stands before.
 */
function brandScaleOfHead(best: Candidate, candidates: readonly Candidate[]): Candidate {
  if (best.phrase.brand) return best;
  const named = ITEM_CATALOG[best.phrase.itemIndex];
  const first = Math.min(...best.positions);
  let brand: Candidate | null = null;
  for (const candidate of candidates) {
    if (!candidate.phrase.brand || candidate.segment !== best.segment || Math.max(...candidate.positions) >= first) continue;
    if (better(candidate, brand)) brand = candidate;
  }
  const brandItem = brand === null ? undefined : ITEM_CATALOG[brand.phrase.itemIndex];
  if (brand === null || named === undefined || brandItem === undefined || brandItem.category === named.category) return best;
  const namesake = namesakeInCategory(best, brandItem.category, brand);
  if (namesake !== null) return namesake;
  return lifeSizeOf(named, brandItem) ? brand : best;
}

/** Per item: the last word of its name and of each alias ("soft cooler", "cooler bag" → cooler, bag). */
const LAST_WORDS: readonly ReadonlySet<string>[] = ITEM_CATALOG.map((entry) => new Set([entry.name, ...entry.aliases].map((alias) => phraseTokens(alias).at(-1) ?? '')));

/**
 * The last plain word of the first segment that is not a packaging word, before any number that follows a word
 * ("… box set 10 books", "… volumes 1-23" trail the name) and not a measured part ("road bike 56cm frame"); -1 when
 * there is none.
 */
function headIndex(tokens: readonly QueryToken[]): number {
  let head = -1;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token === undefined || token.segment > 0 || (token.kind === 'number' && head >= 0)) break;
    if (token.kind === 'word' && !CONTAINER_WORDS.has(token.stem) && !FORMAT_WORDS.has(token.stem) && !ATTRIBUTE_NOUNS.has(token.raw)) head = index;
  }
  return head;
}

/** Per item: every word-suffix of its name and aliases ("large board game" → "board game", "game"). */
const ALIAS_SUFFIXES: readonly ReadonlySet<string>[] = ITEM_CATALOG.map((entry) => {
  const suffixes = new Set<string>();
  for (const alias of [entry.name, ...entry.aliases]) {
    const words = phraseTokens(alias);
    for (let start = 1; start < words.length; start++) suffixes.add(words.slice(start).join(' '));
  }
  return suffixes;
});

/**
 * "gloomhaven board game", "<brand> <kind of thing>": a brand right before the generic name of its own category
 * names the specific item (a 9 kg big-box game), which the longer generic phrase would otherwise outscore.
 */
function brandBeforeGeneric(best: Candidate, candidates: readonly Candidate[], tokens: readonly QueryToken[]): Candidate {
  if (best.phrase.brand) return best;
  const first = Math.min(...best.positions);
  const category = ITEM_CATALOG[best.phrase.itemIndex]?.category;
  let chosen = best;
  for (const candidate of candidates) {
    if (!candidate.phrase.brand || candidate.phrase.itemIndex === best.phrase.itemIndex || candidate.segment !== best.segment) continue;
    // (A model number may stand between them: "Baffin Impact -100 snow boots".)
    if (!onlyNumbersBetween(tokens, Math.max(...candidate.positions), first) || ITEM_CATALOG[candidate.phrase.itemIndex]?.category !== category) continue;
    // Only a kind the brand's item is itself called ("large board game" ends in "board game"): "iphone charger"
    // stays a charger, "trek kids bike" a kids' bike.
    if (!(ALIAS_SUFFIXES[candidate.phrase.itemIndex]?.has(best.phrase.tokens.join(' ')) ?? false)) continue;
    if (chosen === best || candidate.score > chosen.score) chosen = candidate;
  }
  return chosen;
}

/** `end` is right before `first`, or only number tokens stand between them. */
function onlyNumbersBetween(tokens: readonly QueryToken[], end: number, first: number): boolean {
  if (end >= first) return false;
  for (let index = end + 1; index < first; index++) if (tokens[index]?.kind !== 'number') return false;
  return true;
}

/** The candidate's words are all typo-repair guesses. */
function restsOnGuesses(candidate: Candidate, tokens: readonly QueryToken[], guesses: ReadonlyMap<number, { nameCased: boolean }>): boolean {
  const words = candidate.positions.filter((position) => tokens[position]?.kind === 'word');
  return words.length > 0 && words.every((position) => guesses.has(position));
}

/**
 * A typo repair is a guess ("taupe" → tape, "stack" → slacks, "mixed" → mixer). A name resting only on guessed words
 * is dropped when the words written correctly already name something: a generic item ("queen sheet set … thread
 * count" is not a mount), or any catalog name when the guessed word was written as a name ("Birkenstock Arizona
 * Taupe", "Fisher Price Rock A Stack"). A guess that completes a name with a correct word ("coffe table") stays.
 */
function withoutUnconfirmedGuesses(candidates: Candidate[], tokens: readonly QueryToken[], guesses: ReadonlyMap<number, { nameCased: boolean }>): Candidate[] {
  if (guesses.size === 0) return candidates;
  const confirmed = candidates.filter((candidate) => !candidate.positions.some((position) => guesses.has(position)) && candidate.positions.some((position) => tokens[position]?.kind === 'word'));
  if (confirmed.length === 0) return candidates;
  const genericConfirmed = confirmed.some((candidate) => !candidate.phrase.brand && !candidate.phrase.tokens.every((token) => CONTAINER_WORDS.has(token)));
  return candidates.filter((candidate) => !restsOnGuesses(candidate, tokens, guesses) || !(genericConfirmed || candidate.positions.some((position) => guesses.get(position)?.nameCased === true)));
}

/**
 * Listing titles often end in the maker ("Barbie Doll Lot Vintage 1990s Mattel", "Tape measure 25ft, Stanley"): a
 * brand that comes after a generic name is the maker, and the generic name says what the item is. Of another
 * category too when the brand closes the phrase: its own catalog item is only what the maker is best known for
 * (Stanley's tumbler), not what a title naming other goods before it sells.
 */
function genericBeforeTrailingBrand(best: Candidate, candidates: readonly Candidate[], tokens: readonly QueryToken[]): Candidate {
  if (!best.phrase.brand) return best;
  const first = Math.min(...best.positions);
  const category = ITEM_CATALOG[best.phrase.itemIndex]?.category;
  // (A colour or a model code may follow it: "kettle, Le Creuset, orange", "Cordless fan, Dewalt DCE512".)
  const closesPhrase = !tokens.slice(Math.max(...best.positions) + 1).some((token) => token.segment === best.segment && token.kind === 'word' && !COLOUR_WORD_SET.has(token.raw) && !/\d/.test(token.raw));
  let chosen: Candidate | null = null;
  for (const candidate of candidates) {
    if (candidate.phrase.brand || candidate.segment !== best.segment || Math.max(...candidate.positions) >= first) continue;
    // (Not where the brand's own item answers to the generic head word: "calculator TI-84", "12 cans Fancy Feast"
    // say which calculator, which cans.)
    const otherKind = ITEM_CATALOG[candidate.phrase.itemIndex]?.category !== category;
    if ((otherKind && (!closesPhrase || (LAST_WORDS[best.phrase.itemIndex]?.has(candidate.phrase.tokens.at(-1) ?? '') ?? true))) || candidate.phrase.tokens.every((token) => CONTAINER_WORDS.has(token))) continue;
    if (candidate.positions.every((position) => tokens[position]?.kind === 'soft')) continue;
    if (better(candidate, chosen)) chosen = candidate;
  }
  return chosen ?? best;
}

/** Light-source and screen words a store title puts after the product noun ("Desk Lamp LED", "Ceiling Fan LED"). */
const TRAILING_SPEC_WORDS: ReadonlySet<string> = new Set(['led', 'lcd', 'oled', 'qled']);

/**
 * A singular "led" (or "lcd") closing the first phrase after a product noun is the noun's light source or screen,
 * not a loose diode: "desk lamp led" is a desk lamp. The best name that ends before it is taken instead; a count or
 * size right before it ("50 pcs 5mm led") keeps the part.
 */
function trailingSpecWord(best: Candidate, candidates: readonly Candidate[], tokens: readonly QueryToken[]): Candidate {
  if (best.positions.length !== 1 || best.segment !== 0 || best.phrase.brand) return best;
  const position = best.positions[0] ?? -1;
  const token = tokens[position];
  const before = tokens[position - 1];
  if (token === undefined || token.plural || !TRAILING_SPEC_WORDS.has(token.raw) || before === undefined || before.kind !== 'word' || before.segment !== 0) return best;
  const next = tokens[position + 1];
  if (next !== undefined && next.segment === 0 && next.kind === 'word') return best;
  let chosen: Candidate | null = null;
  for (const candidate of candidates) {
    if (candidate.segment !== 0 || candidate.phrase.brand || Math.max(...candidate.positions) !== position - 1) continue;
    if (better(candidate, chosen)) chosen = candidate;
  }
  return chosen ?? best;
}

/**
 * Words that close a title as a descriptor of the item named before them, though each is also a one-word catalog name:
 * the top of a desk or table ("executive desk, solid oak, one-piece top" had been a t-shirt), cast or wrought iron
 * ("pipe wrench, cast iron" had been a clothes iron) and colour names that are
 * foods or drinks ("merino jumper, womens M, oatmeal" had been a box of oatmeal; "… sofa, charcoal").
 */
const TRAILING_DESCRIPTOR_WORDS: ReadonlySet<string> = new Set(['iron', 'top', 'tabletop', 'oatmeal', 'charcoal', 'chocolate', 'coffee', 'espresso', 'mocha', 'mustard', 'honey', 'wine', 'mint', 'sage', 'caramel', 'cinnamon', 'cognac', 'champagne', 'lemon', 'plum', 'cherry'].map(stem));

const IRON = stem('iron');
const CAST_METAL_WORDS: ReadonlySet<string> = new Set(['cast', 'wrought'].map(stem));

/**
 * A one-word name from TRAILING_DESCRIPTOR_WORDS closing the first phrase after another name: the earlier name is
 * the item, the last word says which one. A name that holds the word ("tank top", "coffee maker") matches whole;
 * the word alone, or after a packaging word only, stays the item ("oatmeal", "box of chocolate").
 */
function trailingDescriptor(best: Candidate, candidates: readonly Candidate[], tokens: readonly QueryToken[]): Candidate {
  if (best.positions.length !== 1 || best.segment !== 0 || best.phrase.brand) return best;
  const position = best.positions[0] ?? -1;
  const token = tokens[position];
  if (token === undefined || !TRAILING_DESCRIPTOR_WORDS.has(token.stem)) return best;
  // "pipe wrench, cast iron": the metal it is made of.
  const material = token.stem === IRON;
  if (material && !CAST_METAL_WORDS.has(tokens[position - 1]?.stem ?? '')) return best;
  const end = material ? position - 1 : position;
  const next = tokens[position + 1];
  // ("bottle of wine", "jar of honey": the word after "of" is the contents.)
  if ((next !== undefined && next.segment === 0 && next.kind === 'word') || (tokens[position - 1]?.stopWordsAfter?.includes('of') ?? false)) return best;
  let chosen: Candidate | null = null;
  for (const candidate of candidates) {
    if (candidate.segment !== 0 || candidate.phrase.brand || Math.max(...candidate.positions) >= end) continue;
    if (candidate.phrase.tokens.every((word) => CONTAINER_WORDS.has(word))) continue;
    if (better(candidate, chosen)) chosen = candidate;
  }
  return chosen ?? best;
}

/**
 * "Ladies long down parka, size M, fur-trim hood", "Shorter Oxford English Dictionary, 2 volumes, hardback": a word
 * that describes goods of a kind (DESCRIBED_KINDS), named after such goods in the same part of the text, describes
 * them; they are what ships.
 */
function describingWord(best: Candidate, candidates: readonly Candidate[]): Candidate {
  const kinds = best.phrase.tokens.length === 1 && !best.phrase.brand ? DESCRIBED_KINDS.get(best.phrase.tokens[0] ?? '') : undefined;
  if (kinds === undefined) return best;
  // (A worn thing's own part names it: "hoodie, hood".)
  if (kinds === WORN_CATEGORIES && kinds.has(ITEM_CATALOG[best.phrase.itemIndex]?.category ?? '')) return best;
  const first = Math.min(...best.positions);
  let described: Candidate | null = null;
  for (const candidate of candidates) {
    const item = ITEM_CATALOG[candidate.phrase.itemIndex];
    if (candidate.segment !== best.segment || Math.max(...candidate.positions) >= first || item === undefined || !kinds.has(item.category) || item.name === GENERIC_BOOK || candidate.phrase.itemIndex === best.phrase.itemIndex) continue;
    if (better(candidate, described)) described = candidate;
  }
  return described ?? best;
}

/**
 * A bare head noun after a brand whose own item answers to it ("Tonka … dump truck", "Converse … hi top", "Hot
 * Wheels … cars"): the brand says which kind of truck, top or car it is. A head named in two or more words ("trek
 * kids bike") already says the kind itself.
 */
function brandNamesBareHead(best: Candidate, candidates: readonly Candidate[]): Candidate {
  if (best.phrase.brand || best.phrase.tokens.length !== 1) return best;
  const first = Math.min(...best.positions);
  const headWord = best.phrase.tokens[0] ?? '';
  let chosen = best;
  for (const candidate of candidates) {
    if (!candidate.phrase.brand || candidate.phrase.itemIndex === best.phrase.itemIndex || candidate.segment !== best.segment || Math.max(...candidate.positions) >= first) continue;
    if (!(LAST_WORDS[candidate.phrase.itemIndex]?.has(headWord) ?? false)) continue;
    if (chosen === best || candidate.score > chosen.score) chosen = candidate;
  }
  return chosen;
}

/** A vehicle's parts are automotive goods; otherwise goods of one category. */
function sameKindOfGoods(product: CatalogItem, part: CatalogItem): boolean {
  return product.category === part.category || (product.category === 'vehicles' && part.category === 'automotive');
}

/**
 * "lawn mower blade", "sofa cover": a part noun after the product's name makes the item a generic part of that kind
 * (parts.ts), unless a name of two or more words reaches the part noun ("vacuum bags", "tv wall mount").
 */
function partOfProduct(best: Candidate, candidates: readonly Candidate[], tokens: readonly QueryToken[]): Candidate {
  if (best.segment > 0) return best.segment === 1 ? partBeforeFor(best, tokens) : best;
  // "treadmill belt", "stroller wheel": the part noun is itself a one-word name (a trouser belt, a car wheel) of
  // another kind of goods than the product right before it: a part of the product. "car wheel" stays a wheel.
  const at = best.positions[0] ?? -1;
  const kind = best.phrase.tokens.length === 1 ? partKindOf(tokens[at]?.stem ?? '') : undefined;
  const named = ITEM_CATALOG[best.phrase.itemIndex];
  if (kind !== undefined && named !== undefined) {
    let product: Candidate | null = null;
    // "replacement wheels x4 for office chair": the part noun ends the first part and "for" names the product.
    const forProduct = best.segment === 0 && endsFirstPartBeforeFor(tokens, at);
    for (const candidate of candidates) {
      const item = ITEM_CATALOG[candidate.phrase.itemIndex];
      const before = candidate.segment === 0 && Math.max(...candidate.positions) === at - 1;
      const after = forProduct && candidate.segment === 1;
      if (!(before || after) || item === undefined || sameKindOfGoods(item, named)) continue;
      if (better(candidate, product)) product = candidate;
    }
    return product === null ? best : asPart(best, product, { index: at, kind });
  }
  const product = ITEM_CATALOG[best.phrase.itemIndex];
  const part = product === undefined ? null : partNounAfter(tokens, Math.max(...best.positions), product);
  if (part === null) return best;
  if (candidates.some((candidate) => candidate.phrase.tokens.length >= 2 && candidate.positions.includes(part.index))) return best;
  return asPart(best, best, part);
}

/** "blade for lawn mower": the first part is a part noun (trailing words aside) and "for" names the matched product. */
function partBeforeFor(best: Candidate, tokens: readonly QueryToken[]): Candidate {
  const separator = tokens.find((token) => token.kind === 'separator');
  const product = ITEM_CATALOG[best.phrase.itemIndex];
  if (separator?.raw !== 'for' || separator.segment !== 1 || product === undefined) return best;
  const part = partNounAfter(tokens, -1, product);
  return part === null ? best : asPart(best, best, part);
}

/** No word follows the token at `at` in the first part, and the second part starts with "for". */
function endsFirstPartBeforeFor(tokens: readonly QueryToken[], at: number): boolean {
  for (let index = at + 1; index < tokens.length; index++) {
    const token = tokens[index];
    if (token === undefined) return false;
    if (token.kind === 'separator') return token.raw === 'for' && token.segment === 1;
    if (token.kind === 'word') return false;
  }
  return false;
}

/** The generic part of `product` named by the part noun, scored as `best`; `best` when there is none. */
function asPart(best: Candidate, product: Candidate, part: { index: number; kind: PartKind }): Candidate {
  const productItem = ITEM_CATALOG[product.phrase.itemIndex];
  const partItem = productItem === undefined ? null : partItemFor(part.kind, productItem, ITEM_BY_NAME);
  const phrase = partItem === null ? undefined : partPhrases.get(partItem.name) ?? phraseByKey.get(phraseTokens(partItem.name).join(' '));
  if (phrase === undefined) return best;
  return { phrase, positions: [...product.positions, part.index], gaps: product.gaps, reversed: false, segment: 0, score: best.score, partOf: productItem?.name ?? '' };
}

function better(a: Candidate, b: Candidate | null): boolean {
  if (b === null) return true;
  if (a.score !== b.score) return a.score > b.score;
  return a.phrase.itemIndex < b.phrase.itemIndex;
}

/** The best catalog item for the repaired tokens, or null. */
export function matchItem(repaired: RepairedTokens): MatchResult | null {
  const { tokens, corrections } = repaired;
  const guesses = repaired.guesses ?? new Map<number, { nameCased: boolean }>();
  const candidates = withoutUnconfirmedGuesses(candidatesFor(tokens), tokens, guesses);
  let best: Candidate | null = null;
  for (const candidate of candidates) if (better(candidate, best)) best = candidate;
  if (best !== null) best = lineOfWornMaker(best, candidates);
  if (best !== null) best = genericBeforeTrailingBrand(brandNamesBareHead(brandBeforeGeneric(preferHead(best, candidates, tokens), candidates, tokens), candidates), candidates, tokens);
  if (best !== null) best = makersBag(describingWord(trailingDescriptor(trailingSpecWord(best, candidates, tokens), candidates, tokens), candidates), tokens);
  if (best !== null) best = partOfProduct(brandScaleOfHead(best, candidates), candidates, tokens);
  if (best !== null) {
    const used = new Set([...best.positions, ...(best.brandPositions ?? [])]);
    const chosen = best;
    const alsoMentioned = new Set<string>();
    for (const candidate of candidates) {
      if (candidate.phrase.itemIndex === chosen.phrase.itemIndex || candidate.positions.some((position) => used.has(position))) continue;
      if (candidate.segment !== chosen.segment && candidate.phrase.tokens.length >= 1) alsoMentioned.add(ITEM_CATALOG[candidate.phrase.itemIndex]?.name ?? '');
    }
    const item = ITEM_CATALOG[chosen.phrase.itemIndex];
    if (item === undefined) return null;
    const usedCorrections = corrections.filter((correction) => chosen.positions.some((position) => tokens[position]?.stem === correction.to));
    const result: MatchResult = { item, phrase: chosen.phrase.text, brand: chosen.phrase.brand, used, gaps: chosen.gaps, segment: chosen.segment, corrections: usedCorrections, via: 'phrase', alsoMentioned: [...alsoMentioned].slice(0, 3) };
    if (chosen.partOf !== undefined) result.partOf = chosen.partOf;
    return result;
  }
  // Last resort: catalog words that are only part of longer names ("golf" → golf club set). Words the repair
  // could not place in the vocabulary are left out: a looser search on them only finds noise.
  const words = tokens.filter((token, index) => token.kind === 'word' && !CONTAINER_WORDS.has(token.stem) && !HOW_MANY_WORDS.has(token.stem) && vocabulary.has(token.stem) && guesses.get(index)?.nameCased !== true).map((token) => token.stem);
  if (words.length === 0) return null;
  const top = topSearchResult(words.join(' '));
  const item = top === undefined ? undefined : ITEM_CATALOG[Number(top.id)];
  if (top === undefined || item === undefined) return null;
  // "LG gram 17", "LG 27UL500": a maker of several catalog goods named alone says nothing of which; a guess among
  // them may stand ("Canon R6": a camera), but not freight (an LG clothes dryer, 61 kg, for a laptop and a monitor).
  if (item.freight && words.every(isMakerOfSeveral)) return null;
  const matchedTerms = new Set(top.terms);
  const used = new Set<number>();
  tokens.forEach((token, index) => {
    if ([...matchedTerms].some((term) => term.startsWith(token.stem) || token.stem.startsWith(term))) used.add(index);
  });
  return { item, phrase: top.terms.join(' '), brand: false, used, gaps: 0, segment: 0, corrections, via: 'fuzzy-search', alsoMentioned: [] };
}

// The partial search's best result per query (catalog words, space-joined), memoised: the index is fixed at load.
const searchMemo = new Map<string, { id: unknown; terms: string[] } | undefined>();
const SEARCH_MEMO_LIMIT = 20_000;
function topSearchResult(query: string): { id: unknown; terms: string[] } | undefined {
  if (searchMemo.has(query)) return searchMemo.get(query);
  const top = itemIndex.search(query, { combineWith: 'OR' })[0];
  const found = top === undefined ? undefined : { id: top.id as unknown, terms: top.terms };
  if (searchMemo.size >= SEARCH_MEMO_LIMIT) searchMemo.clear();
  searchMemo.set(query, found);
  return found;
}

/**
 * Items that answer to the same head word as `phrase` ("keyboard": computer keyboard, portable keyboard, digital
 * piano) and have a sizing rule of `basis` whose plausible range holds `value`, closest reference first. A number
 * the matched item cannot have ("61 key" on a computer keyboard) tells which of its namesakes was meant.
 */
export function namesakesSizedBy(phrase: string, basis: SizingRule['basis'], value: number): CatalogItem[] {
  const head = phraseTokens(phrase).at(-1);
  if (head === undefined) return [];
  const seen = new Set<number>();
  const found: { item: CatalogItem; distance: number }[] = [];
  for (const candidate of phrasesByHead.get(head) ?? []) {
    if (seen.has(candidate.itemIndex)) continue;
    seen.add(candidate.itemIndex);
    const item = ITEM_CATALOG[candidate.itemIndex];
    const rule = item?.sizing.find((entry) => entry.basis === basis);
    if (item === undefined || rule === undefined || value < rule.plausible[0] || value > rule.plausible[1]) continue;
    found.push({ item, distance: Math.abs(Math.log(value / rule.reference)) });
  }
  return found.sort((a, b) => a.distance - b.distance).map((entry) => entry.item);
}

/** Words after a brand that name what goes with its product ("ipad case", "xbox controller"), not other goods it makes. */
const ACCESSORY_WORDS: ReadonlySet<string> = new Set(['case', 'stand', 'band', 'charger', 'cover', 'mount', 'holder', 'sleeve', 'strap', 'skin', 'protector', 'cable', 'dock', 'pencil', 'bag', 'tip', 'refill', 'pod', 'lid', 'cap', 'straw', 'boot', 'accessory', 'controller', 'battery', 'bit', 'filter', 'game'].map(stem));

/**
 * Brand phrases that begin the brand phrases of other catalog items ("stanley": its tumbler, "stanley tape measure";
 * "dewalt": its drill, "dewalt sander"): a maker of several kinds of goods, not one product line ("ipad": "ipad pro"
 * is the same tablet, "ipad case" what goes with it).
 */
/** Per brand phrase that begins longer brand phrases ("dewalt" in "dewalt sander"): the items those name. */
const ITEMS_BY_BRAND_PREFIX: ReadonlyMap<string, ReadonlySet<number>> = (() => {
  const itemsByPrefix = new Map<string, Set<number>>();
  ITEM_CATALOG.forEach((item, itemIndex) => {
    for (const brand of item.brands) {
      const words = phraseTokens(brand);
      for (let length = 1; length < words.length; length++) {
        const next = words[length] ?? '';
        if (ACCESSORY_WORDS.has(next) || PART_NOUN_STEMS.has(next)) break;
        const prefix = words.slice(0, length).join(' ');
        const items = itemsByPrefix.get(prefix) ?? new Set<number>();
        items.add(itemIndex);
        itemsByPrefix.set(prefix, items);
      }
    }
  });
  return itemsByPrefix;
})();

/** A one-word stem that begins the brand phrases of two or more catalog items ("lg", "samsung", "dewalt"). */
const isMakerOfSeveral = (word: string): boolean => (ITEMS_BY_BRAND_PREFIX.get(word)?.size ?? 0) >= 2;

const MAKER_NAMES: ReadonlySet<string> = (() => {
  const itemsByPrefix = ITEMS_BY_BRAND_PREFIX;
  const makers = new Set<string>();
  ITEM_CATALOG.forEach((item, itemIndex) => {
    for (const brand of item.brands) {
      const key = phraseTokens(brand).join(' ');
      if ([...(itemsByPrefix.get(key) ?? [])].some((other) => other !== itemIndex)) makers.add(key);
    }
  });
  return makers;
})();

// A matched brand phrase's key, memoised: every estimate of a brand match asks isMakerName and goodsOfMaker, and
// normalising the phrase again costs more than the rest of both. (Matched phrases are catalog phrases: few.)
const brandKeyMemo = new Map<string, string>();
const BRAND_KEY_MEMO_LIMIT = 20_000;
function brandKeyOf(phrase: string): string {
  const known = brandKeyMemo.get(phrase);
  if (known !== undefined) return known;
  const key = phraseTokens(phrase).join(' ');
  if (brandKeyMemo.size >= BRAND_KEY_MEMO_LIMIT) brandKeyMemo.clear();
  brandKeyMemo.set(phrase, key);
  return key;
}

/** The catalog brand phrase is a maker's name (see MAKER_NAMES). */
export function isMakerName(phrase: string): boolean {
  return MAKER_NAMES.has(brandKeyOf(phrase));
}

/** The names of the catalog goods a maker's brand phrases name ("le creuset": the mug, kettle and skillet). */
export function goodsOfMaker(phrase: string): ReadonlySet<string> {
  const items = ITEMS_BY_BRAND_PREFIX.get(brandKeyOf(phrase)) ?? new Set<number>();
  return new Set([...items].map((index) => ITEM_CATALOG[index]?.name ?? ''));
}

/** Number of distinct catalog phrases indexed (for tests and reports). */
export const INDEXED_PHRASE_COUNT = phraseByKey.size;
