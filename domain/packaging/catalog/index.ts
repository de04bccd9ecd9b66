// The item catalog: every category file in one list. Data only; the matcher builds its indexes from it once.
import type { CatalogItem } from '../types.ts';
import { APPAREL } from './apparel.ts';
import { ELECTRONICS } from './electronics.ts';
import { EVERYDAY } from './everyday.ts';
import { FOOD_HEALTH_BEAUTY } from './food-health-beauty.ts';
import { FURNITURE } from './furniture.ts';
import { withGermanNouns } from './german.ts';
import { HOME } from './home.ts';
import { HUNT } from './hunt.ts';
import { KITCHEN } from './kitchen.ts';
import { attachTables } from './size-tables.ts';
import { MEDIA_OFFICE_MUSIC } from './media-office-music.ts';
import { NAMESAKES } from './namesakes.ts';
import { PARTS } from './parts.ts';
import { SMALL_GOODS } from './small-goods.ts';
import { SPORTS } from './sports.ts';
import { TOOLS_GARDEN_AUTO } from './tools-garden-auto.ts';
import { TOYS_BABY_PETS } from './toys-baby-pets.ts';

// The specific everyday entries come first: where a phrase is shared with an older, broader entry they keep it.
export const ITEM_CATALOG: readonly CatalogItem[] = withGermanNouns(attachTables([
  ...EVERYDAY,
  ...ELECTRONICS,
  ...KITCHEN,
  ...HOME,
  ...FURNITURE,
  ...APPAREL,
  ...SPORTS,
  ...TOYS_BABY_PETS,
  ...TOOLS_GARDEN_AUTO,
  ...MEDIA_OFFICE_MUSIC,
  ...FOOD_HEALTH_BEAUTY,
  ...SMALL_GOODS,
  ...NAMESAKES,
  ...HUNT,
  ...PARTS,
]));

/** Items plus their size and named variants: the breadth of what the estimator knows by its own data. */
/** The catalog by name (names are unique: test/unit/packaging/matching.test.ts). */
export const ITEM_BY_NAME: ReadonlyMap<string, CatalogItem> = new Map(ITEM_CATALOG.map((item) => [item.name, item]));
export const CATALOG_ENTRY_COUNT = ITEM_CATALOG.reduce((total, entry) => total + 1 + entry.labelVariants.length + entry.sizing.reduce((sum, rule) => sum + (rule.variants?.length ?? 0), 0), 0);
