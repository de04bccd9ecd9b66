// Checkout handoff use case shared by every surface (REST now, MCP create_checkout_link / get_checkout_status and
// A2A later): anchor a session to a rate (reusing a quote_id for free, or pricing live from the quote bucket),
// start its workflow, store the order record; and answer status lookups from that record alone.
//
// Failure rule: the workflow is started BEFORE the record is written. If Temporal is unreachable the request
// answers 503 and nothing a status lookup could find exists (a live-priced quote stays stored and reusable: the
// 503 names its quote_id so a retry spends nothing). If the record write fails after the start, the workflow is
// terminated and the answer is 500.
import { createHash } from 'node:crypto';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { Client } from '@temporalio/client';
import { newId } from '../domain/ids/index.ts';
import { dollarsToCents, formatUsd } from '../domain/money/index.ts';
import type { QuoteAnswer, RateEntry } from '../domain/quoting/index.ts';
import type { NewCheckoutSession } from '../store/index.ts';
import type { checkoutSession } from '../workflows/checkout-session.ts';
import { CHECKOUT_STATUS_KEY, CHECKOUT_WORKFLOW_TYPE, checkoutWorkflowId } from '../workflows/messages.ts';
import type { CheckoutMemo, CheckoutSessionInput as WorkflowInput } from '../workflows/messages.ts';
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
/** Upper bound on the workflow start; past it the answer is 503. */
const START_DEADLINE_MS = 5_000;

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

export function createCheckoutService(ctx: AppContext, quotes: QuoteService) {
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

  /** Start the workflow, then write the record (see the failure rule at the top). */
  async function startSession(sessionId: string, anchor: Anchor, now: Date): Promise<CheckoutSessionCreated> {
    const { quote, rate, reused } = anchor;
    const lifeMs = ctx.config.sessionLifeSeconds * 1000;
    const amountCents = dollarsToCents(rate.amount);
    const session: NewCheckoutSession = {
      session_id: sessionId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifeMs).toISOString(),
      amount_cents: amountCents,
      carrier: rate.carrier,
      service: rate.service,
      service_code: rate.service_code,
      quote_id: quote.quote_id,
      quote_reused: reused,
    };
    const workflowId = checkoutWorkflowId(sessionId);
    const input: WorkflowInput = {
      session_id: sessionId,
      created_at: session.created_at,
      life_ms: lifeMs,
      carrier: rate.carrier,
      service: rate.service,
      service_code: rate.service_code,
      amount_cents: amountCents,
    };
    const memo: CheckoutMemo = { amount: rate.amount, currency: 'USD', carrier: rate.carrier, service: rate.service, quote_id: quote.quote_id, quote_reused: reused };

    let client: Client;
    try {
      client = await ctx.temporal.client();
      await client.withDeadline(Date.now() + START_DEADLINE_MS, () =>
        client.workflow.start<typeof checkoutSession>(CHECKOUT_WORKFLOW_TYPE, {
          taskQueue: ctx.config.temporal.taskQueue,
          workflowId,
          args: [input],
          // Session ids are fresh 128-bit values: any existing run with this id is a bug, never something to join.
          workflowIdConflictPolicy: 'FAIL',
          workflowIdReusePolicy: 'REJECT_DUPLICATE',
          typedSearchAttributes: [{ key: CHECKOUT_STATUS_KEY, value: 'awaiting_checkout' }],
          memo: { ...memo },
          staticSummary: `Checkout ${formatUsd(amountCents)} · ${rate.carrier} ${rate.service}${reused ? ' · quote reused' : ''}`,
          staticDetails: `Session ${sessionId}, quote ${quote.quote_id} (${reused ? 'reused' : 'priced live'}), expires ${session.expires_at}.`,
        }),
      );
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) throw error;
      ctx.logger.warn({ err: error, workflowId }, 'checkout workflow could not be started; answering 503');
      throw new ProblemError(503, 'service_unavailable', 'Checkout sessions are unavailable right now; no session was made. Retry in a minute (quotes still work).', {
        extra: { quote_id: quote.quote_id, quote_reused: reused },
      });
    }
    try {
      await store.commit({ rows: [store.checkoutSessions.insertRow(session)] });
    } catch (error) {
      await client.workflow
        .getHandle(workflowId)
        .terminate('the session record could not be stored')
        .catch((terminateError: unknown) => ctx.logger.error({ err: terminateError, workflowId }, 'could not terminate a checkout workflow without a record'));
      throw error;
    }
    return {
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
    };
  }

  /**
   * Claim the key for `sessionId`, or find the session an earlier request with the same key made. Returns that
   * session's answer for a replay, or null when this request owns the key.
   */
  async function claimOrReplay(keyHash: string, fingerprint: string, sessionId: string): Promise<CheckoutSessionCreated | null> {
    const waitUntil = Date.now() + CONCURRENT_WAIT_MS;
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
      const keyHash = sha256('checkout-session', identity.key, key);
      const replay = await claimOrReplay(keyHash, sha256(JSON.stringify(canonical(input))), sessionId);
      if (replay) return { body: replay, replayed: true };
      claimed = keyHash;
    }
    try {
      const now = ctx.clock();
      const anchor = await resolveAnchor(identity, input, now);
      return { body: await startSession(sessionId, anchor, now), replayed: false };
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
