// GET /status: liveness with the health of what the service stands on. Exempt from every limit.
import type { H3 } from 'h3';
import type { AppContext } from '../context.ts';
import { STATUS_PATH } from '../paths.ts';

export interface StatusBody {
  status: 'ok' | 'degraded';
  version: string;
  time: string;
  checks: { store: 'ok' | 'unavailable'; temporal: 'ok' | 'unavailable' };
}

export function registerStatusRoutes(app: H3, ctx: AppContext): void {
  app.get(STATUS_PATH, async (event) => {
    const [store, temporal] = await Promise.all([
      ctx.store.ping().then(() => 'ok' as const, () => 'unavailable' as const),
      ctx.temporal.healthy().then((ok) => (ok ? ('ok' as const) : ('unavailable' as const))),
    ]);
    const body: StatusBody = {
      status: store === 'ok' && temporal === 'ok' ? 'ok' : 'degraded',
      version: ctx.config.version,
      time: ctx.clock().toISOString(),
      checks: { store, temporal },
    };
    // SPEC: cacheable for an hour. A degraded answer is still 200 so a cache never pins an error page;
    // monitors read `status`.
    event.res.headers.set('cache-control', 'public, max-age=3600');
    return body;
  });
}
