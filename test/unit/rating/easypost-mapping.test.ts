// The EasyPost rating mapping, field by field, against EasyPost's own recorded shipment (test/fixtures/easypost/,
// from EasyPost's client test suite). Variants change only the carrier/service strings or drop a field, the way the
// recordings' README describes other carriers' answers (same objects, other strings).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TARIFF } from '../../../domain/rating/index.ts';
import type { RatingRequest } from '../../../domain/rating/index.ts';
import { EASYPOST_SERVICES, mappedServiceCodes, ourService } from '../../../providers/easypost/services.ts';
import { easypostCents, easypostRatingResult, easypostShipmentParams } from '../../../providers/rating/easypost.ts';

const FIXTURES = path.join(import.meta.dirname, '..', '..', 'fixtures', 'easypost');

/** The recorded answer to POST /v2/shipments in "creates a shipment". */
function recordedShipment(): { id: string; rates: Record<string, unknown>[]; messages: unknown[] } {
  const har = JSON.parse(readFileSync(path.join(FIXTURES, 'Shipment-Service--creates-a-shipment.har'), 'utf8')) as {
    log: { entries: { request: { method: string; url: string }; response: { content: { text: string } } }[] };
  };
  const entry = har.log.entries.find((e) => e.request.method === 'POST' && e.request.url.endsWith('/v2/shipments'))!;
  return JSON.parse(entry.response.content.text) as { id: string; rates: Record<string, unknown>[]; messages: unknown[] };
}

const DOMESTIC: RatingRequest = {
  origin: { country: 'US', postal_code: '94107' },
  destination: { country: 'US', postal_code: '90277' },
  zone: 4,
  parcel: { length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 },
  residential: true,
  // A Tuesday: business days count from 2024-07-30 in US Eastern time.
  quotedAt: new Date('2024-07-30T16:12:02Z'),
};

