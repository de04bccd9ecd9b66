// Quote use case shared by every surface (REST, MCP, A2A, checkout creation): validate, price, then spend the
// client's quote bucket and store the quote in one group commit. Invalid input spends nothing.
import { newId } from '../domain/ids/index.ts';
import { quoteShipment } from '../domain/quoting/index.ts';
import { storedAnswerJson } from '../domain/quoting/stored-answer.ts';
import type { QuoteAnswer, QuoteOutcome, ShipmentInput } from '../domain/quoting/index.ts';
import type { PricedRate } from '../domain/rating/index.ts';
import type { RowInsert } from '../store/index.ts';
import type { AppContext } from './context.ts';
import type { ClientIdentity } from './identity.ts';
import { WINDOW_MS, bucketLimit, rateLimited } from './limits.ts';
import { invalidRequest } from './problem.ts';
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
  const priceInTurn = createTurnQueue(async ({ input, now }: { input: ShipmentInput; now: Date }): Promise<{ outcome: QuoteOutcome; answerJson: string }> => {
    const outcome = await quoteShipment(input, now, deps);
    return { outcome, answerJson: outcome.ok ? JSON.stringify(outcome.answer) : '' };
  });

  /** Validate raw input (field errors → 400 invalid_request), price it, spend and store. */
  async function quote(identity: ClientIdentity, raw: unknown): Promise<QuoteResult> {
    const validated = validateQuoteRequest(raw);
    if (!validated.ok) throw invalidRequest('Some fields are missing or invalid; see errors.', validated.errors);
    return quoteValidated(identity, validated.value);
  }

  async function quoteValidated(identity: ClientIdentity, input: ShipmentInput): Promise<QuoteResult> {
    const now = ctx.clock();
    const { outcome, answerJson } = await priceInTurn({ input, now });
    if (!outcome.ok) throw invalidRequest('Some fields are missing or invalid; see errors.', outcome.errors);
    const { answer } = outcome;
    const rows: RowInsert[] = [
      ctx.store.quotes.insertRow(
        { quote_id: answer.quote_id, client_key: identity.key, mode: answer.mode, quoted_at: answer.quoted_at, expires_at: answer.expires_at, shipment: input },
        storedAnswerJson(answer, answerJson),
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
          shipment: { ...input, package: answer.package, destination_country: answer.destination.country },
          created_at: answer.quoted_at,
        }),
      );
    }
    const { allowed } = await ctx.store.commit({
      spend: { bucket: 'quote-bucket', clientKey: identity.key, limit: bucketLimit(ctx.config.limits, 'quote-bucket', identity), windowMs: WINDOW_MS, atMs: now.getTime() },
      rows,
    });
    if (!allowed) throw rateLimited('quote-bucket');
    ctx.metrics?.quote(answer.mode, answer.pricing?.provider ?? 'none');
    return { answer, answerJson, priced: outcome.priced };
  }

  return { quote, quoteValidated, find: (quoteId: string) => ctx.store.quotes.find(quoteId) };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
