// DHL Express retail: none. DHL Express sells US exports through accounts (online or via a platform); there is
// no counter price a walk-in customer pays, and facts/carriers.md §4 found no published US→DE/AU figure. So
// retail_amount is null for DHL (SPEC: "present where the carrier publishes one"). If a published DHL
// rate-guide grid is adopted later, add it here in the same PriceGrid shape and retail_amount appears.
import type { RetailPriceList } from '../../tariff-types.ts';

export const DHL_RETAIL: RetailPriceList = {
  carrier: 'DHL',
  level: 'retail',
  effective: 'n/a',
  source: 'No published counter price (see header)',
  services: {},
};
