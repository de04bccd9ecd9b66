// Unguessable ids with a type prefix: 128 bits from the OS CSPRNG, base64url. A session id is the only key to its
// status, so ids must never be enumerable.
import { randomFillSync } from 'node:crypto';

// One CSPRNG call per 256 ids instead of one per id (randomBytes has a fixed cost per call on the hot path).
const POOL = Buffer.allocUnsafe(16 * 256);
let offset = POOL.length;

/** 128 random bits as base64url (22 characters), written straight from the pool (no copy of the bytes). */
function random128Base64url(): string {
  if (offset >= POOL.length) {
    randomFillSync(POOL);
    offset = 0;
  }
  const text = POOL.toString('base64url', offset, offset + 16);
  // Wipe what was handed out so a later read of the pool cannot reveal an issued id.
  POOL.fill(0, offset, offset + 16);
  offset += 16;
  return text;
}

export type IdPrefix = 'q' | 'cs' | 'ord' | 'rv' | 'fr' | 'evt' | 'pay' | 'shp';

// Quotes are stored thousands of times a second under their id. A random id lands each insert on a random page of
// the id index, and SQLite then writes a whole page to the WAL per quote (a third of the store's work per quote).
// Quote ids therefore start with their creation time (milliseconds, 10 base-36 digits, which sort in byte order)
// ahead of the same 128 random bits: inserts stay at the index's right edge, and the id is still unguessable.
const TIME_ORDERED: ReadonlySet<IdPrefix> = new Set(['q']);
const TIME_DIGITS = 10; // 36^10 ms reaches the year 2084

export function newId(prefix: IdPrefix, atMs: number = Date.now()): string {
  const random = random128Base64url();
  if (!TIME_ORDERED.has(prefix)) return `${prefix}_${random}`;
  return `${prefix}_${Math.max(0, Math.floor(atMs)).toString(36).padStart(TIME_DIGITS, '0')}${random}`;
}

/** Any id of ours: type prefix, for time-ordered types 10 base-36 time digits, then 128 random bits. */
export const ID_PATTERN = /^[a-z]{1,4}_(?:[0-9a-z]{10})?[A-Za-z0-9_-]{22}$/;
