// The person corrects the package at the calculator before paying: the box and weight they will really hand over,
// in inches and pounds (a US sender's units) or centimetres and kilograms. The corrected shipment is priced again
// through the same pipeline as POST /quote (a new quote; the one the agent received stays as it was) and the session
// follows the new price: the same service when it can still carry the parcel, else the cheapest one that can, said
// on the page. Freight, or no service at all, is explained and changes nothing.
import { cmToInches, inchesToCm, kgToPounds, poundsToKg, roundTo } from '../../domain/units/index.ts';
import type { QuoteAnswer, QuotedPackage, RateEntry, ShipmentInput } from '../../domain/quoting/index.ts';
import type { FieldError } from '../problem.ts';

export type PackageUnits = 'in_lb' | 'cm_kg';

export interface CorrectedPackage {
  length_cm: number;
  width_cm: number;
  height_cm: number;
  weight_kg: number;
}

const FIELDS = [
  ['package_length', 'length'],
  ['package_width', 'width'],
  ['package_height', 'height'],
  ['package_weight', 'weight'],
] as const;

/** Read the package form: four positive numbers in the chosen units, converted to cm and kg. */
export function parsePackageForm(form: Record<string, string>): { ok: true; units: PackageUnits; value: CorrectedPackage } | { ok: false; units: PackageUnits; errors: FieldError[] } {
  const units: PackageUnits = form.package_units === 'cm_kg' ? 'cm_kg' : 'in_lb';
  const [lengthUnit, weightUnit] = units === 'in_lb' ? ['inches', 'pounds'] : ['centimetres', 'kilograms'];
  const errors: FieldError[] = [];
  const numbers = FIELDS.map(([name, what]) => {
    const raw = (form[name] ?? '').trim().replace(',', '.');
    const value = Number(raw);
    if (!raw || !Number.isFinite(value) || value <= 0) {
      errors.push({ field: name, message: `Enter the ${what} in ${what === 'weight' ? weightUnit : lengthUnit}, a number above 0.` });
      return 0;
    }
    return value;
  });
  if (errors.length) return { ok: false, units, errors };
  const [l, w, h, weight] = numbers as [number, number, number, number];
  const cm = (v: number): number => roundTo(units === 'in_lb' ? inchesToCm(v) : v, 1);
  const kg = roundTo(units === 'in_lb' ? poundsToKg(weight) : weight, 3);
  return { ok: true, units, value: { length_cm: cm(l), width_cm: cm(w), height_cm: cm(h), weight_kg: kg } };
}

/** The shipment priced again: the same route and words, the corrected package as exact dimensions. */
export function correctedShipment(original: ShipmentInput, pkg: CorrectedPackage): Record<string, unknown> {
  return {
    from_postal_code: original.from_postal_code,
    to_postal_code: original.to_postal_code,
    ...(original.to_country ? { to_country: original.to_country } : {}),
    ...(original.product ? { product: original.product } : {}),
    ...(original.residential !== undefined ? { residential: original.residential } : {}),
    package_source: 'manual',
    ...pkg,
  };
}

export type CorrectionOutcome =
  | { kind: 'anchored'; rate: RateEntry; switched: boolean; reason: string | null }
  | { kind: 'freight'; reason: string; form_url: string | null }
  | { kind: 'no_service'; reasons: string[] };

/** Which rate of the re-priced quote the session follows. */
export function chooseAnchor(answer: QuoteAnswer, currentServiceCode: string | null): CorrectionOutcome {
  if (answer.mode === 'freight_manager') return { kind: 'freight', reason: answer.freight?.reason ?? 'The corrected package is beyond every carrier’s parcel limits.', form_url: answer.freight?.form_url ?? null };
  if (answer.mode !== 'parcel' || answer.rates.length === 0) {
    return { kind: 'no_service', reasons: answer.excluded.filter((e) => e.reason !== 'not_selected').map((e) => e.message).slice(0, 5) };
  }
  const same = answer.rates.find((r) => r.service_code === currentServiceCode);
  if (same) return { kind: 'anchored', rate: same, switched: false, reason: null };
  const cheapest = [...answer.rates].sort((a, b) => a.amount - b.amount)[0]!;
  const why = answer.excluded.find((e) => e.service_code === currentServiceCode && e.reason !== 'not_selected');
  return { kind: 'anchored', rate: cheapest, switched: true, reason: why?.message ?? null };
}

/** "14 × 10 × 8 in (35.6 × 25.4 × 20.3 cm), 3.1 lb (1.4 kg)": a US sender's units first, metric beside them. */
export function describePackage(pkg: Pick<QuotedPackage, 'length_cm' | 'width_cm' | 'height_cm' | 'weight_kg'>): string {
  const inches = [pkg.length_cm, pkg.width_cm, pkg.height_cm].map((cm) => roundTo(cmToInches(cm), 1));
  return `${inches.join(' × ')} in (${pkg.length_cm} × ${pkg.width_cm} × ${pkg.height_cm} cm), ${roundTo(kgToPounds(pkg.weight_kg), 1)} lb (${pkg.weight_kg} kg)`;
}

/** The form's starting values: the package the session is priced for, in the units asked for. */
export function packageFormValues(pkg: Pick<QuotedPackage, 'length_cm' | 'width_cm' | 'height_cm' | 'weight_kg'> | null, units: PackageUnits = 'in_lb'): Record<string, string> {
  if (!pkg) return { package_units: units };
  const len = (cm: number): string => String(units === 'in_lb' ? roundTo(cmToInches(cm), 1) : cm);
  return {
    package_units: units,
    package_length: len(pkg.length_cm),
    package_width: len(pkg.width_cm),
    package_height: len(pkg.height_cm),
    package_weight: String(units === 'in_lb' ? roundTo(kgToPounds(pkg.weight_kg), 1) : pkg.weight_kg),
  };
}