describe('EasyPost answer → our rates (recorded shipment shp_eb44b23e…)', () => {
  it('maps every recorded rate field by field: rate → carrier_amount, retail_rate → retail_amount, days, ids', () => {
    const result = easypostRatingResult(recordedShipment(), DOMESTIC);
    expect(result.provider_shipment_id).toBe('shp_eb44b23e83a44682b0b13881b61682c8');
    expect(result.excluded).toEqual([]);
    expect(result.rates).toEqual([
      {
        carrier: 'USPS',
        service: 'USPS Priority Mail Express',
        service_code: 'usps_priority_mail_express',
        carrier_amount_cents: 3310,
        retail_amount_cents: 3790,
        delivery_days: 2,
        estimated_delivery: '2024-08-01',
        billable_weight_kg: 2,
        dim_weight_applied: false,
        dim_divisor: null,
        provider_rate_id: 'rate_0f86f26146df40d884d02a84ed36e31d',
      },
      {
        carrier: 'USPS',
        service: 'USPS Priority Mail',
        service_code: 'usps_priority_mail',
        carrier_amount_cents: 690,
        retail_amount_cents: 980,
        delivery_days: 2,
        estimated_delivery: '2024-08-01',
        billable_weight_kg: 2,
        dim_weight_applied: false,
        dim_divisor: null,
        provider_rate_id: 'rate_5e64eb8208734f9f9eb24418de5cb4fe',
      },
      {
        carrier: 'USPS',
        service: 'USPS Ground Advantage',
        service_code: 'usps_ground_advantage',
        carrier_amount_cents: 593,
        retail_amount_cents: 845,
        delivery_days: 3,
        estimated_delivery: '2024-08-02',
        billable_weight_kg: 2,
        dim_weight_applied: false,
        dim_divisor: null,
        provider_rate_id: 'rate_440371076f8c429381dc82df7b078b48',
      },
    ]);
  });

  it('takes list_rate where retail_rate is absent, and carries a delivery date over as the estimated delivery', () => {
    const shipment = recordedShipment();
    const priority = shipment.rates.find((r) => r.service === 'Priority')!;
    priority.retail_rate = null; // list_rate "8.25" remains
    priority.delivery_date = '2024-08-05T17:00:00Z';
    priority.delivery_days = null;
    priority.est_delivery_days = 4;
    const rate = easypostRatingResult(shipment, DOMESTIC).rates.find((r) => r.service_code === 'usps_priority_mail')!;
    expect(rate.retail_amount_cents).toBe(825);
    expect(rate.estimated_delivery).toBe('2024-08-05');
    expect(rate.delivery_days).toBe(4);
  });

  it("uses the service's usual transit time when EasyPost gives no days, and no retail amount when it gives neither price", () => {
    const shipment = recordedShipment();
    const ground = shipment.rates.find((r) => r.service === 'GroundAdvantage')!;
    Object.assign(ground, { delivery_days: null, est_delivery_days: null, retail_rate: null, list_rate: null });
    const rate = easypostRatingResult(shipment, DOMESTIC).rates.find((r) => r.service_code === 'usps_ground_advantage')!;
    const definition = DEFAULT_TARIFF.carriers[0]!.rules.services.find((s) => s.code === 'usps_ground_advantage')!;
    expect(rate.delivery_days).toBe(definition.transitDefault);
    expect(rate.retail_amount_cents).toBeNull();
  });

  it('drops a service we do not sell and explains it in excluded', () => {
    const shipment = recordedShipment();
    shipment.rates.push({ ...shipment.rates[0]!, id: 'rate_media', service: 'MediaMail', rate: '4.10' });
    shipment.rates.push({ ...shipment.rates[0]!, id: 'rate_other', carrier: 'CanadaPost', service: 'ExpeditedParcel', rate: '20.00' });
    const result = easypostRatingResult(shipment, DOMESTIC);
    expect(result.rates.map((r) => r.provider_rate_id)).not.toContain('rate_media');
    expect(result.excluded).toEqual([
      { carrier: 'USPS', service: 'USPS MediaMail', service_code: 'usps_media_mail', reason: 'not_offered', message: 'This service is not sold here (EasyPost USPS MediaMail)' },
      {
        carrier: 'CanadaPost',
        service: 'CanadaPost ExpeditedParcel',
        service_code: 'canada_post_expedited_parcel',
        reason: 'not_offered',
        message: 'This service is not sold here (EasyPost CanadaPost ExpeditedParcel)',
      },
    ]);
  });

  it('keeps DHL Express to Germany and Australia only, and domestic services on domestic lanes', () => {
    const shipment = recordedShipment();
    shipment.rates = [
      { ...shipment.rates[0]!, id: 'rate_dhl', carrier: 'DHLExpress', service: 'ExpressWorldwideNonDoc', rate: '80.00' },
      { ...shipment.rates[0]!, id: 'rate_pmi', carrier: 'USPS', service: 'PriorityMailInternational', rate: '45.00' },
      { ...shipment.rates[0]!, id: 'rate_ga', carrier: 'USPS', service: 'GroundAdvantage', rate: '9.00' },
    ];
    const toCanada: RatingRequest = { ...DOMESTIC, destination: { country: 'CA', postal_code: 'K1A 0B1' }, zone: null };
    const canada = easypostRatingResult(shipment, toCanada);
    expect(canada.rates.map((r) => r.service_code)).toEqual(['usps_priority_mail_international']);
    expect(canada.excluded.map((e) => [e.service_code, e.reason])).toEqual([
      ['dhl_express_worldwide', 'lane_not_served'],
      ['usps_ground_advantage', 'lane_not_served'],
    ]);
    const toGermany: RatingRequest = { ...DOMESTIC, destination: { country: 'DE', postal_code: '10115' }, zone: null };
    expect(easypostRatingResult(shipment, toGermany).rates.map((r) => r.service_code)).toEqual(['dhl_express_worldwide', 'usps_priority_mail_international']);
  });

  it('applies the restricted-item rules (alcohol: no USPS) and refuses another currency or an unreadable price', () => {
    const shipment = recordedShipment();
    expect(easypostRatingResult(shipment, { ...DOMESTIC, restricted: ['alcohol'] }).excluded.map((e) => e.reason)).toEqual(['restricted_item', 'restricted_item', 'restricted_item']);
    shipment.rates[0]!.currency = 'CAD';
    shipment.rates[1]!.rate = '6,90';
    const result = easypostRatingResult(shipment, DOMESTIC);
    expect(result.rates.map((r) => r.service_code)).toEqual(['usps_ground_advantage']);
    expect(result.excluded.map((e) => e.message)).toEqual([
      'Priced in CAD; this service sells in USD only (EasyPost USPS Express)',
      'The price could not be read (EasyPost USPS Priority)',
    ]);
  });

  it('names a carrier that answered with a message instead of rates', () => {
    const shipment = recordedShipment();
    shipment.messages = [{ carrier: 'UPSDAP', message: 'Unable to rate: dimensions exceed limits', type: 'rate_error' }];
    expect(easypostRatingResult(shipment, DOMESTIC).excluded).toEqual([
      { carrier: 'UPS', service: 'UPS (every service)', service_code: 'ups', reason: 'not_offered', message: 'EasyPost: Unable to rate: dimensions exceed limits' },
    ]);
  });

  it('throws on an answer that is not a shipment with rates', () => {
    expect(() => easypostRatingResult({ error: { code: 'X' } }, DOMESTIC)).toThrow();
    expect(() => easypostRatingResult({ id: 'shp_1', rates: [{ id: 'rate_1', carrier: 'USPS' }] }, DOMESTIC)).toThrow();
  });
});

