// The calculator verifies the recipient's address through EasyPost when it is configured, against EasyPost's recorded
// verifications replayed on loopback: a corrected address is filled in for the person to confirm (the confirmed one
// goes through to payment), an undeliverable one is refused with EasyPost's reasons. Without a key the embedded
// checks stay (every other calculator test).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import { openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { Browser, checkoutFormFields, csrfToken } from './browser-client.ts';
import { call, newAgent } from './checkout-helpers.ts';
import { recording, startReplayServer } from './easypost-replay.ts';
import type { ReplayServer } from './easypost-replay.ts';
import { capturedLogger, tempDir, testConfig } from './harness.ts';

const data = tempDir('pqs-easypost-calc-');
let store: Store;
let plain: RunningApi;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const config = testConfig(data.dir);
  store = await openStore({ file: config.databaseFile });
  plain = await startApiServer(config, capturedLogger('fatal').logger, { store });
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await plain?.close();
  await store?.close();
  data.remove();
});

/** An API on the same store that verifies addresses through the replayed EasyPost. */
async function withEasyPost(file: string): Promise<{ api: RunningApi; replay: ReplayServer }> {
  const replay = await startReplayServer(recording(file));
  const api = await startApiServer(testConfig(data.dir, { EASYPOST_API_KEY: 'EZTK_test', EASYPOST_BASE_URL: replay.baseUrl }), capturedLogger('fatal').logger, { store });
  closers.push(() => replay.close(), () => api.close());
  return { api, replay };
}

/** A session to Redondo Beach, CA 90277 (the recorded address), made on the embedded engine. */
async function session(): Promise<string> {
  const agent = newAgent('easypost-calculator');
  const quote = await call(plain.url, 'POST', '/quote', agent, { from_postal_code: '10001', to_postal_code: '90277', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 });
  const created = await call(plain.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote.body.quote_id });
  return String(created.body.session_id);
}

const token = csrfToken;
const checkoutForm = (csrf: string, sessionId: string, recipient: Record<string, string>): Record<string, string> =>
  checkoutFormFields(csrf, sessionId, { recipient_email: 'bo@example.net', recipient_phone: '', contents: 'a ceramic vase', ...recipient });

describe('the calculator with EasyPost address verification', () => {
  it('fills in the address as the carrier knows it for the person to confirm; the confirmed address goes on to payment', { timeout: 30_000 }, async () => {
    const { api, replay } = await withEasyPost('Address-Service--verifies-an-address.har');
    const sessionId = await session();
    const person = new Browser(api.url);
    const html = await person.page(`/calculator?session=${sessionId}`);
    const entered = { recipient_street: '179 N Harbor Dr', recipient_city: 'Redondo Beach', recipient_state: 'CA', recipient_postal_code: '90277' };
    const first = await person.post('/calculator/checkout', checkoutForm(token(html), sessionId, entered));
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page).toContain('The carrier knows this address as 179 N HARBOR DR, REDONDO BEACH, CA 90277-2506.');
    expect(page).toContain('value="179 N HARBOR DR"');
    expect(page).toContain('value="90277-2506"');
    expect(await store.orders.forSession(sessionId)).toBeUndefined();
    const confirmed = await person.post('/calculator/checkout', checkoutForm(token(page), sessionId, { recipient_street: '179 N HARBOR DR', recipient_city: 'REDONDO BEACH', recipient_state: 'CA', recipient_postal_code: '90277-2506' }));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(/^\/test-payments\/checkout\/ord_/);
    expect((await store.orders.forSession(sessionId))?.order_id).toMatch(/^ord_/);
    expect(replay.received.filter((r) => r.path === 'addresses')).toHaveLength(2);
  });

  it('refuses an undeliverable address with the carrier\'s reasons and makes no order', { timeout: 30_000 }, async () => {
    const { api } = await withEasyPost('Address-Service--throws-an-error-when-we-cannot-verify-an-address.har');
    const sessionId = await session();
    const person = new Browser(api.url);
    const html = await person.page(`/calculator?session=${sessionId}`);
    const refused = await person.post('/calculator/checkout', checkoutForm(token(html), sessionId, { recipient_street: '1 Nowhere Lane', recipient_city: 'Redondo Beach', recipient_state: 'CA', recipient_postal_code: '90277' }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('The carrier cannot deliver to this address: Address not found; House number is missing.');
    expect(await store.orders.forSession(sessionId)).toBeUndefined();
  });
});
