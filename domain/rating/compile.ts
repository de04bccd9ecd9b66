// Turns the tariff data modules into lookup structures once, at module load: every price grid becomes a dense
// integer-cent array indexed by billable pound, every dollar amount becomes cents, every percentage a fraction.
// The quote hot path then does array reads and integer arithmetic only. Malformed data fails loudly here, not
// in the middle of a quote.
import { dollarsToCents, applyRate } from '../money/index.ts';
import type {
  CarrierRules,
  CarrierTariff,
  FuelClass,
  NegotiatedPricing,
  PriceGrid,
  ServiceDefinition,
  Tariff,
  Transport,
  ZoneBandedAmount,
} from './tariff-types.ts';
import type { Carrier, InternationalCountry } from './types.ts';

/** A price grid column as cents per whole billable pound. */
export interface DenseColumn {
  /** cents[lb] for lb = 1..lastLb; index 0 repeats the 1 lb price. */
  readonly cents: Int32Array;
  readonly lastLb: number;
  /** Per-lb step (cents) used above the last row: dimensional weight can exceed the scale-weight limit. */
  readonly tailCentsPerLb: number;
}

export function columnPriceCents(column: DenseColumn, billableLb: number): number {
  if (billableLb <= column.lastLb) return column.cents[Math.max(1, billableLb)] ?? 0;
  const last = column.cents[column.lastLb] ?? 0;
  return last + Math.round(column.tailCentsPerLb * (billableLb - column.lastLb));
}

export type ZoneBand = keyof ZoneBandedAmount;
export type BandedCents = Readonly<Record<ZoneBand, number>>;

export interface CompiledCarrier {
  readonly carrier: Carrier;
  readonly rules: CarrierRules;
  /** Index = USPS-style zone 1..9; undefined = not served domestically. */
  readonly domesticColumnByZone: readonly (string | undefined)[];
  readonly internationalColumns: Readonly<Partial<Record<InternationalCountry, string>>>;
  /** Surcharge band of each price column (zone 2, 3–4, 5–6, 7+, or international). */
  readonly bandByColumn: ReadonlyMap<string, ZoneBand>;
  readonly fuelRate: Readonly<Record<FuelClass, number>>;
  readonly residentialCents: Readonly<Record<Transport, number>> | null;
  readonly negotiatedResidentialFactor: number;
  readonly additionalHandling: {
    readonly rule: NonNullable<CarrierRules['additionalHandling']>;
    readonly weightCents: BandedCents;
    readonly dimensionCents: BandedCents;
  } | null;
  readonly largePackage: { readonly rule: NonNullable<CarrierRules['largePackage']>; readonly chargeCents: BandedCents } | null;
  readonly nonstandardFees: { readonly rule: NonNullable<CarrierRules['nonstandardFees']>; readonly lengthFeeCents: number; readonly volumeFeeCents: number } | null;
  readonly remoteArea: { readonly rule: NonNullable<CarrierRules['remoteArea']>; readonly minimumCents: number; readonly perLbCents: number } | null;
  readonly services: readonly CompiledService[];
  /** Whether the carrier has any service of each scope (a carrier with none for a lane lists its services as not served). */
  readonly hasDomestic: boolean;
  readonly hasInternational: boolean;
}

export interface CompiledService {
  readonly definition: ServiceDefinition;
  /** null = the carrier publishes no retail price for this service. */
  readonly retail: ReadonlyMap<string, DenseColumn> | null;
  readonly negotiated: ReadonlyMap<string, DenseColumn>;
  readonly fuelRate: number;
}

export type FuelPercentOverrides = Partial<Record<Carrier, Partial<Record<FuelClass, number>>>>;

export interface CompileOptions {
  /** Weekly fuel percentages without publishing a new table version. */
  fuelPercent?: FuelPercentOverrides;
  /** DHL remote-area surcharge on (default) or off. */
  remoteAreaSurcharge?: boolean;
}

export interface CompiledTariff {
  readonly version: string;
  readonly carriers: readonly CompiledCarrier[];
  readonly services: readonly CompiledService[];
  readonly serviceByCode: ReadonlyMap<string, CompiledService>;
}

function fail(where: string, problem: string): never {
  throw new Error(`tariff data error in ${where}: ${problem}`);
}

