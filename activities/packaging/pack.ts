// Packs `quantity` identical items into one parcel. Every arrangement of the item boxes on a grid (a along the
// item's length, b along its width, c stacked along its height) is tried; each arrangement gets the smallest stock
// container that holds it with padding, or, when none does, the item's own carton (one item) or a made-to-size
// carton (several). The arrangement with the smallest outside volume wins, which is what dim-weight billing rewards.
//
// Packaging weight is one monotone function of the outside volume (board + void fill), and each arrangement's cost
// does not depend on the quantity, so a larger quantity can never give a smaller or lighter parcel: the arrangements
// valid for n+1 items are a subset of those valid for n.
import { BOX_CATALOG, containerBoardWeightKg } from './boxes.ts';
import type { ShippingContainer, Triple } from './boxes.ts';
import { cmToInches, inchesToCm } from '../units/index.ts';
import type { ItemForm } from './types.ts';

export interface PackableItem {
  /** One item in its retail packaging, longest first (cm). For 'roll' items: the flat sheet. */
  dims: Triple;
  weight_kg: number;
  fragile: boolean;
  form: ItemForm;
  /** Already a packed parcel (the caller stated the box): no padding, no outer box. */
  prePacked: boolean;
}

export type PackingKind = 'container' | 'own-packaging' | 'made-to-size-carton' | 'as-stated';

export interface PackedParcel {
  dims: Triple;
  weight_kg: number;
  container: ShippingContainer | null;
  kind: PackingKind;
  /** Items along the item's length, width and height. */
  arrangement: Triple;
  /** Item dimensions actually packed (a rolled poster is a roll here). */
  packedItemDims: Triple;
  padding_cm: number;
}

/** Padding between contents and box wall per side: ½ in of void fill for sturdy goods. */
export const PADDING_CM = 1.3;
/** Books, records and other flat rigid goods go in snug book-fold or record mailers. */
export const FLAT_PADDING_CM = 0.6;
/**
 * Fragile goods: 1½ in of cushioning per side. UPS asks for 2 in around unboxed fragile items; the catalog sizes
 * are retail packaging, which already supplies some of it.
 */
export const FRAGILE_PADDING_CM = 3.8;
/** Thin fragile goods (frames, mirrors, art) ship with corner protectors and foam board, not a deep void. */
export const FRAGILE_FLAT_PADDING_CM = 2.5;
/** Bubble wrap around each fragile item, per side. */
export const FRAGILE_WRAP_CM = 0.6;
/**
 * Stretch film, corner protectors and the label on something shipped in its own carton, per side. The maker's
 * carton already holds the protective foam, so fragile goods get only a little more.
 */
export const OWN_PACKAGING_PADDING_CM = 0.5;
export const OWN_PACKAGING_FRAGILE_PADDING_CM = 1.0;
/**
 * Made-to-size cartons (several items too big for stock boxes) are cut in 6 in steps: shops cut them down from
 * larger stock, and the coarse step keeps a tight custom carton from undercutting a stock box that holds the
 * items in a more compact arrangement.
 */
const CUSTOM_CARTON_STEP_IN = 6;
/**
 * A single item whose retail carton is this long or heavy ships in that carton (appliances, TVs, furniture are
 * packed by the maker to be shipped as-is; a shop does not over-box them).
 */
export const OWN_CARTON_MIN_LONGEST_CM = 45;
export const OWN_CARTON_MIN_WEIGHT_KG = 12;
/** Void fill (air pillows, kraft paper) per m³ of container: more for fragile goods. */
const FILL_KG_PER_M3 = 3;
const FRAGILE_FILL_KG_PER_M3 = 6;
/** Bubble wrap, two layers at ~30 g/m². */
const WRAP_KG_PER_M2 = 0.06;
/** Folded textiles stacked in a mailer or box squash to about this fraction of their folded thickness. */
const SOFT_STACK_FACTOR = 0.8;
/** Enumeration bound per axis: more than this many items along one side is beyond any parcel anyway. */
const MAX_PER_AXIS = 60;

