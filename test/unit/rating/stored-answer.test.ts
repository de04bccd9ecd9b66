// A quote's stored form reads back as the answer the caller got, less a priced answer's exclusions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids/index.ts';
import { quoteShipment } from '../../../domain/quoting/index.ts';
import type { ShipmentInput } from '../../../domain/quoting/index.ts';
import { answerFromStored, storedAnswerJson } from '../../../domain/quoting/stored-answer.ts';
import { DEFAULT_FEE_POLICY } from '../../../domain/rating/index.ts';
import { createTariffProvider } from '../../../providers/rating/index.ts';

const deps = { rating: createTariffProvider(), feePolicy: DEFAULT_FEE_POLICY, quoteTtlSeconds: 86_400, newId, freightFormUrl: (id: string) => `https://example.test/freight/${id}` };

const PRODUCTS = ['two ceramic coffee mugs', '12" cast iron skillet', 'lithium batteries', 'a pallet of bricks', 'perfume', 'grandma\'s "quilt" \\ and ünïcode', 'unknown gizmo', 'flat screen tv 65 inch', 'hardcover books x3'];
const DESTINATIONS: [string, string | undefined][] = [['94105', undefined], ['96799', undefined], ['99501', undefined], ['K1A 0B1', undefined], ['10115', 'DE'], ['2000', 'AU'], ['75001', 'FR'], ['SW1A 1AA', undefined]];

describe('stored quote answers', () => {
  it('read back as the answer sent, with no exclusions when it has rates (any shipment, any mode)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PRODUCTS),
        fc.constantFrom(...DESTINATIONS),
        fc.boolean(),
        fc.boolean(),
        fc.record({ l: fc.double({ min: 1, max: 400, noNaN: true }), w: fc.double({ min: 1, max: 200, noNaN: true }), h: fc.double({ min: 1, max: 200, noNaN: true }), kg: fc.double({ min: 0.01, max: 120, noNaN: true }) }),
        async (product, [to, country], manual, residential, size) => {
          const input: ShipmentInput = manual
            ? { from_postal_code: '10001', to_postal_code: to, package_source: 'manual', product, length_cm: size.l, width_cm: size.w, height_cm: size.h, weight_kg: size.kg, residential }
            : { from_postal_code: '10001', to_postal_code: to, product, residential };
          if (country) input.to_country = country;
          const outcome = await quoteShipment(input, new Date('2026-11-23T15:00:00Z'), deps);
          if (!outcome.ok) return;
          const { answer } = outcome;
          const sent = JSON.parse(JSON.stringify(answer)) as typeof answer;
          const stored = storedAnswerJson(answer, JSON.stringify(answer));
          const readBack = answerFromStored(JSON.parse(stored), answer);
          const priced = answer.mode === 'parcel' && answer.rates.length > 0;
          expect(readBack).toEqual(priced ? { ...sent, excluded: [] } : sent);
          if (priced) expect(stored.length).toBeLessThan(JSON.stringify(answer).length / 2);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads back an answer stored whole (records written before the compact form, or without rates) unchanged', async () => {
    const outcome = await quoteShipment({ from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 }, new Date('2026-11-23T15:00:00Z'), deps);
    if (!outcome.ok) throw new Error('quote failed');
    const whole = JSON.parse(JSON.stringify(outcome.answer)) as unknown;
    expect(answerFromStored(whole, outcome.answer)).toEqual(whole);
  });
});
