// The price index basket: six everyday boxes shipped from one fixed US origin to five US cities. This file is the
// single source of the basket. Change it only by bumping `version`: every snapshot records the version it priced,
// and month-over-month changes of the basket average are only stated between snapshots of the same version.
//
// Origin: Columbus, Ohio (43215), a large e-commerce fulfilment hub. From there the five cities fall in five
// different USPS-style zones: Chicago 3, New York 4, Houston 5, Denver 6, Los Angeles 8 (computed at pricing time
// by the same geography code as POST /quote and stored with each result).

export interface BasketBox {
  /** Stable id used in snapshots and answers. */
  readonly id: string;
  readonly name: string;
  /** What typically ships in it (documentation only). */
  readonly example: string;
  readonly length_cm: number;
  readonly width_cm: number;
  readonly height_cm: number;
  /** Packed weight. */
  readonly weight_kg: number;
}

export interface BasketLane {
  readonly id: string;
  readonly city: string;
  readonly state: string;
  readonly postal_code: string;
}

export interface PriceIndexBasket {
  readonly version: string;
  readonly origin: { readonly postal_code: string; readonly city: string; readonly state: string };
  readonly boxes: readonly BasketBox[];
  readonly lanes: readonly BasketLane[];
}

export const PRICE_INDEX_BASKET: PriceIndexBasket = Object.freeze({
  version: '2026.1',
  origin: { postal_code: '43215', city: 'Columbus', state: 'OH' },
  boxes: [
    { id: 'envelope', name: 'Padded envelope', example: 'a paperback or a T-shirt', length_cm: 30, width_cm: 23, height_cm: 3, weight_kg: 0.3 },
    { id: 'shoebox', name: 'Shoebox', example: 'a pair of shoes', length_cm: 33, width_cm: 20, height_cm: 12, weight_kg: 1.2 },
    { id: 'medium', name: 'Medium box', example: 'a small kitchen appliance', length_cm: 40, width_cm: 30, height_cm: 25, weight_kg: 4 },
    { id: 'large', name: 'Large box', example: 'bedding or a flat-packed chair', length_cm: 60, width_cm: 45, height_cm: 40, weight_kg: 9 },
    { id: 'heavy-small', name: 'Small heavy box', example: 'books or hand tools', length_cm: 25, width_cm: 20, height_cm: 15, weight_kg: 10 },
    { id: 'long', name: 'Long box', example: 'a fishing rod or a poster tube', length_cm: 100, width_cm: 15, height_cm: 15, weight_kg: 3 },
  ],
  lanes: [
    { id: 'new-york', city: 'New York', state: 'NY', postal_code: '10001' },
    { id: 'chicago', city: 'Chicago', state: 'IL', postal_code: '60601' },
    { id: 'houston', city: 'Houston', state: 'TX', postal_code: '77002' },
    { id: 'denver', city: 'Denver', state: 'CO', postal_code: '80202' },
    { id: 'los-angeles', city: 'Los Angeles', state: 'CA', postal_code: '90012' },
  ],
});
