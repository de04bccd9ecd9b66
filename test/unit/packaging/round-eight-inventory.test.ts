// Round eight of issue 15: lines pasted from an inventory, a spreadsheet or a marketplace export
// (test/eval/inventory-probes.json). Each row fails on the estimator before domain/packaging/fields.ts: codes read as
// counts, bin and shelf codes and packing notes read as goods, fields read as a list of items.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { readInventoryLine } from '../../../domain/packaging/fields.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('an inventory line is read as its item and what describes it', () => {
  it.each([
    // Codes are no counts: "#A-113" packed 113 coats (134 kg, freight).
    ['#A-113 Wool Winter Coat - Charcoal - SZ M - NWOT - ships in poly bag', 'Wool Winter Coat'],
    ['SKU-8812 Wireless Mouse | BLK | NIB | $19.99', 'Wireless Mouse'],
    ['SKU: BT-2231; Women\'s Ankle Boots; Size 8; Tan; EUC; ships in orig box', 'Women\'s Ankle Boots'],
    ['Perfume 3.4 oz EDP | NIB | sealed | SKU PF-7781', 'Perfume 3.4 oz EDP'],
    ['Wooden train set 50pc, NIB, item #WT-5050', 'Wooden train set 50pc'],
    // Bin and shelf codes are no goods ("shelf 2" was a shelf).
    ['Hoodie\tGRY\tXL\tGUC\tshelf 2', 'Hoodie'],
    ['Cast iron skillet 12in; Lodge; GUC; needs box; shelf 4', 'Cast iron skillet 12in with Lodge'],
    ['compost bin x1', 'compost bin x1'],
    // A capitalised stock code before the name, a long number as a field of its own, a code's leftover dash.
    ['A-113 Coleman camping chair, used, bin 12', 'Coleman camping chair, used'],
    ['4471, Crew neck tee, 1, NWT, 0.3 lb', 'Crew neck tee, 0.3 lb'],
    ['Item# 55123 - Vintage Pyrex Mixing Bowl Set of 4', 'Vintage Pyrex Mixing Bowl Set of 4'],
    // The name is the first field with words beyond its measures; "=" labels like ":" ones.
    ['SKU 10023 | 12 x 10 x 4 in | 2.5 lb | Ceramic vase', 'Ceramic vase with 12 x 10 x 4 in, 2.5 lb'],
    ['cond=used; item=office chair; wt=35lb', 'office chair with 35lb'],
    // Codes without a label: an ISBN-13, an ASIN, a UPC of 12 digits (never a count).
    ['ISBN-13: 978-0-14-312774-1 The Martian paperback', 'The Martian paperback'],
    ['B07XYZ1234 Bluetooth headphones BLK NIB', 'Bluetooth headphones BLK NIB'],
    ['885909950805 Apple Lightning Cable 1m', 'Apple Lightning Cable 1m'],
    // A bare number before the name is its quantity column; a count field counts the field before it.
    ['2\tElectric kettle\tStainless\tNIB', 'Electric kettle x2 with Stainless'],
    ['1\tElectric kettle\tStainless\tNIB', 'Electric kettle with Stainless'],
    ['Keurig K-Mini coffee maker, BLK, OB, 1 unit', 'Keurig K-Mini coffee maker'],
    // Stock counts and prices without a currency sign are no parcel's ("sold 3 - 2 left" had packed six speakers).
    ['Bluetooth speaker JBL Flip 5 - sold 3 - 2 left', 'Bluetooth speaker JBL Flip 5'],
    ['Cast iron skillet 10in | Stock: 14 | Cost 12.50 | MSRP 39.99', 'Cast iron skillet 10in'],
    ['Men\'s hoodie L | On hand: 6 | Reorder: 10', 'Men\'s hoodie L'],
    // A field that only grades it names nothing ("New | Nike hoodie" was read as "new with nike hoodie").
    ['New | Nike hoodie | XL', 'Nike hoodie'],
    ['Used - Good | Canon camera', 'Canon camera'],
    ['item: jeans, size: 28 x 30, bin: C4', 'jeans with size 28 x 30'],
    ['Golf driver; TaylorMade; GUC; ships in club box x2', 'Golf driver x2 with TaylorMade'],
    ['Flip flops SZ 9 NWT poly bag bin A2', 'Flip flops SZ 9 NWT'],
    // Labelled fields are read by their label.
    ['item: men\'s hiking boots, size: 11, cond: VGC, color: BRN, loc: shelf 6', 'men\'s hiking boots'],
    ['item: Bluetooth speaker, cond: used, wt: 1.5 lb, dims: 8x4x4 in', 'Bluetooth speaker with 1.5 lb, 8x4x4 in'],
    ['cond: used; item: desk lamp', 'desk lamp'],
    // A count field goes with the name, not after "with" (where it counted what comes with the item).
    ['Picture frame 8x10 | gold | lot of 4 | NIB', 'Picture frame 8x10 lot of 4'],
    ['Socket set 40pc; Craftsman; 2-pack; qty 1', 'Socket set 40pc 2-pack with Craftsman'],
    // Fields after the name describe it: they follow a "with".
    ['Lipstick lot x5 | assorted shades | NIB', 'Lipstick lot x5 with assorted shades'],
    // Comma fields may be a list of items ("laptop, mouse"): only their codes and notes go, the commas stay.
    ['Refrigerator, French door, 36in, SS, OB, scratch&dent', 'Refrigerator, French door, 36in, SS'],
    ['Blender, Ninja, 72oz, OB, $60, bin B12', 'Blender, Ninja, 72oz'],
    ['honey 2,5 kg, NOS, bin T3', 'honey 2,5 kg'],
    ['dewalt drill, 2 batteries, charger, NIB', 'dewalt drill, 2 batteries, charger'],
  ] as const)('%s -> %s', (line, reading) => {
    expect(readInventoryLine(line)).toBe(reading);
  });

  it.each([
    // Sentences and lists of items are no inventory lines.
    'a lamp, a rug and two chairs',
    'laptop with charger',
    'wall shelf 24 in',
    'poly bags 100 pack',
    'box of 50 poly bags',
    'Mario Kart - Nintendo Switch',
    'H: 60cm W: 90cm wall art',
    // Separators without any code, note, count, label or bare measure may list items: the list reading stands.
    '2 chairs; 1 table; a lamp',
    'books | clothes | a kettle',
    '4-wheeler',
  ])('%s is left as written', (text) => {
    expect(readInventoryLine(text)).toBe(text);
  });
});

