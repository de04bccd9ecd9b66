// Migrations for checkout sessions, orders, payments, labels, tracking (versions 10-19).
import type { Migration } from './migration.ts';

export const CHECKOUT_MIGRATIONS: readonly Migration[] = [];
