// The tariff engine: one request in, every applicable carrier service priced or excluded with a reason.
// Pure and synchronous (no I/O, no clock: the quote time comes in the request) so the API can call it in-process
// on the quote hot path. Everything it reads was compiled at module load (compile.ts).
import { applyRate } from '../money/index.ts';
import { cmToInches, kgToPounds, poundsToKg, roundTo } from '../units/index.ts';
import { estimatedDeliveryIsoDate, quoteDayNumber } from './calendar.ts';
import { columnPriceCents, compileTariff } from './compile.ts';
import type { CompileOptions, CompiledCarrier, CompiledService, CompiledTariff, DenseColumn } from './compile.ts';
import { DEFAULT_RESTRICTION_RULES, findRestriction } from './restrictions.ts';
import type { RestrictionRule } from './restrictions.ts';
import { DEFAULT_TARIFF } from './tables/index.ts';
import type { ServiceDefinition, ServiceLimits, Tariff } from './tariff-types.ts';
import type {
  CarrierRate,
  DestinationCountry,
  Exclusion,
  ExclusionReason,
  InternationalCountry,
  ParcelDimensions,
  RatingRequest,
  RatingResult,
} from './types.ts';

export interface RatingEngine {
  readonly tariff: CompiledTariff;
  readonly restrictionRules: readonly RestrictionRule[];
}

export interface RatingEngineOptions extends CompileOptions {
  /** Replace the whole table set (a new version, or a test fixture). */
  tariff?: Tariff;
  /** Replace the restricted-item table. */
  restrictionRules?: readonly RestrictionRule[];
}

export function createRatingEngine(options: RatingEngineOptions = {}): RatingEngine {
  return {
    tariff: compileTariff(options.tariff ?? DEFAULT_TARIFF, options),
    restrictionRules: options.restrictionRules ?? DEFAULT_RESTRICTION_RULES,
  };
}

/** Built once at module load: the default tables, default fuel, default restriction table. */
export const DEFAULT_RATING_ENGINE: RatingEngine = createRatingEngine();

const DESTINATIONS: ReadonlySet<string> = new Set<DestinationCountry>(['US', 'CA', 'GB', 'DE', 'AU']);
const COUNTRY_NAMES: Readonly<Record<InternationalCountry, string>> = { CA: 'Canada', GB: 'the UK', DE: 'Germany', AU: 'Australia' };

/** Guards against float noise: 2 lb entered as kilograms must not bill as 3 lb. */
const WEIGHT_EPSILON_LB = 1e-6;
function wholePoundsUp(lb: number): number {
  return Math.max(1, Math.ceil(lb - WEIGHT_EPSILON_LB));
}

/** Parcel measurements as one carrier sees them (its own inch rounding). Sides sorted longest first. */
interface Geometry {
  longest: number;
  second: number;
  lengthPlusGirth: number;
  cube: number;
}

// Exact and rounded measures are objects of two classes, not one object literal: the rounded sides are whole
// numbers (small integers to V8) and the exact ones fractions. With one literal holding both kinds, the server under
// load deoptimized `measure` and exceedsEveryCarrierLimit (which inlines it) several times a second ("lost precision
// or NaN" on storing a fraction into a field V8 had compiled as a small integer) and recompiled them each time:
// 63 deopts in 8 s of the bench (--trace-deopt), none with the two classes.
// Fields are `declare`d and set in the constructor only: a class field would start as undefined, and numbers
// stored over it would each be boxed.
class ExactGeometry implements Geometry {
  declare readonly longest: number;
  declare readonly second: number;
  declare readonly lengthPlusGirth: number;
  declare readonly cube: number;
  constructor(longest: number, second: number, shortest: number) {
    this.longest = longest;
    this.second = second;
    this.lengthPlusGirth = longest + 2 * (second + shortest);
    this.cube = longest * second * shortest;
  }
}

/** The same for sides rounded to whole inches (a class of its own: see above). */
class RoundedGeometry implements Geometry {
  declare readonly longest: number;
  declare readonly second: number;
  declare readonly lengthPlusGirth: number;
  declare readonly cube: number;
  constructor(longest: number, second: number, shortest: number) {
    this.longest = longest;
    this.second = second;
    this.lengthPlusGirth = longest + 2 * (second + shortest);
    this.cube = longest * second * shortest;
  }
}

interface ParcelMeasures {
  actualLb: number;
  exact: Geometry;
  rounded: Geometry;
}

// Module-level helpers rather than closures made per call: under tsx every named closure also costs a __name call.
/** Carriers that round measure each side to the nearest inch (half up); a side never rounds to nothing. */
function round(inches: number): number {
  return Math.max(1, Math.round(inches));
}