describe('inventory lines get the parcel of their item', () => {
  it.each([
    ['#A-113 Wool Winter Coat - Charcoal - SZ M - NWOT - ships in poly bag', [30, 60], [0.8, 2.5], 'winter coat'],
    ['Hoodie\tGRY\tXL\tGUC\tshelf 2', [25, 45], [0.4, 1.2], 'hoodie'],
    ['USB-C cable 6ft 2-pack NIB poly bag', [10, 30], [0.05, 0.4], undefined],
    ['Lipstick lot x5 | assorted shades | NIB', [8, 25], [0.05, 0.5], 'lipstick'],
    ['27" LED Monitor | Dell | VGC | ships in orig box | bin E1', [55, 85], [4, 10], 'computer monitor'],
    ['DeWalt 20V drill kit | DCD771 | 2 batteries + charger + bag | EUC', [30, 60], [2.5, 6], 'cordless drill'],
    ['A-113 Coleman camping chair, used, bin 12', [60, 110], [2, 6], 'camping chair'],
    ['4471, Crew neck tee, 1, NWT, 0.3 lb', [20, 40], [0.1, 0.4], 't-shirt'],
    ['ISBN-13: 978-0-14-312774-1 The Martian paperback', [15, 30], [0.15, 0.6], 'paperback book'],
    ['Bluetooth speaker JBL Flip 5 - sold 3 - 2 left', [15, 35], [0.4, 1.5], 'bluetooth speaker'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it('"scratch & dent" is the condition of an appliance, not a scratching post', () => {
    expect(estimatePackage({ product: 'Refrigerator, French door, 36in, SS, OB, scratch&dent' }).freight).not.toBeNull();
  });
});

describe('a set\'s volume range is no count', () => {
  it('"box set 1-7" is one boxed set, not seven', () => {
    expectEstimateWithin('Harry Potter box set 1-7 paperback, NIB, shelf 3', [20, 40], [1.5, 4.5], 'book box set');
  });
  it('a range of pieces still counts them', () => {
    expect(estimatePackage({ product: 'set 1-7 paperback' }).estimate.matched).not.toBeNull();
  });
});
