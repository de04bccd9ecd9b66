// Quote use case shared by every surface (REST, MCP, A2A, checkout creation): validate, price, then spend the
// client's quote bucket and store the quote in one group commit. Invalid input spends nothing.
import { newId } from '../domain/ids/index.ts';
import { normalisedShipment, quoteShipment } from '../domain/quoting/index.ts';
import { serialiseAnswer } from '../domain/quoting/stored-answer.ts';
import type { QuoteAnswer, QuoteOutcome, ShipmentInput } from '../domain/quoting/index.ts';
import { RatingProviderError } from '../domain/rating/index.ts';
import type { PricedRate } from '../domain/rating/index.ts';
import type { RowInsert } from '../store/index.ts';
import type { AppContext } from './context.ts';
import type { ClientIdentity } from './identity.ts';
import { WINDOW_MS, bucketLimit, rateLimited, spendsFor } from './limits.ts';
import { invalidRequest, ratingUnavailable } from './problem.ts';
import { validateQuoteRequest } from './schemas/quote.ts';
import { createTurnQueue } from './turn-queue.ts';

export interface QuoteResult {
  answer: QuoteAnswer;
  /** The answer serialised once: stored with the quote and sent as the response body. */
  answerJson: string;
  priced: PricedRate[];
}

export function createQuoteService(ctx: AppContext) {
  const deps = {
    rating: ctx.rating,
    feePolicy: ctx.feePolicy,
    quoteTtlSeconds: ctx.config.quoteTtlSeconds,
    newId,
    freightFormUrl: (id: string) => `${ctx.config.publicBaseUrl}/freight/${id}`,
  };

  // Priced and serialised with the other quotes of the same event-loop turn, back to back (see turn-queue.ts).
  // A live rating call costs the operator money: a client whose quote bucket is already empty gets its 429 before the
  // call, not after it. (The authoritative spend is still the commit below; this read only saves the call.)
  const liveRatingGuard = (identity: ClientIdentity, now: Date) => async (): Promise<void> => {
    const used = await ctx.store.oauth.countSpends('quote-bucket', identity.key, now.getTime() - WINDOW_MS);
    if (used >= bucketLimit(ctx.config.limits, 'quote-bucket', identity)) throw rateLimited('quote-bucket');
  };

  // The answer is serialised here too, as sent and as stored at once (serialiseAnswer shares the parts both hold).
  const priceInTurn = createTurnQueue(async ({ input, now, identity }: { input: ShipmentInput; now: Date; identity: ClientIdentity }): Promise<{ outcome: QuoteOutcome; answerJson: string; storedJson: string }> => {
    const outcome = await quoteShipment(input, now, ctx.rating.live ? { ...deps, beforeRating: liveRatingGuard(identity, now) } : deps);
    if (!outcome.ok) return { outcome, answerJson: '', storedJson: '' };
    const { answerJson, storedJson } = serialiseAnswer(outcome.answer, outcome.provider_ref);
    return { outcome, answerJson, storedJson };
  });

  /** Validate raw input (field errors → 400 invalid_request), price it, spend and store. */
  async function quote(identity: ClientIdentity, raw: unknown): Promise<QuoteResult> {
    const validated = validateQuoteRequest(raw);
    if (!validated.ok) throw invalidRequest('Some fields are missing or invalid; see errors.', validated.errors);
    return quoteValidated(identity, validated.value);
  }

  async function quoteValidated(identity: ClientIdentity, input: ShipmentInput): Promise<QuoteResult> {
    const now = ctx.clock();
    // A live provider that fails answers a problem naming it: nothing is stored and nothing spent (the bucket is
    // spent in the commit below, which is never reached).
    const { outcome, answerJson, storedJson } = await priceInTurn({ input, now, identity }).catch((error: unknown) => {
      throw error instanceof RatingProviderError ? ratingUnavailable(error) : error;
    });
    if (!outcome.ok) throw invalidRequest('Some fields are missing or invalid; see errors.', outcome.errors);
    const { answer } = outcome;
    // Only the normalised shipment is stored: fields a caller invented are dropped, never persisted.
    const shipment = normalisedShipment(input);
    const rows: RowInsert[] = [
      ctx.store.quotes.insertRow(
        { quote_id: answer.quote_id, client_key: identity.key, mode: answer.mode, quoted_at: answer.quoted_at, expires_at: answer.expires_at, shipment },
        storedJson,
      ),
    ];
    const review = answer.review ? { id: answer.review.id, kind: 'human_review' as const, reason: answer.review.reason } : answer.freight ? { id: answer.freight.id, kind: 'freight' as const, reason: answer.freight.reason } : null;
    if (review) {
      rows.push(
        ctx.store.reviews.insertRow({
          review_id: review.id,
          kind: review.kind,
          quote_id: answer.quote_id,
          reason: review.reason,
          shipment: { ...shipment, package: answer.package, destination_country: answer.destination.country },
          created_at: answer.quoted_at,
        }),
      );
    }
    // The spends listed rather than spread in (an object spread per quote is a slow runtime path in V8).
    const { spend, ceiling } = spendsFor(ctx.config, 'quote-bucket', identity, now.getTime());
    const { allowed } = await ctx.store.commit(ceiling ? { spend, ceiling, rows } : { spend, rows });
    if (!allowed) throw rateLimited('quote-bucket');
    ctx.metrics?.quote(answer.mode, answer.pricing?.provider ?? 'none');
    return { answer, answerJson, priced: outcome.priced };
  }

  return { quote, quoteValidated, find: (quoteId: string) => ctx.store.quotes.find(quoteId) };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
