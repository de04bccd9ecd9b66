// Packs `quantity` identical items into one parcel.
// - One item: its own carton when that carton is big or heavy (makers pack appliances, TVs and furniture to ship
//   as-is), else the smaller of a mailer (clothing, books, small light goods in their retail box), the smallest
//   stock container, or a made-to-size carton.
// - Several items: every grid of the item boxes (a along the item's length, b along its width, c stacked) is tried;
//   each grid gets the smaller of the best stock container and a made-to-size carton; the smallest outside volume
//   wins, which is what dim-weight billing rewards.
// Why a larger quantity can never give a smaller or lighter parcel: a grid's cost depends only on its size and
// grows with it, the grids that hold n+1 items also hold n, and packaging weight is one function of the outside
// volume and the contents' weight, non-decreasing in both. Mailers are allowed for a single item; two or more go in a box, which is always bigger and
// heavier than the one-item mailer, or (folded clothes, a stack of flat goods) in a mailer: a poly bag's weight for
// clothes, the mailer's own for flat goods, never less than one item's tare (singleTareKg).
// (test/unit/packaging checks this by property testing.)
import { BOX_CATALOG, containerBoardWeightKg, polyBagWeightKg } from './boxes.ts';
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
  /** One of it ships in its sturdy retail box with a label or a poly over-bag (a shoe box): no outer carton. */
  shipsInRetailBox?: boolean;
  /** Soft goods the sender boxes ("sending in a box not a bag"): a carton, never a mailer or a poly bag. */
  inCarton?: boolean;
  /**
   * The mailer the sender names ("- bubble mailer", "pack: poly mailer", "small mailer"): the parcel is that mailer
   * whenever the goods fit one of its kind, whatever the mailer rules would pick (see namedPackaging in notes.ts).
   */
  namedMailer?: NamedMailer;
  /** A 'roll' sheet rolled along its long side (an ISO A-size sheet, see isoSheet in estimate.ts), not its short one. */
  rollAlongLongSide?: boolean;
}

/** A mailer the sender names: poly, padded (bubble), or either ("a mailer"). */
export type NamedMailer = 'poly_mailer' | 'padded_mailer' | 'mailer';

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
  /** Soft goods in a poly bag the size of `container` (or of the made-to-size carton), not in the carton itself. */
  bagged?: true;
  /** What the goods weigh without the parcel's own packaging (its box, mailer or void fill), where known. */
  contents_kg?: number;
}

/** Padding between contents and box wall per side: ½ in of void fill for sturdy goods. */
export const PADDING_CM = 1.3;
/** Clothing and textiles fill the box themselves: no void fill. */
export const SOFT_PADDING_CM = 0.3;
/** Books, records and other flat rigid goods go in snug book-fold or record mailers. */
export const FLAT_PADDING_CM = 0.6;
/**
 * Fragile goods: 1½ in of cushioning per side. UPS asks for 2 in around unboxed fragile items; the catalog sizes
 * are retail packaging, which already supplies some of it.
 */
export const FRAGILE_PADDING_CM = 3.8;
/** The least cushioning a small fragile item gets per side (a mug in a snug box), and how it grows with size. */
export const SMALL_FRAGILE_PADDING_CM = 1.5;
const FRAGILE_PADDING_PER_CM = 0.08;
/** Thin fragile goods (frames, mirrors, art) ship with corner protectors and foam board, not a deep void. */
export const FRAGILE_FLAT_PADDING_CM = 2.5;
/** Bubble wrap around each fragile item, per side. */
export const FRAGILE_WRAP_CM = 0.6;
/**
 * ... and what it takes up per side when several wrapped items are packed tight against each other (glasses, mugs,
 * jars, bottles, plates): neighbours squash each other's bubbles to about half, as a divider box would hold them.
 * With the full wrap between every pair, several fragile goods in a stock box came out long (longest side median
 * 1.11-1.29 of the truth on six of the seven sealed tuning sets; the seventh has one such row). Wrap weight is kept:
 * the same film, squashed.
 */
