// EasyPost's carrier and service names → the service codes we sell (the tariff engine's codes, so a quote reads
// the same whichever provider priced it). Names, scope and transport come from our own service definitions
// (domain/rating/tables); only the EasyPost spelling lives here. A rate whose carrier and service are not in this
// table is a service we do not sell: it is dropped and explained in `excluded`.
//
// EasyPost spells services per carrier (USPS CamelCase, FedEx upper snake case, UPS mixed) and names carriers by
// account type: UPS also as UPSDAP (UPS through EasyPost's Digital Access Program), FedEx also as FedExDefault
// (EasyPost-managed FedEx), DHL Express as DHLExpress.
import { DEFAULT_TARIFF } from '../../domain/rating/index.ts';
import type { Carrier, CarrierRules, ServiceDefinition } from '../../domain/rating/index.ts';

const CARRIERS: Readonly<Record<string, Carrier>> = {
  USPS: 'USPS',
  UPS: 'UPS',
  UPSDAP: 'UPS',
  FedEx: 'FedEx',
  FedExDefault: 'FedEx',
  DHLExpress: 'DHL',
};

/** Per our carrier: EasyPost service name → our service code. */
export const EASYPOST_SERVICES: Readonly<Record<Carrier, Readonly<Record<string, string>>>> = {
  USPS: {
    GroundAdvantage: 'usps_ground_advantage',
    Priority: 'usps_priority_mail',
    Express: 'usps_priority_mail_express',
    PriorityMailInternational: 'usps_priority_mail_international',
  },
  UPS: {
    Ground: 'ups_ground',
    '3DaySelect': 'ups_3_day_select',
    '2ndDayAir': 'ups_2nd_day_air',
    NextDayAirSaver: 'ups_next_day_air_saver',
    UPSStandard: 'ups_standard',
    Expedited: 'ups_worldwide_expedited',
    UPSSaver: 'ups_worldwide_saver',
  },
  FedEx: {
    FEDEX_GROUND: 'fedex_ground',
    GROUND_HOME_DELIVERY: 'fedex_home_delivery',
    FEDEX_EXPRESS_SAVER: 'fedex_express_saver',
    FEDEX_2_DAY: 'fedex_2day',
    STANDARD_OVERNIGHT: 'fedex_standard_overnight',
    INTERNATIONAL_ECONOMY: 'fedex_international_economy',
    FEDEX_INTERNATIONAL_ECONOMY: 'fedex_international_economy',
    INTERNATIONAL_PRIORITY: 'fedex_international_priority',
    FEDEX_INTERNATIONAL_PRIORITY: 'fedex_international_priority',
  },
  DHL: {
    // Parcels are goods: the non-document product. The document product is not sold.
    ExpressWorldwideNonDoc: 'dhl_express_worldwide',
  },
};

export interface OurService {
  carrier: Carrier;
  rules: CarrierRules;
  definition: ServiceDefinition;
}

const OUR_SERVICES: ReadonlyMap<string, OurService> = new Map(
  DEFAULT_TARIFF.carriers.flatMap(({ rules }) => rules.services.map((definition) => [definition.code, { carrier: rules.carrier, rules, definition }] as const)),
);

export type ServiceLookup = { sold: true; service: OurService } | { sold: false; carrier: Carrier | null };

/** Our service for an EasyPost rate's carrier and service, or why there is none. */
export function ourService(easypostCarrier: string, easypostService: string): ServiceLookup {
  const carrier = Object.hasOwn(CARRIERS, easypostCarrier) ? CARRIERS[easypostCarrier]! : null;
  if (!carrier) return { sold: false, carrier: null };
  const services = EASYPOST_SERVICES[carrier];
  const code = Object.hasOwn(services, easypostService) ? services[easypostService] : undefined;
  const service = code === undefined ? undefined : OUR_SERVICES.get(code);
  return service ? { sold: true, service } : { sold: false, carrier };
}

/** Every service code the table maps to (a test holds it equal to the tariff's services). */
export function mappedServiceCodes(): Set<string> {
  return new Set(Object.values(EASYPOST_SERVICES).flatMap((services) => Object.values(services)));
}

/** Our code of an EasyPost carrier name (USPS, UPS, UPSDAP, FedEx, FedExDefault, DHLExpress), else null. */
export function ourCarrier(easypostCarrier: string): Carrier | null {
  return Object.hasOwn(CARRIERS, easypostCarrier) ? CARRIERS[easypostCarrier]! : null;
}
