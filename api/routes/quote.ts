// POST /quote: up to five live rates, or freight_manager / human_review with no rates.
import type { H3 } from 'h3';
import type { AppContext } from '../context.ts';
import { readJsonBody } from '../json-body.ts';
import type { QuoteService } from '../quote-service.ts';
import { stampedResponse } from '../request-id-response.ts';
import { QUOTE_PATH } from '../paths.ts';

export function registerQuoteRoutes(app: H3, ctx: AppContext, quotes: QuoteService): void {
  app.post(QUOTE_PATH, async (event) => {
    const identity = await ctx.identity.resolve(event);
    const body = await readJsonBody(event);
    const { answerJson } = await quotes.quote(identity, body);
    // srvx's FastResponse (what h3 itself answers with): on Node it writes the string with a content-length. A global
    // Response would be sent through a web ReadableStream, chunked, at a measurable cost per quote.
    return stampedResponse(event, answerJson, 'application/json; charset=utf-8', 'no-store');
  });
}
