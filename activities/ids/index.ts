// Unguessable ids with a type prefix: 128 bits from the OS CSPRNG, base64url. A session id is the only key to its
// status, so ids must never be enumerable.
import { randomFillSync } from 'node:crypto';

// One CSPRNG call per 256 ids instead of one per id (randomBytes has a fixed cost per call on the hot path).
const POOL = Buffer.allocUnsafe(16 * 256);
let offset = POOL.length;

function random128(): Buffer {
  if (offset >= POOL.length) {
    randomFillSync(POOL);
    offset = 0;
  }
  const bytes = Buffer.from(POOL.subarray(offset, offset + 16));
  // Wipe what was handed out so a later read of the pool cannot reveal an issued id.
  POOL.fill(0, offset, offset + 16);
  offset += 16;
  return bytes;
}

export type IdPrefix = 'q' | 'cs' | 'ord' | 'rv' | 'fr' | 'evt' | 'pay' | 'shp';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${random128().toString('base64url')}`;
}

export const ID_PATTERN = /^[a-z]{1,4}_[A-Za-z0-9_-]{22}$/;
