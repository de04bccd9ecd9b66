// POST /quote: up to five live rates, or freight_manager / human_review with no rates.
import type { H3 } from 'h3';
import type { AppContext } from '../context.ts';
import { readJsonBody } from '../json-body.ts';
import type { QuoteService } from '../quote-service.ts';

export function registerQuoteRoutes(app: H3, ctx: AppContext, quotes: QuoteService): void {
  app.post('/quote', async (event) => {
    const identity = await ctx.identity.resolve(event);
    const body = await readJsonBody(event);
    const { answerJson } = await quotes.quote(identity, body);
    return new Response(answerJson, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
  });
}