const RIGID = BOX_CATALOG.filter((container) => container.kind !== 'poly_mailer' && container.kind !== 'padded_mailer');
const MAILERS = BOX_CATALOG.filter((container) => container.kind === 'poly_mailer' || container.kind === 'padded_mailer');
const LARGEST_RIGID: Triple = RIGID.reduce<Triple>(
  (envelope, container) => [Math.max(envelope[0], container.inner_cm[0]), Math.max(envelope[1], container.inner_cm[1]), Math.max(envelope[2], container.inner_cm[2])],
  [0, 0, 0],
);

const volume = (dims: Triple): number => dims[0] * dims[1] * dims[2];
const sorted = (a: number, b: number, c: number): Triple => {
  const values = [a, b, c].sort((x, y) => y - x);
  return [values[0] ?? 0, values[1] ?? 0, values[2] ?? 0];
};
const fits = (required: Triple, inner: Triple): boolean => required[0] <= inner[0] && required[1] <= inner[1] && required[2] <= inner[2];

/** Board plus void fill for a container of this outside volume (kg). */
export function packagingWeightKg(outerVolume_cm3: number, fragile: boolean): number {
  const fill = (fragile ? FRAGILE_FILL_KG_PER_M3 : FILL_KG_PER_M3) * (outerVolume_cm3 / 1_000_000);
  return containerBoardWeightKg(outerVolume_cm3) + fill;
}

function mailerFor(content: Triple, form: ItemForm, fragile: boolean): { container: ShippingContainer; outer: Triple } | null {
  if (fragile || (form !== 'soft' && form !== 'flat')) return null;
  const [length, width, thickness] = content;
  let best: { container: ShippingContainer; outer: Triple } | null = null;
  for (const mailer of MAILERS) {
    if (form === 'flat' && mailer.kind !== 'padded_mailer') continue;
    const [mailerLength, mailerWidth, maxFill] = mailer.inner_cm;
    // Filling a mailer uses up its flat size: the contents' thickness comes off both sides.
    if (thickness > maxFill || length + thickness > mailerLength || width + thickness > mailerWidth) continue;
    const outer = sorted(mailerLength, mailerWidth, thickness + 0.6);
    if (best === null || volume(outer) < volume(best.outer)) best = { container: mailer, outer };
  }
  return best;
}

function rigidFor(required: Triple): ShippingContainer | null {
  if (!fits(required, LARGEST_RIGID)) return null;
  for (const container of RIGID) if (fits(required, container.inner_cm)) return container;
  return null;
}

/** Rolls sheet items (posters, rugs) along their short side; several sheets roll together. */
function rolled(sheet: Triple, quantity: number): Triple {
  const [long, short, thickness] = sheet;
  const crossSection = long * thickness * quantity;
  // A loosely wound roll takes about 30% more than the solid cross-section; never thinner than 5 cm.
  const diameter = Math.max(5, Math.sqrt((4 * crossSection) / Math.PI) * 1.3);
  return sorted(short + 1, diameter, diameter);
}

interface Option {
  parcel: PackedParcel;
  volume: number;
  slots: number;
}

function wrapWeightKg(dims: Triple): number {
  const area_m2 = (2 * (dims[0] * dims[1] + dims[0] * dims[2] + dims[1] * dims[2])) / 10_000;
  return area_m2 * WRAP_KG_PER_M2;
}

