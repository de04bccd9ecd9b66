// The provider wrapper and the hot-path timing.
import { describe, expect, it } from 'vitest';
import { TARIFF_TABLES_VERSION, rateWithTariffs } from '../../../domain/rating/index.ts';
import { createTariffProvider } from '../../../providers/rating/index.ts';
import { domestic, international, parcelIn } from './helpers.ts';

describe('createTariffProvider', () => {
  it('names itself and its table version, and answers like the sync core', async () => {
    const provider = createTariffProvider();
    expect(provider.name).toBe('tariff');
    // The tables in force today: the 2026 editions (the last change, USPS on 18 Jan 2026).
    expect(provider.tablesVersion).toBe(`${TARIFF_TABLES_VERSION}@2026-01-18`);
    const req = domestic(6, parcelIn(14, 10, 6, 4), { residential: true, quotedAt: new Date('2026-11-24T15:00:00Z') });
    expect(await provider.rate(req)).toEqual({ ...rateWithTariffs(req), pricing: { provider: 'tariff', tables_version: `${TARIFF_TABLES_VERSION}@2026-01-18` } });
  });

  it('rejects an invalid request instead of throwing synchronously', async () => {
    const provider = createTariffProvider();
    const pending = provider.rate(domestic(0, parcelIn(14, 10, 6, 4)));
    await expect(pending).rejects.toBeInstanceOf(RangeError);
  });

  it('accepts a replacement restriction table', async () => {
    const provider = createTariffProvider({ restrictionRules: [{ flag: 'perfume', match: { transport: 'air' }, message: 'Perfume goes by ground.' }] });
    const result = await provider.rate(domestic(4, parcelIn(6, 4, 2, 1), { restricted: ['perfume', 'alcohol'] }));
    expect(result.rates.map((r) => r.service_code).sort()).toEqual(['fedex_ground', 'ups_ground', 'usps_ground_advantage']);
  });
});

describe('hot path', () => {
  it('rates well under 200 µs per call after warm-up', () => {
    const requests = [
      domestic(5, parcelIn(12, 10, 8, 3), { residential: true }),
      domestic(8, parcelIn(30, 20, 18, 45)),
      international('DE', parcelIn(12, 10, 8, 3)),
      international('AU', parcelIn(16, 12, 10, 9), { restricted: ['lithium_battery'] }),
    ];
    const pick = (i: number) => requests[i % requests.length] ?? domestic(5, parcelIn(12, 10, 8, 3));
    for (let i = 0; i < 4000; i++) rateWithTariffs(pick(i));
    const calls = 20_000;
    const started = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) rateWithTariffs(pick(i));
    const microsPerCall = Number(process.hrtime.bigint() - started) / 1000 / calls;
    console.info(`rateWithTariffs: ${microsPerCall.toFixed(1)} µs per call (mean of ${calls})`);
    expect(microsPerCall).toBeLessThan(200);
  });
});