function exclusion(carrier: CompiledCarrier, definition: ServiceDefinition, reason: ExclusionReason, message: string): Exclusion {
  return { carrier: carrier.carrier, service: definition.name, service_code: definition.code, reason, message };
}

function measure(parcel: ParcelDimensions): ParcelMeasures {
  // Three sides put in order by hand: an array, a comparator and Array#sort's work copy per call cost more than the
  // rest of this function (it runs twice per quote: the freight check and the rating).
  let longest = cmToInches(parcel.length_cm);
  let second = cmToInches(parcel.width_cm);
  let shortest = cmToInches(parcel.height_cm);
  let swap: number;
  if (second > longest) {
    swap = longest;
    longest = second;
    second = swap;
  }
  if (shortest > second) {
    swap = second;
    second = shortest;
    shortest = swap;
    if (second > longest) {
      swap = longest;
      longest = second;
      second = swap;
    }
  }
  return {
    actualLb: kgToPounds(parcel.weight_kg),
    exact: new ExactGeometry(longest, second, shortest),
    rounded: new RoundedGeometry(round(longest), round(second), round(shortest)),
  };
}

/** One decimal at most, none when whole: 75 lb entered as 34.02 kg reads "75 lb", not "75.0 lb". */
function oneDecimal(value: number): string {
  const rounded = roundTo(value, 1);
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
const inches = (value: number): string => `${oneDecimal(value)} in`;
const pounds = (value: number): string => `${oneDecimal(value)} lb`;

type LimitViolation = { reason: 'over_weight_limit' | 'over_size_limit'; message: string };

function checkLimits(limits: ServiceLimits, actualLb: number, geometry: Geometry, serviceName: string): LimitViolation | null {
  if (actualLb > limits.maxWeightLb) {
    return { reason: 'over_weight_limit', message: `${pounds(actualLb)} is over the ${pounds(limits.maxWeightLb)} limit of ${serviceName}.` };
  }
  if (limits.maxLengthIn !== undefined && geometry.longest > limits.maxLengthIn) {
    return { reason: 'over_size_limit', message: `Longest side ${inches(geometry.longest)} is over the ${inches(limits.maxLengthIn)} limit of ${serviceName}.` };
  }
  if (limits.maxLengthPlusGirthIn !== undefined && geometry.lengthPlusGirth > limits.maxLengthPlusGirthIn) {
    return {
      reason: 'over_size_limit',
      message: `Length plus girth ${inches(geometry.lengthPlusGirth)} is over the ${inches(limits.maxLengthPlusGirthIn)} limit of ${serviceName}.`,
    };
  }
  return null;
}

export function validateRatingRequest(req: RatingRequest): void {
  const problems: string[] = [];
  if (req.origin?.country !== 'US') problems.push('origin country must be US');
  const country = req.destination?.country;
  if (!DESTINATIONS.has(country)) problems.push(`destination country ${String(country)} is not served`);
  if (country === 'US' && !(Number.isInteger(req.zone) && (req.zone ?? 0) >= 1 && (req.zone ?? 0) <= 9)) {
    problems.push('a domestic request needs zone 1..9');
  }
  const parcel = req.parcel;
  for (const key of ['length_cm', 'width_cm', 'height_cm', 'weight_kg'] as const) {
    const value = parcel?.[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) problems.push(`parcel.${key} must be a positive number`);
  }
  if (!(req.quotedAt instanceof Date) || Number.isNaN(req.quotedAt.getTime())) problems.push('quotedAt must be a valid Date');
  if (req.restricted !== undefined && !(Array.isArray(req.restricted) && req.restricted.every((flag) => typeof flag === 'string'))) {
    problems.push('restricted must be a list of strings');
  }
  if (problems.length > 0) throw new RangeError(`invalid rating request: ${problems.join('; ')}`);
}

// The countries an international service serves never change for a compiled tariff; a domestic quote names them in
// a lane_not_served exclusion for each international service, so each list is built once.
const countriesServedText = new WeakMap<CompiledService, string>();

function countriesServed(carrier: CompiledCarrier, service: CompiledService): string {
  const cached = countriesServedText.get(service);
  if (cached !== undefined) return cached;
  const names = (Object.keys(carrier.internationalColumns) as InternationalCountry[])
    .filter((country) => {
      const column = carrier.internationalColumns[country];
      return column !== undefined && service.negotiated.has(column);
    })
    .map((country) => COUNTRY_NAMES[country]);
  const text = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  countriesServedText.set(service, text);
  return text;
}

function laneMessage(req: RatingRequest, carrier: CompiledCarrier, service: CompiledService): string {
  const name = service.definition.name;
  if (service.definition.scope === 'international') return `${name} is offered from the US to ${countriesServed(carrier, service)} only.`;
  if (req.destination.country !== 'US') return `${name} is a domestic US service.`;
  return `${name} does not serve USPS zone ${req.zone} destinations (US Pacific territories) on its domestic tariff.`;
}

function remoteAreaCents(carrier: CompiledCarrier, req: RatingRequest, billableLb: number): number {
  const remote = carrier.remoteArea;
  if (!remote || req.destination.country === 'US') return 0;
  const prefixes = remote.rule.postalPrefixes[req.destination.country];
  if (!prefixes) return 0;
  const postal = req.destination.postal_code.replace(/\s+/g, '').toUpperCase();
  if (!prefixes.some((prefix) => postal.startsWith(prefix))) return 0;
  return Math.max(remote.minimumCents, remote.perLbCents * billableLb);
}

interface Priced {
  billableLb: number;
  carrierCents: number;
  retailCents: number | null;
}

/** Base price from the grids plus surcharges plus fuel, for both price levels. */
function price(
  req: RatingRequest,
  carrier: CompiledCarrier,
  service: CompiledService,
  column: string,
  negotiatedColumn: DenseColumn,
  measures: ParcelMeasures,
  geometry: Geometry,
  scaleLb: number,
  dimLb: number,
): Priced {
  const definition: ServiceDefinition = service.definition;
  const band = carrier.bandByColumn.get(column) ?? 'international';
  let surchargeCents = 0;
  let minimumBillableLb = 0;

  // UPS Large Package / FedEx oversize replaces additional handling and bills at least 90 lb.
  const large = carrier.largePackage;
  const isLarge =
    large !== null &&
    (geometry.lengthPlusGirth > large.rule.lengthPlusGirthAboveIn ||
      geometry.longest > large.rule.longestSideAboveIn ||
      (large.rule.cubicAtLeastIn3 !== undefined && geometry.cube >= large.rule.cubicAtLeastIn3));
  if (large && isLarge) {
    surchargeCents += large.chargeCents[band];
    minimumBillableLb = large.rule.minimumBillableLb;
  } else if (carrier.additionalHandling) {
    const { rule, weightCents, dimensionCents } = carrier.additionalHandling;
    const weightAbove = definition.scope === 'domestic' ? rule.domesticWeightAboveLb : rule.internationalWeightAboveLb;
    if (measures.actualLb > weightAbove) {
      surchargeCents += weightCents[band];
    } else if (
      geometry.longest > rule.longestSideAboveIn ||
      geometry.second > rule.secondSideAboveIn ||
      geometry.lengthPlusGirth > rule.lengthPlusGirthAboveIn ||
      (rule.cubicAtLeastIn3 !== undefined && geometry.cube >= rule.cubicAtLeastIn3)
    ) {
      surchargeCents += dimensionCents[band];
    }
  }

  const nonstandard = carrier.nonstandardFees;
  if (nonstandard && definition.scope === 'domestic') {
    if (geometry.longest > nonstandard.rule.lengthAboveIn) surchargeCents += nonstandard.lengthFeeCents;
    if (geometry.cube > nonstandard.rule.volumeAboveIn3) surchargeCents += nonstandard.volumeFeeCents;
  }

  if (definition.oversized && geometry.lengthPlusGirth > definition.oversized.aboveLengthPlusGirthIn) {
    minimumBillableLb = Math.max(minimumBillableLb, definition.oversized.billAtLeastLb);
  }

  const billableLb = Math.max(scaleLb, dimLb, minimumBillableLb);
  surchargeCents += remoteAreaCents(carrier, req, billableLb);

  let residentialRetailCents = 0;
  let residentialNegotiatedCents = 0;
  if (req.residential && carrier.residentialCents) {
    residentialRetailCents = carrier.residentialCents[definition.transport];
    residentialNegotiatedCents = applyRate(residentialRetailCents, carrier.negotiatedResidentialFactor);
  }

  const negotiatedSubtotal = columnPriceCents(negotiatedColumn, billableLb) + surchargeCents + residentialNegotiatedCents;
  const carrierCents = negotiatedSubtotal + applyRate(negotiatedSubtotal, service.fuelRate);

  const retailColumn = service.retail?.get(column);
  let retailCents: number | null = null;
  if (retailColumn) {
    const retailSubtotal = columnPriceCents(retailColumn, billableLb) + surchargeCents + residentialRetailCents;
    retailCents = retailSubtotal + applyRate(retailSubtotal, service.fuelRate);
  }
  return { billableLb, carrierCents, retailCents };
}

/** Prices every service of the engine's tariff for one request. Throws RangeError on an invalid request. */
export function rateWithEngine(req: RatingRequest, engine: RatingEngine): RatingResult {
  validateRatingRequest(req);
  const country = req.destination.country;
  const international = country !== 'US';
  const measures = measure(req.parcel);
  const scaleLb = wholePoundsUp(measures.actualLb);
  const flags = req.restricted ?? [];
  const quoteDay = quoteDayNumber(req.quotedAt);

  const rates: CarrierRate[] = [];
  const excluded: Exclusion[] = [];

  for (const carrier of engine.tariff.carriers) {
    const column = international ? carrier.internationalColumns[country] : carrier.domesticColumnByZone[req.zone ?? 0];
    // A carrier with no service of this scope (DHL on a US lane) still says why it is missing.
    const carrierHasScope = international ? carrier.hasInternational : carrier.hasDomestic;
    const dimensional = carrier.rules.dimensional;
    const geometry = dimensional.dimensionRounding === 'exact' ? measures.exact : measures.rounded;
    const dimRuleApplies = geometry.cube > dimensional.appliesAboveIn3;
    const dimLb = dimRuleApplies ? wholePoundsUp(geometry.cube / dimensional.divisorIn3PerLb) : 0;

    for (const service of carrier.services) {
      const definition = service.definition;
      const sameScope = (definition.scope === 'international') === international;
      if (!sameScope && carrierHasScope) continue;
      // FedEx Ground and Home Delivery are one product line split by address type: show the matching half only.
      if (definition.addressType && (definition.addressType === 'residential') !== req.residential) continue;

      const negotiatedColumn = sameScope && column !== undefined ? service.negotiated.get(column) : undefined;
      if (column === undefined || !negotiatedColumn) {
        excluded.push(exclusion(carrier, definition, 'lane_not_served', laneMessage(req, carrier, service)));
        continue;
      }
      if (flags.length > 0) {
        const restriction = findRestriction(flags, { carrier: carrier.carrier, scope: definition.scope, transport: definition.transport }, engine.restrictionRules);
        if (restriction) {
          excluded.push(exclusion(carrier, definition, 'restricted_item', restriction.message));
          continue;
        }
      }
      const violation = checkLimits(definition.limits, measures.actualLb, geometry, definition.name);
      if (violation) {
        excluded.push(exclusion(carrier, definition, violation.reason, violation.message));
        continue;
      }

      const priced = price(req, carrier, service, column, negotiatedColumn, measures, geometry, scaleLb, dimLb);
      const deliveryDays = definition.transitDays[column] ?? definition.transitDefault;
      rates.push({
        carrier: carrier.carrier,
        service: definition.name,
        service_code: definition.code,
        carrier_amount_cents: priced.carrierCents,
        retail_amount_cents: priced.retailCents,
        delivery_days: deliveryDays,
        estimated_delivery: estimatedDeliveryIsoDate(quoteDay, deliveryDays, carrier.rules.calendar),
        billable_weight_kg: roundTo(poundsToKg(priced.billableLb), 3),
        dim_weight_applied: dimLb > scaleLb,
        dim_divisor: dimRuleApplies ? dimensional.divisorIn3PerLb : null,
      });
    }
  }
  rates.sort((a, b) => a.carrier_amount_cents - b.carrier_amount_cents || (a.service_code < b.service_code ? -1 : 1));
  return { rates, excluded };
}

/** The sync core with the default tables: every applicable service priced (no fee, no selection) or excluded. */
export function rateWithTariffs(req: RatingRequest): RatingResult {
  return rateWithEngine(req, DEFAULT_RATING_ENGINE);
}

/**
 * Freight decision helper: true when no service of any carrier (or, given a destination, of any carrier serving
 * that country) accepts the parcel's actual weight and size. Uses the same limits and inch rounding as rating.
 */
export function exceedsEveryCarrierLimit(
  parcel: ParcelDimensions,
  destinationCountry?: DestinationCountry,
  engine: RatingEngine = DEFAULT_RATING_ENGINE,
): boolean {
  const measures = measure(parcel);
  for (const carrier of engine.tariff.carriers) {
    const geometry = carrier.rules.dimensional.dimensionRounding === 'exact' ? measures.exact : measures.rounded;
    for (const service of carrier.services) {
      const definition = service.definition;
      if (destinationCountry === 'US' && definition.scope !== 'domestic') continue;
      if (destinationCountry !== undefined && destinationCountry !== 'US') {
        const column = carrier.internationalColumns[destinationCountry];
        if (definition.scope !== 'international' || column === undefined || !service.negotiated.has(column)) continue;
      }
      if (!checkLimits(definition.limits, measures.actualLb, geometry, definition.name)) return false;
    }
  }
  return true;
}