export const FRAGILE_SHARED_WRAP_CM = 0.3;
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
export const OWN_CARTON_MIN_VOLUME_CM3 = 30_000;
/** Void fill per m³ of container: air pillows weigh about 1 kg/m³; fragile goods get bubble wrap and paper too. */
const FILL_KG_PER_M3 = 1;
const FRAGILE_FILL_KG_PER_M3 = 6;
/** Bubble wrap, two layers at ~30 g/m². */
const WRAP_KG_PER_M2 = 0.06;
/** Flat rigid goods heavier than this (a 2.5 kg textbook) ship in a box, not a padded mailer. */
const FLAT_MAILER_MAX_KG = 1.5;
/**
 * A rigid item in its retail box ('box' form) at most this heavy may ship in a padded mailer (a ring box, a lipstick,
 * a charger, a memory card): every evaluation set, each by another author, had such goods a quarter to a half
 * lighter and shorter than the small stock box they got.
 */
const SMALL_RIGID_MAILER_MAX_KG = 0.25;
/**
 * ... and only when its mailer is at most this much longer than the stock box it would get otherwise: a thick retail
 * box (a card game, a boxed figure) needs a mailer far longer than itself, and a shop boxes it instead.
 */
const RIGID_MAILER_MAX_LENGTH_FACTOR = 1.1;
/** Slack at each end of a single roll in its tube or long box (the roll is already cut an inch longer than the sheet). */
const ROLL_END_PADDING_CM = 0.3;
/** A single roll at least this heavy ships wrapped as it is (rugs, mats, turf), not in a tube or long box. */
const ROLL_OWN_WRAP_MIN_KG = 0.8;
/** A flat rigid item's mailer is at most this much longer than the item (factor, then slack in cm). */
const MAILER_SNUG_FACTOR = 1.25;
const MAILER_SNUG_SLACK_CM = 8;
/** Folded textiles squash to about this fraction of their retail-packed thickness in a mailer or box. */
const SOFT_THICKNESS_FACTOR = 0.75;
/** Enumeration bound per axis: more than this many items along one side is beyond any parcel anyway. */
const MAX_PER_AXIS = 60;

const RIGID = BOX_CATALOG.filter((container) => container.kind !== 'poly_mailer' && container.kind !== 'padded_mailer');
// Mailing tubes carry rolls (posters, prints, banners); anything else in a tube was a 4 cm gadget in a 12 in tube.
const RIGID_NO_TUBES = RIGID.filter((container) => container.kind !== 'tube');
const MAILERS = BOX_CATALOG.filter((container) => container.kind === 'poly_mailer' || container.kind === 'padded_mailer');
const LARGEST_RIGID: Triple = RIGID.reduce<Triple>(
  (envelope, container) => [Math.max(envelope[0], container.inner_cm[0]), Math.max(envelope[1], container.inner_cm[1]), Math.max(envelope[2], container.inner_cm[2])],
  [0, 0, 0],
);

const volume = (dims: Triple): number => dims[0] * dims[1] * dims[2];
/**
 * Outside sizes in whole millimetres, rounded up. Packing compares the same numbers the estimate reports, so
 * rounding can never make a larger quantity look smaller.
 */
function snapped(a: number, b: number, c: number): Triple {
  return sorted(Math.ceil(a * 10 - 1e-7) / 10, Math.ceil(b * 10 - 1e-7) / 10, Math.ceil(c * 10 - 1e-7) / 10);
}

/** Three numbers, longest first (hot path: no array sort). */
function sorted(a: number, b: number, c: number): Triple {
  if (a < b) [a, b] = [b, a];
  if (b < c) [b, c] = [c, b];
  if (a < b) [a, b] = [b, a];
  return [a, b, c];
}
// Inside sizes of the rigid containers in one flat array, in catalog order (smallest outside volume first).
const RIGID_INNER = Float64Array.from(RIGID.flatMap((container) => [...container.inner_cm]));
const RIGID_NO_TUBES_INNER = Float64Array.from(RIGID_NO_TUBES.flatMap((container) => [...container.inner_cm]));
const fits = (required: Triple, inner: Triple): boolean => required[0] <= inner[0] && required[1] <= inner[1] && required[2] <= inner[2];

/**
 * Light contents go in a light-grade box: a shop ships a few guitar-string sets, three lipsticks or a cap in an E-flute
 * or 200#-test-lite kraft box (about 0.28 kg/m², 0.7 of the board weight BOARD_KG_PER_M2 gives a box), not in the
 * 32 ECT C-flute carton a kilogram of goods needs; the grade rises to full board between these contents weights.
 * Round eleven (r11-small) bucketed every tuning parcel by its true packed weight: boxed parcels under 0.2 kg came
 * out heavy (median 1.20-1.63 of the truth, 8 over 1.35 against none under 0.65), while boxed parcels of every heavier
 * bucket were on the truth (median 0.94-1.03). Fragile goods keep full board: they get a sturdier box and more fill.
 */
