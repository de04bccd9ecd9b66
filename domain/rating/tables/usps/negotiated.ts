// USPS commercial prices (Commercial Base, what label platforms pay), 2026, modelled as a discount off retail.
// Source: facts/carriers.md §4 "USPS commercial 2026 cells: NOT FOUND"; older guidance (ShippingEasy 2020 [B]):
// commercial ≈ 17 % below retail for Priority Mail, up to 13 % for Priority Mail Express, up to 8 % for PMI.
// Ground Advantage has no figure in facts: 18 % is our estimate (commercial GA is discounted at least as deeply
// as Priority Mail). High-volume contracts go far lower (facts §5: GA zone 4 53–58 % below retail); we do not
// assume one. Replace `discount_off_retail` with `{ basis: 'table', grid }` once the commercial grid is at hand.
import type { NegotiatedPriceList } from '../../tariff-types.ts';

export const USPS_NEGOTIATED: NegotiatedPriceList = {
  carrier: 'USPS',
  level: 'negotiated',
  effective: '2026 (follows the retail schedule)',
  source: 'Discounts off retail per facts/carriers.md §4 (ShippingEasy 2020) and our GA estimate',
  residentialDiscount: 0,
  services: {
    usps_ground_advantage: { basis: 'discount_off_retail', discount: 0.18 },
    usps_priority_mail: { basis: 'discount_off_retail', discount: 0.17 },
    usps_priority_mail_express: { basis: 'discount_off_retail', discount: 0.13 },
    usps_priority_mail_international: { basis: 'discount_off_retail', discount: 0.08 },
  },
};
