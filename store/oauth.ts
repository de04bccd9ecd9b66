// OAuth clients (registered by an operator) and the opaque access tokens issued to them. Secrets and tokens are
// kept only as hashes; hashing itself lives in api/oauth/secrets.ts, this layer stores what it is given.
import type { WriteStatement } from './batched-writes.ts';
import type { SqlDatabase } from './sql-database.ts';

export interface OAuthClientRecord {
  client_id: string;
  name: string;
  contact: string;
  /** The client's own quote bucket per sliding hour, agreed at registration. */
  quote_limit: number;
  /** Self-describing keyed hash of the client secret ("$hmac-sha256$…", or a legacy "$scrypt$…"), never the secret. */
  secret_hash: string;
  created_at: string;
  secret_rotated_at: string | null;
  revoked_at: string | null;
}

/** What an operator listing shows: everything but the secret hash, plus the tokens alive right now. */
export interface OAuthClientSummary extends Omit<OAuthClientRecord, 'secret_hash'> {
  live_tokens: number;
}

export interface StoredAccessToken {
  token_hash: string;
  client_id: string;
  scope: string;
  issued_at_ms: number;
  expires_at_ms: number;
}

/** A token found by its hash, joined with its (not revoked) client. Expiry is left to the caller's clock. */
export interface AccessTokenGrant {
  client_id: string;
  scope: string;
  expires_at_ms: number;
  quote_limit: number;
}

export interface OAuthRepository {
  createClient(client: OAuthClientRecord): Promise<void>;
  getClient(clientId: string): Promise<OAuthClientRecord | undefined>;
  listClients(options: { nowMs: number; includeRevoked?: boolean }): Promise<OAuthClientSummary[]>;
  /**
   * Mark the client revoked and delete every token it holds, in one transaction. Undefined for an unknown id;
   * `alreadyRevoked` when it was revoked before (nothing changes then).
   */
  revokeClient(clientId: string, at: Date): Promise<{ alreadyRevoked: boolean; revokedAt: string; tokensRevoked: number } | undefined>;
  /** Replace the secret hash (the old secret stops working at once); optionally delete the client's tokens too. */
  replaceSecret(clientId: string, secretHash: string, at: Date, options: { revokeTokens: boolean }): Promise<{ tokensRevoked: number } | undefined>;
  /** Swap a migrated hash in, only if the stored one is still `from` (a rotation in between wins). */
  upgradeSecretHash(clientId: string, from: string, to: string): Promise<void>;
  /** The token insert plus a prune of the client's long-expired tokens, for a BatchedWriter job (same commit as the bucket spend). */
  issueTokenStatements(token: StoredAccessToken): WriteStatement[];
  /** Look a token up by hash; undefined when unknown or when its client is revoked. */
  findToken(tokenHash: string): Promise<AccessTokenGrant | undefined>;
  /** Spends recorded for `clientKey` in `bucket` after `sinceMs` (a read-only look at the limiter log). */
  countSpends(bucket: string, clientKey: string, sinceMs: number): Promise<number>;
}

export function createOAuthRepository(db: SqlDatabase): OAuthRepository {
  return {
    async createClient(client) {
      await db.run(
        `INSERT INTO oauth_clients (client_id, name, contact, quote_limit, secret_hash, created_at, secret_rotated_at, revoked_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [client.client_id, client.name, client.contact, client.quote_limit, client.secret_hash, client.created_at, client.secret_rotated_at, client.revoked_at],
      );
    },

    async getClient(clientId) {
      // A caller's id with NUL in it names nothing we store, and PostgreSQL refuses it outright: unknown client.
      if (clientId.includes('\u0000')) return undefined;
      return db.get<OAuthClientRecord>('SELECT * FROM oauth_clients WHERE client_id = ?', [clientId]);
    },

    listClients({ nowMs, includeRevoked = true }) {
      return db.all<OAuthClientSummary>(
        `SELECT c.client_id, c.name, c.contact, c.quote_limit, c.created_at, c.secret_rotated_at, c.revoked_at,
                (SELECT COUNT(*) FROM oauth_tokens t WHERE t.client_id = c.client_id AND t.expires_at_ms > ?) AS live_tokens
         FROM oauth_clients c
         ${includeRevoked ? '' : 'WHERE c.revoked_at IS NULL'}
         ORDER BY c.created_at, c.client_id`,
        [nowMs],
      );
    },

    revokeClient(clientId, at) {
      return db.transaction(async (tx) => {
        const client = await tx.get<{ revoked_at: string | null }>('SELECT revoked_at FROM oauth_clients WHERE client_id = ?', [clientId]);
        if (!client) return undefined;
        // Delete tokens even when already revoked: the join in findToken already refuses them, this frees the rows.
        const { changes } = await tx.run('DELETE FROM oauth_tokens WHERE client_id = ?', [clientId]);
        if (client.revoked_at) return { alreadyRevoked: true, revokedAt: client.revoked_at, tokensRevoked: changes };
        const revokedAt = at.toISOString();
        await tx.run('UPDATE oauth_clients SET revoked_at = ? WHERE client_id = ?', [revokedAt, clientId]);
        return { alreadyRevoked: false, revokedAt, tokensRevoked: changes };
      });
    },

    replaceSecret(clientId, secretHash, at, { revokeTokens }) {
      return db.transaction(async (tx) => {
        const { changes } = await tx.run('UPDATE oauth_clients SET secret_hash = ?, secret_rotated_at = ? WHERE client_id = ? AND revoked_at IS NULL', [
          secretHash,
          at.toISOString(),
          clientId,
        ]);
        if (changes === 0) return undefined;
        const deleted = revokeTokens ? await tx.run('DELETE FROM oauth_tokens WHERE client_id = ?', [clientId]) : { changes: 0 };
        return { tokensRevoked: deleted.changes };
      });
    },

    async upgradeSecretHash(clientId, from, to) {
      await db.run('UPDATE oauth_clients SET secret_hash = ? WHERE client_id = ? AND secret_hash = ?', [to, clientId, from]);
    },

    issueTokenStatements(token) {
      return [
        {
          sql: 'INSERT INTO oauth_tokens (token_hash, client_id, scope, issued_at_ms, expires_at_ms) VALUES (?, ?, ?, ?, ?)',
          params: [token.token_hash, token.client_id, token.scope, token.issued_at_ms, token.expires_at_ms],
        },
        // Keep the table small: a client's tokens that expired a day ago are only dead weight.
        { sql: 'DELETE FROM oauth_tokens WHERE client_id = ? AND expires_at_ms < ?', params: [token.client_id, token.issued_at_ms - 86_400_000] },
      ];
    },

    findToken(tokenHash) {
      return db.get<AccessTokenGrant>(
        `SELECT t.client_id, t.scope, t.expires_at_ms, c.quote_limit
         FROM oauth_tokens t JOIN oauth_clients c ON c.client_id = t.client_id
         WHERE t.token_hash = ? AND c.revoked_at IS NULL`,
        [tokenHash],
      );
    },

    async countSpends(bucket, clientKey, sinceMs) {
      const row = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM limiter_events WHERE bucket = ? AND client_key = ? AND at_ms > ?', [bucket, clientKey, sinceMs]);
      return row?.n ?? 0;
    },
  };
}