const LIGHT_BOARD_FACTOR = 0.7;
const LIGHT_CONTENTS_KG = 0.2;
const FULL_BOARD_CONTENTS_KG = 0.4;

/** The share of full board weight a box for `contents_kg` of non-fragile goods weighs (monotone in the contents). */
export function boardGrade(contents_kg: number, fragile: boolean): number {
  if (fragile || contents_kg >= FULL_BOARD_CONTENTS_KG) return 1;
  if (contents_kg <= LIGHT_CONTENTS_KG) return LIGHT_BOARD_FACTOR;
  return LIGHT_BOARD_FACTOR + ((1 - LIGHT_BOARD_FACTOR) * (contents_kg - LIGHT_CONTENTS_KG)) / (FULL_BOARD_CONTENTS_KG - LIGHT_CONTENTS_KG);
}

/**
 * Board plus void fill for a container of this outside volume (kg), holding `contents_kg` of goods (board grade, see
 * boardGrade; full board when not given). Non-decreasing in both, so more items never weigh less.
 */
export function packagingWeightKg(outerVolume_cm3: number, fragile: boolean, contents_kg = Infinity): number {
  const fill = (fragile ? FRAGILE_FILL_KG_PER_M3 : FILL_KG_PER_M3) * (outerVolume_cm3 / 1_000_000);
  return containerBoardWeightKg(outerVolume_cm3) * boardGrade(contents_kg, fragile) + fill;
}

/**
 * The smallest mailer the contents fit. `named`: the sender's own choice of mailer, which the goods take whenever they
 * fit one of its kind (fragile or heavy goods, a rigid block of any weight, a mailer longer than a shop would pick).
 */
function mailerFor(content: Triple, form: ItemForm, fragile: boolean, weight_kg: number, single: boolean, itemLength = content[0], named?: NamedMailer): { container: ShippingContainer; outer: Triple } | null {
  if (fragile && named === undefined) return null;
  // A small rigid item (a ring box, a lipstick, a charger) light enough for a bubble mailer goes in one, as shops
  // ship them; a heavier one, or one too thick for any, goes in a box.
  const smallRigid = single && form === 'box' && weight_kg <= SMALL_RIGID_MAILER_MAX_KG && named === undefined;
  if (form !== 'soft' && form !== 'flat' && !smallRigid && named === undefined) return null;
  const [contentLength, contentWidth, contentThickness] = content;
  let best: { container: ShippingContainer; outer: Triple } | null = null;
  for (const mailer of MAILERS) {
    if (named !== undefined ? named !== 'mailer' && mailer.kind !== named : form !== 'soft' && mailer.kind !== 'padded_mailer') continue;
    const [mailerLength, mailerWidth, maxFill] = mailer.inner_cm;
    // Filling a mailer uses up its flat size: a pillow-shaped fill takes about half its thickness off each
    // dimension (folded clothes also give a little at the edges).
    let length = contentLength;
    let width = contentWidth;
    let thickness = contentThickness;
    let pillow = thickness <= maxFill && length + thickness / 2 <= mailerLength && width + thickness / 2 <= mailerWidth;
    // Soft goods in the mailer the sender names fold to its size (a jacket into a 14.5x19 in poly mailer): a pillow of
    // the same volume as flat as the mailer allows, when it is no thicker than the mailer's fill.
    if (!pillow && named !== undefined && form === 'soft') {
      const refolded = (length * width * thickness) / ((mailerLength - maxFill / 2) * (mailerWidth - maxFill / 2));
      if (refolded <= maxFill) {
        length = mailerLength - refolded / 2;
        width = mailerWidth - refolded / 2;
        thickness = refolded;
        pillow = true;
      }
    }
    // One rigid block thicker than that does not squash: the mailer's sides wrap around it, so its length and width
    // each take the block's full thickness (the mailer's girth is twice its flat width). A stack of several stays
    // within the pillow's fill.
    const wrapped = single && form !== 'soft' && length + thickness <= mailerLength && width + thickness <= mailerWidth;
    if (!(smallRigid ? wrapped : pillow || wrapped)) continue;
    if (named === undefined) {
      // A rigid item (a record, a book, a boxed set) goes in a mailer of about its own size: a far longer one
      // lets it slide, so a shop takes a box that fits instead.
      // (Measured on one item, also in a stack: a stack's own length would let more items fit a mailer fewer did not.)
      if (form !== 'soft' && mailerLength > itemLength * MAILER_SNUG_FACTOR + MAILER_SNUG_SLACK_CM) continue;
      // Heavy books and sets tear a padded mailer: they go in a box.
      if (form === 'flat' && weight_kg > FLAT_MAILER_MAX_KG) continue;
    }
    // What a carrier measures: a filled mailer is shorter and narrower than it lies flat, by about half its fill
    // on each side (never shorter than its contents). Reporting the flat size made every mailed parcel long.
    // The fill is read off the thickness in whole millimetres, as reported: rounding the thickness up while the
    // length shrinks with the unrounded fill let one more bookmark in a stack make the mailer a millimetre shorter.
    const outerThickness = Math.ceil((thickness + 0.6) * 10 - 1e-7) / 10;
    const fill = outerThickness - 0.6;
    // A rigid block the mailer wraps (not a pillow fill) takes its whole thickness off each flat side, as the fit
    // test above says: reported at half, every small boxed item in a mailer came out 1.5-2 cm long (an earring box
    // in a 4x6 in mailer 13.7 cm where it is about 12).
    const taken = pillow ? fill / 2 : fill;
    const outer = snapped(Math.max(length, mailerLength - taken), Math.max(width, mailerWidth - taken), outerThickness);
    if (best === null || volume(outer) < volume(best.outer)) best = { container: mailer, outer };
  }
  return best;
}

