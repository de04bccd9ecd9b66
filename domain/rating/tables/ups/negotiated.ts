// UPS daily rates less a typical small-business incentive, 2026, modelled as a discount off the daily grid.
// Source: facts/carriers.md §5: UPS sample incentive 30 % (1–20 lb) / 34 % (21–150 lb) Ground (illustrative
// contract data [R]). We use one flat 30 % for Ground and UPS Standard so a heavier parcel never prices below a
// lighter one, and 35 % for domestic air and 40 % for international air, in line with the FedEx profile in §5
// scaled down to a small account. Fuel and surcharges are not discounted (small accounts rarely get that).
import type { NegotiatedPriceList } from '../../tariff-types.ts';

export const UPS_NEGOTIATED: NegotiatedPriceList = {
  carrier: 'UPS',
  level: 'negotiated',
  effective: '2025-12-22',
  source: 'Discounts off daily rates per facts/carriers.md §5 (illustrative incentive data) and our air estimates',
  residentialDiscount: 0,
  services: {
    ups_ground: { basis: 'discount_off_retail', discount: 0.3 },
    ups_3_day_select: { basis: 'discount_off_retail', discount: 0.35 },
    ups_2nd_day_air: { basis: 'discount_off_retail', discount: 0.35 },
    ups_next_day_air_saver: { basis: 'discount_off_retail', discount: 0.35 },
    ups_standard: { basis: 'discount_off_retail', discount: 0.3 },
    ups_worldwide_expedited: { basis: 'discount_off_retail', discount: 0.4 },
    ups_worldwide_saver: { basis: 'discount_off_retail', discount: 0.4 },
  },
};
