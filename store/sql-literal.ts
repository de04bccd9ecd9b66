// SQL literals for the group commit's one-call script (see batched-writes.ts). sqlite3 can run several statements
// in one thread-pool call only through Database#exec, which takes no parameters; so the values are written as
// literals that SQLite stores exactly as sqlite3 would bind them. Anything that cannot be written that way answers
// null and the caller binds parameters instead.
import type { SqlValue } from './sqlite.ts';

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/**
 * The literal for `value`, or null when no literal stores the same thing:
 * - strings are quoted with '' doubling (SQLite string literals have no other escapes); a NUL would end
 *   sqlite3_exec's script early, so strings holding one are refused;
 * - numbers follow sqlite3's binding: a 32-bit integer binds as INTEGER, any other number as REAL (so 2**40
 *   becomes 1099511627776.0). Only safe integers get a REAL literal: SQLite's decimal reader is not correctly
 *   rounded (on 3.52.0, 82 of 600,000 random doubles and even 0.449761878021639 read back one ulp off), while
 *   digits without a fraction accumulate exactly. Fractions, larger magnitudes, NaN and ±Infinity are refused;
 * - Buffers become blob literals; bigint (which sqlite3 does not bind as an integer) is refused.
 */
export function sqlLiteral(value: SqlValue): string | null {
  if (value === null) return 'NULL';
  switch (typeof value) {
    case 'string':
      // indexOf is a fast scan; replaceAll would copy a 4 KB answer even when it holds no quote (the usual case).
      if (value.indexOf('\u0000') !== -1) return null;
      return value.indexOf("'") === -1 ? `'${value}'` : `'${value.replaceAll("'", "''")}'`;
    case 'number': {
      if (!Number.isSafeInteger(value)) return null;
      if (value >= INT32_MIN && value <= INT32_MAX) return String(value); // String(-0) is "0"
      // "1099511627776" would read as INTEGER; sqlite3 binds it as REAL.
      return `${String(value)}.0`;
    }
    case 'bigint':
      return null;
    default:
      return Buffer.isBuffer(value) ? `X'${value.toString('hex')}'` : null;
  }
}

/** `(v1, v2, …)` for one row in `literal`'s dialect (SQLite's by default), or null when a value has no exact literal. */
export function sqlRowLiteral(values: readonly SqlValue[], literal: (value: SqlValue) => string | null = sqlLiteral): string | null {
  const parts: string[] = [];
  for (const value of values) {
    const text = literal(value);
    if (text === null) return null;
    parts.push(text);
  }
  return `(${parts.join(', ')})`;
}
