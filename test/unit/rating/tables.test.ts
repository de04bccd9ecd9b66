// The compiled tables: zone → price lookups, interpolation between listed weights, extrapolation above them,
// sanity of the data (prices rise with zone, negotiated never above retail) and the loader's own checks.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATING_ENGINE,
  DEFAULT_TARIFF,
  TARIFF_TABLES_VERSION,
  basePriceCents,
  compileTariff,
} from '../../../domain/rating/index.ts';
import type { PriceGrid, Tariff } from '../../../domain/rating/index.ts';

const tariff = DEFAULT_RATING_ENGINE.tariff;
const cell = (service: string, level: 'retail' | 'negotiated', column: string, lb: number) => basePriceCents(tariff, service, level, column, lb);

describe('tariff tables', () => {
  it('carries the table version', () => {
    expect(TARIFF_TABLES_VERSION).toBe('2026-11-tariff-1');
    expect(tariff.version).toBe(TARIFF_TABLES_VERSION);
  });

  it.each([
    // service, column (zone or price group), lb, retail cents
    ['usps_ground_advantage', '1', 1, 955],
    ['usps_ground_advantage', '4', 5, 1580],
    ['usps_ground_advantage', '8', 20, 6940],
    ['usps_ground_advantage', '9', 20, 6940],
    ['usps_priority_mail', '8', 10, 6130],
    ['usps_priority_mail', '9', 1, 3425],
    ['usps_priority_mail_express', '4', 1, 4345],
    ['usps_priority_mail_international', 'PG16', 3, 8925],
    ['fedex_ground', '2', 1, 1199],
    ['fedex_home_delivery', '8', 20, 4321],
    ['ups_ground', '5', 10, 2066],
    ['dhl_express_worldwide', 'europe', 1, null],
  ])('%s column %s at %i lb retails for %s cents', (service, column, lb, expected) => {
    expect(cell(service, 'retail', column, lb)).toBe(expected);
  });

  it('prices rise with the zone for every domestic service and weight', () => {
    for (const service of tariff.services.filter((s) => s.definition.scope === 'domestic')) {
      const zones = [...(service.retail?.keys() ?? [])].filter((c) => c !== '9');
      for (let lb = 1; lb <= 150; lb++) {
        const prices = zones.map((zone) => basePriceCents(tariff, service.definition.code, 'retail', zone, lb) ?? 0);
        for (let i = 1; i < prices.length; i++) expect(prices[i], `${service.definition.code} ${lb} lb zone ${zones[i]}`).toBeGreaterThanOrEqual(prices[i - 1] ?? 0);
      }
    }
  });

  it('negotiated is below retail in every cell', () => {
    for (const service of tariff.services) {
      if (!service.retail) continue;
      for (const [column] of service.negotiated) {
        for (let lb = 1; lb <= 160; lb++) {
          const retail = cell(service.definition.code, 'retail', column, lb) ?? 0;
          expect(cell(service.definition.code, 'negotiated', column, lb)).toBeLessThan(retail);
        }
      }
    }
  });

  it('applies the documented discounts off retail', () => {
    expect(cell('usps_priority_mail', 'negotiated', '4', 5)).toBe(Math.round(1750 * 0.83));
    expect(cell('ups_ground', 'negotiated', '2', 1)).toBe(Math.round((cell('ups_ground', 'retail', '2', 1) ?? 0) * 0.7));
    expect(cell('fedex_2day', 'negotiated', '8', 10)).toBe(Math.round((cell('fedex_2day', 'retail', '8', 10) ?? 0) * 0.65));
  });

  it('interpolates linearly between listed weights and extends the last step above the last row', () => {
    // GA zone 1 lists 20 lb $22.75 and 25 lb $25.80: 22 lb lies 2/5 of the way.
    expect(cell('usps_ground_advantage', 'retail', '1', 22)).toBe(Math.round(2275 + ((2580 - 2275) * 2) / 5));
    // 70 → 60 lb step of GA zone 1 is $6.10, so 80 lb (DIM weight above the 70 lb limit) adds $6.10 to 70 lb.
    expect(cell('usps_ground_advantage', 'retail', '1', 80)).toBe(5335 + 610);
  });

  it('has no price where a lane is not served', () => {
    expect(cell('dhl_express_worldwide', 'negotiated', 'canada', 1)).toBeNull();
    expect(cell('ups_ground', 'retail', '9', 1)).toBeNull();
    expect(cell('ups_standard', 'retail', 'europe', 1)).toBeNull();
  });

  describe('loader checks', () => {
    const withGrid = (grid: PriceGrid): Tariff => ({
      ...DEFAULT_TARIFF,
      carriers: DEFAULT_TARIFF.carriers.map((entry) =>
        entry.rules.carrier === 'USPS'
          ? { ...entry, retail: { ...entry.retail, services: { ...entry.retail.services, usps_ground_advantage: grid } } }
          : entry,
      ),
    });
    const columns = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

    it('accepts a grid that lists every pound', () => {
      const rows = Array.from({ length: 70 }, (_, i) => [i + 1, ...columns.map((_c, z) => 10 + i + z)]);
      const compiled = compileTariff(withGrid({ columns, rows }));
      expect(basePriceCents(compiled, 'usps_ground_advantage', 'retail', '3', 40)).toBe(5100);
    });

    it('rejects a price that falls as weight rises', () => {
      const rows = [[1, ...columns.map(() => 10)], [2, ...columns.map(() => 9)]];
      expect(() => compileTariff(withGrid({ columns, rows }))).toThrow(/price falls/);
    });

    it('rejects rows out of order, a first row other than 1 lb, and short rows', () => {
      expect(() => compileTariff(withGrid({ columns, rows: [[2, ...columns.map(() => 10)]] }))).toThrow(/first row/);
      expect(() => compileTariff(withGrid({ columns, rows: [[1, ...columns.map(() => 10)], [1, ...columns.map(() => 11)]] }))).toThrow(/ascending/);
      expect(() => compileTariff(withGrid({ columns, rows: [[1, 10, 11]] }))).toThrow(/prices for 9 columns/);
    });

    it('rejects a grid whose columns match no lane', () => {
      expect(() => compileTariff(withGrid({ columns: ['Z1'], rows: [[1, 10]] }))).toThrow(/no price column matches/);
    });
  });
});
