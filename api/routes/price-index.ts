// GET /price-index[?month=YYYY-MM] (JSON; an HTML page for browsers) and GET /price-index/chart.svg[?month=YYYY-MM]:
// the monthly shipping price index (latest month when omitted). Reads stored snapshots only: no carrier call, exempt from every limit.
import type { H3, H3Event } from 'h3';
import { readPriceIndex, readPriceIndexHistory } from '../../activities/price-index/index.ts';
import type { PriceIndexAnswer } from '../../activities/price-index/index.ts';
import type { AppContext } from '../context.ts';
import { renderPriceIndexChart } from '../price-index-chart.ts';
import { prefersHtml, renderPriceIndexPage } from '../price-index-page.ts';
import { ProblemError, invalidRequest } from '../problem.ts';
import { PRICE_INDEX_CHART_PATH, PRICE_INDEX_PATH } from '../paths.ts';

// A snapshot changes once a month (or when an operator re-runs a month): short public caching is safe.
const CACHE_CONTROL = 'public, max-age=300';

async function lookup(ctx: AppContext, event: H3Event): Promise<PriceIndexAnswer> {
  const result = await readPriceIndex(ctx.store, event.url.searchParams.get('month'));
  if (result.ok) return result.answer;
  if (result.error === 'invalid_request') throw invalidRequest(result.message, [{ field: 'month', message: 'use YYYY-MM, e.g. 2026-11' }]);
  throw new ProblemError(404, 'not_found', result.message, { extra: { available_months: result.available_months } });
}

export function registerPriceIndexRoutes(app: H3, ctx: AppContext): void {
  app.get(PRICE_INDEX_PATH, async (event) => {
    const answer = await lookup(ctx, event);
    // JSON for agents (the default); a browser that asks for text/html first gets the page.
    if (prefersHtml(event.req.headers.get('accept'))) return renderPriceIndexPage(answer);
    event.res.headers.set('cache-control', CACHE_CONTROL);
    event.res.headers.set('vary', 'Accept');
    return answer;
  });

  app.get(PRICE_INDEX_CHART_PATH, async (event) => {
    const answer = await lookup(ctx, event);
    const history = await readPriceIndexHistory(ctx.store);
    return new Response(renderPriceIndexChart(answer, history), {
      headers: {
        'content-type': 'image/svg+xml',
        'cache-control': CACHE_CONTROL,
        // Opened directly, an SVG is a document: it carries no script and may load nothing.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      },
    });
  });
}