function rigidFor(required: Triple, tubes: boolean): ShippingContainer | null {
  if (!fits(required, LARGEST_RIGID)) return null;
  const [r0, r1, r2] = required;
  const list = tubes ? RIGID : RIGID_NO_TUBES;
  const inner = tubes ? RIGID_INNER : RIGID_NO_TUBES_INNER;
  for (let index = 0, offset = 0; index < list.length; index++, offset += 3) {
    if (r0 <= (inner[offset] ?? 0) && r1 <= (inner[offset + 1] ?? 0) && r2 <= (inner[offset + 2] ?? 0)) return list[index] ?? null;
  }
  return null;
}

/** Rolls sheet items (posters, rugs) along their short side; several sheets roll together. */
function rolled(sheet: Triple, quantity: number, alongLongSide = false): Triple {
  const [long, short, thickness] = sheet;
  const [axis, wound] = alongLongSide ? [long, short] : [short, long];
  const crossSection = wound * thickness * quantity;
  // A loosely wound roll takes about 30% more than the solid cross-section; never thinner than 5 cm.
  const diameter = Math.max(5, Math.sqrt((4 * crossSection) / Math.PI) * 1.3);
  return sorted(axis + 1, diameter, diameter);
}

function wrapWeightKg(dims: Triple): number {
  const area_m2 = (2 * (dims[0] * dims[1] + dims[0] * dims[2] + dims[1] * dims[2])) / 10_000;
  return area_m2 * WRAP_KG_PER_M2;
}

/**
 * Cushioning per side follows fragility and size: a mug or perfume bottle travels in a snug box with an inch of
 * wrap around it, a glass lamp needs the full 1½ in. Depends on the item only, never on the quantity.
 */
function paddingFor(item: PackableItem): number {
  if (item.form === 'flat') return item.fragile ? FRAGILE_FLAT_PADDING_CM : FLAT_PADDING_CM;
  if (item.form === 'soft') return item.fragile ? FLAT_PADDING_CM : SOFT_PADDING_CM;
  if (!item.fragile) return PADDING_CM;
  return Math.min(FRAGILE_PADDING_CM, Math.max(SMALL_FRAGILE_PADDING_CM, FRAGILE_PADDING_PER_CM * item.dims[0] + 0.5));
}

function cutToStep(cm: number): number {
  return inchesToCm(Math.ceil(cmToInches(cm) / CUSTOM_CARTON_STEP_IN) * CUSTOM_CARTON_STEP_IN + 0.5);
}

/** A carton cut to size (double wall) in CUSTOM_CARTON_STEP_IN steps. */
function customCarton(required: Triple): Triple {
  return snapped(cutToStep(required[0]), cutToStep(required[1]), cutToStep(required[2]));
}

// Hot-path helpers are module functions, not closures: a closure per call costs (tsx names each one).
function ownPackagingChoice(item: PackableItem, unit: Triple): Choice {
  const pad = item.fragile ? OWN_PACKAGING_FRAGILE_PADDING_CM : OWN_PACKAGING_PADDING_CM;
  const dims = snapped(unit[0] + 2 * pad, unit[1] + 2 * pad, unit[2] + 2 * pad);
  return { kind: 'own-packaging', dims, volume: volume(dims), container: null, padding_cm: pad };
}

