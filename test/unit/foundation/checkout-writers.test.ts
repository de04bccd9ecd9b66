// Checkout state has one command path (checkout/commands.ts): outside it and the store itself, no module calls a
// repository method that writes sessions, orders, shipments or the outbox, and none signals or starts a checkout
// workflow (only checkout/outbox-delivery.ts does). Tests are exempt: repository contract tests call the store.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(new URL('../../..', import.meta.url).pathname);
const SOURCE_DIRS = ['api', 'activities', 'checkout', 'domain', 'providers', 'scripts', 'worker', 'workflows', 'observability', 'config'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** Calls that change checkout state or message a checkout workflow. */
const WRITES = [
  /checkoutSessions\.(create|createAnchored|insertRow|applyStage|reanchor)\(/,
  /orders\.(create|setCheckout|recordPayment|recordRefund|claimWebhookEvent)\(/,
  /tracking\.(createShipment|addEvent|setEstimatedDelivery)\(/,
  /outbox\.(lease|delivered|failed)\(/,
  /\.signal\((checkoutStarted|paid|labelReady|delivered|refunded)Signal\b/,
  /signalWithStart\(/,
  /workflow\.start<typeof checkoutSession>/,
];

// workflows/tracking.ts keeps its old `delivered` signal only for replaying histories from before the outbox
// (behind patch DELIVERED_VIA_OUTBOX_PATCH); new runs never take that branch.
const ALLOWED = new Set(['checkout/commands.ts', 'checkout/outbox-delivery.ts', 'workflows/tracking.ts']);

describe('checkout state has one writer', () => {
  const files = SOURCE_DIRS.flatMap((d) => sources(path.join(root, d)));

  it('finds the source tree', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no module outside checkout/ writes session, order, shipment or outbox state, or messages a checkout workflow', () => {
    const offenders: string[] = [];
    for (const file of files) {
      const relative = path.relative(root, file);
      if (ALLOWED.has(relative)) continue;
      const text = readFileSync(file, 'utf8');
      for (const pattern of WRITES) if (pattern.test(text)) offenders.push(`${relative}: ${pattern.source}`);
    }
    expect(offenders).toEqual([]);
  });

  it('the check catches a direct write', () => {
    expect(WRITES.some((p) => p.test("await ctx.store.orders.recordPayment(claim, ref, 'pi', paid, now);"))).toBe(true);
    expect(WRITES.some((p) => p.test('await handle.signal(paidSignal, payload);'))).toBe(true);
  });
});
