// Tariff history: the tables in force on a quote's date, named by version; the 2025 editions reproduce the real 2025
// cells facts/carriers.md §4 has, and the price index for a past month prices with that month's tables.
import { describe, expect, it } from 'vitest';
import { priceBasket, pricingDateFor } from '../../../activities/price-index/run.ts';
import { DEFAULT_FEE_POLICY, DEFAULT_TARIFF, TARIFF_TABLES_VERSION, basePriceCents, compileTariff } from '../../../domain/rating/index.ts';
import { TARIFF_EDITIONS, tariffInForce } from '../../../domain/rating/tables/history.ts';
import { createTariffProvider } from '../../../providers/rating/index.ts';
import { domestic, parcelIn } from './helpers.ts';

const carrierTables = (date: string, carrier: string) => tariffInForce(date).carriers.find((c) => c.rules.carrier === carrier)!;
const current = (carrier: string) => DEFAULT_TARIFF.carriers.find((c) => c.rules.carrier === carrier)!;

describe('tables in force by date', () => {
  it.each([
    ['2024-12-01', '2025-01-01', { USPS: 2025, UPS: 2025, FedEx: 2025 }],
    ['2025-06-30', '2025-01-01', { USPS: 2025, UPS: 2025, FedEx: 2025 }],
    ['2025-12-22', '2025-12-22', { USPS: 2025, UPS: 2026, FedEx: 2025 }],
    ['2026-01-05', '2026-01-05', { USPS: 2025, UPS: 2026, FedEx: 2026 }],
    ['2026-01-17', '2026-01-05', { USPS: 2025, UPS: 2026, FedEx: 2026 }],
    ['2026-01-18', '2026-01-18', { USPS: 2026, UPS: 2026, FedEx: 2026 }],
    ['2026-11-24', '2026-01-18', { USPS: 2026, UPS: 2026, FedEx: 2026 }],
  ] as const)('on %s: the mix in force since %s', (date, since, years) => {
    const tariff = tariffInForce(date);
    expect(tariff.version).toBe(`${TARIFF_TABLES_VERSION}@${since}`);
    for (const [carrier, year] of Object.entries(years)) expect(carrierTables(date, carrier) === current(carrier), carrier).toBe(year === 2026);
    expect(carrierTables(date, 'DHL')).toBe(current('DHL')); // one edition: facts have no 2025 DHL figures
  });

  it('lists each carrier’s editions oldest first, the newest being the current tables', () => {
    for (const { rules } of DEFAULT_TARIFF.carriers) {
      const editions = TARIFF_EDITIONS.filter((e) => e.carrier === rules.carrier);
      expect(editions.map((e) => e.effective)).toEqual([...editions.map((e) => e.effective)].sort());
      expect(editions.at(-1)!.tables).toBe(current(rules.carrier));
    }
  });
});

describe('the 2025 → 2026 change per carrier', () => {
  const y2025 = compileTariff(tariffInForce('2025-06-30'));
  const y2026 = compileTariff(tariffInForce('2026-06-30'));

  it('FedEx 2025 list cells are the real 2025 Ground/Home Delivery grid (facts §4)', () => {
    const facts2025: [lb: number, zone: string, dollars: number][] = [
      [1, '2', 11.32], [1, '5', 13.27], [1, '8', 14.17],
      [5, '2', 13.29], [5, '5', 17.56], [5, '8', 20.48],
      [10, '2', 14.98], [10, '5', 19.39], [10, '8', 24.91],
      [20, '2', 18.21], [20, '5', 25.79], [20, '8', 40.79],
    ];
    for (const [lb, zone, dollars] of facts2025) expect(basePriceCents(y2025, 'fedex_ground', 'retail', zone, lb), `${lb} lb zone ${zone}`).toBe(Math.round(dollars * 100));
    expect(carrierTables('2025-06-30', 'FedEx').rules.residentialSurcharge).toEqual({ ground: 6.55, air: 6.55 });
    expect(carrierTables('2026-06-30', 'FedEx').rules.residentialSurcharge).toEqual({ ground: 6.95, air: 6.95 });
  });

  it.each([
    ['usps_ground_advantage', '4', 7.8],
    ['usps_priority_mail', '4', 6.6],
    ['usps_priority_mail_express', '4', 5.1],
    ['ups_ground', '5', 5.9],
    ['fedex_ground', '5', 5.93],
  ])('%s rose by %s %% on average (zone %s, 1–20 lb)', (code, zone, percent) => {
    for (const lb of [1, 5, 10, 20]) {
      const before = basePriceCents(y2025, code, 'retail', zone, lb)!;
      const after = basePriceCents(y2026, code, 'retail', zone, lb)!;
      expect(Math.abs(after / before - 1 - Number(percent) / 100), `${code} ${lb} lb`).toBeLessThan(0.001);
    }
  });
});

describe('the tariff provider and the price index', () => {
  it('prices a quote with the tables of its date and names their version', async () => {
    const provider = createTariffProvider();
    const parcel = parcelIn(14, 10, 6, 4);
    const before = await provider.rate(domestic(5, parcel, { quotedAt: new Date('2025-07-15T15:00:00Z') }));
    const after = await provider.rate(domestic(5, parcel, { quotedAt: new Date('2026-07-15T15:00:00Z') }));
    expect(before.pricing).toEqual({ provider: 'tariff', tables_version: `${TARIFF_TABLES_VERSION}@2025-01-01` });
    expect(after.pricing).toEqual({ provider: 'tariff', tables_version: `${TARIFF_TABLES_VERSION}@2026-01-18` });
    const cents = (result: typeof before, code: string) => result.rates.find((r) => r.service_code === code)!.carrier_amount_cents;
    for (const code of ['usps_ground_advantage', 'ups_ground', 'fedex_ground']) expect(cents(before, code), code).toBeLessThan(cents(after, code));
  });

  it('prices a past month as on its first day, the current month as of now', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(pricingDateFor('2025-12', now).toISOString()).toBe('2025-12-01T12:00:00.000Z');
    expect(pricingDateFor('2026-11', now)).toBe(now);
    expect(pricingDateFor('2027-01', now)).toBe(now);
  });

  it('a backfilled month uses that month’s tables: December 2025 is cheaper than February 2026 and says why', async () => {
    const clock = () => new Date('2026-11-24T10:00:00Z');
    const deps = { rating: createTariffProvider(), feePolicy: DEFAULT_FEE_POLICY, clock };
    const december = await priceBasket({ month: '2025-12', triggered_by: 'test' }, deps);
    const february = await priceBasket({ month: '2026-02', triggered_by: 'test' }, deps);
    expect(december.tables_version).toBe(`${TARIFF_TABLES_VERSION}@2025-01-01`);
    expect(february.tables_version).toBe(`${TARIFF_TABLES_VERSION}@2026-01-18`);
    expect(december.ran_at).toBe('2026-11-24T10:00:00.000Z');
    expect(december.basket_average.amount_cents).toBeLessThan(february.basket_average.amount_cents);
    console.info(`basket average 2025-12 ${december.basket_average.amount_cents} ¢ → 2026-02 ${february.basket_average.amount_cents} ¢`);
  });
});