/** How one arrangement ships. `volume` is the reported outside volume and the only thing compared. */
interface Choice {
  kind: PackingKind;
  dims: Triple;
  volume: number;
  container: ShippingContainer | null;
  padding_cm: number;
}

/**
 * Several items: the smaller of the best stock container and a made-to-size carton. Both grow with the
 * arrangement's size, so this cost is monotone in the contents' dimensions: that, plus testing every grid,
 * is what makes a larger quantity never pack smaller.
 */
function multiItemChoice(content: Triple, pad: number, tubes: boolean, itemLongest = Infinity): Choice {
  // A grid longer than its longest item gets a carton no flatter than GRID_MAX_ASPECT allows (see there).
  const least = content[0] > itemLongest + 1e-9 ? content[0] / GRID_MAX_ASPECT : 0;
  const required = sorted(content[0] + 2 * pad, Math.max(content[1], least) + 2 * pad, Math.max(content[2], least) + 2 * pad);
  const rigid = rigidFor(required, tubes);
  const custom = customCarton(required);
  const customVolume = volume(custom);
  if (rigid !== null && volume(rigid.outer_cm) <= customVolume) return { kind: 'container', dims: rigid.outer_cm, volume: volume(rigid.outer_cm), container: rigid, padding_cm: pad };
  return { kind: 'made-to-size-carton', dims: custom, volume: customVolume, container: null, padding_cm: pad };
}

/** One item: its own carton when big or heavy, else a mailer or the smallest stock container, else its own carton. */
function singleItemChoice(item: PackableItem, unit: Triple, unitWeight: number): Choice {
  const named = item.namedMailer === undefined || item.form === 'roll' ? null : namedMailerChoice(item, unit, unitWeight, [1, 1, 1]);
  if (named !== null) return named;
  if (item.form === 'box' && (item.shipsInRetailBox === true || unit[0] >= OWN_CARTON_MIN_LONGEST_CM || unitWeight >= OWN_CARTON_MIN_WEIGHT_KG || volume(unit) >= OWN_CARTON_MIN_VOLUME_CM3)) return ownPackagingChoice(item, unit);
  const wrap = item.fragile ? FRAGILE_WRAP_CM * 2 : 0;
  const soft = item.form === 'soft' ? SOFT_THICKNESS_FACTOR : 1;
  const content = sorted(unit[0] + wrap, unit[1] + wrap, (unit[2] + wrap) * soft);
  const pad = paddingFor(item);
  if (item.form === 'roll') {
    // A rolled rug, mat, turf or fence is the maker's roll, shipped poly-wrapped as it is; a print or poster goes in
    // a tube or long box when one fits, else the roll ships wrapped in poly.
    if (unitWeight >= ROLL_OWN_WRAP_MIN_KG) return ownPackagingChoice(item, unit);
    // The end caps hold the roll: void fill goes around it, not at its ends (a 36 in print in a 37 in tube).
    const endPad = content[1] === content[2] ? ROLL_END_PADDING_CM : pad;
    const rigid = rigidFor(sorted(content[0] + 2 * endPad, content[1] + 2 * pad, content[2] + 2 * pad), true);
    return rigid === null ? ownPackagingChoice(item, unit) : { kind: 'container', dims: rigid.outer_cm, volume: volume(rigid.outer_cm), container: rigid, padding_cm: pad };
  }
  const boxed = multiItemChoice(content, pad, false);
  const mailer = item.inCarton === true ? null : mailerFor(content, item.form, item.fragile, unitWeight, true);
  // A rigid item takes a mailer only about as long as the box it would otherwise get: a much longer one is a thick
  // retail box (a boxed figure, a card game) that a shop boxes instead.
  const mailerFits = mailer !== null && (item.form !== 'box' || mailer.outer[0] <= boxed.dims[0] * RIGID_MAILER_MAX_LENGTH_FACTOR);
  if (mailer !== null && mailerFits && volume(mailer.outer) <= boxed.volume) return { kind: 'container', dims: mailer.outer, volume: volume(mailer.outer), container: mailer.container, padding_cm: 0 };
  return boxed;
}

/**
 * The sender's named mailer around a block of `counts` items (a grid of wrapped cells), or null when none of its kind
 * holds them. Soft goods squash as in any mailer; fragile goods keep their wrap.
 */
