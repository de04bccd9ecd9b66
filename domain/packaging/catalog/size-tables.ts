// Size variants of catalog items: the retail-packed carton at each common size (a 32, 43, 55… in TV; a 4, 6, 8 qt
// pressure cooker; a 14… 24 in kids bike is in sports.ts). A stated size is read off its item's table (interpolated
// between neighbours), which follows real cartons better than one scaling law. Rows are [size, length, width,
// height (in), weight (lb)] of one item as sold (its retail box; big items ship in it), as US listings give them;
// each table states its basis.
import type { CatalogItem, LabelVariant, SizeVariant, SizingRule } from '../types.ts';
import { cubicFeet, fluidOunces, gallons, inches, labelsInLb, quarts, variantsInLb } from './define.ts';

type Row = readonly [number, number, number, number, number];
type LabelRow = readonly [readonly string[], number, number, number, number];

interface SizeTable {
  item: string;
  basis: SizingRule['basis'];
  /** Converts the first column to the rule's unit (cm, litres, kg or a count). */
  toReference: (value: number) => number;
  rows: readonly Row[];
  source: string;
}
interface LabelTable {
  item: string;
  rows: readonly LabelRow[];
  source: string;
}

const pounds = (value: number): number => value * 0.45359237;
const count = (value: number): number => value;
const LISTINGS = 'typical US listing carton sizes and shipping weights by size, recalled by the catalog author (not re-verified offline; expect +-20%)';

