// Furniture and large appliances. Flat-pack furniture ships as parcels; assembled upholstered furniture, big
// appliances, pianos and hot tubs ship on pallets, so they carry freight: true even when one carrier's numbers
// would squeeze them in.
import { capacityLitres, cubicFeet, item, lengthInches, withBasis } from './define.ts';
import type { CatalogItem } from '../types.ts';

// flatPackAssembledCm: the typical assembled piece a flat-pack carton holds (a 5-shelf bookcase ~180x80x30 cm in a
// ~182x35x10 cm carton, IKEA BILLY 80x28x202 cm at ~30 kg; a 47 in desk 120x60x75 cm; a 60 in TV stand 150x40x50 cm;
// a 6-drawer dresser ~120x48x80 cm; a 72 in pantry cabinet ~180x76x40 cm), from the same retail listings as the cartons.
const BASIS = 'typical retail-packed size and weight from US retail listing package dimensions and common shipping practice, as recalled by the catalog author (not re-verified offline; expect +-20%)';

export const FURNITURE: readonly CatalogItem[] = withBasis([
  item('office chair', 'furniture', [70, 66, 36], 19, { aliases: ['desk chair', 'computer chair', 'ergonomic chair', 'task chair', 'swivel chair', 'executive chair', 'mesh chair'], brands: ['herman miller', 'aeron', 'steelcase', 'secretlab', 'hon chair', 'branch chair'] }),
  item('gaming chair', 'furniture', [86, 64, 36], 24, { aliases: ['racing chair', 'gamer chair'], brands: ['secretlab titan', 'dxracer', 'respawn chair'] }),
  item('dining chair', 'furniture', [86, 50, 24], 8.5, { aliases: ['chair', 'kitchen chair', 'side chair', 'wooden chair', 'desk side chair', 'parsons chair'] }),
  item('folding chair', 'furniture', [86, 46, 6], 4.2, { aliases: ['metal folding chair', 'event chair', 'padded folding chair'], form: 'flat' }),
  item('bar stool', 'furniture', [76, 46, 26], 8.5, { aliases: ['barstool', 'counter stool', 'stool', 'kitchen stool', 'vanity stool'] }),
  item('computer desk', 'furniture', [125, 62, 14], 25, { aliases: ['desk', 'office desk', 'writing desk', 'study desk', 'student desk', 'gaming desk', 'l shaped desk', 'corner desk', 'vanity desk'], brands: ['ikea desk'], sizing: [lengthInches(47, [30, 80], [1, 0.6, 0.6], 1.3)], flatPackAssembledCm: [120, 75, 60] }),
  item('standing desk', 'furniture', [128, 42, 28], 36, { aliases: ['sit stand desk', 'height adjustable desk', 'adjustable desk', 'standing desk frame', 'desk converter'], brands: ['uplift desk', 'flexispot', 'fully jarvis', 'vari desk'] }),
  item('bookcase', 'furniture', [182, 35, 10], 30, { aliases: ['bookshelf', 'book shelf', 'shelving unit', 'etagere', 'ladder shelf', 'book case', 'cube organizer', 'cube storage', 'storage shelf', 'metal shelving'], brands: ['ikea billy', 'kallax', 'ikea kallax'], flatPackAssembledCm: [180, 80, 30] }),
  item('nightstand', 'furniture', [56, 46, 20], 12, { aliases: ['night stand', 'bedside table', 'end table', 'accent table', 'night table', 'bedside cabinet'] }),
  // A side table has no drawers: flat-packed it is a light top and four legs (an IKEA LACK was a 12 kg nightstand).
  item('side table', 'furniture', [58, 56, 10], 5, { aliases: ['lack side table', 'lack table', 'small side table', 'sofa side table', 'coffee side table'], brands: ['ikea lack', 'lack'], basis: 'typical: a flat-pack side table, IKEA LACK 55x55 cm ships in a 58x56x9 cm carton at ~4 kg; others 4-8 kg' }),
  item('coffee table', 'furniture', [112, 62, 16], 21, { aliases: ['cocktail table', 'lift top coffee table', 'center table', 'living room table'] }),
  item('tv stand', 'furniture', [152, 46, 16], 32, { aliases: ['media console', 'tv console', 'media cabinet', 'tv cabinet', 'console table', 'sideboard', 'buffet', 'credenza', 'sofa table', 'entryway table'], flatPackAssembledCm: [150, 50, 40] }),
  item('dresser', 'furniture', [122, 55, 26], 52, { aliases: ['chest of drawers', 'drawer dresser', '6 drawer dresser', 'bureau', 'tallboy', 'lowboy', 'drawers', 'storage drawers'], brands: ['ikea malm', 'malm dresser', 'hemnes'], flatPackAssembledCm: [120, 80, 48] }),
  item('dining table', 'furniture', [162, 96, 16], 45, { aliases: ['kitchen table', 'table', 'dinner table', 'farmhouse table', 'round table', 'patio table'] }),
  item('sofa', 'furniture', [220, 95, 85], 62, { aliases: ['couch', 'sleeper sofa', 'sofa bed', 'chesterfield', 'settee', 'davenport', 'futon sofa'], brands: ['ikea sofa', 'ashley sofa', 'lovesac', 'burrow sofa'], freight: true }),
  item('sectional sofa', 'furniture', [300, 100, 85], 120, { aliases: ['sectional', 'sectional couch', 'l shaped sofa', 'corner sofa', 'modular sofa'], brands: ['lovesac sactional'], freight: true }),
  item('loveseat', 'furniture', [160, 90, 85], 45, { aliases: ['love seat', 'two seater sofa', 'small sofa', 'chaise', 'chaise lounge', 'daybed'], freight: true }),
  item('armchair', 'furniture', [92, 86, 95], 32, { aliases: ['accent chair', 'arm chair', 'club chair', 'wingback chair', 'lounge chair', 'reading chair', 'living room chair', 'upholstered chair', 'glider', 'rocking chair', 'rocker'], freight: true }),
  item('recliner', 'furniture', [105, 95, 100], 48, { aliases: ['recliner chair', 'reclining chair', 'lift chair', 'lazy boy', 'massage chair'], brands: ['la z boy', 'lazboy'], freight: true }),
  item('ottoman', 'furniture', [62, 62, 46], 8.5, { aliases: ['footstool', 'pouf', 'storage ottoman', 'bench', 'storage bench', 'entryway bench'] }),
  item('bean bag chair', 'furniture', [62, 52, 42], 9, { aliases: ['bean bag', 'beanbag', 'floor chair', 'floor cushion'], form: 'soft' }),
  item('wardrobe', 'furniture', [190, 100, 60], 90, { aliases: ['armoire', 'closet cabinet', 'wardrobe closet', 'clothes cabinet'], freight: true }),
  item('china cabinet', 'furniture', [192, 102, 46], 115, { aliases: ['hutch', 'curio cabinet', 'display cabinet', 'glass cabinet', 'buffet hutch'], fragile: true, freight: true }),
  item('storage cabinet', 'furniture', [152, 46, 16], 31, { aliases: ['cabinet', 'pantry cabinet', 'kitchen cabinet', 'garage cabinet', 'utility cabinet', 'shoe cabinet', 'wardrobe flat pack'], flatPackAssembledCm: [180, 76, 40] }),
  item('medicine cabinet', 'home', [66, 50, 16], 9, { aliases: ['bathroom cabinet', 'wall cabinet', 'vanity cabinet'], fragile: true }),
  item('filing cabinet', 'furniture', [74, 48, 40], 24, { aliases: ['file cabinet', 'filing drawer', 'rolling file cabinet'] }),
  item('lateral file cabinet', 'furniture', [135, 92, 47], 95, { aliases: ['lateral filing cabinet', 'steel lateral file cabinet', '4 drawer lateral file', 'lateral file'], freight: true, basis: 'typical: a 36 in wide, 4-drawer steel lateral file ships assembled on a pallet, 80-130 kg' }),
  item('bunk bed', 'furniture', [200, 52, 26], 82, { aliases: ['loft bed', 'bunk beds', 'trundle bed'], freight: true }),
  item('crib', 'baby', [110, 60, 20], 26, { aliases: ['baby crib', 'cot', 'toddler bed', 'convertible crib'], brands: ['graco crib', 'babyletto'] }),
  item('refrigerator', 'appliances', [182, 92, 85], 115, { aliases: ['fridge freezer', 'american fridge freezer', 'american style fridge', 'american fridge', 'fridge', 'french door refrigerator', 'side by side refrigerator', 'full size fridge', 'freezer upright', 'upright freezer'], brands: ['samsung fridge', 'lg fridge', 'whirlpool fridge', 'frigidaire fridge', 'ge fridge'], freight: true, sizing: [capacityLitres(cubicFeet(25), [cubicFeet(10), cubicFeet(40)], 0.8)] }),
  item('mini fridge', 'appliances', [88, 53, 52], 24, { aliases: ['compact fridge', 'compact refrigerator', 'dorm fridge', 'beverage fridge', 'wine fridge', 'wine cooler', 'beverage cooler', 'bar fridge', 'cube fridge'], brands: ['frigidaire mini fridge', 'galanz', 'insignia fridge'], sizing: [capacityLitres(cubicFeet(3.2), [cubicFeet(0.5), cubicFeet(9)], 0.8)] }),
  item('chest freezer', 'appliances', [96, 60, 88], 34, { aliases: ['deep freezer', 'freezer', 'garage freezer'], sizing: [capacityLitres(cubicFeet(5), [cubicFeet(2), cubicFeet(25)], 0.8)] }),
  item('washing machine', 'appliances', [90, 72, 72], 78, { aliases: ['washer', 'clothes washer', 'front load washer', 'top load washer', 'washer dryer', 'laundry machine'], brands: ['whirlpool washer', 'lg washer', 'samsung washer', 'maytag'], freight: true }),
  item('clothes dryer', 'appliances', [90, 72, 72], 60, { aliases: ['dryer', 'tumble dryer', 'gas dryer', 'electric dryer'], brands: ['whirlpool dryer', 'lg dryer', 'samsung dryer'], freight: true }),
  item('dishwasher', 'appliances', [90, 66, 68], 45, { aliases: ['dish washer', 'built in dishwasher'], brands: ['bosch dishwasher'], freight: true }),
  item('kitchen range', 'appliances', [122, 80, 76], 95, { aliases: ['cooker', 'gas cooker', 'electric cooker', 'freestanding cooker', 'range', 'stove', 'oven', 'gas range', 'electric range', 'wall oven', 'gas stove', 'electric stove'], freight: true }),
  item('hot tub', 'furniture', [220, 220, 95], 400, { aliases: ['spa', 'jacuzzi', 'whirlpool tub', 'swim spa'], freight: true }),
  item('bathtub', 'furniture', [170, 80, 65], 55, { aliases: ['clawfoot bath', 'roll top bath', 'rolltop bath', 'freestanding bath', 'cast iron bath', 'acrylic bath', 'steel bath', 'bath tub', 'clawfoot tub', 'freestanding tub', 'soaking tub'], freight: true, fragile: true }),
  item('upright piano', 'music', [150, 65, 130], 230, { aliases: ['piano', 'acoustic piano', 'console piano', 'spinet piano'], brands: ['yamaha piano', 'steinway', 'baldwin piano'], freight: true }),
  item('grand piano', 'music', [180, 160, 100], 400, { aliases: ['baby grand piano', 'baby grand', 'concert grand'], freight: true }),
  item('pool table', 'sports', [250, 140, 30], 300, { aliases: ['billiard table', 'snooker table', 'billiards table'], freight: true }),
  item('ping pong table', 'sports', [160, 146, 17], 68, { aliases: ['table tennis table', 'pingpong table'], freight: true }),
  item('treadmill', 'sports', [200, 90, 40], 110, { aliases: ['running machine', 'walking treadmill'], brands: ['nordictrack treadmill', 'peloton tread', 'sole treadmill', 'proform treadmill'], freight: true }),
  item('walking pad', 'sports', [150, 60, 18], 28, { aliases: ['under desk treadmill', 'treadmill desk', 'walking treadmill pad', 'walking pad treadmill'] }),
  item('elliptical', 'sports', [170, 70, 50], 100, { aliases: ['elliptical machine', 'elliptical trainer', 'cross trainer', 'stair climber', 'stair stepper'], freight: true }),
  item('exercise bike', 'sports', [110, 60, 30], 48, { aliases: ['stationary bike', 'spin bike', 'indoor bike', 'indoor cycle', 'recumbent bike', 'air bike'], brands: ['peloton', 'peloton bike', 'echelon bike', 'schwinn ic4'] }),
  item('rowing machine', 'sports', [215, 58, 35], 38, { aliases: ['rower', 'indoor rower', 'erg', 'rowing erg'], brands: ['concept2', 'hydrow'] }),
  item('weight bench', 'sports', [120, 45, 25], 26, { aliases: ['workout bench', 'adjustable bench', 'bench press', 'flat bench', 'utility bench'] }),
  item('power rack', 'sports', [220, 52, 26], 95, { aliases: ['squat rack', 'home gym', 'cable machine', 'smith machine', 'multi gym', 'cage rack'], brands: ['rogue rack', 'bowflex', 'rep fitness rack'], freight: true }),
  item('arcade machine', 'toys', [180, 80, 75], 130, { aliases: ['arcade cabinet', 'pinball machine', 'arcade game', 'claw machine', 'vending machine', 'jukebox'], brands: ['arcade1up'], freight: true, fragile: true }),
  item('motorcycle', 'vehicles', [210, 85, 125], 200, { aliases: ['motorbike', 'dirt bike', 'moped', 'gas scooter', 'atv', 'quad bike', 'four wheeler', 'go kart', 'dirtbike', 'utv', 'three wheeler', 'two wheeler'], brands: ['harley', 'harley davidson', 'yamaha motorcycle', 'honda motorcycle', 'kawasaki', 'ducati'], freight: true }),
  item('car', 'vehicles', [460, 185, 150], 1500, { aliases: ['automobile', 'vehicle', 'truck', 'pickup truck', 'suv', 'golf cart', 'boat', 'trailer', 'jet ski', 'minivan', 'cargo van', 'tractor', 'riding lawn mower', 'riding mower', 'lawn tractor', 'forklift'], freight: true }),
  item('kayak', 'sports', [300, 75, 40], 25, { aliases: ['canoe', 'sit on top kayak', 'fishing kayak', 'hardshell kayak', 'rowboat'], freight: true, sizing: [lengthInches(120, [72, 216], [1, 0.7, 0.7], 1.2)] }),
  item('gas grill', 'outdoors', [112, 62, 56], 48, { aliases: ['bbq grill', 'barbecue grill', 'propane grill', 'grill', 'bbq', 'barbecue', 'natural gas grill'], brands: ['weber genesis', 'weber spirit', 'char broil', 'nexgrill'] }),
  item('griddle station', 'outdoors', [117, 60, 56], 52, { aliases: ['outdoor griddle', 'flat top grill', 'flat top griddle', 'griddle cooking station', 'propane griddle', '36 inch griddle', '28 inch griddle'], brands: ['blackstone', 'blackstone griddle', 'blackstone 36', 'blackstone 28', 'camp chef griddle', 'pit boss griddle'], sizing: [lengthInches(36, [17, 40], [1, 0.6, 0.6], 2.2)], basis: 'a 36 in four-burner griddle station (Blackstone 1554 class) ships in a ~46x24x22 in carton at 50-55 kg, the 28 in in a smaller ~30-35 kg one and a 22 in tabletop ~14 kg (a stated width scales it, weight by width^2.2); like a gas grill in size, but a griddle, not a grill' }),
  item('charcoal grill', 'outdoors', [66, 62, 56], 17, { aliases: ['kettle grill', 'charcoal kettle', 'portable grill', 'hibachi', 'smoker grill'], brands: ['weber kettle', 'weber', 'weber original kettle'] }),
  // A smoker unqualified is the common electric cabinet smoker; a pellet grill or an offset smoker is freight.
  item('electric smoker', 'outdoors', [86, 56, 51], 24, { aliases: ['smoker', 'electric smoker', 'digital smoker', 'vertical smoker', 'propane smoker', 'cabinet smoker', 'bbq smoker', 'meat smoker'], brands: ['masterbuilt', 'masterbuilt smoker', 'char broil smoker', 'bradley smoker', 'cuisinart smoker'], basis: 'maker spec: a Masterbuilt 30 in digital electric smoker is 20x17x33 in, 46 lb; boxed ~34x22x20 in, ~53 lb' }),
  item('bullet smoker', 'outdoors', [58, 48, 48], 13, { aliases: ['charcoal smoker', 'water smoker', 'vertical charcoal smoker', 'kamado smoker'], brands: ['weber smokey mountain', 'smokey mountain', 'wsm'], basis: 'maker spec: a Weber Smokey Mountain 14 in is 14.5x14.5x30 in, 25 lb (the 18 in 39 lb); boxed in nested sections ~23x19x19 in, ~13 kg' }),
  item('pellet grill', 'outdoors', [122, 70, 60], 78, { aliases: ['pellet smoker', 'offset smoker', 'wood pellet grill'], brands: ['traeger', 'pit boss', 'camp chef', 'recteq', 'z grill'], freight: true }),
  item('patio furniture set', 'outdoors', [140, 80, 70], 70, { aliases: ['patio set', 'outdoor furniture', 'outdoor dining set', 'conversation set', 'bistro set', 'patio sectional', 'outdoor sofa', 'swing set', 'playset', 'gazebo', 'pergola'], freight: true }),
  item('patio chair', 'outdoors', [90, 62, 30], 9, { aliases: ['outdoor chair', 'adirondack chair', 'lawn chair', 'lounge chair outdoor', 'patio lounger', 'sun lounger'] }),
  item('storage shed', 'garden', [190, 70, 25], 90, { aliases: ['shed', 'garden shed', 'outdoor storage shed', 'tool shed'], brands: ['keter shed', 'suncast shed'], freight: true }),
  item('pallet', 'home', [122, 102, 15], 20, { aliases: ['wood pallet', 'shipping pallet', 'skid pallet'], freight: true }),
  item('car engine', 'automotive', [100, 80, 80], 180, { aliases: ['engine', 'motor', 'engine block', 'transmission', 'gearbox', 'outboard motor', 'v8 engine'], freight: true }),
  // Weight audit (catalog2): aliases split from older items whose weight or size was clearly off for them (old item in the basis).
  item('card table', 'furniture', [88, 88, 7], 8, { aliases: ['folding card table', 'card tables', 'square folding table', 'game table folding'], basis: 'typical: a 34 in square folding card table (Cosco) folds to ~2 in thick, ~15-18 lb, boxed ~35x35x3 in' }),
  item('folding table', 'furniture', [185, 78, 6], 15, { aliases: ['plastic folding table', 'banquet table', '6 ft folding table', 'fold in half table'], brands: ['lifetime table'], basis: 'a 6 ft blow-molded folding table (Lifetime 6 ft: ~73x30x2 in, 15 kg boxed); it matched the 45 kg dining table' }),
  item('deck box', 'outdoors', [125, 62, 35], 20, { aliases: ['outdoor storage box', 'patio storage box', 'deck storage box', 'keter deck box'], basis: 'a 100-150 gal resin deck box ships at 15-25 kg; it matched the 90 kg shed' }),
  // A UK/IE/AU built-in hob is 60 cm wide, lighter than a 30-36 in US cooktop.
  item('hob', 'appliances', [68, 58, 14], 10, { aliases: ['gas hob', 'ceramic hob', 'electric hob', 'induction hob', 'built in hob', '60cm hob', '4 ring hob', 'hob top'], basis: 'typical: a 60 cm ceramic, gas or induction hob (59x52 cm top, 7-10 kg) ships in a ~68x58x14 cm carton at 9-12 kg' }),
  item('cooktop', 'appliances', [90, 60, 18], 18, { aliases: ['gas cooktop', 'electric cooktop', 'built in cooktop', '30 inch cooktop', '36 inch cooktop'], basis: 'a 30-36 in built-in cooktop ships at 14-25 kg; the bare word matched the 95 kg range' }),
  item('inflatable hot tub', 'outdoors', [85, 55, 55], 38, { aliases: ['inflatable spa', 'portable hot tub', 'blow up hot tub'], brands: ['lay z spa', 'intex purespa', 'coleman saluspa'], basis: 'a 4-6 person inflatable spa kit ships at 30-45 kg in a ~33x22x22 in carton; it matched the 400 kg acrylic hot tub' }),
  item('kamado grill', 'outdoors', [80, 70, 70], 85, { aliases: ['kamado', 'ceramic grill', 'egg grill'], brands: ['big green egg', 'kamado joe'], freight: true, basis: 'a large ceramic kamado ships at 75-110 kg on a pallet (Big Green Egg Large 73 kg bare); it matched the 17 kg kettle grill' }),
], BASIS);
