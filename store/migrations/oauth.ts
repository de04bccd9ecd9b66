// Migrations for OAuth clients and tokens (versions 20-29).
import type { Migration } from './migration.ts';

export const OAUTH_MIGRATIONS: readonly Migration[] = [
  {
    version: 20,
    name: 'oauth clients and access tokens (hashes only)',
    sql: oauthMigration({ ms: 'INTEGER' }),
    // Milliseconds overflow PostgreSQL's 32-bit INTEGER.
    postgres: oauthMigration({ ms: 'BIGINT' }),
  },
];

/** The migration in either dialect: only the parts in `t` differ. */
function oauthMigration(t: { ms: string }): string {
  return `
      -- Registered by an operator (npm run ops -- clients create). The secret itself is never stored: only a
      -- self-describing scrypt hash ("$scrypt$ln=15,r=8,p=1$<salt>$<hash>") with its own salt and parameters.
      CREATE TABLE oauth_clients (
        client_id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        contact TEXT NOT NULL,
        quote_limit INTEGER NOT NULL CHECK (quote_limit > 0),
        secret_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        secret_rotated_at TEXT,
        revoked_at TEXT
      );
      -- Opaque bearer tokens, keyed by their SHA-256: the token itself is never stored.
      CREATE TABLE oauth_tokens (
        token_hash TEXT PRIMARY KEY,
        client_id TEXT NOT NULL REFERENCES oauth_clients (client_id) ON DELETE CASCADE,
        scope TEXT NOT NULL,
        issued_at_ms ${t.ms} NOT NULL,
        expires_at_ms ${t.ms} NOT NULL
      );
      CREATE INDEX oauth_tokens_client ON oauth_tokens (client_id, expires_at_ms);
    `;
}
