// The checkout state machine: forward-only in SPEC's stage order, refunded terminal.
import { describe, expect, it } from 'vitest';
import { CHECKOUT_STAGES, isForwardMove } from '../../../domain/checkout/stages.ts';
import * as messages from '../../../workflows/messages.ts';

describe('isForwardMove', () => {
  it('follows SPEC stage order, defined once (the workflow messages re-export the same list)', () => {
    expect(CHECKOUT_STAGES).toEqual(['awaiting_checkout', 'checkout_started', 'paid', 'label_ready', 'delivered', 'refunded']);
    expect(messages.CHECKOUT_STAGES).toBe(CHECKOUT_STAGES);
  });

  it('allows every later stage and refuses duplicates and earlier ones', () => {
    CHECKOUT_STAGES.forEach((from, i) => {
      CHECKOUT_STAGES.forEach((to, j) => {
        const expected = from !== 'refunded' && (to === 'refunded' || j > i);
        expect(isForwardMove(from, to), `${from} → ${to}`).toBe(expected);
      });
    });
  });

  it('makes refunded terminal', () => {
    for (const to of CHECKOUT_STAGES) expect(isForwardMove('refunded', to)).toBe(false);
  });
});