function compileGrid(grid: PriceGrid, where: string): Map<string, DenseColumn> {
  const width = grid.columns.length;
  if (width === 0) fail(where, 'no columns');
  if (grid.rows.length === 0) fail(where, 'no rows');
  let previousLb = 0;
  for (const row of grid.rows) {
    if (row.length !== width + 1) fail(where, `row ${row[0]} has ${row.length - 1} prices for ${width} columns`);
    const lb = row[0] ?? Number.NaN;
    if (!Number.isInteger(lb) || lb <= previousLb) fail(where, `weights must be whole pounds in ascending order (at ${lb})`);
    if (previousLb === 0 && lb !== 1) fail(where, 'the first row must be 1 lb');
    previousLb = lb;
  }
  const lastLb = previousLb;
  const columns = new Map<string, DenseColumn>();
  grid.columns.forEach((name, columnIndex) => {
    const anchors = grid.rows.map((row) => {
      const dollars = row[columnIndex + 1] ?? Number.NaN;
      if (!Number.isFinite(dollars) || dollars < 0) fail(where, `bad price ${dollars} at ${row[0]} lb, column ${name}`);
      return { lb: row[0] ?? 0, cents: dollarsToCents(dollars) };
    });
    const cents = new Int32Array(lastLb + 1);
    for (let i = 0; i < anchors.length; i++) {
      const here = anchors[i];
      if (!here) continue;
      const next = anchors[i + 1];
      if (next && next.cents < here.cents) fail(where, `price falls from ${here.lb} to ${next.lb} lb in column ${name}`);
      cents[here.lb] = here.cents;
      if (!next) continue;
      for (let lb = here.lb + 1; lb < next.lb; lb++) {
        cents[lb] = Math.round(here.cents + ((next.cents - here.cents) * (lb - here.lb)) / (next.lb - here.lb));
      }
    }
    cents[0] = cents[1] ?? 0;
    const last = anchors[anchors.length - 1];
    const beforeLast = anchors[anchors.length - 2];
    const tailCentsPerLb = last && beforeLast ? (last.cents - beforeLast.cents) / (last.lb - beforeLast.lb) : 0;
    columns.set(name, { cents, lastLb, tailCentsPerLb });
  });
  return columns;
}

function discountColumns(retail: ReadonlyMap<string, DenseColumn>, discount: number, where: string): Map<string, DenseColumn> {
  if (!(discount >= 0 && discount < 1)) fail(where, `discount ${discount} is not a fraction in [0, 1)`);
  const keep = 1 - discount;
  const columns = new Map<string, DenseColumn>();
  for (const [name, column] of retail) {
    const cents = column.cents.map((value) => applyRate(value, keep));
    columns.set(name, { cents, lastLb: column.lastLb, tailCentsPerLb: column.tailCentsPerLb * keep });
  }
  return columns;
}

function bandCents(amount: ZoneBandedAmount): BandedCents {
  return {
    zone2: dollarsToCents(amount.zone2),
    zone3to4: dollarsToCents(amount.zone3to4),
    zone5to6: dollarsToCents(amount.zone5to6),
    zone7plus: dollarsToCents(amount.zone7plus),
    international: dollarsToCents(amount.international),
  };
}

function bandOfDomesticColumn(column: string): ZoneBand {
  const zone = Number(column);
  if (zone <= 2) return 'zone2';
  if (zone <= 4) return 'zone3to4';
  if (zone <= 6) return 'zone5to6';
  return 'zone7plus';
}

