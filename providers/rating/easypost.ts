// Live rating through EasyPost (the official `@easypost/api` client), behind the same RatingProvider interface as
// the tariff engine. One EasyPost shipment per quote: addresses from the postal codes, the parcel in inches and
// ounces, customs information on international lanes. Its rates are mapped to ours (easypostRatingResult); the fee
// policy and the five-rate selection that follow are the same for every provider.
//
// The call has a deadline. A timeout, an error answer or an unreadable answer is a RatingProviderError (the API
// answers 504/502 naming EasyPost, storing and spending nothing); never a silent switch to the engine.
import { type } from 'arktype';
import { estimatedDeliveryIsoDate, quoteDayNumber } from '../../domain/rating/calendar.ts';
import { DEFAULT_RESTRICTION_RULES, RatingProviderError, findRestriction } from '../../domain/rating/index.ts';
import type { CarrierRate, Exclusion, RatingProvider, RatingRequest, RatingResult } from '../../domain/rating/index.ts';
import { cmToInches, kgToPounds, roundTo } from '../../domain/units/index.ts';
import { createEasyPostClient, describeEasyPostFailure, withDeadline } from '../easypost/client.ts';
import type { EasyPost, EasyPostSettings } from '../easypost/client.ts';
import { ourCarrier, ourService } from '../easypost/services.ts';

export const EASYPOST_PROVIDER = 'easypost';
/** `pricing.tables_version` of a live quote: EasyPost prices from the carriers' current tariffs, not our tables. */
export const EASYPOST_TABLES_VERSION = 'live';
export const DEFAULT_EASYPOST_DEADLINE_MS = 4000;

export interface EasyPostRatingOptions extends EasyPostSettings {
  /** Deadline of one rating call (EASYPOST_DEADLINE_MS). */
  deadlineMs?: number;
}

// ----------------------------------------------------------------------------------------------- request mapping

/** Up to the next tenth: EasyPost takes one decimal, and a parcel is never declared smaller or lighter than it is. */
const upToTenth = (value: number): number => Math.ceil(roundTo(value * 10, 6)) / 10;

export interface EasyPostShipmentParams {
  from_address: { zip: string; country: 'US' };
  to_address: { zip: string; country: string; residential: boolean };
  /** Inches and ounces. */
  parcel: { length: number; width: number; height: number; weight: number };
  customs_info?: {
    contents_type: 'merchandise';
    contents_explanation: string;
    customs_certify: true;
    eel_pfc: string;
    non_delivery_option: 'return';
    restriction_type: 'none';
    customs_items: { description: string; quantity: number; weight: number; origin_country: 'US'; value?: number }[];
  };
}

/**
 * The customs form's fixed answers for what we ship: merchandise, returned if undeliverable, no restriction, and the
 * exemption from filing export information (goods under $2,500 per schedule B number).
 */
export const CUSTOMS_DEFAULTS = {
  contents_type: 'merchandise',
  contents_explanation: '',
  customs_certify: true,
  eel_pfc: 'NOEEI 30.37(a)',
  non_delivery_option: 'return',
  restriction_type: 'none',
} as const;

/** Customs wants a short plain description; the person's words, trimmed, without control characters. */
export function customsDescription(words: string | undefined): string {
  const clean = (words ?? '').replace(/\p{Cc}+/gu, ' ').replace(/\s+/g, ' ').trim();
  return (clean || 'Merchandise').slice(0, 100);
}

/** The EasyPost shipment for one quote. */
export function easypostShipmentParams(req: RatingRequest): EasyPostShipmentParams {
  const { parcel } = req;
  const weightOz = upToTenth(kgToPounds(parcel.weight_kg) * 16);
  const params: EasyPostShipmentParams = {
    from_address: { zip: req.origin.postal_code, country: 'US' },
    to_address: { zip: req.destination.postal_code, country: req.destination.country, residential: req.residential },
    parcel: { length: upToTenth(cmToInches(parcel.length_cm)), width: upToTenth(cmToInches(parcel.width_cm)), height: upToTenth(cmToInches(parcel.height_cm)), weight: weightOz },
  };
  if (req.destination.country !== 'US') {
    const quantity = Math.max(1, Math.floor(req.contents?.quantity ?? 1));
    const declared = req.contents?.declared_value_cents;
    params.customs_info = {
      ...CUSTOMS_DEFAULTS,
      customs_items: [
        {
          description: customsDescription(req.contents?.description),
          quantity,
          weight: weightOz,
          origin_country: 'US',
          ...(declared !== null && declared !== undefined ? { value: declared / 100 } : {}),
        },
      ],
    };
  }
  return params;
}

// ------------------------------------------------------------------------------------------------ answer mapping

const money = type('string | number | null | undefined');
const EasyPostRate = type({
  id: 'string',
  carrier: 'string',
  service: 'string',
  rate: 'string | number',
  'currency?': 'string | null',
  'retail_rate?': money,
  'list_rate?': money,
  'delivery_days?': 'number | null',
  'est_delivery_days?': 'number | null',
  'delivery_date?': 'string | null',
});
const EasyPostShipment = type({
  id: 'string',
  rates: EasyPostRate.array(),
  'messages?': type({ 'carrier?': 'string | null', 'message?': 'unknown', 'type?': 'string | null' }).array().or('null'),
});
type EasyPostRate = typeof EasyPostRate.infer;

/** EasyPost money ("33.10", sometimes a number) as integer cents; null when absent or not a plain amount. */
export function easypostCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim();
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;
const isDays = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 60;

function exclusion(rate: EasyPostRate, carrier: string, serviceCode: string, serviceName: string, reason: Exclusion['reason'], message: string): Exclusion {
  return { carrier, service: serviceName, service_code: serviceCode, reason, message: `${message} (EasyPost ${rate.carrier} ${rate.service})` };
}

