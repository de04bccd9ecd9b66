// Small goods people ship by the dozen or the hundred (a craft fair's stock, a party's favours, a reseller's lot):
// each was matched to something far bigger ("100 fridge magnets" a refrigerator, "500 sewing buttons" a cable box,
// "lot of 25 patches" documents), which a count then multiplied. One unit each, so counts and lots.ts size them.
import { item, withBasis } from './define.ts';
import type { CatalogItem } from '../types.ts';

const BASIS = 'typical weight of one unit as sold loose or in a thin bag, recalled by the catalog author (not re-verified offline; expect +-30%)';

export const SMALL_GOODS: readonly CatalogItem[] = withBasis([
  item('embroidered patch', 'accessories', [9, 7, 0.3], 0.012, { aliases: ['patch', 'patches', 'iron on patch', 'iron on patches', 'sew on patch', 'embroidered patches', 'morale patch'], form: 'flat', basis: 'typical: a 3 in embroidered patch weighs 5-15 g' }),
  item('minifigure', 'toys', [5, 3, 2], 0.005, { aliases: ['minifig', 'minifigs', 'minifigures', 'lego minifigure', 'lego minifigures', 'lego minifig', 'lego minifigs'], basis: 'a LEGO minifigure weighs 3-4 g assembled' }),
  item('dice', 'toys', [2, 2, 2], 0.006, { aliases: ['d20', 'gaming dice', 'polyhedral dice', 'dnd dice'], basis: 'a 16 mm d6 weighs about 5 g, a polyhedral die 3-8 g' }),
  item('sewing buttons', 'art', [2, 2, 0.4], 0.002, { aliases: ['buttons', 'sewing button', 'craft buttons', 'shirt buttons'], basis: 'a 15-20 mm plastic button weighs 1-3 g' }),
  // Round seven: loose electronic parts by the hundred ("100 pcs 2n2222 transistors" was 100 table radios, "500 pcs
  // 1n4148 diodes" 500 diode laser engravers).
  item('small electronic part', 'electronics', [1.2, 0.6, 0.6], 0.0002, { aliases: ['resistor', 'resistors', 'capacitor', 'capacitors', 'diode', 'diodes', 'transistor', 'transistors', 'leds', 'led diodes', 'ceramic capacitors', 'electrolytic capacitors', 'zener diodes', 'ic chip', 'ic chips', 'voltage regulators', 'mosfets', 'mosfet', 'jst connectors', 'jst connector', 'dupont connectors', 'header pins', 'pin headers', 'crystal oscillators'], basis: 'a 1/4 W resistor or a 5 mm LED weighs 0.2-0.35 g, a TO-92 transistor ~0.2 g, an SMD chip a few mg' }),
  item('smd component', 'electronics', [0.8, 0.4, 0.2], 0.00004, { aliases: ['smd resistor', 'smd resistors', 'smd capacitor', 'smd capacitors', 'smd caps', 'smd led', 'smd leds', 'smd inductor', 'smd inductors', 'smd diode', 'smd diodes', 'smd ferrite', 'smd ferrites', 'chip resistors', 'chip capacitors', 'smd components', 'surface mount resistors', 'surface mount capacitors'], basis: 'an 0805 chip resistor weighs ~5 mg; with its share of carrier tape ~0.04 g a part' }),
  item('disc magnet', 'home', [1, 1, 0.3], 0.001, { aliases: ['disc magnets', 'neodymium magnet', 'neodymium magnets', 'rare earth magnet', 'rare earth magnets', 'ndfeb magnets', 'neo magnets', 'craft magnets', 'round magnets'], basis: 'a 10x2 mm NdFeB disc weighs ~1.2 g, a 6x3 mm one ~0.6 g (7.5 g/cm3)' }),
  item('fridge magnet', 'home', [8, 6, 0.6], 0.02, { aliases: ['fridge magnets', 'refrigerator magnet', 'refrigerator magnets', 'magnets', 'magnet', 'souvenir magnet'], form: 'flat', basis: 'a souvenir fridge magnet weighs 10-30 g' }),
  item('bookmark', 'books_media', [15, 5, 0.1], 0.004, { aliases: ['bookmarks', 'book mark', 'book marks'], form: 'flat', basis: 'a card or leather bookmark weighs 2-8 g' }),
  item('carabiner', 'sports', [8, 5, 1], 0.04, { aliases: ['carabiners', 'keychain carabiner', 'locking carabiner', 'climbing carabiner'], basis: 'a keychain carabiner weighs 10-30 g, a climbing one 40-70 g' }),
  item('bouncy ball', 'toys', [3, 3, 3], 0.02, { aliases: ['bouncy balls', 'super ball', 'super balls', 'bounce ball', 'rubber balls'], basis: 'a 27-32 mm bouncy ball weighs 12-25 g' }),
  item('tea light candle', 'home', [4, 4, 1.5], 0.015, { aliases: ['tea light', 'tea lights', 'tealight', 'tealights', 'tea light candles', 'tealight candles'], basis: 'a tea light weighs 12-17 g' }),
  item('votive candle', 'home', [5, 5, 5], 0.07, { aliases: ['votive', 'votives', 'votive candles'], basis: 'a 2 in votive weighs 55-75 g' }),
  item('hotel soap', 'beauty', [6, 4, 2], 0.025, { aliases: ['hotel soaps', 'mini soap', 'mini soaps', 'travel soap', 'guest soap', 'guest soaps'], basis: 'a wrapped hotel soap bar weighs 15-30 g' }),
  item('manual toothbrush', 'beauty', [20, 4, 2], 0.02, { aliases: ['toothbrush', 'toothbrushes', 'travel toothbrush', 'kids toothbrush', 'disposable toothbrush'], basis: 'a manual toothbrush in its blister weighs 15-25 g' }),
  item('pipe cleaners', 'art', [30, 10, 3], 0.1, { aliases: ['pipe cleaner', 'chenille stems', 'chenille stem'], unitCount: 100, basis: 'a pack of 100 12 in chenille stems weighs about 0.1 kg' }),
  item('rubber duck', 'toys', [8, 7, 7], 0.03, { aliases: ['rubber ducks', 'rubber duckies', 'rubber ducky', 'bath duck'], basis: 'a 3 in vinyl duck weighs 20-40 g' }),
  item('beanie baby', 'toys', [20, 12, 8], 0.08, { aliases: ['beanie babies', 'beanie boo', 'beanie boos', 'ty beanie'], form: 'soft', basis: 'a Ty Beanie Baby weighs 60-100 g with its tag' }),
  item('comic bags and boards', 'books_media', [28, 19, 4], 0.9, { aliases: ['comic book bags and boards', 'bags and boards', 'comic bags', 'comic boards', 'comic book bags', 'comic book boards'], unitCount: 100, form: 'flat', basis: 'a pack of 100 current-size comic bags with backing boards weighs 0.8-1 kg' }),
], BASIS);