function compileCarrier(entry: CarrierTariff, options: CompileOptions): CompiledCarrier {
  const { rules, retail, negotiated } = entry;
  const name = rules.carrier;
  if (retail.carrier !== name || negotiated.carrier !== name) fail(name, 'retail/negotiated lists belong to another carrier');
  const fuelPercent = { ...rules.fuelPercent, ...options.fuelPercent?.[name] };
  const fuelRate = {
    ground: fuelPercent.ground / 100,
    domestic_air: fuelPercent.domestic_air / 100,
    international: fuelPercent.international / 100,
  };
  for (const [fuelClass, rate] of Object.entries(fuelRate)) {
    if (!(rate >= 0 && rate < 1)) fail(name, `fuel ${fuelClass} ${rate * 100}% out of range`);
  }

  const domesticColumnByZone: (string | undefined)[] = [];
  for (let zone = 0; zone <= 9; zone++) domesticColumnByZone.push(rules.domesticColumns[zone]);
  const bandByColumn = new Map<string, ZoneBand>();
  for (const column of Object.values(rules.domesticColumns)) bandByColumn.set(column, bandOfDomesticColumn(column));
  for (const column of Object.values(rules.internationalColumns)) bandByColumn.set(column, 'international');

  const services = rules.services.map((definition): CompiledService => {
    const where = `${name} ${definition.code}`;
    const retailGrid = retail.services[definition.code];
    const retailColumns = retailGrid ? compileGrid(retailGrid, `${where} retail`) : null;
    const pricing: NegotiatedPricing | undefined = negotiated.services[definition.code];
    if (!pricing) fail(where, 'no negotiated pricing');
    let negotiatedColumns: Map<string, DenseColumn>;
    if (pricing.basis === 'table') {
      negotiatedColumns = compileGrid(pricing.grid, `${where} negotiated`);
    } else {
      if (!retailColumns) fail(where, 'negotiated price is a discount off retail, but there is no retail grid');
      negotiatedColumns = discountColumns(retailColumns, pricing.discount, `${where} negotiated`);
    }
    const lanes = definition.scope === 'domestic' ? Object.values(rules.domesticColumns) : Object.values(rules.internationalColumns);
    const priced = [...negotiatedColumns.keys()];
    if (!priced.some((column) => lanes.includes(column))) fail(where, 'no price column matches any lane of the carrier');
    if (definition.transitDefault < 1) fail(where, 'transit days must be at least 1');
    return { definition, retail: retailColumns, negotiated: negotiatedColumns, fuelRate: fuelRate[definition.fuelClass] };
  });

  return {
    carrier: name,
    rules,
    domesticColumnByZone,
    internationalColumns: rules.internationalColumns,
    bandByColumn,
    fuelRate,
    residentialCents: rules.residentialSurcharge
      ? { ground: dollarsToCents(rules.residentialSurcharge.ground), air: dollarsToCents(rules.residentialSurcharge.air) }
      : null,
    negotiatedResidentialFactor: 1 - negotiated.residentialDiscount,
    additionalHandling: rules.additionalHandling
      ? {
          rule: rules.additionalHandling,
          weightCents: bandCents(rules.additionalHandling.weightCharge),
          dimensionCents: bandCents(rules.additionalHandling.dimensionCharge),
        }
      : null,
    largePackage: rules.largePackage ? { rule: rules.largePackage, chargeCents: bandCents(rules.largePackage.charge) } : null,
    nonstandardFees: rules.nonstandardFees
      ? {
          rule: rules.nonstandardFees,
          lengthFeeCents: dollarsToCents(rules.nonstandardFees.lengthFee),
          volumeFeeCents: dollarsToCents(rules.nonstandardFees.volumeFee),
        }
      : null,
    remoteArea:
      rules.remoteArea && options.remoteAreaSurcharge !== false
        ? { rule: rules.remoteArea, minimumCents: dollarsToCents(rules.remoteArea.minimumCharge), perLbCents: dollarsToCents(rules.remoteArea.perLb) }
        : null,
    services,
    hasDomestic: rules.services.some((service) => service.scope === 'domestic'),
    hasInternational: rules.services.some((service) => service.scope === 'international'),
  };
}

export function compileTariff(tariff: Tariff, options: CompileOptions = {}): CompiledTariff {
  const carriers = tariff.carriers.map((entry) => compileCarrier(entry, options));
  const services = carriers.flatMap((carrier) => carrier.services);
  const serviceByCode = new Map<string, CompiledService>();
  for (const service of services) {
    if (serviceByCode.has(service.definition.code)) fail(service.definition.code, 'service code used twice');
    serviceByCode.set(service.definition.code, service);
  }
  return { version: tariff.version, carriers, services, serviceByCode };
}

/**
 * The bare table price (no fuel, no surcharges) of one cell: for calibration checks, the price index and debugging.
 * Returns null when the service, level or column has no price.
 */
export function basePriceCents(
  tariff: CompiledTariff,
  serviceCode: string,
  level: 'retail' | 'negotiated',
  column: string,
  billableLb: number,
): number | null {
  const service = tariff.serviceByCode.get(serviceCode);
  const columns = level === 'retail' ? service?.retail : service?.negotiated;
  const dense = columns?.get(column);
  return dense ? columnPriceCents(dense, billableLb) : null;
}
