// Checkout handoff use case shared by every surface (REST, MCP create_checkout_link / get_checkout_status, A2A):
// anchor a session to a rate (reusing a quote_id for free, or pricing live from the quote bucket), commit it through
// the checkout commands together with the outbox message that starts its workflow, and answer status lookups from
// the record alone. Creation never waits on Temporal: during an outage sessions are made and start when it returns.
import { createHash } from 'node:crypto';
import { newId } from '../domain/ids/index.ts';
import { dollarsToCents } from '../domain/money/index.ts';
import type { QuoteAnswer, RateEntry } from '../domain/quoting/index.ts';
import type { NewCheckoutSession } from '../store/index.ts';
import { SESSION_ID_PATTERN, checkoutStatusView, checkoutUrl, createdView } from './checkout-view.ts';
import type { AppContext } from './context.ts';
import type { ClientIdentity } from './identity.ts';
import { spendOrThrow } from './limits.ts';
import { ProblemError, invalidRequest } from './problem.ts';
import type { QuoteService } from './quote-service.ts';
import { validateCheckoutSessionRequest } from './schemas/checkout.ts';
import type { CheckoutSessionCreated, CheckoutSessionInput, CheckoutStatusBody } from './schemas/checkout.ts';
import { validateQuoteRequest } from './schemas/quote.ts';

/** How long an Idempotency-Key maps to its session. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;
/** A claim whose session never appeared after this long belongs to a request that died. */
const ABANDONED_CLAIM_MS = 60_000;
/** How long a concurrent retry waits for the first request with its key to finish. */
const CONCURRENT_WAIT_MS = 10_000;

const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

export interface CreateOptions {
  /** The raw `Idempotency-Key` header, when sent. */
  idempotencyKey?: string | null;
}

export interface CreateResult {
  body: CheckoutSessionCreated;
  /** true when an Idempotency-Key matched an earlier creation and its session was returned. */
  replayed: boolean;
}

interface Anchor {
  quote: QuoteAnswer;
  rate: RateEntry;
  reused: boolean;
}

const sha256 = (...parts: string[]): string => createHash('sha256').update(parts.join('\n')).digest('base64url');

/** What is stored for an Idempotency-Key: a hash over (client, key), never the key. */
export const idempotencyKeyHash = (clientKey: string, key: string): string => sha256('checkout-session', clientKey, key);
/** The hash of a creation request's body, to tell a retry from another request under the same key. */
export const requestFingerprint = (input: CheckoutSessionInput): string => sha256(JSON.stringify(canonical(input)));

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

const sessionNotFound = (): ProblemError =>
  new ProblemError(404, 'session_not_found', 'No live checkout session with this id. Sessions answer for 30 days after they are made.');

function matchRate(rates: RateEntry[], wanted: string): RateEntry | undefined {
  const w = wanted.trim().toLowerCase();
  const matches = rates.filter((r) => r.service_code.toLowerCase() === w || r.service.toLowerCase() === w || `${r.carrier} ${r.service}`.toLowerCase() === w);
  return matches.sort((a, b) => a.amount - b.amount)[0];
}

function cheapest(rates: RateEntry[]): RateEntry | undefined {
  return [...rates].sort((a, b) => a.amount - b.amount)[0];
}

function unprocessable(quote: QuoteAnswer): ProblemError {
  if (quote.mode === 'freight_manager' && quote.freight) {
    return new ProblemError(422, 'unprocessable_shipment', `${quote.freight.reason} No checkout session was made.`, {
      extra: { mode: quote.mode, quote_id: quote.quote_id, reason: quote.freight.reason, freight: { id: quote.freight.id, form_url: quote.freight.form_url } },
    });
  }
  if (quote.mode === 'human_review' && quote.review) {
    return new ProblemError(422, 'unprocessable_shipment', `This destination is not priced automatically (${quote.review.reason}); a person reviews it. No checkout session was made.`, {
      extra: { mode: quote.mode, quote_id: quote.quote_id, reason: quote.review.reason, review: { id: quote.review.id } },
    });
  }
  return new ProblemError(422, 'unprocessable_shipment', 'No carrier offers a purchasable service for this shipment. No checkout session was made.', {
    extra: { mode: quote.mode, quote_id: quote.quote_id, reason: 'no_rates', excluded: quote.excluded },
  });
}