export const SIZE_TABLES: readonly SizeTable[] = [
  { item: 'television', basis: 'length', toReference: inches, source: `${LISTINGS}; e.g. 55 in TV boxes are 52-55 x 31-34 x 5-7 in`, rows: [
    [24, 25, 17, 5, 9], [32, 33, 21, 5, 13], [40, 40, 25, 5, 18], [43, 42, 26, 5, 20], [50, 48, 30, 6, 29], [55, 53, 33, 6, 40],
    [58, 56, 35, 6, 44], [65, 62, 38, 7, 55], [70, 67, 41, 7, 66], [75, 68, 42, 7, 78], [77, 70, 43, 8, 85], [83, 75, 46, 8, 100],
    [85, 77, 47, 8, 110], [98, 88, 54, 9, 150],
  ] },
  { item: 'computer monitor', basis: 'length', toReference: inches, source: LISTINGS, rows: [
    [19, 20, 14, 5, 9], [22, 23, 15, 5, 10], [24, 25, 17, 6, 12], [27, 28, 18, 6, 17], [32, 33, 21, 7, 22], [34, 36, 20, 8, 25], [49, 50, 21, 10, 40],
  ] },
  { item: 'laptop', basis: 'length', toReference: inches, source: LISTINGS, rows: [
    [11.6, 15, 10, 3, 4], [13.3, 16, 11, 3, 4.3], [14, 17, 11, 3, 5], [15.6, 18, 12, 3, 6.2], [16, 19, 13, 3, 6.8], [17.3, 21, 14, 4, 8.5], [18, 22, 15, 4, 10],
  ] },
  { item: 'tablet', basis: 'length', toReference: inches, source: LISTINGS, rows: [
    [7, 9, 6, 2, 0.9], [8, 10, 7, 2, 1.1], [10.2, 11, 8, 2, 1.6], [11, 12, 9, 2, 1.9], [12.9, 14, 10, 2, 2.5],
  ] },
  { item: 'pressure cooker', basis: 'volume', toReference: quarts, source: LISTINGS, rows: [
    [3, 12, 11, 11, 8], [6, 14, 13, 13, 13], [8, 15, 15, 14, 16], [10, 17, 16, 15, 20],
  ] },
  { item: 'slow cooker', basis: 'volume', toReference: quarts, source: LISTINGS, rows: [
    [2, 10, 9, 9, 4.5], [4, 14, 11, 10, 8], [6, 17, 12, 11, 11], [7, 18, 13, 11, 12.5], [8, 19, 14, 12, 14],
  ] },
  { item: 'air fryer', basis: 'volume', toReference: quarts, source: LISTINGS, rows: [
    [2, 11, 9, 11, 5.5], [4, 14, 12, 13, 10], [5.5, 15, 13, 14, 13], [6, 15, 13, 15, 14], [8, 17, 14, 15, 16], [10, 17, 16, 16, 20],
  ] },
  { item: 'dutch oven', basis: 'volume', toReference: quarts, source: `${LISTINGS}; enameled cast iron`, rows: [
    [2, 11, 9, 7, 7], [3.5, 13, 11, 8, 10], [4.5, 13, 12, 8, 12], [5.5, 14, 12, 9, 15], [7.25, 15, 13, 9, 18.5], [9, 16, 14, 10, 21], [13, 18, 15, 11, 27],
  ] },
  { item: 'stock pot', basis: 'volume', toReference: quarts, source: `${LISTINGS}; stainless steel`, rows: [
    [3, 11, 9, 7, 3.2], [6, 13, 11, 8, 4.5], [8, 14, 13, 10, 5.5], [12, 15, 14, 11, 7], [16, 16, 15, 12, 8.5], [20, 17, 16, 14, 10], [40, 21, 20, 18, 16],
  ] },
  { item: 'cast iron skillet', basis: 'length', toReference: inches, source: `${LISTINGS}; handle included in the length`, rows: [
    [6.5, 11, 7, 3, 2.5], [8, 14, 9, 3, 4], [10.25, 18, 11, 3, 6], [12, 20, 13, 3, 8.5], [13.25, 22, 15, 3, 10.5], [15, 24, 17, 4, 13],
  ] },
  { item: 'frying pan', basis: 'length', toReference: inches, source: `${LISTINGS}; handle included in the length`, rows: [
    [8, 15, 9, 3, 1.8], [10, 18, 11, 3, 2.6], [12, 21, 13, 3, 3.5], [14, 24, 15, 4, 4.5],
  ] },
  { item: 'insulated tumbler', basis: 'volume', toReference: fluidOunces, source: LISTINGS, rows: [
    [12, 6, 4, 4, 0.6], [20, 8, 4, 4, 0.8], [30, 9, 5, 5, 1], [40, 12, 5, 5, 1.4],
  ] },
  { item: 'water bottle', basis: 'volume', toReference: fluidOunces, source: LISTINGS, rows: [
    [12, 8, 3, 3, 0.6], [18, 9, 3.5, 3.5, 0.8], [24, 10, 4, 4, 0.95], [32, 11, 4, 4, 1.1], [40, 12, 4.5, 4.5, 1.4], [64, 13, 5.5, 5.5, 2],
  ] },
  { item: 'hard cooler', basis: 'volume', toReference: quarts, source: `${LISTINGS}; rotomolded coolers are heavier than these`, rows: [
    [20, 18, 13, 14, 10], [35, 22, 15, 16, 16], [45, 26, 16, 16, 25], [65, 30, 18, 17, 32], [75, 32, 18, 18, 35], [110, 38, 20, 20, 45],
  ] },
  { item: 'aquarium', basis: 'volume', toReference: gallons, source: `${LISTINGS}; glass tanks shipped empty in a carton`, rows: [
    [5, 18, 11, 13, 9], [10, 22, 12, 14, 14], [20, 26, 14, 18, 27], [29, 32, 14, 20, 42], [40, 38, 16, 19, 55], [55, 50, 15, 23, 80], [75, 50, 20, 24, 140],
  ] },
  { item: 'mini fridge', basis: 'volume', toReference: cubicFeet, source: LISTINGS, rows: [
    [1.7, 21, 20, 19, 40], [2.7, 27, 21, 21, 50], [3.2, 35, 21, 22, 55], [4.4, 36, 22, 22, 62],
  ] },
  { item: 'microwave', basis: 'volume', toReference: cubicFeet, source: LISTINGS, rows: [
    [0.7, 20, 16, 13, 25], [0.9, 21, 17, 14, 28], [1.1, 22, 18, 14, 31], [1.6, 24, 20, 15, 38], [2.2, 26, 22, 16, 45],
  ] },
  { item: 'christmas tree', basis: 'length', toReference: (feet) => inches(feet * 12), source: `${LISTINGS}; size in feet`, rows: [
    [4, 32, 12, 12, 12], [6, 48, 15, 14, 27], [7, 52, 17, 15, 38], [7.5, 54, 18, 16, 45], [9, 60, 20, 18, 62],
  ] },
  { item: 'dog crate', basis: 'length', toReference: inches, source: `${LISTINGS}; folding wire crates`, rows: [
    [24, 25, 18, 3, 12], [30, 31, 20, 3, 16], [36, 37, 24, 3, 21], [42, 43, 28, 3, 30], [48, 49, 30, 3, 40],
  ] },
  { item: 'ladder', basis: 'length', toReference: (feet) => inches(feet * 12), source: `${LISTINGS}; step ladders, size in feet`, rows: [
    [4, 50, 20, 5, 12], [6, 74, 22, 6, 20], [8, 98, 24, 7, 28], [10, 122, 26, 7, 36],
  ] },
  { item: 'car tire', basis: 'length', toReference: inches, source: `${LISTINGS}; rim size; tires ship wrapped with a label`, rows: [
    [14, 24, 24, 7, 18], [15, 25, 25, 8, 20], [16, 27, 27, 8, 23], [17, 28, 28, 9, 26], [18, 29, 29, 9, 28], [20, 31, 31, 10, 33], [22, 33, 33, 11, 40],
  ] },
  { item: 'wheel and tire', basis: 'length', toReference: inches, source: `${LISTINGS}; rim size, a bare alloy wheel boxed`, rows: [
    [15, 17, 17, 8, 20], [16, 18, 18, 8, 22], [17, 20, 20, 9, 25], [18, 21, 21, 10, 28], [20, 23, 23, 10, 33], [22, 25, 25, 11, 38],
  ] },
  { item: 'carry-on suitcase', basis: 'length', toReference: inches, source: LISTINGS, rows: [
    [20, 22, 15, 9, 7.5], [22, 24, 16, 10, 8.5], [24, 26, 18, 11, 10], [26, 28, 19, 12, 11.5], [28, 30, 21, 13, 13], [30, 32, 22, 14, 15],
  ] },
  { item: 'snowboard', basis: 'length', toReference: (cm) => cm, source: `${LISTINGS}; board length in cm`, rows: [
    [130, 54, 12, 4, 8], [145, 60, 12, 4, 9], [155, 63, 13, 5, 10], [165, 67, 13, 5, 11],
  ] },
  { item: 'skis', basis: 'length', toReference: (cm) => cm, source: `${LISTINGS}; ski length in cm, pair with bindings`, rows: [
    [140, 58, 8, 6, 10], [160, 66, 8, 6, 12], [170, 70, 8, 6, 13], [180, 74, 9, 6, 14],
  ] },
  { item: 'dumbbell', basis: 'weight', toReference: pounds, source: `${LISTINGS}; one hex dumbbell`, rows: [
    [5, 8, 4, 4, 5.5], [10, 10, 4, 4, 10.6], [15, 11, 5, 5, 15.7], [20, 12, 5, 5, 20.8], [25, 13, 6, 6, 25.9], [30, 13, 6, 6, 31], [40, 14, 7, 7, 41], [50, 15, 7, 7, 51.5], [75, 17, 8, 8, 77], [100, 18, 9, 9, 102],
  ] },
  { item: 'kettlebell', basis: 'weight', toReference: pounds, source: `${LISTINGS}; cast iron`, rows: [
    [10, 8, 8, 8, 10.6], [15, 9, 8, 8, 15.7], [20, 10, 8, 8, 20.8], [25, 10, 9, 9, 26], [35, 12, 10, 10, 36], [45, 13, 11, 11, 46], [53, 13, 11, 11, 54], [70, 14, 12, 12, 71],
  ] },
  { item: 'dog food', basis: 'weight', toReference: pounds, source: `${LISTINGS}; kibble bags ship as they are`, rows: [
    [4, 14, 10, 4, 4.1], [15, 22, 14, 4, 15.2], [30, 26, 17, 5, 30.3], [40, 28, 18, 6, 40.4], [50, 30, 19, 7, 50.5],
  ] },
  { item: 'cat litter', basis: 'weight', toReference: pounds, source: `${LISTINGS}; jugs and boxes`, rows: [
    [10, 12, 8, 10, 10.5], [20, 13, 9, 12, 20.8], [25, 14, 10, 13, 26], [40, 18, 13, 14, 41.5],
  ] },
  { item: 'bag of rice', basis: 'weight', toReference: pounds, source: `${LISTINGS}; rice, flour and sugar sacks`, rows: [
    [2, 9, 6, 3, 2.1], [5, 12, 8, 3, 5.2], [10, 15, 10, 4, 10.3], [20, 20, 13, 4, 20.4], [25, 22, 14, 5, 25.5], [50, 28, 18, 6, 50.7],
  ] },
  { item: 'kitchen trash can', basis: 'volume', toReference: gallons, source: LISTINGS, rows: [
    [4, 12, 10, 10, 5], [8, 16, 12, 12, 8], [13, 26, 16, 13, 11.5], [16, 28, 17, 14, 14], [23, 30, 19, 15, 16],
  ] },
  { item: 'latex paint gallon', basis: 'volume', toReference: (litres) => litres, source: `${LISTINGS}; latex paint ~1.25 kg/L plus the can`, rows: [
    [0.946, 6, 6, 6, 3], [3.785, 8, 8, 8, 11.5], [18.9, 13, 13, 16, 55],
  ] },
  { item: 'bottled water', basis: 'volume', toReference: fluidOunces, source: 'water weighs 1 kg/L; PET bottles add 10-30 g; typical bottle sizes', rows: [
    [8, 6, 2.2, 2.2, 0.55], [12, 7.5, 2.4, 2.4, 0.82], [16.9, 8.3, 2.6, 2.6, 1.15], [33.8, 11, 3.3, 3.3, 2.3], [50.7, 12.5, 3.7, 3.7, 3.4], [128, 11, 6, 6, 8.6],
  ] },
  { item: 'soda can', basis: 'volume', toReference: fluidOunces, source: 'aluminium cans: contents ~1.04 kg/L plus ~14 g of can; standard can sizes', rows: [
    [7.5, 4.3, 2.6, 2.6, 0.52], [8.4, 5.3, 2.2, 2.2, 0.6], [12, 4.8, 2.6, 2.6, 0.85], [16, 6.2, 2.6, 2.6, 1.12], [19.2, 7.5, 2.6, 2.6, 1.34],
  ] },
  { item: 'wine bottle', basis: 'volume', toReference: (ml) => ml / 1000, source: 'glass wine bottles: a 750 ml bottle weighs 1.2-1.6 kg full; standard bottle sizes in ml', rows: [
    [187, 8, 2.5, 2.5, 0.75], [375, 11, 3, 3, 1.7], [750, 13.5, 3.8, 3.8, 3.2], [1500, 16, 4.5, 4.5, 6],
  ] },
  { item: 'shampoo', basis: 'volume', toReference: fluidOunces, source: LISTINGS, rows: [
    [3, 5, 2, 1.5, 0.25], [8, 7, 2.5, 1.8, 0.6], [12, 8.5, 3, 2, 0.85], [16, 9, 3.3, 2.3, 1.15], [33.8, 11, 4, 3, 2.4],
  ] },
  { item: 'surfboard', basis: 'length', toReference: (feet) => inches(feet * 12), source: `${LISTINGS}; board length in feet, bubble-wrapped and boxed`, rows: [
    [6, 76, 22, 5, 12], [7, 88, 23, 6, 14], [8, 100, 24, 6, 17], [9, 112, 25, 6, 20],
  ] },
  { item: 'jigsaw puzzle', basis: 'pieces', toReference: count, source: LISTINGS, rows: [
    [100, 11, 8, 2, 0.7], [300, 14, 10, 2.2, 1.1], [500, 14, 10, 2.5, 1.4], [1000, 14, 10, 2.5, 1.9], [1500, 15, 11, 2.8, 2.4], [2000, 16, 11, 3, 3], [3000, 19, 13, 3, 4.2],
  ] },
  { item: 'lego set', basis: 'pieces', toReference: count, source: `${LISTINGS}; LEGO boxes by piece count, ~1.5-2 g per piece with box and manuals`, rows: [
    [100, 7.5, 5.5, 2, 0.55], [250, 10, 7.5, 2.4, 1.1], [500, 15, 10, 2.8, 2], [1000, 19, 11, 3.5, 3.7], [2000, 23, 15, 4.7, 7.7], [3500, 23, 19, 6.3, 13], [7500, 24, 20, 8, 33],
  ] },
  // "trilogy 15 disc", "complete series 24 discs": the number of discs sizes the set (case thickness, slipcase, booklet).
  ...(['blu-ray', 'dvd box set'] as const).map((item): SizeTable => ({ item, basis: 'pieces', toReference: count, source: `${LISTINGS}; DVD/Blu-ray sets by disc count (a 2-disc case ~0.15 lb; a 15-disc extended-edition box ~1.8 lb)`, rows: [
    [1, 6.8, 5.4, 0.6, 0.2], [2, 6.8, 5.4, 0.6, 0.3], [4, 7.2, 5.6, 1.1, 0.5], [6, 7.5, 5.6, 1.5, 0.75], [10, 8, 6, 2.5, 1.2], [15, 8.5, 6.5, 3.5, 1.8], [25, 9, 7, 5, 2.8], [40, 10, 7.5, 7, 4.2],
  ] })),
  { item: 'cookware set', basis: 'pieces', toReference: count, source: `${LISTINGS}; the count is the number of pieces (lids count)`, rows: [
    [3, 22, 13, 5, 8], [5, 23, 12, 10, 12], [8, 24, 13, 12, 18], [10, 24, 13, 13, 21], [12, 24, 14, 14, 24], [17, 25, 15, 15, 30],
  ] },
  { item: 'camping tent', basis: 'pieces', toReference: count, source: `${LISTINGS}; the count is the tent's capacity in persons`, rows: [
    [1, 18, 6, 6, 3.5], [2, 20, 7, 7, 5.5], [4, 24, 8, 8, 11], [6, 26, 10, 10, 17], [8, 28, 11, 11, 23],
  ] },
  { item: 'extension ladder', basis: 'length', toReference: (feet) => inches(feet * 12), source: `${LISTINGS}; aluminium, size in feet (ships at about half its length)`, rows: [
    [16, 100, 19, 6, 30], [20, 122, 19, 6, 38], [24, 146, 20, 7, 47], [28, 170, 20, 7, 56], [32, 194, 21, 7, 66],
  ] },
  { item: 'ceiling fan', basis: 'length', toReference: inches, source: `${LISTINGS}; blade span`, rows: [
    [42, 20, 12, 8, 14], [44, 22, 13, 9, 15], [52, 26, 14, 9, 18], [60, 30, 15, 10, 24], [72, 36, 16, 10, 30],
  ] },
  { item: 'storage tote', basis: 'volume', toReference: gallons, source: LISTINGS, rows: [
    [12, 20, 14, 11, 3], [18, 24, 16, 13, 4], [27, 28, 19, 15, 5.5], [40, 32, 21, 16, 7.5], [55, 36, 22, 17, 9.5],
  ] },
  { item: 'gas grill', basis: 'pieces', toReference: count, source: `${LISTINGS}; the count is the number of burners`, rows: [
    [2, 36, 22, 20, 70], [3, 42, 24, 22, 95], [4, 46, 25, 23, 115], [6, 52, 27, 25, 150],
  ] },
  { item: 'window air conditioner', basis: 'pieces', toReference: count, source: `${LISTINGS}; the count is the rating in BTU`, rows: [
    [5000, 19, 17, 14, 42], [6000, 20, 18, 15, 48], [8000, 22, 19, 16, 58], [10000, 24, 20, 17, 68], [12000, 25, 21, 18, 78],
  ] },
  { item: 'chainsaw', basis: 'length', toReference: inches, source: `${LISTINGS}; bar length`, rows: [
    [12, 28, 11, 10, 12], [14, 32, 12, 11, 14], [16, 34, 12, 11, 16], [18, 36, 13, 12, 18], [20, 38, 13, 12, 20],
  ] },
  { item: 'dresser', basis: 'pieces', toReference: count, source: `${LISTINGS}; flat-pack dressers, the count is the number of drawers`, rows: [
    [3, 33, 18, 8, 55], [4, 36, 20, 9, 75], [6, 48, 22, 10, 110], [9, 62, 22, 11, 150],
  ] },
  { item: 'computer desk', basis: 'length', toReference: inches, source: `${LISTINGS}; desk width, flat-packed`, rows: [
    [32, 35, 22, 5, 30], [40, 43, 24, 5, 40], [47, 50, 25, 6, 50], [55, 58, 26, 6, 62], [63, 66, 28, 7, 75],
  ] },
  { item: 'standing desk', basis: 'length', toReference: inches, source: `${LISTINGS}; desk width, frame and top in one or two cartons`, rows: [
    [40, 44, 18, 9, 55], [48, 52, 20, 10, 70], [55, 59, 22, 10, 80], [63, 67, 24, 11, 95],
  ] },
  { item: 'bookcase', basis: 'pieces', toReference: count, source: `${LISTINGS}; flat-pack bookcases, the count is the number of shelves`, rows: [
    [2, 32, 13, 5, 25], [3, 42, 13, 5, 35], [4, 58, 14, 6, 48], [5, 72, 14, 6, 60],
  ] },
];

