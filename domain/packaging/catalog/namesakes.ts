// Namesakes (round six): goods whose everyday name shares its head word with another kind of goods in the catalog
// ("steel drum" the barrel and the steelpan, "hue bridge", "fish tank heater", "pelican case", "car horn"), and
// goods that an older catch-all entry answered for at the wrong size (a dustpan as a broom, a pool cue as a hockey
// stick, an air mattress as a sleeping bag). Found by test/eval/homonym-probes.json; each entry is the thing the
// shared word names there, sized as it ships.
import { capacityLitres, gallons, item, labelsInLb, withBasis } from './define.ts';
import type { CatalogItem } from '../types.ts';

const BASIS = 'typical retail-packed size and weight, as recalled by the round-six misread helper from US listings (not re-verified offline; expect +-25%)';

export const NAMESAKES: readonly CatalogItem[] = withBasis([
  // Drums that are no instruments: the capacity rule lets "55 gallon … drum" find them (estimate.ts).
  item('plastic drum barrel', 'tools', [92, 59, 59], 10, { aliases: ['plastic drum', 'plastic barrel', 'poly drum', 'hdpe drum', 'water barrel', 'food grade barrel', 'blue barrel', 'gallon drum', 'barrel drum', 'storage drum'], sizing: [capacityLitres(gallons(55), [gallons(5), gallons(60)], 0.9)], basis: 'typical: an empty 55 gal HDPE drum is about 22 lb, 36 in tall, 23 in across' }),
  item('steel drum barrel', 'tools', [90, 60, 60], 22, { aliases: ['metal drum', 'steel barrel', 'metal barrel', 'oil drum', 'open head steel drum', 'closed head steel drum'], sizing: [capacityLitres(gallons(55), [gallons(5), gallons(60)], 0.9)], basis: 'typical: an empty closed-head 55 gal steel drum is 45-50 lb, 35 in tall, 23 in across' }),
  item('brake drum', 'automotive', [34, 34, 20], 9, { aliases: ['brake drums', 'rear brake drum'], basis: 'typical: a car brake drum is 11-12 in across and 15-20 lb' }),
  item('smart home hub', 'electronics', [15, 15, 7], 0.45, { aliases: ['smart hub', 'zigbee hub', 'hue bridge', 'hue hub', 'home automation hub', 'smart home bridge'], brands: ['philips hue bridge', 'smartthings hub', 'hubitat', 'hue bridge v2'], basis: 'typical: a Hue bridge box is about 14x14x7 cm with its cable and power supply' }),
  item('guitar bridge', 'music', [15, 8, 3], 0.1, { aliases: ['bridge pins', 'guitar saddle', 'tremolo bridge', 'tune o matic bridge', 'replacement bridge guitar'] }),
  item('horse stall mat', 'tools', [183, 122, 2], 45, { aliases: ['stall mat', 'rubber stall mat', 'stable mat'], freight: true, basis: 'typical: a 4x6 ft, 3/4 in rubber stall mat is about 100 lb and past the length+girth limit' }),
  item('aquarium heater', 'pets', [30, 8, 5], 0.25, { aliases: ['fish tank heater', 'tank heater', 'submersible aquarium heater', 'betta heater'] }),
  item('aquarium air pump', 'pets', [18, 12, 9], 0.4, { aliases: ['aquarium pump', 'fish tank air pump', 'fish tank pump', 'air pump aquarium'] }),
  item('portable fuel tank', 'automotive', [58, 36, 24], 2.7, { aliases: ['boat fuel tank', 'outboard fuel tank', 'marine fuel tank', 'boat gas tank'], sizing: [capacityLitres(gallons(6), [gallons(2), gallons(20)], 0.8)], basis: 'typical: an empty 6 gal portable outboard tank, about 6 lb' }),
  item('rc tank', 'toys', [60, 30, 25], 3.5, { aliases: ['remote control tank', 'rc army tank', 'rc battle tank'], brands: ['heng long'] }),
  item('protective hard case', 'tools', [58, 45, 25], 7, { aliases: ['hard case', 'protective case', 'equipment case', 'waterproof hard case', 'camera hard case', 'rolling hard case'], brands: ['pelican', 'pelican case', 'nanuk', 'apache case'], basis: 'typical: a Pelican 1510 carry-on case is 22x14x9 in and about 14 lb with foam' }),
  item('christmas tree stand', 'home', [45, 45, 20], 3, { aliases: ['xmas tree stand', 'tree stand christmas'] }),
  item('bike kickstand', 'sports', [35, 10, 5], 0.4, { aliases: ['kickstand', 'bicycle kickstand', 'kick stand'] }),
  item('speaker stands', 'electronics', [100, 30, 15], 8, { aliases: ['speaker stand', 'studio monitor stands', 'floor speaker stands', 'bookshelf speaker stands'], pair: true, basis: 'typical: a pair of 24-36 in speaker stands boxed together' }),
  item('towel bar', 'home', [70, 10, 6], 0.9, { aliases: ['towel rack', 'towel rail', 'towel holder bar'] }),
  item('chocolate bar', 'food', [18, 8, 1.5], 0.1, { aliases: ['bar of chocolate', 'chocolate bars'] }),
  item('dustpan', 'home', [35, 25, 8], 0.4, { aliases: ['dust pan', 'dustpan and brush'] }),
  item('heart rate monitor', 'electronics', [18, 12, 6], 0.15, { aliases: ['hr monitor', 'heart rate strap', 'chest strap heart rate monitor'], brands: ['polar h10', 'wahoo tickr', 'garmin hrm'] }),
  item('bar cart', 'furniture', [80, 45, 15], 10, { aliases: ['serving cart', 'drink cart', 'tea cart'] }),
  item('digital caliper', 'tools', [25, 10, 3], 0.35, { aliases: ['vernier caliper', 'dial caliper', 'digital calipers'] }),
  item('disc golf disc', 'sports', [23, 23, 3], 0.2, { form: 'flat', aliases: ['golf disc', 'disc golf driver', 'disc golf putter'] }),
  item('small engine', 'tools', [45, 40, 40], 18, { aliases: ['gas engine', 'horizontal shaft engine', 'vertical shaft engine', 'go kart engine', 'mini bike engine', 'lawn mower engine', 'mower engine', 'replacement engine'], brands: ['predator engine', 'briggs engine', 'honda gx200'], basis: 'typical: a 212 cc horizontal-shaft engine, about 37 lb boxed' }),
  item('trolling motor', 'sports', [125, 25, 20], 10, { aliases: ['electric trolling motor', 'transom trolling motor', 'bow mount trolling motor'], brands: ['minn kota', 'newport vessels'], basis: 'typical: a 55 lb thrust transom motor with a 36 in shaft, about 21 lb boxed' }),
  item('vacuum tube', 'electronics', [12, 8, 5], 0.1, { aliases: ['vacuum tubes', 'preamp tube', 'power tube', 'amp tube', 'valve tube'] }),
  item('car horn', 'automotive', [15, 12, 8], 0.6, { aliases: ['truck horn', 'train horn', 'motorcycle horn', 'electric horn', 'disc horn'] }),
  item('french horn', 'music', [65, 45, 35], 7, { aliases: ['mellophone', 'double horn'], fragile: true, basis: 'typical: a double horn in its case, about 15 lb' }),
  item('turntable stylus', 'electronics', [8, 6, 3], 0.03, { aliases: ['turntable needle', 'record needle', 'phono stylus', 'record player needle', 'replacement stylus'] }),
  item('embroidery hoop', 'art', [22, 22, 2], 0.1, { aliases: ['embroidery hoops', 'quilting hoop', 'cross stitch hoop'] }),
  item('hot tub cover', 'home', [244, 122, 13], 36, { aliases: ['spa cover', 'jacuzzi cover', 'hot tub lid'], freight: true, basis: 'typical: an 8x8 ft cover folds to 96x48x5 in, 70-90 lb: past the length+girth limit' }),
  item('cinder block', 'tools', [41, 20, 20], 16, { aliases: ['cinder blocks', 'concrete block', 'cmu block', 'breeze block'], basis: 'typical: an 8x8x16 in block is about 35 lb' }),
  item('shade sail', 'garden', [35, 25, 10], 1.5, { aliases: ['sun shade sail', 'sun sail', 'shade sail canopy'] }),
  item('hand plane', 'tools', [25, 10, 8], 1, { aliases: ['block plane', 'jack plane', 'smoothing plane', 'bench plane', 'wood plane'] }),
  item('herb grinder', 'accessories', [10, 10, 6], 0.2, { aliases: ['weed grinder', 'tobacco grinder'] }),
  item('sawhorse', 'tools', [80, 15, 10], 7, { aliases: ['sawhorses', 'saw horse', 'saw horses', 'folding sawhorse'], pair: true, basis: 'typical: a pair of folding plastic sawhorses, about 15 lb' }),
  item('pool filter cartridge', 'outdoors', [55, 25, 25], 1.8, { aliases: ['pool cartridge filter', 'spa filter', 'hot tub filter', 'spa filter cartridge'] }),
  item('microscope slides', 'office', [15, 10, 5], 0.4, { unitCount: 72, aliases: ['microscope slide', 'glass slides', 'prepared slides', 'cover slips'] }),
  item('hunting blind', 'sports', [90, 25, 25], 7, { aliases: ['ground blind', 'hunting ground blind', 'pop up blind', 'pop up hunting blind'] }),
  item('solar charge controller', 'electronics', [25, 15, 8], 0.8, { aliases: ['charge controller', 'mppt controller', 'pwm controller', 'mppt charge controller'] }),
  item('golf iron set', 'sports', [105, 30, 12], 4, { aliases: ['iron set', 'irons set'], basis: 'typical: seven irons in a golf carton' }),
  item('hand truck', 'tools', [125, 50, 20], 12, { aliases: ['hand truck dolly', 'appliance dolly', 'two wheel dolly', 'convertible hand truck', 'sack truck'] }),
  item('furniture dolly', 'tools', [50, 35, 12], 3.5, { aliases: ['moving dolly', 'dolly', 'platform dolly'] }),
  item('ice pack', 'health', [30, 20, 3], 0.5, { aliases: ['cold pack', 'gel ice pack', 'reusable ice pack', 'ice packs'] }),
  item('pool cue', 'sports', [150, 8, 6], 1.2, { aliases: ['billiard cue', 'cue stick', 'pool stick'] }),
  item('floor jack', 'automotive', [72, 36, 22], 26, { aliases: ['trolley jack', 'low profile floor jack'], basis: 'typical: a 2-3 ton steel floor jack, 35-75 lb' }),
  item('dj controller', 'music', [60, 35, 12], 3.5, { aliases: ['dj controllers', 'dj deck controller'], brands: ['pioneer ddj', 'ddj 400', 'ddj flx4', 'numark mixtrack', 'hercules djcontrol'] }),
  item('light weights set', 'sports', [25, 15, 10], 3, { aliases: ['light weights', 'arm weights'], brands: ['peloton light weights', 'peloton weights', 'peloton dumbbells'], basis: 'typical: a pair of 1-3 lb weights in one box (sold in pairs)' }),
  item('air mattress', 'outdoors', [40, 30, 15], 3.5, {
    aliases: ['inflatable mattress', 'air bed', 'airbed', 'blow up mattress', 'inflatable bed'],
    brands: ['aerobed', 'intex air mattress', 'coleman air mattress', 'soundasleep'],
    labels: labelsInLb([[['twin'], 15, 12, 6, 5.5], [['full', 'double'], 16, 13, 6, 6.5], [['king'], 17, 14, 8, 10]]),
    basis: 'typical: a queen airbed boxed is about 16x13x7 in and 7-8 lb',
  }),
  item('car speakers', 'automotive', [25, 22, 12], 1.5, { aliases: ['car speaker', 'coaxial speakers', 'component speakers', 'door speakers'], pair: true }),
  item('bowling pin', 'sports', [40, 13, 13], 1.6, { aliases: ['bowling pins'] }),
  item('oil drain pan', 'automotive', [60, 45, 15], 1.5, { aliases: ['drain pan', 'oil catch pan'] }),
  item('flower bulbs', 'garden', [30, 20, 15], 1.5, { aliases: ['tulip bulbs', 'daffodil bulbs', 'dahlia bulbs', 'lily bulbs', 'crocus bulbs'], unitCount: 50, basis: 'typical: a bag of 50 spring bulbs, 20-30 g each, boxed' }),
  item('small tire', 'garden', [48, 48, 22], 5, { aliases: ['lawn tractor tire', 'lawn mower tire', 'riding mower tire', 'wheelbarrow tire', 'go kart tire', 'hand truck tire'], basis: 'typical: an 18x8.50-8 lawn tractor tire, bare, about 10-12 lb' }),
  item('winch', 'automotive', [55, 25, 25], 30, { aliases: ['truck winch', 'electric winch', 'atv winch', 'utv winch', 'boat winch', 'trailer winch'], brands: ['warn winch', 'badlands winch'], labels: labelsInLb([[['atv', 'utv'], 16, 9, 9, 25]]), basis: 'typical: a 9,000-12,000 lb truck winch is 60-80 lb boxed; ATV winches 15-25 lb' }),
], BASIS);
