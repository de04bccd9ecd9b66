// A quote's stored form reads back as the answer the caller got, less a priced answer's exclusions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids/index.ts';
import { quoteShipment } from '../../../domain/quoting/index.ts';
import type { ShipmentInput } from '../../../domain/quoting/index.ts';
import { answerFromStored, jsonDecimal, serialiseAnswer, storedAnswerJson } from '../../../domain/quoting/stored-answer.ts';
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
          // Both texts built at once are byte for byte the two built apart, with and without a provider's ids.
          expect(serialiseAnswer(answer)).toEqual({ answerJson: JSON.stringify(answer), storedJson: stored });
          const ref = { provider: 'easypost', shipment_id: 'shp_1', rate_ids: { usps_ground_advantage: 'rate_"1"' } };
          expect(serialiseAnswer(answer, ref)).toEqual({ answerJson: JSON.stringify(answer), storedJson: storedAnswerJson(answer, JSON.stringify(answer), ref) });
        },
      ),
      { numRuns: 400 },
    );
  });

  it('serialises answers with unusual strings and numbers exactly as JSON.stringify does', async () => {
    const outcome = await quoteShipment({ from_postal_code: '10001', to_postal_code: '94105', product: 'two ceramic coffee mugs' }, new Date('2026-11-23T15:00:00Z'), deps);
    if (!outcome.ok) throw new Error('quote failed');
    const [first] = outcome.answer.rates;
    const odd = {
      ...outcome.answer,
      notice: 'a "different" notice\n',
      rates: [
        { ...first!, service: 'Ünïcode "quoted" \\ service\u2028', amount: 0.1 + 0.2, carrier_amount: -0, service_fee: 1e21, retail_amount: Number.NaN, billable_weight_kg: 1 / 3, dim_divisor: 166.5, estimated_delivery: '\ud800' },
        { ...first!, amount: 12, carrier_amount: 1234567.89, service_fee: 0.05, retail_amount: null, billable_weight_kg: 0.001, dim_weight_applied: true, dim_divisor: 139 },
      ],
    };
    expect(serialiseAnswer(odd)).toEqual({ answerJson: JSON.stringify(odd), storedJson: storedAnswerJson(odd, JSON.stringify(odd)) });
    // Exclusions of another shape (keys reordered, an extra or a missing one, a value that is not a string).
    const exclusion = { carrier: 'UPS', service: 'UPS "Ground"', service_code: 'ups_ground', reason: 'not_selected' as const, message: 'Ünïcode \u2028 message' };
    for (const excluded of [
      [exclusion],
      [exclusion, { message: 'm', carrier: 'UPS', service: 's', service_code: 'c', reason: 'not_selected' as const }],
      [{ ...exclusion, extra: 1 }],
      [{ ...exclusion, message: undefined as unknown as string }],
      [],
    ]) {
      const answer = { ...outcome.answer, excluded };
      expect(serialiseAnswer(answer).answerJson).toBe(JSON.stringify(answer));
    }
  });

  it('writes whole hundredths and thousandths from integers exactly as JSON.stringify does', () => {
    const differing: number[] = [];
    for (let n = 0; n < 1_000_000; n++) {
      if (jsonDecimal(n / 100, 100) !== JSON.stringify(n / 100)) differing.push(n / 100);
      if (jsonDecimal(n / 1000, 1000) !== JSON.stringify(n / 1000)) differing.push(n / 1000);
    }
    expect(differing).toEqual([]);
    fc.assert(
      fc.property(fc.double(), fc.constantFrom(100 as const, 1000 as const), (value, scale) => {
        expect(jsonDecimal(value, scale)).toBe(JSON.stringify(value));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 52 }), fc.constantFrom(100 as const, 1000 as const), (n, scale) => {
        expect(jsonDecimal(n / scale, scale)).toBe(JSON.stringify(n / scale));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads back an answer stored whole (records written before the compact form, or without rates) unchanged', async () => {
    const outcome = await quoteShipment({ from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 }, new Date('2026-11-23T15:00:00Z'), deps);
    if (!outcome.ok) throw new Error('quote failed');
    const whole = JSON.parse(JSON.stringify(outcome.answer)) as unknown;
    expect(answerFromStored(whole, outcome.answer)).toEqual(whole);
  });
});
