// DHL Express Worldwide account rates (US export, small-business account), 2026. Dollars; rows are
// [lb, europe (DE), oceania (AU)].
// Source: facts/carriers.md §4 says "DHL Express Worldwide US→DE/AU 1 kg/5 kg: NOT FOUND", so this grid is the
// first-lb + per-lb calibration model in ../../README.md: 1 lb $46.80 (DE) / $58.90 (AU), +$5.20 / +$7.40 per lb to
// 20 lb, 80 % of that step above. It sits below the UPS/FedEx express account rates to the same countries, as
// DHL account rates usually do. Extends to 155 lb because 70 kg bills as 155 lb. Replace with the account's
// DHL rate card.
import type { NegotiatedPriceList } from '../../tariff-types.ts';

export const DHL_NEGOTIATED: NegotiatedPriceList = {
  carrier: 'DHL',
  level: 'negotiated',
  effective: '2026-01-01',
  source: 'Calibration model (no DHL cells in facts/carriers.md)',
  residentialDiscount: 0,
  services: {
    dhl_express_worldwide: {
      basis: 'table',
      grid: {
        // Germany and Australia only (product decision).
        columns: ['europe', 'oceania'],
        rows: [
          [  1,  46.80,  58.90],
          [  2,  52.00,  66.30],
          [  3,  57.20,  73.70],
          [  4,  62.40,  81.10],
          [  5,  67.60,  88.50],
          [  6,  72.80,  95.90],
          [  7,  78.00, 103.30],
          [  8,  83.20, 110.70],
          [  9,  88.40, 118.10],
          [ 10,  93.60, 125.50],
          [ 12, 104.00, 140.30],
          [ 15, 119.60, 162.50],
          [ 20, 145.60, 199.50],
          [ 25, 166.40, 229.10],
          [ 30, 187.20, 258.70],
          [ 35, 208.00, 288.30],
          [ 40, 228.80, 317.90],
          [ 50, 270.40, 377.10],
          [ 60, 312.00, 436.30],
          [ 70, 353.60, 495.50],
          [ 80, 395.20, 554.70],
          [ 90, 436.80, 613.90],
          [100, 478.40, 673.10],
          [110, 520.00, 732.30],
          [120, 561.60, 791.50],
          [130, 603.20, 850.70],
          [140, 644.80, 909.90],
          [150, 686.40, 969.10],
          [155, 707.20, 998.70],
        ],
      },
    },
  },
};