export const LABEL_TABLES: readonly LabelTable[] = [
  { item: 'mattress in a box', source: `${LISTINGS}; 10-12 in memory foam`, rows: [
    [['twin'], 40, 16, 16, 50], [['full', 'double'], 42, 17, 17, 62], [['queen'], 42, 18, 18, 75], [['king'], 44, 19, 19, 92], [['california', 'cal'], 44, 19, 19, 90],
  ] },
  // A flat (uncompressed) mattress ships at its bed size, wrapped, by freight: a king is 76 in wide, not a queen's 60.
  { item: 'innerspring mattress', source: `${LISTINGS}; flat innerspring or pillow-top mattresses in a poly wrap, 11-13 in thick, by freight`, rows: [
    [['twin', 'single'], 75, 39, 12, 60], [['full', 'double'], 75, 54, 12, 80], [['queen'], 80, 60, 12, 99], [['king'], 80, 76, 12, 125], [['california', 'cal'], 84, 72, 12, 125],
  ] },
  { item: 'bed frame', source: `${LISTINGS}; metal platform frames, knocked down`, rows: [
    [['twin'], 42, 10, 6, 35], [['full', 'double'], 48, 10, 6, 42], [['queen'], 52, 11, 6, 48], [['king', 'california', 'cal'], 54, 12, 7, 58],
  ] },
  { item: 'diapers', source: `${LISTINGS}; club boxes by size`, rows: [
    [['newborn', 'nb', '0'], 15, 10, 9, 6.5], [['1'], 17, 11, 9, 9], [['2'], 17, 11, 9, 10], [['3'], 17, 12, 9, 10.5], [['4'], 17, 12, 10, 11.5], [['5'], 17, 12, 10, 11.5], [['6'], 17, 12, 10, 12], [['7'], 17, 12, 10, 12],
  ] },
  { item: 'sneakers', source: `${LISTINGS}; kids and toddler shoe boxes are smaller`, rows: [
    [['toddler', 'baby', 'infant', '1c', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', '10c'], 9, 6, 4, 0.9], [['kids', 'kid', 'youth', 'boys', 'girls', 'childrens', 'child', '11c', '12c', '13c', '1y', '2y', '3y'], 11, 7, 4, 1.3],
  ] },
  { item: 'boots', source: `${LISTINGS}; kids boot boxes are smaller`, rows: [
    [['toddler', 'baby', 'infant', '5c', '6c', '7c', '8c', '9c', '10c'], 10, 7, 5, 1.3], [['kids', 'kid', 'youth', 'boys', 'girls', 'childrens', '11c', '12c', '13c', '1y', '2y', '3y'], 12, 8, 5, 2],
  ] },
  { item: 'throw blanket', source: LISTINGS, rows: [
    [['twin'], 16, 12, 5, 3], [['full', 'queen'], 18, 14, 6, 5], [['king', 'california', 'cal'], 20, 16, 7, 7],
  ] },
  { item: 'weighted blanket', source: `${LISTINGS}; the blanket's own weight decides most`, rows: [
    [['kids', 'child', 'childrens'], 16, 12, 6, 8], [['queen', 'full'], 20, 16, 8, 17], [['king'], 22, 18, 9, 22],
  ] },
  { item: 'bed pillow', source: `${LISTINGS}; compressed pillows`, rows: [
    [['standard'], 20, 14, 6, 2.2], [['queen'], 22, 15, 6, 2.6], [['king'], 26, 15, 6, 3.2],
  ] },
  { item: 'crib', source: LISTINGS, rows: [
    [['mini', 'portable'], 40, 22, 6, 35], [['convertible', 'standard'], 56, 24, 7, 65],
  ] },
];

const ruleDefaults: Readonly<Record<SizingRule['basis'], Pick<SizingRule, 'dimensionExponents' | 'weightExponent'>>> = {
  length: { dimensionExponents: [1, 0.6, 0.6], weightExponent: 1.6 },
  volume: { dimensionExponents: [1 / 3, 1 / 3, 1 / 3], weightExponent: 0.8 },
  weight: { dimensionExponents: [1 / 3, 1 / 3, 1 / 3], weightExponent: 1 },
  keys: { dimensionExponents: [1, 0.5, 0.5], weightExponent: 1.5 },
  pieces: { dimensionExponents: [0.3, 0.3, 0.3], weightExponent: 0.85 },
  watts: { dimensionExponents: [1 / 6, 1 / 6, 1 / 6], weightExponent: 0.5 },
};

function withTable(item: CatalogItem, table: SizeTable): CatalogItem {
  const variants: SizeVariant[] = variantsInLb(table.rows, table.toReference).sort((a, b) => a.value - b.value);
  const low = variants[0]?.value ?? 0;
  const high = variants[variants.length - 1]?.value ?? 0;
  const existing = item.sizing.find((rule) => rule.basis === table.basis);
  const rule: SizingRule = existing !== undefined
    ? { ...existing, plausible: [Math.min(existing.plausible[0], low / 1.5), Math.max(existing.plausible[1], high * 1.5)], variants }
    : { basis: table.basis, reference: low, ...ruleDefaults[table.basis], plausible: [low / 1.5, high * 1.5], variants };
  const sizing = existing !== undefined ? item.sizing.map((candidate) => (candidate === existing ? rule : candidate)) : [...item.sizing, rule];
  return { ...item, sizing, basis: `${item.basis}; sizes: ${table.source}` };
}

function withLabels(item: CatalogItem, table: LabelTable): CatalogItem {
  const labels: LabelVariant[] = labelsInLb(table.rows);
  return { ...item, labelVariants: [...item.labelVariants, ...labels], basis: `${item.basis}; named sizes: ${table.source}` };
}

/** The catalog with every size and label table attached to its item (a table naming no item is a bug: thrown). */
export function attachTables(catalog: readonly CatalogItem[]): CatalogItem[] {
  const byName = new Map(catalog.map((entry) => [entry.name, entry]));
  for (const table of SIZE_TABLES) {
    const entry = byName.get(table.item);
    if (entry === undefined) throw new Error(`size table for unknown catalog item "${table.item}"`);
    byName.set(table.item, withTable(entry, table));
  }
  for (const table of LABEL_TABLES) {
    const entry = byName.get(table.item);
    if (entry === undefined) throw new Error(`label table for unknown catalog item "${table.item}"`);
    byName.set(table.item, withLabels(entry, table));
  }
  return catalog.map((entry) => byName.get(entry.name) ?? entry);
}
