// Generic spare parts and accessories: what "lawn mower blade", "instant pot sealing ring" or "sofa cover" is when
// the catalog has no entry for that exact part (parts.ts in the parent folder routes to them). One entry per kind of
// part, sized as the usual replacement part ships, never as the product it belongs to.
import { item, withBasis } from './define.ts';
import type { CatalogItem } from '../types.ts';

const BASIS = 'typical packed size of a replacement part of that kind (small parts in a small box or mailer, covers folded, structural parts in a box of their own), as recalled by the catalog author; a part for a much larger product is usually far smaller and lighter than it';

export const PART_ITEM_NAMES = {
  small: 'small spare part',
  accessory: 'small accessory',
  filter: 'replacement filter',
  cover: 'replacement cover',
  part: 'replacement part',
  /** A product's wheel or caster (a stroller's, an office chair's, a suitcase's): far lighter than a structural part. */
  wheel: 'replacement wheel',
  /** Defined with the vacuums (home.ts): a pack of vacuum bags. */
  bags: 'vacuum bags',
} as const;

export const PARTS: readonly CatalogItem[] = withBasis([
  item(PART_ITEM_NAMES.small, 'appliances', [12, 9, 4], 0.1),
  item(PART_ITEM_NAMES.accessory, 'electronics', [25, 15, 8], 0.4),
  item(PART_ITEM_NAMES.filter, 'appliances', [25, 18, 6], 0.3),
  item(PART_ITEM_NAMES.cover, 'home', [40, 30, 8], 0.9, { form: 'soft' }),
  item(PART_ITEM_NAMES.part, 'appliances', [45, 30, 10], 1.4),
  // An office chair caster is ~0.1 kg, a stroller or suitcase wheel 0.1-0.25, a push mower's or wagon's 0.5.
  item(PART_ITEM_NAMES.wheel, 'appliances', [22, 18, 8], 0.3),
], BASIS);