describe('EasyPost money', () => {
  it('reads decimal strings and numbers as exact cents and refuses anything else', () => {
    expect([easypostCents('33.10'), easypostCents('5.93'), easypostCents('7'), easypostCents('8.5'), easypostCents(6.9), easypostCents(33.1)]).toEqual([3310, 593, 700, 850, 690, 3310]);
    expect([easypostCents(null), easypostCents(undefined), easypostCents('-1.00'), easypostCents('1.005'), easypostCents('1e3'), easypostCents(Number.NaN), easypostCents('')]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('carrier and service mapping table', () => {
  it('maps onto exactly the services the tariff sells, with their names', () => {
    const sold = new Set(DEFAULT_TARIFF.carriers.flatMap((c) => c.rules.services.map((s) => s.code)));
    expect(mappedServiceCodes()).toEqual(sold);
    for (const [carrier, services] of Object.entries(EASYPOST_SERVICES)) {
      for (const [easypostService, code] of Object.entries(services)) {
        const easypostCarrier = carrier === 'DHL' ? 'DHLExpress' : carrier;
        const lookup = ourService(easypostCarrier, easypostService);
        expect(lookup.sold && lookup.service.definition.code, `${easypostCarrier} ${easypostService}`).toBe(code);
      }
    }
  });

  it.each([
    ['USPS', 'GroundAdvantage', 'usps_ground_advantage'],
    ['USPS', 'Priority', 'usps_priority_mail'],
    ['USPS', 'Express', 'usps_priority_mail_express'],
    ['USPS', 'PriorityMailInternational', 'usps_priority_mail_international'],
    ['UPS', 'Ground', 'ups_ground'],
    ['UPSDAP', 'Ground', 'ups_ground'],
    ['UPS', '3DaySelect', 'ups_3_day_select'],
    ['UPS', '2ndDayAir', 'ups_2nd_day_air'],
    ['UPS', 'NextDayAirSaver', 'ups_next_day_air_saver'],
    ['UPS', 'UPSStandard', 'ups_standard'],
    ['UPS', 'Expedited', 'ups_worldwide_expedited'],
    ['UPS', 'UPSSaver', 'ups_worldwide_saver'],
    ['FedEx', 'FEDEX_GROUND', 'fedex_ground'],
    ['FedEx', 'GROUND_HOME_DELIVERY', 'fedex_home_delivery'],
    ['FedEx', 'FEDEX_EXPRESS_SAVER', 'fedex_express_saver'],
    ['FedExDefault', 'FEDEX_2_DAY', 'fedex_2day'],
    ['FedEx', 'STANDARD_OVERNIGHT', 'fedex_standard_overnight'],
    ['FedEx', 'INTERNATIONAL_ECONOMY', 'fedex_international_economy'],
    ['FedEx', 'FEDEX_INTERNATIONAL_PRIORITY', 'fedex_international_priority'],
    ['DHLExpress', 'ExpressWorldwideNonDoc', 'dhl_express_worldwide'],
  ])('%s %s → %s', (carrier, service, code) => {
    const lookup = ourService(carrier, service);
    expect(lookup.sold && lookup.service.definition.code).toBe(code);
  });

  it.each([
    ['USPS', 'MediaMail'],
    ['UPS', 'NextDayAirEarlyAM'],
    ['FedEx', 'FIRST_OVERNIGHT'],
    ['DHLExpress', 'ExpressWorldwide'],
    ['CanadaPost', 'RegularParcel'],
    ['USPS', 'constructor'],
    ['__proto__', 'Ground'],
  ])('%s %s is not sold', (carrier, service) => {
    expect(ourService(carrier, service).sold).toBe(false);
  });
});

describe('our quote → the EasyPost shipment', () => {
  it('sends the postal codes and countries, and the parcel in inches and ounces rounded up to a tenth', () => {
    expect(easypostShipmentParams(DOMESTIC)).toEqual({
      from_address: { zip: '94107', country: 'US' },
      to_address: { zip: '90277', country: 'US', residential: true },
      // 30 cm = 11.81 in, 20 cm = 7.87 in, 15 cm = 5.91 in, 2 kg = 70.55 oz.
      parcel: { length: 11.9, width: 7.9, height: 6, weight: 70.6 },
    });
  });

  it('adds customs information from the item words on international lanes, with a declared value when known', () => {
    const params = easypostShipmentParams({
      ...DOMESTIC,
      destination: { country: 'DE', postal_code: '10115' },
      residential: false,
      zone: null,
      contents: { description: 'two ceramic\u0000 coffee   mugs', quantity: 2, declared_value_cents: 2350 },
    });
    expect(params.to_address).toEqual({ zip: '10115', country: 'DE', residential: false });
    expect(params.customs_info).toEqual({
      contents_type: 'merchandise',
      contents_explanation: '',
      customs_certify: true,
      eel_pfc: 'NOEEI 30.37(a)',
      non_delivery_option: 'return',
      restriction_type: 'none',
      customs_items: [{ description: 'two ceramic coffee mugs', quantity: 2, weight: 70.6, origin_country: 'US', value: 23.5 }],
    });
    const unknownValue = easypostShipmentParams({ ...DOMESTIC, destination: { country: 'GB', postal_code: 'SW1A 1AA' }, zone: null });
    expect(unknownValue.customs_info?.customs_items).toEqual([{ description: 'Merchandise', quantity: 1, weight: 70.6, origin_country: 'US' }]);
  });
});