function namedMailerChoice(item: PackableItem, unit: Triple, unitWeight: number, counts: Triple): Choice | null {
  const wrap = item.fragile ? FRAGILE_WRAP_CM * 2 : 0;
  const soft = item.form === 'soft' ? SOFT_THICKNESS_FACTOR : 1;
  const block = sorted(counts[0] * (unit[0] + wrap), counts[1] * (unit[1] + wrap), counts[2] * (unit[2] + wrap) * soft);
  const units = counts[0] * counts[1] * counts[2];
  const mailer = mailerFor(block, item.form, item.fragile, unitWeight * units, true, unit[0], item.namedMailer);
  return mailer === null ? null : { kind: 'container', dims: mailer.outer, volume: volume(mailer.outer), container: mailer.container, padding_cm: 0 };
}

/**
 * What one soft or flat item's mailer, bag or box weighs: several never take less. A bag for two pairs of socks is
 * lighter film than the padded mailer one pair takes, and a stack of two bookmarks in that mailer, weighed like a
 * box of its size, came to less than the mailer itself; so more items never weigh less.
 */
function singleTareKg(item: PackableItem, unit: Triple, unitWeight: number): number {
  const single = singleItemChoice(item, unit, unitWeight);
  if (single.container !== null && (single.container.kind === 'poly_mailer' || single.container.kind === 'padded_mailer')) return single.container.weight_kg;
  return item.form === 'soft' && !item.fragile ? polyBagWeightKg(single.volume) : packagingWeightKg(single.volume, item.fragile, unitWeight);
}

interface Best {
  choice: Choice;
  counts: Triple;
}

/**
 * A carton for a grid of several items is at most this many times longer than it is wide or deep, unless one item
 * is that long itself: shops do not cut a 140 x 47 x 17 cm carton for 50 candles (the 6 in carton steps happened to
 * favour that 1 x 4 x 13 grid), they take a squarer one, so such a grid costs the squarer carton and loses to 2 x 5 x 5.
 * The required size stays monotone in the contents, so a larger quantity still never packs smaller.
 * Round ten lowered it from 2.5 to 2: a single file of two or three tubs, jars or ball boxes more than twice as long as
 * it is wide shifts and knocks end to end, so a packer lays them two abreast (two 16 oz cream tubs end to end in a
 * 12x6x6 in box had been 31 cm; three tuning sets gave such pairs and triples 22-23 cm).
 */
const GRID_MAX_ASPECT = 2;

/** The longest sheet (cm) that ships flat rather than rolled: A4 and letter, with a finger's width to spare. */
const FLAT_SHEET_MAX_CM = 32;

const NO_LEAST: Triple = [0, 0, 0];
/** The better of `best` and the a×b×c grid of `cell`s, the grid taken no smaller than `least` on any side. */
function consider(best: Best | null, cell: Triple, pad: number, a: number, b: number, c: number, least: Triple = NO_LEAST): Best {
  // No container is smaller than its padded contents: skip grids that cannot beat the best so far.
  if (best !== null && (a * cell[0] + 2 * pad) * (b * cell[1] + 2 * pad) * (c * cell[2] + 2 * pad) >= best.choice.volume) return best;
  const grid = sorted(a * cell[0], b * cell[1], c * cell[2]);
  const content: Triple = [Math.max(grid[0], least[0]), Math.max(grid[1], least[1]), Math.max(grid[2], least[2])];
  const choice = multiItemChoice(content, pad, false, Math.max(cell[0], cell[1], cell[2], least[0]));
  return best === null || choice.volume < best.choice.volume ? { choice, counts: [a, b, c] } : best;
}

