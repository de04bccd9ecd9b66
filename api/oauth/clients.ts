// Client registration and secret rotation (the operator commands call these). The secret is returned to the caller
// exactly once and only its keyed hash (HMAC-SHA-256, see secrets.ts) is stored.
import type { OAuthClientRecord, Store } from '../../store/index.ts';
import { createClientSecretHasher, newClientId, newClientSecret } from './secrets.ts';

export const MAX_QUOTE_LIMIT = 1_000_000;

export interface NewClient {
  name: string;
  contact: string;
  /** Quotes per sliding hour for this client (the anonymous bucket is 80). */
  quoteLimit: number;
}

/** Problems with the input, in operator words; empty when it is fine. */
export function checkNewClient(input: NewClient): string[] {
  const problems: string[] = [];
  if (!input.name.trim()) problems.push('--name is required (who the client is, e.g. "Acme shopping agent")');
  else if (input.name.length > 200) problems.push('--name may be at most 200 characters');
  if (!input.contact.trim()) problems.push('--contact is required (the e-mail address the registration came from)');
  else if (input.contact.length > 320) problems.push('--contact may be at most 320 characters');
  if (!Number.isInteger(input.quoteLimit) || input.quoteLimit < 1 || input.quoteLimit > MAX_QUOTE_LIMIT) {
    problems.push(`--quote-limit must be a whole number of quotes per hour between 1 and ${MAX_QUOTE_LIMIT}`);
  }
  return problems;
}

export async function registerClient(store: Store, input: NewClient, now: Date): Promise<{ client: Omit<OAuthClientRecord, 'secret_hash'>; secret: string }> {
  const problems = checkNewClient(input);
  if (problems.length) throw new Error(problems.join('; '));
  const secret = newClientSecret();
  const record: OAuthClientRecord = {
    client_id: newClientId(),
    name: input.name.trim(),
    contact: input.contact.trim(),
    quote_limit: input.quoteLimit,
    secret_hash: await createClientSecretHasher(store).hash(secret),
    created_at: now.toISOString(),
    secret_rotated_at: null,
    revoked_at: null,
  };
  await store.oauth.createClient(record);
  const { secret_hash: _hash, ...client } = record;
  return { client, secret };
}

/** A new secret for an active client; the old one stops working at once. Undefined for an unknown or revoked client. */
export async function rotateClientSecret(store: Store, clientId: string, now: Date, options: { revokeTokens: boolean }): Promise<{ secret: string; tokensRevoked: number } | undefined> {
  const secret = newClientSecret();
  const replaced = await store.oauth.replaceSecret(clientId, await createClientSecretHasher(store).hash(secret), now, options);
  return replaced ? { secret, tokensRevoked: replaced.tokensRevoked } : undefined;
}
