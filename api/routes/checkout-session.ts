// POST /agent/checkout-session (create a handoff session; never charges) and
// GET /agent/checkout-session/{session_id} (SPEC's CheckoutStatus, checkout-status bucket).
import type { H3 } from 'h3';
import type { CheckoutService } from '../checkout-service.ts';
import type { AppContext } from '../context.ts';
import { readJsonBody } from '../json-body.ts';
import { CHECKOUT_SESSIONS_PATH, CHECKOUT_SESSION_PATH, pathTo } from '../paths.ts';

export function registerCheckoutSessionRoutes(app: H3, ctx: AppContext, checkout: CheckoutService): void {

  app.post(CHECKOUT_SESSIONS_PATH, async (event) => {
    const identity = await ctx.identity.resolve(event);
    const body = await readJsonBody(event);
    const { body: created, replayed } = await checkout.create(identity, body, { idempotencyKey: event.req.headers.get('idempotency-key') });
    event.res.status = 201;
    event.res.headers.set('location', pathTo(CHECKOUT_SESSION_PATH, { session_id: created.session_id }));
    event.res.headers.set('cache-control', 'no-store');
    if (replayed) event.res.headers.set('idempotent-replayed', 'true');
    return created;
  });

  app.get(CHECKOUT_SESSION_PATH, async (event) => {
    const identity = await ctx.identity.resolve(event);
    const answer = await checkout.status(identity, event.context.params?.session_id ?? '');
    event.res.headers.set('cache-control', 'no-store');
    return answer;
  });
}
