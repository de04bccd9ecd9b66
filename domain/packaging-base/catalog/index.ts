// The item catalog: every category file in one list. Data only; the matcher builds its indexes from it once.
import type { CatalogItem } from '../types.ts';
import { APPAREL } from './apparel.ts';
import { ELECTRONICS } from './electronics.ts';
import { FOOD_HEALTH_BEAUTY } from './food-health-beauty.ts';
import { FURNITURE } from './furniture.ts';
import { HOME } from './home.ts';
import { KITCHEN } from './kitchen.ts';
import { MEDIA_OFFICE_MUSIC } from './media-office-music.ts';
import { SPORTS } from './sports.ts';
import { TOOLS_GARDEN_AUTO } from './tools-garden-auto.ts';
import { TOYS_BABY_PETS } from './toys-baby-pets.ts';

export const ITEM_CATALOG: readonly CatalogItem[] = [
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
];
