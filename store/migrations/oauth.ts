// Migrations for OAuth clients and tokens (versions 20-29).
import type { Migration } from './migration.ts';

export const OAUTH_MIGRATIONS: readonly Migration[] = [];