/** Code for a service we do not sell, in our style: `ups_2nd_day_air_am`, `usps_media_mail`. */
const unsoldCode = (carrier: string, service: string): string =>
  `${carrier}_${service}`
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toLowerCase();

/**
 * EasyPost's shipment → our rates and exclusions. `rate` is the carrier amount; `retail_rate` the retail amount, or
 * `list_rate` where retail is absent; delivery days and date as EasyPost gives them (the service's usual transit
 * time and our business-day calendar when it gives none). Rates for services we do not sell, lanes the carrier
 * does not serve for us (DHL Express: Germany and Australia only), restricted items, another currency or an
 * unreadable price are explained in `excluded`. Throws when the answer is not an EasyPost shipment.
 */
export function easypostRatingResult(answer: unknown, req: RatingRequest): RatingResult {
  const shipment = EasyPostShipment.assert(answer);
  const rates: CarrierRate[] = [];
  const excluded: Exclusion[] = [];
  const international = req.destination.country !== 'US';
  const quoteDay = quoteDayNumber(req.quotedAt);
  for (const rate of shipment.rates) {
    const lookup = ourService(rate.carrier, rate.service);
    if (!lookup.sold) {
      const carrier = lookup.carrier ?? rate.carrier;
      excluded.push(exclusion(rate, carrier, unsoldCode(carrier, rate.service), `${carrier} ${rate.service}`, 'not_offered', 'This service is not sold here'));
      continue;
    }
    const { carrier, rules, definition } = lookup.service;
    const skip = (reason: Exclusion['reason'], message: string): void => {
      excluded.push(exclusion(rate, carrier, definition.code, definition.name, reason, message));
    };
    if ((definition.scope === 'international') !== international || (international && !(req.destination.country in rules.internationalColumns))) {
      skip('lane_not_served', `${definition.name} is not offered from the US to ${req.destination.country} here`);
      continue;
    }
    const restriction = findRestriction(req.restricted ?? [], { carrier, scope: definition.scope, transport: definition.transport }, DEFAULT_RESTRICTION_RULES);
    if (restriction) {
      skip('restricted_item', restriction.message);
      continue;
    }
    if ((rate.currency ?? 'USD') !== 'USD') {
      skip('not_offered', `Priced in ${rate.currency}; this service sells in USD only`);
      continue;
    }
    const carrierCents = easypostCents(rate.rate);
    if (carrierCents === null) {
      skip('not_offered', 'The price could not be read');
      continue;
    }
    const deliveryDays = isDays(rate.delivery_days) ? rate.delivery_days : isDays(rate.est_delivery_days) ? rate.est_delivery_days : definition.transitDefault;
    const date = rate.delivery_date ? ISO_DATE.exec(rate.delivery_date)?.[1] : undefined;
    rates.push({
      carrier,
      service: definition.name,
      service_code: definition.code,
      carrier_amount_cents: carrierCents,
      retail_amount_cents: easypostCents(rate.retail_rate) ?? easypostCents(rate.list_rate),
      delivery_days: deliveryDays,
      estimated_delivery: date ?? estimatedDeliveryIsoDate(quoteDay, deliveryDays, rules.calendar),
      // The carrier's price already counts any dimensional weight; EasyPost does not say which weight it billed.
      billable_weight_kg: req.parcel.weight_kg,
      dim_weight_applied: false,
      dim_divisor: null,
      provider_rate_id: rate.id,
    });
  }
  // A carrier that answered with a message instead of rates (e.g. a lane or size it refuses) is named too.
  for (const message of shipment.messages ?? []) {
    const carrier = message.carrier ? ourCarrier(message.carrier) : null;
    if (!carrier || rates.some((r) => r.carrier === carrier)) continue;
    const text = typeof message.message === 'string' ? message.message : 'no rates';
    excluded.push({ carrier, service: `${carrier} (every service)`, service_code: carrier.toLowerCase(), reason: 'not_offered', message: `EasyPost: ${text.slice(0, 200)}` });
  }
  return { rates, excluded, provider_shipment_id: shipment.id };
}

// -------------------------------------------------------------------------------------------------- the provider

export function createEasyPostRatingProvider(options: EasyPostRatingOptions, client?: EasyPost): RatingProvider {
  const deadlineMs = options.deadlineMs ?? DEFAULT_EASYPOST_DEADLINE_MS;
  const easypost = client ?? createEasyPostClient(options, deadlineMs);
  const seconds = `${roundTo(deadlineMs / 1000, 1)} s`;
  const timeout = (): RatingProviderError => new RatingProviderError(EASYPOST_PROVIDER, 'timeout', `EasyPost did not answer within ${seconds}.`);
  return {
    name: EASYPOST_PROVIDER,
    tablesVersion: EASYPOST_TABLES_VERSION,
    live: true,
    async rate(req) {
      let answer: unknown;
      try {
        answer = await withDeadline(easypost.Shipment.create(easypostShipmentParams(req)), deadlineMs, timeout);
      } catch (error) {
        if (error instanceof RatingProviderError) throw error;
        const failure = describeEasyPostFailure(error);
        if (failure.kind === 'timeout') throw timeout();
        const what = failure.status ? ` (HTTP ${failure.status}${failure.code ? `, ${failure.code}` : ''})` : failure.code ? ` (${failure.code})` : '';
        throw new RatingProviderError(EASYPOST_PROVIDER, 'failed', `EasyPost could not price the shipment${what}.`);
      }
      try {
        return easypostRatingResult(answer, req);
      } catch {
        throw new RatingProviderError(EASYPOST_PROVIDER, 'failed', 'EasyPost answered with something that is not a shipment with rates.');
      }
    },
  };
}
