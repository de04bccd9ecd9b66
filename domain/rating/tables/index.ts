// The default tariff: every carrier's rules plus its retail and negotiated price lists, under one version.
import type { Tariff } from '../tariff-types.ts';
import { DHL_NEGOTIATED } from './dhl/negotiated.ts';
import { DHL_RETAIL } from './dhl/retail.ts';
import { DHL_RULES } from './dhl/rules.ts';
import { FEDEX_NEGOTIATED } from './fedex/negotiated.ts';
import { FEDEX_RETAIL } from './fedex/retail.ts';
import { FEDEX_RULES } from './fedex/rules.ts';
import { UPS_NEGOTIATED } from './ups/negotiated.ts';
import { UPS_RETAIL } from './ups/retail.ts';
import { UPS_RULES } from './ups/rules.ts';
import { USPS_NEGOTIATED } from './usps/negotiated.ts';
import { USPS_RETAIL } from './usps/retail.ts';
import { USPS_RULES } from './usps/rules.ts';
import { TARIFF_TABLES_VERSION } from './version.ts';

export { TARIFF_TABLES_VERSION };

export const DEFAULT_TARIFF: Tariff = {
  version: TARIFF_TABLES_VERSION,
  carriers: [
    { rules: USPS_RULES, retail: USPS_RETAIL, negotiated: USPS_NEGOTIATED },
    { rules: UPS_RULES, retail: UPS_RETAIL, negotiated: UPS_NEGOTIATED },
    { rules: FEDEX_RULES, retail: FEDEX_RETAIL, negotiated: FEDEX_NEGOTIATED },
    { rules: DHL_RULES, retail: DHL_RETAIL, negotiated: DHL_NEGOTIATED },
  ],
};
