// Migrations for price index snapshots (versions 30-39).
import type { Migration } from './migration.ts';

export const PRICE_INDEX_MIGRATIONS: readonly Migration[] = [];
