// FedEx list rates less a typical small-business discount, 2026, modelled as a discount off list.
// Source: facts/carriers.md §5: a ~$5M/yr shipper's 2026 proposal gets Ground/HD 43–55 % plus earned 16–21 % and
// Express 48–61 %; a small account gets far less. We assume 30 % Ground/Home Delivery (matching the UPS sample
// incentive in §5), 35 % domestic Express and 40 % international. Fuel and the residential surcharge are not
// discounted (the −30 % fuel and −65 % residential in §5 are large-contract terms).
import type { NegotiatedPriceList } from '../../tariff-types.ts';

export const FEDEX_NEGOTIATED: NegotiatedPriceList = {
  carrier: 'FedEx',
  level: 'negotiated',
  effective: '2026-01-05',
  source: 'Discounts off list rates scaled from facts/carriers.md §5',
  residentialDiscount: 0,
  services: {
    fedex_ground: { basis: 'discount_off_retail', discount: 0.3 },
    fedex_home_delivery: { basis: 'discount_off_retail', discount: 0.3 },
    fedex_express_saver: { basis: 'discount_off_retail', discount: 0.35 },
    fedex_2day: { basis: 'discount_off_retail', discount: 0.35 },
    fedex_standard_overnight: { basis: 'discount_off_retail', discount: 0.35 },
    fedex_international_economy: { basis: 'discount_off_retail', discount: 0.4 },
    fedex_international_priority: { basis: 'discount_off_retail', discount: 0.4 },
  },
};
