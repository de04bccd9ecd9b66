// The calculator verifies the sender's and the recipient's addresses through EasyPost when it is configured, against
// EasyPost's recorded verifications replayed on loopback (the deliverable Redondo Beach address and the undeliverable
// one, each served to the address it was asked about): a corrected address is filled in for the person to confirm
// (the confirmed one goes through to payment), an undeliverable one is refused with EasyPost's reasons, an outage
// asks to try again (503) and refuses nothing. Without a key the embedded checks stay (every other calculator test).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import { openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { Browser, checkoutFormFields, csrfToken } from './browser-client.ts';
import { call, newAgent } from './checkout-helpers.ts';
import { recording, startReplayServer } from './easypost-replay.ts';
import type { RecordedAnswer, ReplayServer } from './easypost-replay.ts';
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
async function withEasyPost(answers: readonly RecordedAnswer[]): Promise<{ api: RunningApi; replay: ReplayServer }> {
  const replay = await startReplayServer(answers);
  const api = await startApiServer(testConfig(data.dir, { EASYPOST_API_KEY: 'EZTK_test', EASYPOST_BASE_URL: replay.baseUrl }), capturedLogger('fatal').logger, { store });
  closers.push(() => replay.close(), () => api.close());
  return { api, replay };
}

const street1 = (body: unknown): string => (body as { address?: { street1?: string } } | null)?.address?.street1 ?? '';
/**
 * EasyPost's two recorded verifications: an address created on `nowhere` gets the undeliverable one (422, "Address
 * not found; House number is missing"), every other the deliverable Redondo Beach one (179 N HARBOR DR, 90277-2506).
 */
const verifications = (nowhere = '1 Nowhere Lane'): RecordedAnswer[] => [
  ...recording('Address-Service--throws-an-error-when-we-cannot-verify-an-address.har').map((a) => (a.method === 'POST' ? { ...a, when: (b: unknown) => street1(b) === nowhere } : a)),
  ...recording('Address-Service--verifies-an-address.har').map((a) => (a.method === 'POST' ? { ...a, when: (b: unknown) => street1(b) !== nowhere } : a)),
];

/** A session from and to Redondo Beach, CA 90277 (the recorded address), made on the embedded engine. */
async function session(): Promise<string> {
  const agent = newAgent('easypost-calculator');
  const quote = await call(plain.url, 'POST', '/quote', agent, { from_postal_code: '90277', to_postal_code: '90277', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 });
  const created = await call(plain.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote.body.quote_id });
  return String(created.body.session_id);
}

const token = csrfToken;
/** The address as EasyPost knows it (entered so, it is confirmed as it is). */
const KNOWN = { street: '179 N HARBOR DR', city: 'REDONDO BEACH', state: 'CA', postal_code: '90277-2506' };
const AS_TYPED = { street: '179 N Harbor Dr', city: 'Redondo Beach', state: 'CA', postal_code: '90277' };
const NOWHERE = { street: '1 Nowhere Lane', city: 'Redondo Beach', state: 'CA', postal_code: '90277' };
const party = (prefix: 'sender' | 'recipient', a: typeof KNOWN): Record<string, string> => ({
  [`${prefix}_street`]: a.street,
  [`${prefix}_city`]: a.city,
  [`${prefix}_state`]: a.state,
  [`${prefix}_postal_code`]: a.postal_code,
});
const checkoutForm = (csrf: string, sessionId: string, sender: typeof KNOWN, recipient: typeof KNOWN): Record<string, string> =>
  checkoutFormFields(csrf, sessionId, { recipient_email: 'bo@example.net', recipient_phone: '', contents: 'a ceramic vase', ...party('sender', sender), ...party('recipient', recipient) });
const addressCalls = (replay: ReplayServer): string[] => replay.received.filter((r) => r.method === 'POST' && r.path === 'addresses').map((r) => street1(r.body));