export interface CheckoutServiceOptions {
  /** How long a retry waits for the first request with its Idempotency-Key to finish before answering 409. */
  concurrentWaitMs?: number;
}

export function createCheckoutService(ctx: AppContext, quotes: QuoteService, options: CheckoutServiceOptions = {}) {
  const concurrentWaitMs = options.concurrentWaitMs ?? CONCURRENT_WAIT_MS;
  const { store } = ctx;

  /** A valid quote_id is reused (no spend); otherwise the shipment is priced live (quote bucket). */
  async function resolveAnchor(identity: ClientIdentity, input: CheckoutSessionInput, now: Date): Promise<Anchor> {
    let quote: QuoteAnswer | undefined;
    let reused = false;
    if (input.quote_id) {
      const stored = await quotes.find(input.quote_id);
      if (stored && Date.parse(stored.expires_at) > now.getTime()) {
        quote = stored.answer;
        reused = true;
      } else if (!input.shipment) {
        throw new ProblemError(
          404,
          'quote_not_found',
          stored
            ? `Quote ${input.quote_id} expired at ${stored.expires_at}. Send the shipment to price it again.`
            : `No quote with id ${input.quote_id}. Send the shipment to price it, or a quote_id from POST /quote.`,
        );
      }
    }
    if (!quote) {
      if (!input.shipment) {
        throw invalidRequest('Send the shipment (from_postal_code, to_postal_code, and product or exact dimensions) or a quote_id from POST /quote.', [
          { field: 'quote_id', message: 'a quote_id or a shipment is required' },
        ]);
      }
      const validated = validateQuoteRequest(input.shipment);
      if (!validated.ok) throw invalidRequest('Some fields are missing or invalid; see errors.', validated.errors);
      quote = (await quotes.quoteValidated(identity, validated.value)).answer;
    }
    if (quote.mode !== 'parcel' || quote.rates.length === 0) throw unprocessable(quote);
    const rate = input.service ? matchRate(quote.rates, input.service) : cheapest(quote.rates);
    if (!rate) {
      throw new ProblemError(422, 'invalid_request', `Service "${input.service}" is not among this quote's rates; pick one of services (by service_code or name).`, {
        extra: {
          errors: [{ field: 'service', message: `must be one of ${quote.rates.map((r) => r.service_code).join(', ')}` }],
          quote_id: quote.quote_id,
          services: quote.rates.map((r) => ({ carrier: r.carrier, service: r.service, service_code: r.service_code, amount: r.amount })),
        },
      });
    }
    return { quote, rate, reused };
  }

  /**
   * Commit the session with the message that starts its workflow (one transaction, checkout commands) and answer
   * from that record: Temporal is never waited on. A live session already anchored to this rate of the quote is the
   * answer instead (a replay): one session per rate of a quote.
   */
  async function startSession(sessionId: string, anchor: Anchor, now: Date): Promise<CreateResult> {
    const { quote, rate, reused } = anchor;
    const lifeMs = ctx.config.sessionLifeSeconds * 1000;
    const session: NewCheckoutSession = {
      session_id: sessionId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifeMs).toISOString(),
      amount_cents: dollarsToCents(rate.amount),
      carrier: rate.carrier,
      service: rate.service,
      service_code: rate.service_code,
      quote_id: quote.quote_id,
      quote_reused: reused,
    };
    const outcome = await ctx.checkout.createSession(session);
    if (!outcome.created) {
      const existing = await store.checkoutSessions.get(outcome.existing_session_id);
      if (existing) return { body: createdView(existing, ctx.config.publicBaseUrl), replayed: true };
    }
    ctx.workflowOutbox.kick();
    return {
      body: {
        session_id: sessionId,
        checkout_url: checkoutUrl(ctx.config.publicBaseUrl, sessionId),
        amount: rate.amount,
        currency: 'USD',
        carrier: rate.carrier,
        service: rate.service,
        service_code: rate.service_code,
        quote_id: quote.quote_id,
        quote_reused: reused,
        status: 'awaiting_checkout',
        created_at: session.created_at,
        expires_at: session.expires_at,
      },
      replayed: false,
    };
  }

  /**
   * Claim the key for `sessionId`, or find the session an earlier request with the same key made. Returns that
   * session's answer for a replay, or null when this request owns the key.
   */
  async function claimOrReplay(keyHash: string, fingerprint: string, sessionId: string): Promise<CheckoutSessionCreated | null> {
    const waitUntil = Date.now() + concurrentWaitMs;
    for (;;) {
      const now = ctx.clock();
      const outcome = await store.checkoutSessions.idempotency.claim(
        { key_hash: keyHash, session_id: sessionId, fingerprint, created_at: now.toISOString() },
        { expiredBefore: new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString(), abandonedBefore: new Date(now.getTime() - ABANDONED_CLAIM_MS).toISOString() },
      );
      if (outcome.won) return null;
      if (outcome.holder.fingerprint !== fingerprint) {
        throw new ProblemError(422, 'invalid_request', 'This Idempotency-Key was already used with a different request body. Use a new key for a new session.');
      }
      const record = await store.checkoutSessions.get(outcome.holder.session_id);
      if (record) return createdView(record, ctx.config.publicBaseUrl);
      // The first request with this key is still running (or died): wait for it, then claim or replay.
      if (Date.now() > waitUntil) {
        throw new ProblemError(409, 'invalid_request', 'A request with this Idempotency-Key is still being processed. Retry in a few seconds.');
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function createValidated(identity: ClientIdentity, input: CheckoutSessionInput, options: CreateOptions = {}): Promise<CreateResult> {
    const sessionId = newId('cs');
    let claimed: string | null = null;
    if (options.idempotencyKey !== undefined && options.idempotencyKey !== null) {
      const key = options.idempotencyKey.trim();
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw invalidRequest('Idempotency-Key must be 1 to 255 printable ASCII characters.', [{ field: 'Idempotency-Key', message: 'invalid header value' }]);
      }
      const keyHash = idempotencyKeyHash(identity.key, key);
      const replay = await claimOrReplay(keyHash, requestFingerprint(input), sessionId);
      if (replay) return { body: replay, replayed: true };
      claimed = keyHash;
    }
    try {
      const now = ctx.clock();
      const anchor = await resolveAnchor(identity, input, now);
      const result = await startSession(sessionId, anchor, now);
      // The rate already had its session: the key's claim on the id never made must not linger.
      if (result.replayed && claimed) await store.checkoutSessions.idempotency.release(claimed, sessionId);
      return result;
    } catch (error) {
      if (claimed) {
        await store.checkoutSessions.idempotency.release(claimed, sessionId).catch((releaseError: unknown) => ctx.logger.error({ err: releaseError }, 'could not release an Idempotency-Key claim'));
      }
      throw error;
    }
  }

  /** Validate a raw body (field errors → 400) and create. */
  async function create(identity: ClientIdentity, raw: unknown, options: CreateOptions = {}): Promise<CreateResult> {
    const validated = validateCheckoutSessionRequest(raw);
    if (!validated.ok) throw invalidRequest('Some fields are missing or invalid; see errors.', validated.errors);
    return createValidated(identity, validated.value, options);
  }

  /** SPEC's CheckoutStatus from the order record only (no Temporal, no carrier). Spends the checkout-status bucket. */
  async function status(identity: ClientIdentity, sessionId: string): Promise<CheckoutStatusBody> {
    // Spend first: probing for ids costs the same as reading one.
    await spendOrThrow(store, ctx.config, 'checkout-status-bucket', identity, ctx.clock());
    if (!SESSION_ID_PATTERN.test(sessionId)) throw sessionNotFound();
    const record = await store.checkoutSessions.get(sessionId);
    if (!record || Date.parse(record.expires_at) <= ctx.clock().getTime()) throw sessionNotFound();
    return checkoutStatusView(record, ctx.config.publicBaseUrl);
  }

  return { create, createValidated, status };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
