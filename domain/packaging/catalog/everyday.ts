// Everyday items added for catalog breadth (issue 15): the small, the dense and the multipack things people ship
// most, with the variants (sizes, counts, capacities) that decide their box. Each line's basis is stated; numbers
// are typical retail-packed sizes recalled from US listings, not re-verified offline.
import {
  bottleLitres, capacityLitres, fluidOunces, gallons, item, keyCount, labelsInLb, lengthInches, pieceCount, quarts, variantsInLb, variantsMetric, withBasis,
} from './define.ts';
import type { CatalogItem } from '../types.ts';

const BASIS = 'typical retail-packed size and weight from US listings, recalled by the catalog author (not re-verified offline; expect +-20%)';

export const EVERYDAY: readonly CatalogItem[] = withBasis([
  // Apparel and shoes: folded retail sizes (a shop folds to fit the mailer).
  item('polo shirt', 'apparel', [30, 25, 4], 0.21, { aliases: ['polo', 'golf shirt', 'pique polo', 'rugby shirt', 'henley'], brands: ['ralph lauren polo', 'lacoste polo'], form: 'soft' }),
  item('blazer', 'apparel', [40, 32, 7], 1.03, { aliases: ['sport coat', 'sports jacket', 'suit jacket', 'womens blazer'], form: 'soft', basis: 'typical: a folded blazer 1-1.2 kg in an 18x14x3 in box' }),
  item('flip flops', 'shoes', [28, 12, 5], 0.21, { aliases: ['flip flop', 'slides', 'pool slides', 'slippers', 'house shoes', 'house slippers', 'thongs sandals'], brands: ['havaianas', 'crocs slides'], form: 'soft', pair: true }),
  item('kids shoes', 'shoes', [24, 16, 10], 0.39, { aliases: ['kids sneakers', 'toddler shoes', 'toddler sneakers', 'baby shoes', 'childrens shoes', 'kids boots', 'youth sneakers'], pair: true, basis: 'typical: kids shoe box ~9x6x4 in, 0.35-0.5 kg' }),
  item('leggings', 'apparel', [28, 22, 3], 0.17, { aliases: ['legging', 'yoga pants', 'yoga leggings', 'tights', 'kids leggings', 'workout leggings', 'bike shorts'], brands: ['alo yoga', 'alo yoga set', 'alo leggings', 'lululemon leggings', 'gymshark leggings'], form: 'soft', pair: true }),
  item('pack of socks', 'apparel', [25, 18, 6], 0.35, { aliases: ['socks pack', 'multipack socks', 'crew socks pack', 'six pack socks'], form: 'soft', basis: 'typical: a 6-pair retail pack ~0.35-0.45 kg' }),
  item('baby onesie', 'baby', [22, 18, 2], 0.068, { aliases: ['babygrow', 'baby grow', 'sleepsuit', 'sleepsuits', 'onesie', 'bodysuit baby', 'romper baby', 'sleeper', 'baby sleeper'], form: 'soft' }),
  item('bathrobe', 'apparel', [40, 32, 10], 1.13, { aliases: ['robe', 'bath robe', 'dressing gown', 'kimono robe'], form: 'soft' }),
  item('sports jersey', 'apparel', [33, 26, 3], 0.26, { aliases: ['football jersey', 'basketball jersey', 'soccer jersey', 'hockey jersey', 'baseball jersey'], form: 'soft' }),
  item('bucket hat', 'apparel', [25, 22, 6], 0.1, { aliases: ['sun hat', 'straw hat', 'beret', 'visor'], form: 'soft' }),
  item('sweatpants', 'apparel', [33, 28, 5], 0.44, { aliases: ['trackies', 'tracksuit bottoms', 'jogging bottoms', 'trackie bottoms', 'joggers', 'track pants', 'lounge pants'], form: 'soft', pair: true }),
  item('tote bag', 'accessories', [40, 35, 2], 0.26, { brands: ['baggu', 'baggu crescent', 'baggu crescent bag', 'crescent bag'], aliases: ['canvas tote', 'shopping bag reusable', 'beach bag', 'crossbody bag', 'purse', 'clutch'], form: 'soft' }),
  item('watch band', 'accessories', [15, 8, 2], 0.034, { aliases: ['watch strap', 'apple watch band', 'smartwatch band'], form: 'flat' }),

  // Books and media: paper is dense.
  item('book box set', 'books_media', [26, 20, 17], 5.5, {
    aliases: ['box set books', 'boxed set books', 'box set', 'boxed set', 'book set', 'book collection', 'book series', 'books box set', 'hardcover box set', 'book bundle'],
    form: 'box', labels: labelsInLb([[['paperback', 'paperbacks'], 8, 6, 6, 4], [['childrens', 'kids', 'picture'], 11, 9, 5, 5.5]]),
    sizing: [pieceCount(7, [2, 40])], basis: 'typical: 7 hardcover novels at 0.6-1.2 kg each in a slipcase ~10x8x7 in; 4-7 paperbacks in a slipcase ~8x6x6 in, 1.6-2 kg',
  }),
  // Round eleven: a famous oversized multi-volume set by name ("The Complete Calvin and Hobbes, the 3-volume hardcover
  // set" had been one 2.4 kg textbook).
  item('calvin and hobbes complete set', 'books_media', [36, 29, 17], 10.3, { aliases: ['complete calvin and hobbes', 'the complete calvin and hobbes', 'calvin and hobbes complete', 'calvin and hobbes box set'], basis: 'publisher listing (Andrews McMeel): three 11x9 in hardcovers, 1,456 pages, in a slipcase, shipping weight about 22.6 lb' }),
  item('hardcover textbook', 'books_media', [29, 23, 5], 2.37, { aliases: ['hardcover textbook', 'large textbook', 'engineering textbook', 'chemistry textbook', 'biology textbook', 'physics textbook', 'calculus textbook', 'anatomy textbook', 'nursing textbook', 'law casebook'], form: 'flat', basis: 'typical: 1000-1400 page 8.5x11 in hardcover, 2-2.7 kg' }),
  item('dictionary', 'books_media', [26, 19, 6], 1.64, { aliases: ['collegiate dictionary', 'thesaurus', 'unabridged dictionary', 'concordance'], form: 'flat' }),
  item('picture book', 'books_media', [28, 25, 1.5], 0.44, { aliases: ['childrens picture book', 'storybook', 'story book', 'kids hardcover book'], form: 'flat' }),
  item('board book', 'books_media', [18, 18, 2.5], 0.3, { aliases: ['toddler board book', 'baby board book', 'lift the flap book'], form: 'flat', basis: 'typical: toddler board books are 15-18 cm square, 20-30 thick pages, 0.2-0.4 kg' }),
  item('hardcover cookbook', 'books_media', [27, 22, 3], 1.4, { aliases: ['cookbook', 'cook book', 'recipe book', 'baking book'], form: 'flat', basis: 'retail listings: a 10x8 in hardcover cookbook of 250-480 pages on coated stock weighs 1.1-1.7 kg (Barefoot Contessa titles ~1.1 kg, Ottolenghi Simple ~1.3 kg, Magnolia Table ~1.5 kg, Salt Fat Acid Heat ~1.6 kg), about 0.8 g/cm3 at this size (was 1.23)' }),
  item('magazine', 'books_media', [28, 21, 0.6], 0.21, { aliases: ['magazines', 'catalog', 'zine', 'newspaper', 'comic book issue'], form: 'flat' }),
  item('blu-ray', 'books_media', [17, 13.5, 1.2], 0.085, { aliases: ['blu ray', 'bluray', 'blu ray movie', 'dvd movie', '4k blu ray', 'video game disc'], form: 'flat' }),
  item('record box set', 'books_media', [31.8, 31.8, 5], 1.53, { aliases: ['vinyl box set', 'lp box set', 'record set', 'box set of records'], fragile: false, form: 'flat', sizing: [pieceCount(5, [2, 20])], basis: 'typical: 4-6 LPs (0.23 kg each) in a slipcase ~12.5 in square (LP jackets are 12.375 in), 1.4-1.6 kg' }),
  item('sheet music', 'books_media', [31, 23, 1], 0.35, { aliases: ['music book', 'songbook', 'piano book', 'method book'], form: 'flat' }),

  // Electronics: the small things.
  item('wireless earbuds', 'electronics', [10, 10, 4], 0.1, { aliases: ['true wireless earbuds', 'bluetooth earbuds', 'in ear headphones', 'earphones', 'ear buds'], brands: ['galaxy buds', 'jlab', 'airpods', 'airpods pro', 'beats fit pro', 'pixel buds', 'jabra elite', 'sony earbuds', 'beats studio buds', 'beats solo buds'], restricted: ['lithium_battery'], basis: 'typical: retail box ~4x4x1.5 in, 0.1-0.15 kg' }),
  item('usb cable', 'electronics', [15, 10, 3], 0.051, { aliases: ['kettle lead', 'mains lead', 'power lead', 'charging lead', 'usb lead', 'phone charging lead', 'charging cable', 'usb c cable', 'lightning cable', 'ethernet cable', 'aux cable', 'cable', 'cord', 'power cord', 'adapter', 'usb adapter', 'usb c adapter'], form: 'flat', basis: 'typical: coiled cable in a sleeve, 0.05-0.2 kg' }),
  // Round three: an outdoor extension cord is copper by the foot (a 50 ft 12 gauge cord is about 2 kg), not a 60 g cable.
  item('extension cord', 'electronics', [28, 28, 9], 1.53, { aliases: ['extension cords', 'outdoor extension cord', 'heavy duty extension cord', 'extension lead'], sizing: [lengthInches(50 * 12, [72, 1800], [0.3, 0.3, 0.5], 1)] }),
  item('memory card', 'electronics', [10, 7, 1], 0.017, { aliases: ['sd card', 'micro sd card', 'microsd', 'sim card', 'flash card camera'], form: 'flat' }),
  item('phone screen protector', 'electronics', [19, 10, 1], 0.043, { aliases: ['screen protector', 'tempered glass', 'privacy screen'], form: 'flat' }),
  item('smart plug', 'electronics', [10, 7, 5], 0.1, { aliases: ['wifi plug', 'smart outlet', 'smart switch', 'light switch smart'], brands: ['kasa plug'] }),
  item('apple tv', 'electronics', [11, 11, 6], 0.39, { aliases: ['streaming box', 'media player box', 'tv box', 'android tv box', 'android box', 'iptv box'], brands: ['apple tv 4k', 'nvidia shield', 'roku ultra'] }),
  item('over-ear headphones', 'electronics', [24, 20, 10], 0.83, { aliases: ['over ear headphones', 'noise cancelling headphones', 'gaming headset', 'headset'], brands: ['airpods max', 'sony wh 1000xm5', 'wh1000xm5', 'wh1000xm4', 'sony wh1000xm5', 'bose quietcomfort', 'beats studio', 'sennheiser'], restricted: ['lithium_battery'] }),
  item('handheld gaming pc', 'electronics', [35, 20, 12], 1.23, { aliases: ['handheld pc'], brands: ['steam deck', 'rog ally', 'legion go'], restricted: ['lithium_battery'] }),
  item('nintendo switch lite', 'electronics', [21, 11, 7], 0.49, { aliases: ['switch lite'], brands: ['nintendo switch lite'], restricted: ['lithium_battery'], basis: 'typical: retail box ~8x4.5x2.5 in, ~0.55 kg' }),
  item('device case', 'electronics', [19, 13, 2], 0.1, { aliases: ['kindle case', 'tablet case', 'ipad case', 'laptop sleeve'], form: 'flat' }),
  item('calculator graphing', 'electronics', [22, 12, 4], 0.3, { aliases: ['graphing calculator', 'scientific calculator'], brands: ['ti 84', 'ti 84 plus'] }),

  // Kitchen and grocery: units of consumables, sized by what one unit holds.
  item('can of food', 'food', [11, 7.5, 7.5], 0.39, { aliases: ['canned soup', 'canned beans', 'canned vegetables', 'canned tuna', 'tin of', 'canned tomatoes'], sizing: ['by-weight'] }),
  item('jar of sauce', 'food', [18, 9, 9], 0.88, { aliases: ['pasta sauce', 'marinara', 'jar of pasta sauce', 'tomato sauce', 'pickle jar', 'jar of pickles', 'jar of salsa'], fragile: true, sizing: [capacityLitres(fluidOunces(24), [0.1, 4], 0.95)] }),
  item('bag of rice', 'food', [45, 30, 9], 9.1, { aliases: ['rice bag', 'sack of rice', 'bag of beans', 'dried beans'], sizing: ['by-weight'], basis: 'typical: a 20 lb sack ~18x12x4 in' }),
  item('cat treats', 'pets', [20, 14, 4], 0.12, { aliases: ['cat treat pouch', 'cat treat pouches', 'bag of cat treats', 'lickable cat treats'], brands: ['temptations', 'churu'], basis: 'typical: a 3 oz pouch of cat treats ~85 g, 0.1-0.15 kg with packing; a tub of 16 oz ~0.5 kg' }),
  item('dog treats', 'pets', [25, 18, 5], 0.39, { aliases: ['pet treats', 'bully sticks', 'dog chews', 'bag of dog treats', 'dental chews'], brands: ['greenies', 'milk bone'], sizing: ['by-weight'] }),
  item('brake pads', 'automotive', [20, 15, 8], 1.95, { aliases: ['brake pad set', 'set of brake pads', 'brake shoes'], unitCount: 4, basis: 'typical: a pad set box ~8x6x3 in, ~2 kg; one axle set is 4 pads ("set of 4 brake pads" is one box)' }),
  item('tile saw', 'tools', [70, 50, 35], 19, { aliases: ['wet saw', 'wet tile saw', 'tile cutter'], basis: 'typical: 7 in wet saw carton ~28x20x14 in, ~19 kg' }),
  item('umbrella stroller', 'baby', [95, 28, 25], 5, { aliases: ['lightweight stroller', 'travel stroller', 'compact stroller'], brands: ['summer infant 3dlite', 'gb pockit'] }),
  item('compact fold stroller', 'baby', [52, 44, 18], 6.2, { aliases: ['cabin stroller', 'carry on stroller', 'airplane stroller', 'compact fold stroller', 'three fold stroller'], brands: ['babyzen yoyo', 'babyzen yoyo2', 'yoyo2', 'yoyo stroller', 'bugaboo butterfly', 'joolz aer', 'mountain buggy nano', 'cybex libelle', 'inglesina quid'], basis: 'maker specs: Babyzen YOYO2 folds to 52 x 44 x 18 cm at 6.2 kg; Bugaboo Butterfly 45 x 23 x 54 cm, 7.3 kg; Joolz Aer 54 x 44 x 21 cm, 6 kg: a cabin-size cube, not an umbrella stroller\'s long stick' }),
  item('booster seat', 'baby', [48, 43, 33], 4.2, { aliases: ['booster car seat', 'highback booster', 'backless booster', 'high back booster'], brands: ['graco turbobooster'] }),
  item('inflatable sleeping pad', 'sports', [25, 10, 10], 0.54, { aliases: ['sleeping pad', 'air pad', 'inflatable pad'], brands: ['therm a rest', 'thermarest', 'nemo tensor'] }),
  item('bag of coffee', 'food', [22, 12, 8], 0.83, { aliases: ['coffee bag', 'bag of coffee beans', 'whole bean coffee bag'], sizing: ['by-weight'] }),
  item('maple syrup', 'food', [24, 15, 8], 1.38, { aliases: ['syrup', 'jug of maple syrup', 'bottle of maple syrup', 'pancake syrup', 'agave'], sizing: [bottleLitres(1, [0.1, 20], 1)], basis: 'typical: maple syrup 1.33 kg/L plus a plastic jug' }),
  item('beer bottle', 'beverages', [24, 6.5, 6.5], 0.54, { aliases: ['bottle of beer', 'beer bottles', 'bottled beer', 'craft beer bottle', 'hard cider bottle'], restricted: ['alcohol'], fragile: true, basis: 'typical: a full 12 oz glass beer bottle weighs ~0.58 kg' }),
  item('energy drink can', 'beverages', [16, 5.5, 5.5], 0.23, { aliases: ['energy drink', 'red bull', 'can of red bull', 'monster energy'], brands: ['red bull', 'monster energy', 'celsius'], sizing: [capacityLitres(fluidOunces(8.4), [0.15, 0.75], 1)] }),
  item('box of tea', 'food', [16, 9, 8], 0.18, { basis: 'typical: a box of 40-50 tea bags 0.12-0.2 kg; a 100-count box ~0.3-0.35 kg', aliases: ['tea bags box', 'box of tea bags', 'herbal tea', 'tea bags', 'tea bag', 'tea', 'green tea', 'black tea', 'chai tea'], unitCount: 50, brands: ['twinings', 'celestial seasonings'] }),
  item('spices', 'food', [10, 5, 5], 0.085, { aliases: ['spice', 'spice jar', 'seasoning', 'jar of spice', 'cinnamon'], fragile: false }),
  item('box of cookies', 'food', [25, 18, 8], 0.54, { aliases: ['cookies', 'tin of cookies', 'biscuits', 'crackers', 'brownies', 'baked goods'], unitCount: 24, sizing: ['by-weight'] }),
  item('candy', 'food', [20, 15, 6], 0.39, { aliases: ['lollies', 'pick n mix', 'bag of candy', 'sweets', 'gummies', 'lollipops', 'jelly beans'] }),
  item('nuts', 'food', [22, 15, 8], 0.83, { aliases: ['bag of nuts', 'almonds', 'cashews', 'pistachios', 'trail mix', 'dried fruit', 'dried mango', 'dried apricots', 'raisins', 'prunes', 'dried cranberries'], sizing: ['by-weight'] }),
  item('protein bars', 'food', [22, 15, 6], 0.68, { aliases: ['box of protein bars', 'granola bars', 'energy bars', 'snack bars', 'protein bar', 'granola bar', 'cereal bars'], brands: ['clif bar', 'kind bars', 'rxbar', 'nature valley', 'quest bars'], unitCount: 12, basis: 'typical: a retail box of 12 bars (45-60 g each) ~0.75 kg, 8.5x6x2.5 in' }),
  item('snack size chips', 'food', [18, 13, 4], 0.028, { form: 'soft', aliases: ['snack bag', 'snack size chips', 'single serve chips', 'chips variety pack', 'variety pack chips', 'snack bags', 'chip bags'], basis: 'typical: a 1 oz single-serve bag ~33 g with air, ~7x5 in, squashes in a case' }),
  item('instant noodles', 'food', [19, 12, 4], 0.076, { aliases: ['ramen', 'instant ramen', 'ramen noodles', 'cup noodles', 'cup of noodles', 'noodle soup', 'pack of ramen', 'ramen pack'], brands: ['top ramen', 'maruchan', 'nissin', 'shin ramyun', 'buldak', 'indomie'], form: 'soft', basis: 'typical: an 85 g block of ramen in its wrapper ~7.5x5x1.5 in; cups ~0.07 kg; cases of 12-24' }),
  item('bag of chips', 'food', [33, 23, 9], 0.27, { aliases: ['crisps', 'bag of crisps', 'multipack crisps', 'chips', 'potato chips', 'tortilla chips', 'family size chips', 'kettle chips', 'bag of pretzels'], brands: ['doritos', 'lays', 'cheetos', 'tostitos', 'ruffles', 'fritos', 'sun chips', 'cape cod chips'], basis: 'typical: a 9-10 oz family-size bag, ~13x9 in and ~3.5 in thick with air, 0.3 kg' }),
  item('baby formula', 'baby', [20, 13, 13], 0.93, { aliases: ['formula', 'infant formula', 'can of formula', 'tub of formula', 'formula tub', 'formula tubs', 'formula can', 'formula cans', 'formula tin', 'formula tins', 'formula powder', 'powdered formula', 'baby formula powder', 'infant formula powder', 'baby milk powder', 'milk powder', 'powdered milk', 'baby milk', 'formula milk', 'toddler milk', 'follow on milk', 'growing up milk'], brands: ['similac', 'enfamil', 'aptamil', 'hipp organic', 'kendamil', 'nan optipro', 'cow and gate', 'bebilon'], sizing: ['by-weight'] }),
  item('ceramic mug', 'kitchen', [12, 10, 9], 0.33, { aliases: ['11 oz mug', 'coffee cup ceramic', 'printed mug', 'custom mug', 'photo mug', 'personalized mug'], fragile: true, sizing: [capacityLitres(fluidOunces(11), [0.15, 1], 0.8)], basis: 'typical: an 11 oz ceramic mug ~0.35 kg, ~3.75 in tall' }),
  item('glass bottle', 'kitchen', [28, 8, 8], 0.44, { aliases: ['glass water bottle', 'swing top bottle', 'decanter', 'glass carafe'], fragile: true, sizing: [bottleLitres(0.75, [0.1, 3], 0.7)] }),
  item('measuring cups', 'kitchen', [20, 12, 8], 0.26, { aliases: ['measuring cup set', 'measuring spoons', 'kitchen timer'] }),
  item('cheese board set', 'kitchen', [40, 30, 6], 1.74, { aliases: ['charcuterie set', 'cheese board', 'serving tray'], form: 'flat' }),
  item('tea kettle', 'kitchen', [25, 22, 20], 1.13, { aliases: ['stovetop kettle', 'whistling kettle', 'enamel kettle'], brands: ['le creuset kettle'] }),
  item('saucepan', 'kitchen', [40, 22, 14], 1.23, { aliases: ['sauce pan', 'saucepot', 'milk pan'], sizing: [capacityLitres(quarts(2), [0.5, 6], 0.7)] }),
  item('glass food containers', 'kitchen', [30, 22, 18], 3.5, { unitCount: 10, basis: 'typical: a 10-piece (5 containers with lids) glass set 3-4 kg', aliases: ['glass storage containers', 'pyrex containers', 'glass meal prep containers'], fragile: true }),
  item('cookie jar', 'kitchen', [25, 20, 20], 1.53, { aliases: ['canister', 'ceramic canister', 'utensil crock'], fragile: true }),

  // Home and bedding.
  item('bath towel', 'home', [35, 25, 8], 0.54, { aliases: ['beach towel', 'bath sheet', 'hand towel', 'single towel'], form: 'soft', basis: 'typical: a 27x54 in bath towel folded, 0.5-0.7 kg' }),
  item('duvet cover set', 'home', [38, 30, 8], 1.43, { aliases: ['duvet cover', 'quilt cover set', 'comforter cover'], form: 'soft', labels: labelsInLb([[['twin', 'single'], 14, 11, 3, 2.4], [['king', 'california', 'cal'], 16, 13, 4, 4]]) }),
  item('sheet set', 'home', [32, 26, 8], 1.23, { aliases: ['bed sheets', 'sheets', 'fitted sheet', 'flat sheet', 'bedding set'], form: 'soft', labels: labelsInLb([[['twin', 'single'], 12, 10, 3, 2], [['king', 'california', 'cal'], 14, 11, 4, 3.6]]) }),
  // Round three: a pair of pillowcases is a 0.2 kg soft item, not a sheet set.
  item('pillowcase', 'home', [30, 22, 3], 0.17, { aliases: ['pillowcases', 'pillow case', 'pillow cases', 'pillow sham', 'pillow shams', 'silk pillowcase', 'satin pillowcase'], form: 'soft' }),
  item('crib mattress', 'baby', [134, 71, 15], 5.5, { aliases: ['toddler mattress', 'baby mattress', 'bassinet mattress'], basis: 'typical: crib mattress boxed flat ~53x28x6 in, 5-7 kg' }),
  item('mattress topper', 'home', [48, 30, 30], 4, { aliases: ['foam topper', 'memory foam topper', 'memory foam mattress topper', 'gel mattress topper', 'foam mattress topper', 'featherbed topper', 'mattress pad'], form: 'soft', labels: labelsInLb([[['twin', 'single'], 17, 10, 10, 5], [['king', 'california', 'cal'], 21, 13, 13, 12]]) }),
  item('picture frame set', 'art', [30, 25, 10], 1.74, { aliases: ['frame set', 'gallery wall frames', 'pack of frames', 'set of frames'], fragile: true, form: 'box' }),
  item('scented candle', 'home', [11, 10, 10], 0.59, { aliases: ['jar candle', 'candle jar', 'soy candle', 'three wick candle'], brands: ['yankee candle', 'bath and body works candle'], fragile: true, sizing: ['by-weight'], netFraction: 0.6, basis: 'typical: a 14 oz jar candle weighs ~0.65 kg with its glass' }),
  item('desk organizer', 'office', [25, 15, 12], 0.54, { aliases: ['pen holder', 'letter tray', 'file organizer', 'mail organizer'] }),
  item('storage basket', 'home', [38, 28, 25], 0.73, { aliases: ['wicker basket', 'woven basket', 'laundry hamper', 'storage bin fabric', 'cube storage bin'] }),
  item('throw rug', 'home', [91, 61, 1], 1.43, { aliases: ['small rug', 'accent rug', 'scatter rug', 'kitchen rug', 'washable rug'], form: 'roll', unit: 'ft' }),
  item('shower caddy', 'home', [30, 15, 10], 0.54, { aliases: ['bath caddy', 'toilet paper holder', 'soap dispenser'] }),
  item('toilet paper', 'home', [45, 30, 22], 2.26, { unitCount: 12, aliases: ['toilet roll', 'toilet rolls', 'loo roll', 'loo rolls', 'toilet paper rolls', 'bath tissue', 'pack of toilet paper', 'paper towel rolls'], brands: ['charmin', 'cottonelle'] }),
  item('trash bags', 'home', [28, 14, 12], 1.23, { aliases: ['bin bags', 'bin bag', 'cling film', 'tin foil', 'kitchen foil', 'aluminium foil', 'garbage bags', 'box of trash bags', 'kitchen bags', 'zip lock bags', 'ziploc bags', 'aluminum foil', 'plastic wrap', 'trash can liners', 'can liners', 'bin liners'], brands: ['hefty', 'glad'] }),
  item('laundry detergent', 'home', [30, 18, 12], 4.6, { aliases: ['washing powder', 'washing liquid', 'fabric conditioner', 'laundry powder', 'detergent', 'jug of detergent', 'fabric softener'], brands: ['tide', 'gain', 'persil'], sizing: [bottleLitres(gallons(1), [0.5, 12], 1)] }),

  // Toys and games.
  item('large lego set', 'toys', [58, 48, 18], 6, {
    aliases: ['lego ultimate collector series', 'lego ucs', 'ultimate collector series', 'lego technic large', 'large lego', 'big lego set', 'lego icons', 'lego 18 plus'],
    brands: ['millennium falcon lego', 'lego titanic', 'lego death star', 'lego colosseum', 'lego bugatti', 'lego hogwarts castle', 'lego eiffel tower'],
    sizing: [pieceCount(3500, [1500, 12000], variantsMetric([[1500, 48, 38, 12, 2.6], [2500, 58, 38, 15, 4.3], [3500, 58, 48, 16, 6], [5000, 58, 48, 19, 9.5], [7500, 60, 50, 20, 15], [10000, 70, 55, 25, 18]]))],
    basis: 'typical: LEGO 18+ and UCS boxes ~58x48x15-20 cm; weight ~1.5-2 g per piece including box and manuals',
  }),
  item('small lego set', 'toys', [19, 14, 5], 0.21, { aliases: ['lego polybag', 'small lego', 'lego minifigure pack', 'lego city small', 'lego friends small'], sizing: [pieceCount(150, [20, 400])] }),
  item('toy car pack', 'toys', [24, 17, 4], 0.23, { aliases: ['hot wheels 5 pack', 'car multipack', 'diecast cars pack', 'matchbox pack'], brands: ['hot wheels 5 pack'], unitCount: 5, basis: 'maker listings: a Hot Wheels or Matchbox 5-pack is five 25-41 g cars on a blister card, 0.2-0.25 kg (was 0.19, the cars without their card); a 10-car gift pack ~0.45 kg' }),
  item('fidget toy', 'toys', [12, 8, 3], 0.043, { aliases: ['fidget spinner', 'slime', 'stress ball', 'yo yo', 'marbles', 'juggling balls', 'hacky sack', 'footbag'] }),
  item('toy blaster', 'toys', [60, 30, 9], 1.03, { aliases: ['nerf blaster', 'nerf gun', 'foam blaster', 'dart blaster', 'elite blaster', 'dart gun', 'foam dart gun'], brands: ['nerf', 'nerf elite', 'dart zone'], basis: 'typical: window box ~24x12x4 in, ~1 kg' }),
  item('balance bike', 'toys', [70, 38, 18], 4.2, { aliases: ['push bike', 'run bike', 'toddler bike'], brands: ['strider', 'woom 1'] }),
  item('doll clothes', 'toys', [20, 15, 3], 0.085, { aliases: ['barbie clothes', 'doll outfit', 'doll accessories'], form: 'soft' }),
  item('baby toy', 'baby', [20, 15, 10], 0.26, { aliases: ['rattle', 'baby rattle', 'stacking cups', 'soft blocks', 'activity cube'] }),
  item('pacifier', 'baby', [12, 8, 5], 0.025, { aliases: ['pacifiers', 'binky', 'dummy', 'soother'], brands: ['mam pacifier', 'philips avent soothie'], basis: 'maker listings: a silicone pacifier weighs 8-15 g; they are sold two to a blister card or case of 35-55 g (Philips Avent Soothie, MAM), so one pacifier with its share of the pack is about 25 g (was 0.043, about a 2-pack)' }),
  item('baby bottle', 'baby', [20, 8, 8], 0.1, { aliases: ['baby bottles', 'anti colic bottles', 'feeding bottle', 'formula bottle', 'bottle set', 'sippy cup'], brands: ['dr browns bottle', 'avent bottle', 'tommee tippee', 'mam bottle'], sizing: [capacityLitres(fluidOunces(9), [0.1, 0.5], 0.5)], basis: 'typical: a 9 oz bottle ~0.1 kg in its carton' }),

  // Sports and outdoor.
  item('exercise mat', 'sports', [183, 61, 0.6], 1.23, { aliases: ['yoga mat roll', 'fitness mat', 'pilates mat roll'], form: 'roll', basis: 'typical: a 72x24 in, 6 mm mat weighs 1-1.5 kg and ships rolled' }),
  item('foam roller', 'sports', [46, 15, 15], 0.54, { aliases: ['massage roller', 'muscle roller'] }),
  item('road bike', 'sports', [137, 74, 23], 13, { aliases: ['racing bike', 'gravel bike', 'cyclocross bike', 'triathlon bike'], brands: ['trek domane', 'specialized allez', 'cannondale synapse'], sizing: [lengthInches(27.5, [16, 29], [0.6, 0.6, 0.3], 1)], basis: 'typical: adult bike box ~54x9x29 in; road bikes 9-12 kg plus box' }),
  item('bmx bike', 'sports', [107, 58, 23], 13, { aliases: ['bmx', 'freestyle bike', 'dirt jumper'], brands: ['mongoose bmx', 'haro', 'we the people'], sizing: [lengthInches(20, [12, 29], [0.7, 0.7, 0.4], 1.2)], basis: 'typical: BMX carton ~42x9x23 in, 12-14 kg' }),
  item('pickleball paddle', 'sports', [42, 22, 5], 0.44, { aliases: ['pickleball paddles', 'paddle set pickleball', 'ping pong paddle', 'table tennis paddle', 'ping pong paddles', 'ping pong set', 'table tennis set', 'ping pong paddles set', 'pingpong paddle', 'pingpong paddle set', 'pingpong set'], form: 'flat' }),
  item('football', 'sports', [32, 20, 20], 0.54, { aliases: ['american football', 'nfl football'], brands: ['wilson football'] }),
  item('jump rope', 'sports', [20, 15, 6], 0.26, { aliases: ['skipping rope', 'speed rope'] }),
  item('water shoes', 'shoes', [30, 18, 10], 0.44, { aliases: ['aqua shoes', 'swim shoes'], pair: true }),
  item('camping hammock', 'sports', [20, 15, 12], 0.54, { aliases: ['travel hammock', 'parachute hammock'] }),
  item('headlamp', 'sports', [15, 10, 6], 0.13, { brands: ['black diamond headlamp', 'petzl headlamp'], aliases: ['torch', 'led torch', 'head torch', 'wind up torch', 'flashlight', 'torch light', 'led flashlight', 'tactical flashlight'] }),
  item('trekking poles', 'sports', [70, 12, 8], 0.54, { aliases: ['hiking poles', 'walking sticks'], pair: true, countedInPieces: true }),
  item('ski goggles', 'sports', [22, 14, 12], 0.3, { aliases: ['goggles', 'snowboard goggles'] }),
  item('fishing lures', 'sports', [20, 12, 4], 0.13, { aliases: ['lures', 'fishing tackle', 'fishing line', 'bait'] }),

  // Beauty and health: small units.
  item('lip balm', 'beauty', [10, 3, 3], 0.017, { aliases: ['chapstick', 'lip gloss', 'lip liner'], brands: ['chapstick', 'burts bees lip balm', 'burts bees'] }),
  item('face serum', 'beauty', [12, 5, 5], 0.1, { aliases: ['serum', 'face oil', 'eye cream', 'retinol', 'cleanser'], brands: ['the ordinary', 'cerave', 'la roche posay', 'drunk elephant'], sizing: [capacityLitres(0.03, [0.005, 0.5], 0.9)] }),
  item('body lotion', 'beauty', [22, 8, 5], 0.44, { aliases: ['lotion bottle', 'body butter', 'body cream'], brands: ['cetaphil', 'aveeno', 'jergens'], sizing: [bottleLitres(fluidOunces(16), [0.03, 2], 1)] }),
  item('bar soap', 'beauty', [9, 6, 3], 0.1, { aliases: ['soap bar', 'bars of soap', 'handmade soap'], brands: ['dove bar', 'dr bronners bar'] }),
  item('makeup brush set', 'beauty', [22, 12, 5], 0.21, { aliases: ['makeup brushes', 'brush set', 'beauty blender', 'makeup sponge'] }),
  item('hair clippers', 'beauty', [25, 15, 8], 0.73, { aliases: ['clippers', 'beard trimmer', 'hair trimmer'], brands: ['wahl', 'andis'] }),
  item('hair accessories', 'beauty', [15, 10, 3], 0.068, { aliases: ['hair slides', 'hair bobbles', 'bobbles', 'hair grips', 'kirby grips', 'hair clips', 'hair clip', 'claw clips', 'claw clip', 'hair ties', 'scrunchies', 'hair pins', 'bobby pins', 'hair bows', 'barrettes'], unitCount: 12 }),
  item('curling iron', 'beauty', [38, 12, 8], 0.54, { aliases: ['curling wand', 'hot brush', 'hair curler'], brands: ['revlon one step'] }),
  item('hair styler set', 'beauty', [40, 30, 15], 2.4, { aliases: ['multi styler', 'hair styling set'], brands: ['dyson airwrap', 'airwrap', 'shark flexstyle', 'flexstyle'], basis: 'maker spec (the Shark FlexStyle with its five attachments ships in a box of about the same size, round eleven): the Dyson Airwrap complete comes in a presentation case with six attachments, ~2.3-2.5 kg shipped' }),
  item('pill bottle', 'health', [10, 6, 6], 0.13, { aliases: ['medication', 'medicine', 'prescription', 'supplements', 'gummies vitamins', 'pills'] }),
  item('blood pressure monitor', 'health', [20, 15, 10], 0.54, { aliases: ['bp monitor'], brands: ['omron'] }),
  item('thermometer', 'health', [18, 8, 4], 0.12, { aliases: ['digital thermometer', 'meat thermometer', 'instant read thermometer', 'cooking thermometer', 'candy thermometer', 'oven thermometer', 'fever thermometer', 'oral thermometer', 'ear thermometer', 'forehead thermometer', 'baby thermometer', 'thermometer kitchen', 'grill thermometer', 'wireless meat thermometer'], brands: ['thermapen', 'thermoworks', 'meater', 'braun thermoscan'], basis: 'typical: a digital, fever or instant-read meat thermometer (ThermoPop, Braun ThermoScan, MEATER) weighs 30-150 g; retail-boxed ~7x3x1.5 in, ~0.1-0.15 kg' }),
  item('infrared thermometer', 'tools', [22, 15, 7], 0.35, { aliases: ['ir thermometer', 'laser thermometer', 'temperature gun', 'thermometer gun', 'infrared thermometer gun', 'non contact thermometer'], brands: ['etekcity lasergrip', 'lasergrip'], basis: 'typical: a pistol-grip infrared thermometer (Etekcity Lasergrip 774, Klein IR1) is ~7x4x2 in, ~0.2 kg with batteries; boxed ~0.35 kg' }),
  item('contact lenses', 'health', [12, 8, 4], 0.068, { aliases: ['contacts', 'contact lens', 'box of contacts'], brands: ['acuvue'] }),

  // Tools and hardware: fasteners are dense and sold by the box.
  item('box of screws', 'tools', [15, 10, 7], 2.26, {
    aliases: ['screws', 'box of nails', 'nails', 'deck screws', 'wood screws', 'drywall screws', 'finishing nails', 'framing nails', 'box of bolts', 'bolts', 'hex bolts', 'nuts and bolts', 'fasteners', 'anchors', 'construction staples', 'staple gun staples', 'brad nails'],
    sizing: ['by-weight'], unitCount: 200, basis: 'typical: a 5 lb contractor box of screws ~6x4x3 in; steel fasteners pack at ~2.5 kg/L',
  }),
  item('box of disposable gloves', 'tools', [24, 12.5, 7], 0.65, {
    aliases: ['disposable gloves', 'nitrile gloves', 'latex gloves', 'vinyl gloves', 'exam gloves', 'examination gloves', 'box of nitrile gloves', 'box of latex gloves', 'food service gloves'],
    unitCount: 100, basis: 'typical: a dispenser box of 100 nitrile exam gloves (size M) ~9.5x5x2.8 in, 1.3-1.5 lb',
  }),
  item('zip ties', 'tools', [25, 15, 5], 0.54, { aliases: ['cable ties', 'zip tie', 'tie wraps', 'velcro ties'], sizing: ['by-weight'], unitCount: 500 }),
  item('tape measure', 'tools', [12, 10, 5], 0.3, { aliases: ['measuring tape'], brands: ['stanley tape measure'] }),
  // Round three: wrenches run from a 6 in (0.15 kg) to a 24 in pipe wrench (4 kg); they were an alias of the tape measure.
  item('wrench', 'tools', [27, 8, 2.5], 0.35, { aliases: ['adjustable wrench', 'crescent wrench', 'monkey wrench', 'combination wrench', 'spanner'], sizing: [lengthInches(10, [4, 48], [1, 0.7, 0.7], 2.2)] }),
  item('hand saw', 'tools', [66, 18, 3], 0.54, { aliases: ['handsaw', 'bow saw', 'japanese saw', 'panel saw'], sizing: [lengthInches(22, [6, 36], [1, 0.6, 0.3], 1.3)] }),
  item('small saw', 'tools', [42, 14, 4], 0.49, { aliases: ['hacksaw', 'hack saw', 'coping saw', 'pruning saw', 'folding saw', 'jab saw', 'drywall saw', 'keyhole saw'] }),
  // Round three: hammers were an alias of the tape measure (0.35 kg); a 16 oz hammer ships at about 0.8 kg in a 34 cm box.
  item('hammer', 'tools', [34, 13, 4], 0.68, { aliases: ['claw hammer', 'framing hammer', 'ball peen hammer', 'rubber mallet', 'dead blow hammer', 'tack hammer'], brands: ['estwing hammer'], sizing: ['by-weight'], netFraction: 0.6 }),
  item('sledgehammer', 'tools', [80, 20, 10], 4.8, { aliases: ['sledge hammer', 'sledge', 'club hammer', 'drilling hammer', 'demolition hammer manual'], sizing: ['by-weight'], netFraction: 0.85 }),
  item('drill bit set', 'tools', [25, 15, 4], 0.73, { aliases: ['drill bits', 'bit set', 'driver bit set', 'hole saw kit', 'router bits'], brands: ['dewalt bits'] }),
  item('top tool chest', 'tools', [71, 36, 43], 19, { aliases: ['tool chest', 'top chest', 'steel tool chest', 'drawer tool chest', 'tool storage chest', 'mechanics tool chest'], brands: ['craftsman tool chest', 'husky tool chest', 'us general'], sizing: [lengthInches(26, [16, 41], [1, 0.8, 0.8], 2.2)], basis: 'typical: a 26 in 6-drawer steel top chest 16-20 kg, carton ~28x14x17 in' }),
  item('latex paint gallon', 'tools', [20, 20, 20], 5, { aliases: ['interior paint', 'exterior paint', 'latex paint', 'can of paint', 'paint gallon', 'primer', 'deck stain', 'wood stain'], brands: ['behr', 'sherwin williams', 'benjamin moore', 'valspar'], sizing: [capacityLitres(gallons(1), [0.2, 20], 1)], basis: 'typical: 1 gal latex ~4.7 kg in an 8x8x8 in box' }),
  item('caulking gun', 'tools', [35, 12, 6], 0.54, { aliases: ['caulk gun'] }),
  item('work gloves', 'tools', [25, 14, 3], 0.13, { aliases: ['gardening gloves', 'dust mask', 'respirator'], form: 'soft' }),
  item('padlock', 'tools', [12, 8, 4], 0.3, { aliases: ['lock', 'combination lock', 'chain lock'], brands: ['master lock', 'kryptonite'] }),

  // Automotive.
  item('floor liners', 'automotive', [90, 60, 15], 5.5, { aliases: ['car floor liners', 'floor mats', 'car floor mats', 'cargo liner', 'trunk mat', 'rubber floor mats'], brands: ['weathertech', 'husky liners', 'tuxmat'], unitCount: 4, basis: 'typical: a front and rear liner set stacked, carton ~36x24x6 in, 5-6 kg' }),
  item('motor oil bottle', 'automotive', [24, 11, 7], 0.88, { aliases: ['quart of oil', 'bottle of motor oil', 'oil quart', 'brake fluid', 'power steering fluid', 'bottle of antifreeze', 'fuel additive'], sizing: [bottleLitres(quarts(1), [0.2, 25], 1)], basis: 'typical: 1 qt bottle 0.9 kg' }),
  item('car battery charger', 'automotive', [25, 18, 12], 1.33, { aliases: ['battery charger', 'trickle charger', 'battery maintainer', 'battery tender'], brands: ['noco', 'battery tender'] }),
  item('car air freshener', 'automotive', [12, 8, 3], 0.025, { aliases: ['air freshener car'], form: 'flat' }),
  item('tire inflator', 'automotive', [25, 20, 12], 1.43, { aliases: ['portable air compressor', 'tire pump', 'tyre inflator'] }),

  // Pets.
  item('can of pet food', 'pets', [8, 8, 4], 0.085, { aliases: ['can of cat food', 'cans of cat food', 'wet cat food', 'cat food cans', 'cans of dog food', 'wet dog food', 'canned cat food', 'canned dog food'], brands: ['fancy feast', 'friskies cans', 'sheba'], sizing: ['by-weight'], netFraction: 0.85, basis: 'typical: a 3 oz cat food can weighs ~0.1 kg; 5.5 oz ~0.18 kg; 13 oz dog food ~0.42 kg' }),
  item('jug of cat litter', 'pets', [30, 23, 30], 9.3, { aliases: ['cat litter jug', 'litter jug', 'box of cat litter', 'bag of cat litter', 'clumping litter'], brands: ['tidy cats', 'fresh step', 'arm and hammer litter'], sizing: ['by-weight'] }),
  item('dog leash', 'pets', [20, 15, 4], 0.17, { aliases: ['dog lead', 'dog leads', 'retractable lead', 'retractable dog lead', 'puppy lead', 'slip lead', 'leash', 'retractable leash'], brands: ['ruffwear'], form: 'soft' }),
  item('bag of bird seed', 'pets', [50, 33, 10], 9.1, { aliases: ['bird seed', 'birdseed', 'wild bird food', 'chicken feed', 'bag of feed', 'horse feed'], sizing: ['by-weight'] }),
  item('pet shampoo', 'pets', [22, 8, 5], 0.49, { aliases: ['dog shampoo', 'flea treatment', 'flea and tick', 'pet medicine'], brands: ['frontline', 'nexgard'] }),
  item('fish food', 'pets', [12, 7, 7], 0.085, { aliases: ['fish flakes', 'water conditioner aquarium'] }),

  // Music: instruments by size and the tiny accessories.
  item('portable keyboard', 'music', [104, 38, 15], 6.5, {
    aliases: ['electronic keyboard', 'arranger keyboard', 'music keyboard', 'piano keyboard portable', 'keyboard instrument', 'beginner keyboard'],
    brands: ['yamaha keyboard', 'casio keyboard', 'yamaha psr', 'casio ct', 'alesis keyboard'],
    sizing: [keyCount(61, variantsInLb([[25, 19, 9, 4, 4], [32, 24, 9, 4, 4.5], [37, 27, 10, 4, 5.5], [49, 33, 12, 5, 7], [61, 41, 15, 6, 14], [76, 50, 16, 7, 20], [88, 57, 15, 8, 33]]))],
    basis: 'typical: 61-key portable keyboard ~95 cm, 4.5 kg, carton ~41x15x6 in; 49-key controllers ~3 kg; 88-key portable pianos 11-12 kg, carton ~57x14x8 in',
  }),
  item('midi controller', 'music', [85, 30, 12], 3.2, { aliases: ['midi keyboard controller', 'keyboard controller', 'pad controller'], brands: ['akai mpk', 'arturia keylab', 'novation launchkey'], sizing: [keyCount(49, variantsInLb([[25, 19, 9, 4, 4], [32, 24, 9, 4, 4.5], [49, 34, 11, 5, 7.5], [61, 40, 12, 6, 10], [88, 52, 14, 7, 22]]))] }),
  item('guitar strings', 'music', [12, 12, 1], 0.043, { aliases: ['strings pack', 'pack of guitar strings', 'bass strings', 'violin strings', 'ukulele strings', 'cello strings', 'viola strings', 'harp strings', 'mandolin strings', 'banjo strings'], brands: ['ernie ball', 'elixir strings', 'daddario'], form: 'flat', basis: 'typical: a string set or pick pack weighs 20-60 g' }),
  item('drumsticks', 'music', [43, 6, 4], 0.105, { aliases: ['drum sticks', 'drumstick', 'pair of drumsticks', 'mallets', 'brushes drum'], brands: ['vic firth sticks', 'promark'], pair: true, countedInPieces: true, form: 'flat', basis: 'maker specs: a pair of hickory sticks weighs 85-130 g (Vic Firth, Promark 7A ~85 g, 5A ~100 g, 5B ~115 g, 2B ~130 g); with its paper sleeve about 0.105 kg (was 0.13)' }),
  item('practice pad', 'music', [34, 34, 6], 0.73, { aliases: ['drum practice pad'], brands: ['evans practice pad', 'vic firth pad'] }),
  item('concert ukulele', 'music', [68, 25, 10], 1.23, { aliases: ['ukulele concert', 'tenor ukulele', 'soprano ukulele', 'baritone ukulele'], fragile: true }),
  item('trumpet', 'music', [68, 30, 22], 4, { aliases: ['trumpet in case', 'cornet'], fragile: true, basis: 'typical: trumpet case ~24x11x8 in, boxed ~28x14x10 in' }),
  item('saxophone', 'music', [85, 38, 25], 7, { aliases: ['alto saxophone', 'tenor saxophone', 'sax', 'trombone'], fragile: true }),
  item('music stand', 'music', [55, 15, 8], 1.43, { aliases: ['sheet music stand'] }),

  // Art and frames.
  item('colored pencils', 'art', [20, 10, 2], 0.3, { aliases: ['pencil set', 'sketch pencils', 'pencils', 'colored pencil set', 'coloured pencils', 'pencil crayons'], brands: ['prismacolor', 'crayola', 'polychromos', 'faber castell', 'faber-castell', 'derwent', 'staedtler coloured pencils'], form: 'flat', basis: 'typical: a 24-pencil tin ~0.3 kg' , unitCount: 24 }),
  item('sketchbook', 'art', [30, 23, 2], 0.54, { aliases: ['sketch book', 'sketch pad', 'drawing pad', 'watercolor paper', 'canvas pad', 'watercolor pad', 'watercolour pad', 'watercolour paper', 'watercolor block', 'watercolour block', 'pastel pad', 'marker pad', 'art pad', 'paper pad'], form: 'flat' }),
  item('art print', 'art', [36, 28, 0.3], 0.085, { aliases: ['photo print', 'art prints', 'photograph print', 'giclee print'], form: 'flat' }),
  item('floor easel', 'art', [112, 23, 10], 3.8, { aliases: ['standing easel', 'a frame easel', 'studio easel', 'wooden floor easel'], basis: 'typical: knocked-down A-frame easel, carton ~44x9x4 in' }),

  // Seasonal and misc.
  item('gift card', 'office', [15, 10, 0.5], 0.017, { brands: ['game pass card', 'xbox game pass card', 'xbox gift card', 'psn card', 'playstation gift card', 'steam gift card', 'steam card'], aliases: ['postcard', 'letter'], form: 'flat' }),
  item('wrapping paper', 'home', [80, 8, 8], 0.44, { aliases: ['gift wrap', 'roll of wrapping paper', 'ribbon', 'gift bags'] }),
  item('halloween costume', 'apparel', [35, 28, 6], 0.44, { aliases: ['kids costume', 'costume set', 'cosplay costume'], form: 'soft' }),
  item('inflatable decoration', 'home', [35, 30, 20], 2.47, { aliases: ['yard inflatable', 'christmas inflatable', 'halloween inflatable', 'blow up decoration', 'inflatable halloween decoration', 'inflatable christmas decoration', 'holiday inflatable', 'outdoor inflatable'] }),
], BASIS);
