// Tariff history: each carrier's tables carry the date they took effect, and a quote is priced with the tables in
// force on its date. Carriers change prices at the turn of the year (UPS 22 Dec 2025, FedEx 5 Jan 2026, USPS
// 18 Jan 2026), so the tables in force move by carrier, not all at once.
//
// The 2026 editions are the tables in ./<carrier>/. The 2025 editions undo the 2026 increases that facts/carriers.md
// §4 documents: UPS and FedEx GRI (UPS 5.9 % average, FedEx 5.93 % observed average, which reproduces the real 2025
// FedEx Ground 1 lb zone 2 cell, $11.32), USPS by product (Ground Advantage +7.8 %, Priority Mail +6.6 %, Priority
// Mail Express +5.1 %; Priority Mail International: no 2026 change documented, kept), and FedEx's 2025 residential
// surcharge ($6.55 instead of $6.95). DHL Express has no 2025 figures in facts: one edition.
// Facts give no start date for the 2025 tables: they are taken as in force from 1 Jan 2025. USPS's July changes
// (2025 and 2026) are not in facts either; the 2026 USPS scrape stands for the whole of 2026.
import type { Carrier } from '../types.ts';
import type { CarrierTariff, NegotiatedPricing, PriceGrid, Tariff } from '../tariff-types.ts';
import { DEFAULT_TARIFF, TARIFF_TABLES_VERSION } from './index.ts';

export interface CarrierEdition {
  carrier: Carrier;
  /** First day in force (YYYY-MM-DD, the quote's US Eastern calendar day). */
  effective: string;
  tables: CarrierTariff;
}

const current = (carrier: Carrier): CarrierTariff => DEFAULT_TARIFF.carriers.find((c) => c.rules.carrier === carrier)!;

const toCents = (dollars: number): number => Math.round(dollars * 100 + 1e-9) / 100;

/** A grid with every price divided by (1 + increase): the prices before an increase. */
function beforeIncrease(grid: PriceGrid, increase: number): PriceGrid {
  return { columns: grid.columns, rows: grid.rows.map(([lb, ...prices]) => [lb!, ...prices.map((price) => toCents(price / (1 + increase)))]) };
}

/** The edition before `tables`, with each service's prices before its documented increase (fraction, per code). */
function priorEdition(tables: CarrierTariff, increaseOf: (serviceCode: string) => number, effective: string, source: string, rules: Partial<CarrierTariff['rules']> = {}): CarrierTariff {
  const retail: Record<string, PriceGrid> = {};
  for (const [code, grid] of Object.entries(tables.retail.services)) retail[code] = beforeIncrease(grid, increaseOf(code));
  const negotiated: Record<string, NegotiatedPricing> = {};
  for (const [code, pricing] of Object.entries(tables.negotiated.services)) {
    negotiated[code] = pricing.basis === 'table' ? { basis: 'table', grid: beforeIncrease(pricing.grid, increaseOf(code)) } : pricing;
  }
  return {
    rules: { ...tables.rules, ...rules },
    retail: { ...tables.retail, effective, source: `${source}; before that: ${tables.retail.source}`, services: retail },
    negotiated: { ...tables.negotiated, effective, source: `${source}; before that: ${tables.negotiated.source}`, services: negotiated },
  };
}

const USPS_2026_INCREASE: Readonly<Record<string, number>> = {
  usps_ground_advantage: 0.078,
  usps_priority_mail: 0.066,
  usps_priority_mail_express: 0.051,
};

/** Every carrier's editions, oldest first. */
export const TARIFF_EDITIONS: readonly CarrierEdition[] = [
  {
    carrier: 'USPS',
    effective: '2025-01-01',
    tables: priorEdition(current('USPS'), (code) => USPS_2026_INCREASE[code] ?? 0, '2025-01-01', '2026 prices before the 18 Jan 2026 increase (facts/carriers.md §4: GA +7.8 %, PM +6.6 %, PME +5.1 %)'),
  },
  { carrier: 'USPS', effective: '2026-01-18', tables: current('USPS') },
  { carrier: 'UPS', effective: '2025-01-01', tables: priorEdition(current('UPS'), () => 0.059, '2025-01-01', '2026 prices before the 22 Dec 2025 GRI (facts/carriers.md §4: 5.9 % average)') },
  { carrier: 'UPS', effective: '2025-12-22', tables: current('UPS') },
  {
    carrier: 'FedEx',
    effective: '2025-01-01',
    tables: priorEdition(current('FedEx'), () => 0.0593, '2025-01-01', '2026 prices before the 5 Jan 2026 GRI (facts/carriers.md §4: 5.93 % observed average)', {
      residentialSurcharge: { ground: 6.55, air: 6.55 },
    }),
  },
  { carrier: 'FedEx', effective: '2026-01-05', tables: current('FedEx') },
  { carrier: 'DHL', effective: '2025-01-01', tables: current('DHL') },
];

/** The tables in force on `isoDate` (YYYY-MM-DD) and their version, `<data set>@<the day this mix took effect>`. */
export function tariffInForce(isoDate: string): Tariff {
  const carriers: CarrierTariff[] = [];
  let since = '';
  for (const { rules } of DEFAULT_TARIFF.carriers) {
    const editions = TARIFF_EDITIONS.filter((e) => e.carrier === rules.carrier);
    // Before the oldest edition, the oldest one prices (there is nothing older to use).
    const edition = editions.filter((e) => e.effective <= isoDate).at(-1) ?? editions[0]!;
    carriers.push(edition.tables);
    if (edition.effective > since) since = edition.effective;
  }
  return { version: `${TARIFF_TABLES_VERSION}@${since}`, carriers };
}
