// Hunt entries (round six): goods that an older entry answered for at a size several times off, found by
// test/eval/hunt-probes.json (craft, religious, party, hunting, costume, plant and office goods). Each is the thing
// the words name there, sized as it ships.
import { item, withBasis } from './define.ts';
import type { CatalogItem } from '../types.ts';

const BASIS = 'typical retail-packed size and weight, as recalled by the round-six hunt helper from US listings (not re-verified offline; expect +-25%)';

export const HUNT: readonly CatalogItem[] = withBasis([
  // A fingertip oximeter was the blood pressure monitor's alias: a cuff monitor weighs four times as much.
  item('pulse oximeter', 'health', [12, 8, 5], 0.12, { aliases: ['fingertip pulse oximeter', 'oximeter', 'fingertip oximeter', 'pulse ox'], basis: 'a fingertip oximeter is ~50 g, ~120 g in its retail box' }),
  // "heavy duty" staplers (20-100 sheets) are cast metal: 1-2 kg, against 0.35 kg for a desk stapler.
  item('heavy duty stapler', 'office', [32, 10, 8], 1.3, { aliases: ['heavy duty staplers', 'stapler heavy duty', 'high capacity stapler', 'long reach stapler', 'booklet stapler'] }),
  // An envelope was the gift card's alias (17 g with its card): "box of 500 envelopes" weighed 9 kg; the boxed
  // "box of envelopes" keeps its own phrases.
  item('envelope', 'office', [24, 11, 0.3], 0.006, { aliases: ['envelopes', 'mailing envelope', 'kraft envelopes'], form: 'flat', basis: 'a #10 envelope (24 lb paper) is ~5 g; a box of 500 ~2.5-3 kg' }),
  item('party banner', 'office', [25, 18, 2], 0.1, { aliases: ['birthday banner', 'happy birthday banner', 'bunting banner', 'pennant banner', 'party bunting', 'bunting', 'welcome home banner', 'graduation banner'], form: 'flat', basis: 'card stock or felt letters on a string, ~50-100 g in a poly bag' }),
  item('canopy tent', 'outdoors', [145, 25, 25], 20, { aliases: ['pop up canopy', 'pop up canopy tent', 'canopy', 'ez up', 'ez up canopy', 'instant canopy', 'gazebo canopy', '10x10 canopy'], basis: 'a 10x10 ft steel-frame pop-up canopy in its roller bag ships at 18-25 kg, ~145 cm long' }),
  item('prayer rug', 'home', [40, 30, 5], 0.6, { aliases: ['prayer mat', 'janamaz', 'sajadah', 'islamic prayer rug', 'muslim prayer rug'], form: 'soft', basis: 'a 70x110 cm prayer rug is ~0.4-0.7 kg folded' }),
  item('rosary', 'jewelry', [12, 8, 2], 0.05, { aliases: ['rosary beads', 'prayer beads', 'mala beads', 'mala', 'catholic rosary', 'tasbih', 'misbaha'], basis: 'a rosary weighs 10-40 g; boxed ~50 g' }),
  item('diya', 'home', [9, 9, 4], 0.08, { aliases: ['diyas', 'clay diya', 'clay diyas', 'diwali diya', 'diwali diyas', 'oil lamp diya'], fragile: true, basis: 'a clay diya is 40-80 g' }),
  item('oil lamp', 'home', [40, 18, 18], 1.3, { aliases: ['antique oil lamp', 'kerosene lamp', 'vintage oil lamp', 'hurricane lantern', 'oil lantern'], fragile: true, basis: 'a glass-chimney oil lamp ~0.8-1.5 kg packed' }),
  // Arrows were the compound bow's alias: a dozen carbon arrows weigh ~0.3 kg, the bow ~4 kg.
  item('arrows', 'sports', [84, 8, 5], 0.35, { aliases: ['arrow', 'carbon arrows', 'hunting arrows', 'archery arrows', 'crossbow bolts', 'bolts crossbow', 'fiberglass arrows'], unitCount: 12, basis: 'arrows ship 6 or 12 to a tube; a carbon arrow is 20-30 g' }),
  item('deer decoy', 'sports', [85, 30, 20], 3, { aliases: ['buck decoy', 'doe decoy', 'deer decoys', '3d deer target', 'deer target'], basis: 'a full-body foam or plastic deer decoy ~2-4 kg boxed' }),
  // A binder of cards is a binder's weight: the trading cards entry is one small pack of cards.
  item('card binder', 'toys', [33, 28, 5], 0.9, { aliases: ['pokemon card binder', 'trading card binder', 'baseball card binder', 'binder with cards', 'card binder with cards', 'card album'], basis: 'a 9-pocket zip binder ~0.4-0.6 kg; with 200-400 cards (~1.8 g each) ~0.8-1.2 kg' }),
  // Sold by the pallet or a truck: a walk-in run and a cabinet vanity with its stone top.
  item('walk in chicken coop', 'pets', [200, 100, 40], 90, { aliases: ['large chicken coop', 'walk in coop', 'chicken run', 'walk in chicken run', 'large walk in chicken coop'], freight: true, basis: 'a walk-in coop and run (8-10 ft) ships in 2-4 cartons totalling 70-120 kg, by LTL' }),
  item('duck decoy', 'sports', [40, 18, 18], 0.5, { aliases: ['duck decoys', 'decoys', 'goose decoy', 'goose decoys', 'mallard decoys', 'mallard decoy'], basis: 'a plastic mallard decoy is ~0.3-0.5 kg; six ship in a ~60 cm carton' }),
  item('succulent cuttings', 'garden', [10, 6, 4], 0.02, { aliases: ['succulent cutting', 'plant cuttings', 'plant cutting', 'cuttings', 'rooted cuttings', 'unrooted cuttings'], basis: 'an unrooted cutting is a few grams; ten ship in a padded mailer' }),
  item('bare root plant', 'garden', [50, 15, 10], 0.8, { aliases: ['bare root rose', 'bare root roses', 'bare root rose bush', 'bare root tree', 'bare root fruit tree', 'bare root shrub'], basis: 'a bare-root rose in moist wrap ~0.5-1 kg' }),
  // A 3-4 ft floor plant ships in its grower pot; "plant" alone (45 cm) is a tabletop plant.
  item('large floor plant', 'garden', [100, 30, 30], 6, { aliases: ['fiddle leaf fig', 'fiddle leaf fig tree', 'bird of paradise plant', 'rubber tree plant', 'olive tree', 'indoor tree', 'floor plant'], fragile: true, basis: 'a 3 ft fiddle leaf fig in a 10 in grower pot ~5-8 kg boxed' }),
  item('mascot costume', 'apparel', [70, 50, 40], 5, { aliases: ['mascot suit', 'full body mascot costume', 'mascot costume full body', 'fursuit'], form: 'soft', basis: 'a foam-head mascot suit ~4-7 kg boxed' }),
  item('foam sword', 'toys', [110, 15, 5], 0.6, { aliases: ['cosplay sword', 'larp sword', 'prop sword', 'cosplay sword foam', 'foam prop sword', 'toy sword'], basis: 'a 100 cm foam or EVA prop sword ~0.3-0.8 kg' }),
  item('costume mask', 'apparel', [35, 25, 25], 0.6, { aliases: ['halloween mask', 'latex mask', 'horse mask', 'latex horse mask', 'rubber mask', 'horse head mask', 'animal mask'], basis: 'an over-the-head latex mask ~0.4-0.8 kg' }),
  item('power strip', 'electronics', [40, 12, 6], 0.6, { aliases: ['4 way extension lead', '6 way extension lead', 'gang extension lead', 'surge protector', 'surge protector power strip', 'power strip surge protector', 'extension strip'], basis: 'a 6-12 outlet surge protector ~0.4-0.9 kg boxed' }),
  item('model train', 'toys', [30, 10, 8], 0.5, { aliases: ['model locomotive', 'model railway locomotive', 'ho scale locomotive', 'n scale locomotive', 'ho locomotive', 'o scale locomotive', 'model train engine', 'model railway', 'ho scale', 'n scale', 'ho scale train', 'n scale train'], fragile: true, basis: 'an HO locomotive in its case ~0.3-0.6 kg' }),
  // Second batch: small pieces an older pack or kit entry counted one by one at the pack's weight, and names an
  // unrelated entry took ("bar" the barbell, "deck" the deck box, "soft top" the jeep roof).
  item('fishing hooks', 'sports', [10, 6, 1], 0.004, { aliases: ['fishing hook', 'fish hooks', 'hooks fishing', 'circle hooks', 'treble hooks', 'jig hooks', 'octopus hooks'], basis: 'a size 1/0 hook ~0.5-2 g; a box of 100 assorted ~0.15 kg' }),
  item('soft plastic baits', 'sports', [13, 2, 1.5], 0.006, { aliases: ['soft plastic worms', 'plastic worms', 'soft plastics', 'soft baits', 'senko worms', 'stick baits', 'grubs fishing', 'paddle tail swimbaits'], basis: 'a 5 in stick worm ~5-7 g; a 50 pack ~0.3 kg' }),
  item('broadheads', 'sports', [15, 8, 5], 0.04, { aliases: ['broadhead', 'field points', 'arrow points', 'mechanical broadheads'], basis: 'a 100-125 grain head ~7-8 g; a 3 pack in its clamshell ~0.1-0.15 kg' }),
  item('air plant', 'garden', [12, 8, 8], 0.02, { aliases: ['air plants', 'tillandsia', 'tillandsias'], basis: 'a small tillandsia ~5-20 g; a dozen ship in a small box' }),
  item('cat toy', 'pets', [12, 8, 5], 0.03, { aliases: ['cat toys', 'cat toy set', 'cat toy balls', 'cat ball toys'], basis: 'a toy mouse or ball 5-20 g; a 30 piece assortment ~0.5-0.7 kg' }),
  item('sewing machine needles', 'art', [5, 1, 0.5], 0.002, { aliases: ['machine needles', 'sewing needles', 'hand sewing needles', 'schmetz needles', 'sewing machine needle'], form: 'flat', basis: 'a needle is under 1 g; a card of 5 ~5 g' }),
  item('bullion bar', 'jewelry', [10, 5, 2], 0.32, { aliases: ['silver bar', 'gold bar', 'silver bullion', 'silver bullion bar', 'gold bullion bar', 'bullion'], sizing: ['by-weight'], basis: 'a 10 troy oz silver bar is 311 g; the bar is the weight it is sold by' }),
  item('crucifix', 'home', [35, 20, 5], 0.6, { aliases: ['wall crucifix', 'wall cross', 'crucifix wall', 'catholic crucifix', 'cross wall decor', 'standing crucifix'], basis: 'a 12 in wooden or resin wall crucifix ~0.3-0.8 kg' }),
  item('cape', 'apparel', [35, 28, 5], 0.5, { aliases: ['cloak', 'velvet cape', 'costume cape', 'hooded cloak', 'cape velvet', 'hooded cape'], form: 'soft', basis: 'a velvet cape ~0.3-0.7 kg folded' }),
  item('decoupage glue', 'art', [15, 9, 9], 0.55, { aliases: ['mod podge', 'modge podge', 'decoupage medium', 'decoupage'], sizing: ['by-weight'], netFraction: 0.85, basis: 'a 16 oz jar of Mod Podge ~0.55 kg' }),
  item('magic card deck', 'toys', [15, 10, 8], 0.3, { aliases: ['commander deck', 'mtg commander deck', 'mtg deck', 'magic deck', 'structure deck', 'precon deck', 'starter deck', 'yugioh deck'], basis: 'a 100-card commander precon in its box ~0.3 kg' }),
  // "lift chair" is the recliner (49 kg); a bath lift is a battery seat that fits in a bathtub.
  item('bath lift', 'health', [70, 40, 30], 12, { aliases: ['bath lift chair', 'bathtub lift', 'bath chair lift', 'bathlift', 'tub lift chair'], basis: 'a battery bath lift (seat and back) ships at 10-14 kg' }),
  item('folding cane', 'health', [35, 10, 6], 0.5, { aliases: ['walking cane folding', 'foldable cane', 'collapsible cane', 'folding walking stick', 'folding walking cane'], basis: 'a 4-section aluminium cane folds to ~33 cm, ~0.35-0.5 kg boxed' }),
], BASIS);