/** The parcel for `quantity` items (quantity ≥ 1, an integer). */
export function packItems(item: PackableItem, quantity: number): PackedParcel {
  const count = Math.max(1, Math.floor(quantity));
  // A sheet no longer than A4 ships flat in a board-backed mailer, not rolled in a tube (three A4 prints were a
  // 48 cm tube), however many: decided on one sheet's weight, as the whole count's made the sixth thick print roll
  // the stack into a smaller box.
  if (item.form === 'roll' && item.dims[0] <= FLAT_SHEET_MAX_CM && item.weight_kg < ROLL_OWN_WRAP_MIN_KG) item = { ...item, form: 'flat' };
  // Sheets roll together into one roll; everything else is counted item by item.
  const unit: Triple = item.form === 'roll' ? rolled(item.dims, count, item.rollAlongLongSide === true) : item.dims;
  const units = item.form === 'roll' ? 1 : count;
  const unitWeight = item.form === 'roll' ? item.weight_kg * count : item.weight_kg;
  const wrap = item.fragile ? FRAGILE_WRAP_CM * 2 : 0;
  const soft = item.form === 'soft' ? SOFT_THICKNESS_FACTOR : 1;
  const cell: Triple = [unit[0] + wrap, unit[1] + wrap, (unit[2] + wrap) * soft];
  const itemsWeight = unitWeight * units + (item.fragile ? wrapWeightKg(unit) * units : 0);

  let best: Best | null = null;
  if (item.prePacked) {
    // The caller's own boxes: one ships as stated, several are strapped together as they stand.
    const counts = gridFor(cell, units);
    const dims = snapped(counts[0] * unit[0], counts[1] * unit[1], counts[2] * unit[2]);
    best = { choice: { kind: units === 1 ? 'as-stated' : 'made-to-size-carton', dims, volume: volume(dims), container: null, padding_cm: 0 }, counts };
  } else if (units === 1 && count === 1) {
    best = { choice: singleItemChoice(item, unit, unitWeight), counts: [1, 1, 1] };
  } else if (units === 1) {
    // A roll of several sheets: one piece, packed like several items (never "own packaging").
    best = { choice: multiItemChoice(sorted(...cell), paddingFor(item), true), counts: [1, 1, 1] };
  } else {
    // Wrapped fragile goods packed side by side press their bubble wrap together (see FRAGILE_SHARED_WRAP_CM); the
    // grid is never smaller than one fully wrapped item, so two never pack smaller than one.
    const sharedWrap = FRAGILE_SHARED_WRAP_CM * 2;
    const gridCell: Triple = item.fragile ? [unit[0] + sharedWrap, unit[1] + sharedWrap, (unit[2] + sharedWrap) * soft] : cell;
    best = bestGrid(gridCell, paddingFor(item), units, item.fragile ? sorted(...cell) : NO_LEAST);
    // Several folded clothes stack into one mailer when the stack fits ("2 pairs of jeans", "3 pack of tees"), as
    // do a few flat goods light enough for a padded one ("documents x 3"). The mailer for n+1 is never smaller than
    // for n and every grid box grows too, so the smaller of the two stays monotone; both are weighed by the same
    // function of their volume, floored at one item's tare, so the weight does too.
    if ((item.form === 'soft' || item.form === 'flat') && !item.fragile && item.inCarton !== true) {
      const stack = mailerFor(sorted(cell[0], cell[1], cell[2] * units), item.form, false, itemsWeight, false, Math.max(cell[0], cell[1], cell[2]));
      if (stack !== null && best !== null && volume(stack.outer) < best.choice.volume) {
        best = { choice: { kind: 'container', dims: stack.outer, volume: volume(stack.outer), container: stack.container, padding_cm: 0 }, counts: [1, 1, units] };
      }
    }
  }
  // Several items in the mailer the sender names: the best grid's block, when it fits one ("6 lip glosses, bubble
  // mailer"). A bigger count makes a bigger block, so it fits a mailer no smaller, or none and takes the box.
  if (best !== null && units > 1 && !item.prePacked && item.namedMailer !== undefined && item.form !== 'roll') {
    const named = namedMailerChoice(item, unit, unitWeight, best.counts);
    if (named !== null) best = { choice: named, counts: best.counts };
  }
  if (best === null) throw new Error('packItems: nothing to pack');
  const { choice, counts } = best;
  let weight: number;
  // Soft goods take a poly bag where others take a carton (see polyBagWeightKg); several in a mailer are weighed the
  // same way, a function of the outside volume alone, so more never weighs less.
  const bagged = item.form === 'soft' && !item.fragile && !item.prePacked && item.inCarton !== true && (choice.kind === 'made-to-size-carton' || (choice.container !== null && choice.container.kind !== 'poly_mailer' && choice.container.kind !== 'padded_mailer'));
  const inMailer = choice.container !== null && (choice.container.kind === 'poly_mailer' || choice.container.kind === 'padded_mailer');
  if (inMailer && item.namedMailer !== undefined) weight = itemsWeight + (choice.container?.weight_kg ?? 0);
  else if (item.form === 'soft' && !item.fragile && !item.prePacked && item.inCarton !== true && (units > 1 || bagged)) weight = itemsWeight + Math.max(polyBagWeightKg(choice.volume), units > 1 ? singleTareKg(item, unit, unitWeight) : 0);
  // A stack of flat goods in a mailer weighs that mailer (a larger stack never takes a smaller, lighter one, and a box
  // of the same size always weighs more); weighed as a box of its size, four pairs of drumsticks in a 12.5x19 in
  // mailer came to 0.58 kg against 0.4. Never less than one item's tare.
  else if (units > 1 && (item.form === 'soft' || item.form === 'flat') && item.inCarton !== true) weight = itemsWeight + Math.max(inMailer ? (choice.container?.weight_kg ?? 0) : packagingWeightKg(choice.volume, item.fragile, itemsWeight), item.prePacked ? 0 : singleTareKg(item, unit, unitWeight));
  else if (choice.kind === 'own-packaging') weight = unitWeight * 1.02 + 0.1;
  else if (choice.kind === 'as-stated' || (item.prePacked && choice.kind === 'made-to-size-carton')) weight = itemsWeight;
  else if (choice.container !== null && (choice.container.kind === 'poly_mailer' || choice.container.kind === 'padded_mailer' || choice.container.kind === 'tube')) weight = itemsWeight + choice.container.weight_kg;
  else weight = itemsWeight + packagingWeightKg(choice.volume, item.fragile, itemsWeight);
  return { dims: choice.dims, weight_kg: weight, container: choice.container, kind: choice.kind, arrangement: counts, packedItemDims: unit, padding_cm: choice.padding_cm, contents_kg: Math.min(weight, itemsWeight), ...(bagged ? { bagged: true as const } : {}) };
}