function optionFor(item: PackableItem, unitDims: Triple, unitWeight: number, counts: Triple, quantity: number): Option {
  const [a, b, c] = counts;
  const wrap = item.fragile ? FRAGILE_WRAP_CM * 2 : 0;
  const stackFactor = item.form === 'soft' && c > 1 ? SOFT_STACK_FACTOR : 1;
  const content = sorted(a * (unitDims[0] + wrap), b * (unitDims[1] + wrap), c * (unitDims[2] + wrap) * stackFactor);
  const itemsWeight = unitWeight * quantity + (item.fragile ? wrapWeightKg(unitDims) * quantity : 0);
  const single = a === 1 && b === 1 && c === 1;
  const base = { arrangement: counts, packedItemDims: unitDims };

  if (item.prePacked) {
    const parcel: PackedParcel = { ...base, dims: content, weight_kg: itemsWeight, container: null, kind: single ? 'as-stated' : 'made-to-size-carton', padding_cm: 0 };
    return { parcel, volume: volume(content), slots: a * b * c };
  }
  const ownCarton = single && item.form === 'box' && (unitDims[0] >= OWN_CARTON_MIN_LONGEST_CM || unitWeight >= OWN_CARTON_MIN_WEIGHT_KG);
  const ownPackaging = (): Option => {
    const pad = item.fragile ? OWN_PACKAGING_FRAGILE_PADDING_CM : OWN_PACKAGING_PADDING_CM;
    const dims = sorted(unitDims[0] + 2 * pad, unitDims[1] + 2 * pad, unitDims[2] + 2 * pad);
    const parcel: PackedParcel = { ...base, dims, weight_kg: unitWeight * 1.02 + 0.1, container: null, kind: 'own-packaging', padding_cm: pad };
    return { parcel, volume: volume(dims), slots: 1 };
  };
  if (ownCarton) return ownPackaging();

  const pad = paddingFor(item);
  const required = sorted(content[0] + 2 * pad, content[1] + 2 * pad, content[2] + 2 * pad);
  const mailer = mailerFor(content, item.form, item.fragile);
  const rigid = rigidFor(required);
  const rigidVolume = rigid === null ? Infinity : volume(rigid.outer_cm);
  if (mailer !== null && volume(mailer.outer) <= rigidVolume) {
    const parcel: PackedParcel = { ...base, dims: mailer.outer, weight_kg: itemsWeight + packagingWeightKg(volume(mailer.outer), false), container: mailer.container, kind: 'container', padding_cm: 0 };
    return { parcel, volume: volume(mailer.outer), slots: a * b * c };
  }
  if (rigid !== null) {
    const parcel: PackedParcel = { ...base, dims: rigid.outer_cm, weight_kg: itemsWeight + packagingWeightKg(rigidVolume, item.fragile), container: rigid, kind: 'container', padding_cm: pad };
    return { parcel, volume: rigidVolume, slots: a * b * c };
  }
  if (single) return ownPackaging();
  // Several items too big for stock boxes: a carton cut to size (double wall).
  const toInch = (cm: number): number => inchesToCm(Math.ceil(cmToInches(cm) / CUSTOM_CARTON_STEP_IN) * CUSTOM_CARTON_STEP_IN + 0.5);
  const dims = sorted(toInch(required[0]), toInch(required[1]), toInch(required[2]));
  const parcel: PackedParcel = { ...base, dims, weight_kg: itemsWeight + packagingWeightKg(volume(dims), item.fragile), container: null, kind: 'made-to-size-carton', padding_cm: pad };
  return { parcel, volume: volume(dims), slots: a * b * c };
}

function paddingFor(item: PackableItem): number {
  if (item.form === 'flat') return item.fragile ? FRAGILE_FLAT_PADDING_CM : FLAT_PADDING_CM;
  return item.fragile ? FRAGILE_PADDING_CM : PADDING_CM;
}

function preferred(candidate: Option, best: Option | null): boolean {
  if (best === null) return true;
  if (candidate.volume !== best.volume) return candidate.volume < best.volume;
  if (candidate.parcel.weight_kg !== best.parcel.weight_kg) return candidate.parcel.weight_kg < best.parcel.weight_kg;
  return candidate.slots < best.slots;
}

/** The parcel for `quantity` items (quantity ≥ 1, an integer). */
export function packItems(item: PackableItem, quantity: number): PackedParcel {
  let unitDims = item.dims;
  let units = quantity;
  if (item.form === 'roll') {
    unitDims = rolled(item.dims, quantity);
    units = 1;
  }
  const unitWeight = item.form === 'roll' ? item.weight_kg * quantity : item.weight_kg;
  let best: Option | null = null;
  const maxA = Math.min(units, MAX_PER_AXIS);
  for (let a = 1; a <= maxA; a++) {
    const maxB = Math.min(Math.ceil(units / a), MAX_PER_AXIS);
    for (let b = 1; b <= maxB; b++) {
      const c = Math.ceil(units / (a * b));
      const option = optionFor(item, unitDims, unitWeight, [a, b, c], units);
      if (preferred(option, best)) best = option;
    }
  }
  if (best === null) throw new Error('packItems: quantity must be at least 1');
  return best.parcel;
}