describe('the calculator with EasyPost address verification', () => {
  it('fills in the recipient address as the carrier knows it for the person to confirm; the confirmed address goes on to payment', { timeout: 30_000 }, async () => {
    const { api, replay } = await withEasyPost(verifications());
    const sessionId = await session();
    const person = new Browser(api.url);
    const html = await person.page(`/calculator?session=${sessionId}`);
    const first = await person.post('/calculator/checkout', checkoutForm(token(html), sessionId, KNOWN, AS_TYPED));
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page).toContain('The carrier knows this address as 179 N HARBOR DR, REDONDO BEACH, CA 90277-2506.');
    expect(page).not.toContain('The carrier knows the sender address');
    expect(page).toContain('name="recipient_street" type="text" value="179 N HARBOR DR"');
    expect(page).toContain('name="recipient_postal_code" type="text" value="90277-2506"');
    expect(await store.orders.forSession(sessionId)).toBeUndefined();
    const confirmed = await person.post('/calculator/checkout', checkoutForm(token(page), sessionId, KNOWN, KNOWN));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(/^\/test-payments\/checkout\/ord_/);
    expect((await store.orders.forSession(sessionId))?.order_id).toMatch(/^ord_/);
    // Both addresses asked about on each submit.
    expect(addressCalls(replay)).toHaveLength(4);
  });

  it('refuses an undeliverable recipient address with the carrier\'s reasons and makes no order', { timeout: 30_000 }, async () => {
    const { api } = await withEasyPost(verifications());
    const sessionId = await session();
    const person = new Browser(api.url);
    const html = await person.page(`/calculator?session=${sessionId}`);
    const refused = await person.post('/calculator/checkout', checkoutForm(token(html), sessionId, KNOWN, NOWHERE));
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('The carrier cannot deliver to this address: Address not found; House number is missing.');
    expect(page).not.toContain('The carrier cannot use this address to ship from');
    expect(await store.orders.forSession(sessionId)).toBeUndefined();
  });

  it('verifies the sender address too: an undeliverable one is refused with the carrier\'s reasons (and the recipient\'s correction is filled in beside it)', { timeout: 30_000 }, async () => {
    const { api, replay } = await withEasyPost(verifications());
    const sessionId = await session();
    const person = new Browser(api.url);
    const html = await person.page(`/calculator?session=${sessionId}`);
    const refused = await person.post('/calculator/checkout', checkoutForm(token(html), sessionId, NOWHERE, AS_TYPED));
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('The carrier cannot use this address to ship from (it is also the return address): Address not found; House number is missing.');
    expect(page).not.toContain('The carrier cannot deliver to this address');
    expect(page).toContain('The carrier knows this address as 179 N HARBOR DR, REDONDO BEACH, CA 90277-2506.');
    // The refused sender address stays as typed for the person to mend; the recipient's is filled in.
    expect(page).toContain('name="sender_street" type="text" value="1 Nowhere Lane"');
    expect(page).toContain('name="recipient_street" type="text" value="179 N HARBOR DR"');
    expect(addressCalls(replay).sort()).toEqual(['1 Nowhere Lane', '179 N Harbor Dr']);
    expect(await store.orders.forSession(sessionId)).toBeUndefined();
  });

  it('fills in the sender address as the carrier knows it; the confirmed one is the order\'s sender', { timeout: 30_000 }, async () => {
    const { api } = await withEasyPost(verifications());
    const sessionId = await session();
    const person = new Browser(api.url);
    const html = await person.page(`/calculator?session=${sessionId}`);
    const first = await person.post('/calculator/checkout', checkoutForm(token(html), sessionId, AS_TYPED, KNOWN));
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page).toContain('The carrier knows the sender address as 179 N HARBOR DR, REDONDO BEACH, CA 90277-2506. We filled it in: check it and continue.');
    expect(page).not.toContain('The carrier knows this address as');
    expect(page).toContain('name="sender_street" type="text" value="179 N HARBOR DR"');
    expect(page).toContain('name="sender_city" type="text" value="REDONDO BEACH"');
    expect(page).toContain('name="sender_postal_code" type="text" value="90277-2506"');
    expect(await store.orders.forSession(sessionId)).toBeUndefined();
    const confirmed = await person.post('/calculator/checkout', checkoutForm(token(page), sessionId, KNOWN, KNOWN));
    expect(confirmed.status).toBe(303);
    const order = await store.orders.forSession(sessionId);
    expect((await store.orders.contacts(order!.order_id))?.sender).toMatchObject({ street: '179 N HARBOR DR', city: 'REDONDO BEACH', state: 'CA', postal_code: '90277-2506', country: 'US' });
  });

  it('an EasyPost outage asks the person to try again (503) and refuses nothing', { timeout: 30_000 }, async () => {
    // EasyPost holds its answer about the sender's address past the deadline; the recipient's is known as entered.
    const held = verifications().map((a) => (a.method === 'POST' && a.status === 201 && a.body.includes('"invalid"') ? { ...a, delayMs: 2000 } : a));
    const replay = await startReplayServer(held);
    const api = await startApiServer(testConfig(data.dir, { EASYPOST_API_KEY: 'EZTK_test', EASYPOST_BASE_URL: replay.baseUrl, EASYPOST_DEADLINE_MS: '300' }), capturedLogger('fatal').logger, { store });
    closers.push(() => replay.close(), () => api.close());
    const sessionId = await session();
    const person = new Browser(api.url);
    const html = await person.page(`/calculator?session=${sessionId}`);
    const answer = await person.post('/calculator/checkout', checkoutForm(token(html), sessionId, NOWHERE, KNOWN));
    expect(answer.status).toBe(503);
    const page = await answer.text();
    expect(page).toContain('We could not check this address with the carrier just now. Please try again in a minute.');
    expect(page).not.toContain('The carrier cannot');
    expect(page).toContain('name="sender_street" type="text" value="1 Nowhere Lane"');
    expect(await store.orders.forSession(sessionId)).toBeUndefined();
    // Then EasyPost answers again: the same submit gets the carrier's verdict.
    replay.replay(verifications());
    const again = await person.post('/calculator/checkout', checkoutForm(token(page), sessionId, NOWHERE, KNOWN));
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('The carrier cannot use this address to ship from (it is also the return address): Address not found; House number is missing.');
  });
});