/**
 * A carton for contents of one block's size that are not one item (unnamed goods filling a box): the smaller of a
 * stock box and a carton cut to size, never a mailer or the contents' own packaging. Grows with the block.
 */
export function packContents(block: Triple, weight_kg: number, fragile: boolean): PackedParcel {
  const pad = fragile ? FRAGILE_PADDING_CM : PADDING_CM;
  const choice = multiItemChoice(sorted(block[0], block[1], block[2]), pad, false);
  return { dims: choice.dims, weight_kg: weight_kg + packagingWeightKg(choice.volume, fragile, weight_kg), container: choice.container, kind: choice.kind, arrangement: [1, 1, 1], packedItemDims: block, padding_cm: pad, contents_kg: weight_kg };
}

/** The best grid of `units` cells: near-cubic first, so the bound prunes most of the search early. */
function bestGrid(cell: Triple, pad: number, units: number, least: Triple = NO_LEAST): Best {
  const side = Math.cbrt(units * cell[0] * cell[1] * cell[2]);
  const seedA = isElongated(cell) ? 1 : Math.max(1, Math.min(units, Math.round(side / cell[0])));
  const seedB = Math.max(1, Math.min(Math.ceil(units / seedA), Math.round(side / cell[1])));
  let best = consider(null, cell, pad, seedA, seedB, Math.ceil(units / (seedA * seedB)), least);
  // Long items (bottles, lamps, rolled goods) lie side by side, never end to end: a case of wine is 3 x 4
  // bottles, not a 12-bottle-long tube. The same grids serve every quantity, so monotonicity holds.
  const maxA = isElongated(cell) ? 1 : Math.min(units, MAX_PER_AXIS);
  for (let a = 1; a <= maxA; a++) {
    const maxB = Math.min(Math.ceil(units / a), MAX_PER_AXIS);
    for (let b = 1; b <= maxB; b++) best = consider(best, cell, pad, a, b, Math.ceil(units / (a * b)), least);
  }
  return best;
}

/** At least twice as long as wide: packed side by side only. */
function isElongated(cell: Triple): boolean {
  return cell[0] >= 2 * cell[1];
}

/** A near-cubic grid for pre-packed boxes strapped together. */
function gridFor(cell: Triple, units: number): Triple {
  let best: Triple = [units, 1, 1];
  let bestVolume = Infinity;
  const maxA = Math.min(units, MAX_PER_AXIS);
  for (let a = 1; a <= maxA; a++) {
    for (let b = 1; b <= Math.min(Math.ceil(units / a), MAX_PER_AXIS); b++) {
      const c = Math.ceil(units / (a * b));
      const dims = sorted(a * cell[0], b * cell[1], c * cell[2]);
      const size = volume(dims) + dims[0] * 1e-3;
      if (size < bestVolume) {
        bestVolume = size;
        best = [a, b, c];
      }
    }
  }
  return best;
}
