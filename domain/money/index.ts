// Money is integer cents inside the service; it becomes a two-decimal number only at the edge.
export type Cents = number;

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer number of cents: ${value}`);
  return value;
}

/** Dollars (as carriers publish them, e.g. 12.95) to integer cents, rounding half away from zero. */
export function dollarsToCents(dollars: number): Cents {
  const cents = Math.sign(dollars) * Math.round(Math.abs(dollars) * 100 + 1e-9);
  return cents === 0 ? 0 : cents;
}

/** Integer cents to the number written in answers: 1295 → 12.95. */
export function centsToAmount(cents: Cents): number {
  assertCents(cents);
  // Below 2^46 cents the quotient is already the double nearest the two-decimal value, i.e. exactly what the
  // toFixed round trip returns, without building a string on every amount of every quote (+ 0 turns -0 into 0).
  if (Math.abs(cents) < 2 ** 46) return cents / 100 + 0;
  return Number((cents / 100).toFixed(2));
}

/** Multiply cents by a rate (a surcharge percentage, a discount) and round to whole cents, half up. */
export function applyRate(cents: Cents, rate: number): Cents {
  return Math.round(cents * rate + 1e-9);
}

export function formatUsd(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  // Whole cents (every amount in a quote): written from the integer, the same text toFixed(2) gives, at a fraction of
  // its cost (every not-selected rate of every quote is described with one).
  if (Number.isSafeInteger(abs) && abs < 2 ** 46) {
    const fraction = abs % 100;
    return `${sign}$${(abs - fraction) / 100}.${fraction < 10 ? '0' : ''}${fraction}`;
  }
  return `${sign}$${(abs / 100).toFixed(2)}`;
}
