// The repository contract: every test here runs against SQLite and against PostgreSQL (a throwaway database per
// test on 127.0.0.1:5432; see store-backends.ts). Two stores opened on one location stand for two processes.
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../store/index.ts';
import type { OpenStoreOptions, Store } from '../../store/index.ts';
import { MIGRATIONS, applyMigrations, schemaVersion } from '../../store/migrations.ts';
import type { PriceIndexSnapshot } from '../../store/price-index.ts';
import { STORE_BACKENDS, openDatabase } from './store-backends.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const cleanup = (fn: () => Promise<void> | void): void => void cleanups.push(fn);

const HOUR = 3_600_000;

describe.each(STORE_BACKENDS)('store contract on $name', (backend) => {
  async function fresh(): Promise<OpenStoreOptions> {
    return backend.fresh(cleanup);
  }
  async function open(location: OpenStoreOptions): Promise<Store> {
    const store = await openStore(location);
    cleanup(() => store.close());
    return store;
  }
  /** Two stores on one location, as two API processes would have. */
  async function twoProcesses(): Promise<[Store, Store]> {
    const location = await fresh();
    const [a, b] = await Promise.all([openStore(location), openStore(location)]);
    cleanup(() => a.close());
    cleanup(() => b.close());
    return [a, b];
  }

  describe('migrations', () => {
    it('applies every migration once and records the version', async () => {
      const location = await fresh();
      const store = await open(location);
      expect(await store.schemaVersion()).toBe(MIGRATIONS.at(-1)!.version);
      const db = await openDatabase(location);
      cleanup(() => db.close());
      expect(await applyMigrations(db)).toEqual([]);
      expect(await schemaVersion(db)).toBe(MIGRATIONS.at(-1)!.version);
    });

    it('lets several processes that start together migrate one database (the lock makes them take turns)', async () => {
      const location = await fresh();
      const dbs = await Promise.all([0, 1, 2, 3].map(() => openDatabase(location)));
      for (const db of dbs) cleanup(() => db.close());
      const applied = await Promise.all(dbs.map((db) => applyMigrations(db)));
      // Each version was applied by exactly one of them.
      expect(applied.flat().sort((x, y) => x - y)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(await schemaVersion(dbs[0]!)).toBe(MIGRATIONS.at(-1)!.version);
    });

    it('applies a new migration on top of an existing schema', async () => {
      const db = await openDatabase(await fresh());
      cleanup(() => db.close());
      await applyMigrations(db);
      const next = { version: 999, name: 'test table', sql: 'CREATE TABLE t_test (x INTEGER);' };
      expect(await applyMigrations(db, [...MIGRATIONS, next])).toEqual([999]);
      expect(await schemaVersion(db)).toBe(999);
    });

    it('rolls a failed transaction back', async () => {
      const db = await openDatabase(await fresh());
      cleanup(() => db.close());
      await db.exec('CREATE TABLE t (x INTEGER)');
      await expect(
        db.transaction(async (tx) => {
          await tx.run('INSERT INTO t VALUES (?)', [1]);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM t')).toEqual({ n: 0 });
    });
  });

  describe('repositories', () => {
    it('keeps data across a restart; setIfAbsent keeps the first value', async () => {
      const location = await fresh();
      const first = await openStore(location);
      await first.meta.set('greeting', 'hello');
      await first.meta.set('greeting', 'hello again');
      await first.meta.setIfAbsent('secret', 'one');
      await first.meta.setIfAbsent('secret', 'two');
      await first.close();
      const second = await open(location);
      expect(await second.meta.get('greeting')).toBe('hello again');
      expect(await second.meta.get('secret')).toBe('one');
      expect(await second.meta.get('missing')).toBeUndefined();
      await expect(second.ping()).resolves.toBeUndefined();
    });

    it('projects checkout stages forward only and idempotently', async () => {
      const store = await open(await fresh());
      const now = new Date().toISOString();
      await store.checkoutSessions.create({ session_id: 'cs_a', created_at: now, expires_at: now, amount_cents: 500, carrier: null, service: null, quote_id: null, quote_reused: false });
      expect(await store.checkoutSessions.get('cs_a')).toMatchObject({ status: 'awaiting_checkout', amount_cents: 500, quote_reused: false, checkout: null });
      expect(await store.checkoutSessions.applyStage('cs_a', 'checkout_started', { order_id: 'ord_1' }, now)).toBe('checkout_started');
      expect(await store.checkoutSessions.applyStage('cs_a', 'checkout_started', { order_id: 'ord_2' }, now)).toBe('checkout_started');
      expect(await store.checkoutSessions.applyStage('cs_a', 'label_ready', { tracking_number: '9400100000000000000000' }, now)).toBe('label_ready');
      expect(await store.checkoutSessions.applyStage('cs_a', 'paid', {}, now)).toBe('label_ready');
      const record = await store.checkoutSessions.get('cs_a');
      expect(record?.checkout).toMatchObject({ order_id: 'ord_1', paid: true, label_ready: true, tracking_number: '9400100000000000000000' });
      expect(await store.checkoutSessions.applyStage('cs_missing', 'paid', {}, now)).toBeUndefined();
      await store.checkoutSessions.create({ session_id: 'cs_b', created_at: now, expires_at: now, amount_cents: 700, carrier: null, service: null, quote_id: null, quote_reused: false });
      expect(await store.sessionsByStatus()).toEqual({ label_ready: 1, awaiting_checkout: 1 });
    });

    it('lets exactly one of two processes claim an Idempotency-Key at once', async () => {
      const [a, b] = await twoProcesses();
      const now = new Date().toISOString();
      const options = { expiredBefore: new Date(Date.now() - 86_400_000).toISOString(), abandonedBefore: new Date(Date.now() - 60_000).toISOString() };
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).checkoutSessions.idempotency.claim({ key_hash: 'kh_1', session_id: `cs_${i}`, fingerprint: 'f', created_at: now }, options)),
      );
      expect(outcomes.filter((o) => o.won)).toHaveLength(1);
      const holders = new Set(outcomes.flatMap((o) => (o.won ? [] : [o.holder.session_id])));
      expect(holders.size).toBe(1);
      await a.checkoutSessions.idempotency.release('kh_1', [...holders][0]!);
      expect((await b.checkoutSessions.idempotency.claim({ key_hash: 'kh_1', session_id: 'cs_new', fingerprint: 'f', created_at: now }, options)).won).toBe(true);
    });

    it('remembers the first provider result per idempotency key', async () => {
      const [a, b] = await twoProcesses();
      const results = await Promise.all([1, 2, 3, 4].map((n) => (n % 2 ? a : b).checkoutSessions.providerLedger.once('labels', 'key-1', () => ({ n }))));
      expect(new Set(results.map((r) => r.n)).size).toBe(1);
      expect(await a.checkoutSessions.providerLedger.find('labels', 'key-1')).toEqual(results[0]);
      expect(await a.checkoutSessions.providerLedger.find('labels', 'nope')).toBeUndefined();
    });

    it('makes one order per session, even from two processes at once; contacts apart; payment and webhooks', async () => {
      const [a, b] = await twoProcesses();
      const now = new Date().toISOString();
      await a.checkoutSessions.create({ session_id: 'cs_o', created_at: now, expires_at: now, amount_cents: 1200, carrier: 'USPS', service: 'Ground Advantage', quote_id: null, quote_reused: false, service_code: 'usps_ground_advantage' });
      const party = { name: 'A', street: '1 Main St', street2: '', city: 'New York', state: 'NY', postal_code: '10001', country: 'US', email: 'a@example.com', phone: '' };
      const contacts = { sender: party, recipient: { ...party, name: 'B' }, declarations: { truthful: true, no_prohibited: true, carrier_terms: true, restricted_declared: [], customs: null } };
      const order = (id: string) => ({ order_id: id, session_id: 'cs_o', created_at: now, carrier: 'USPS', service: 'Ground Advantage', service_code: 'usps_ground_advantage', amount_cents: 1200, carrier_cents: 1000, fee_cents: 200, international: false, provider: 'test' });
      const started = (o: { session_id: string; order_id: string }) => ({ session_id: o.session_id, message: 'checkoutStarted' as const, payload: { order_id: o.order_id } });
      const made = await Promise.all([a.orders.create(order('ord_a'), contacts, started, 1), b.orders.create(order('ord_b'), contacts, started, 1)]);
      expect(made.filter((m) => m.created)).toHaveLength(1);
      expect(made[0]!.order.order_id).toBe(made[1]!.order.order_id);
      const id = made[0]!.order.order_id;
      expect(made[0]!.order).toMatchObject({ international: false, payment_id: null, amount_cents: 1200 });
      expect(await b.orders.contacts(id)).toEqual(contacts);
      // One checkoutStarted for the one order, committed with it.
      expect((await a.outbox.forSession('cs_o')).map((m) => [m.message, m.payload])).toEqual([['checkoutStarted', { order_id: id }]]);
      await a.orders.setCheckout(id, 'cs_ref', 'https://pay.example/1');
      const event = (eventId: string) => ({ provider: 'stripe', event_id: eventId, event_type: 'checkout.session.completed', received_at: now });
      const paid = (o: { session_id: string }) => ({ session_id: o.session_id, message: 'paid' as const, payload: { payment_id: 'pi_1' } });
      const payments = await Promise.all([a.orders.recordPayment(event('evt_1'), { order_id: id }, 'pi_1', paid, 2), b.orders.recordPayment(event('evt_1'), { order_id: id }, 'pi_1', paid, 2)]);
      expect(payments.filter((p) => p.applied)).toHaveLength(1);
      expect(payments.find((p) => !p.applied)).toEqual({ applied: false, reason: 'duplicate' });
      expect(await b.orders.byPayment('pi_1')).toMatchObject({ order_id: id, payment_id: 'pi_1', checkout_url: 'https://pay.example/1' });
      expect(await a.orders.recordPayment(event('evt_2'), { order_id: 'ord_none' }, 'pi_2', paid, 3)).toEqual({ applied: false, reason: 'unknown_order' });
      const refunded = (o: { session_id: string }) => ({ session_id: o.session_id, message: 'refunded' as const, payload: {} });
      expect(await a.orders.recordRefund(null, { payment_id: 'pi_1' }, refunded, 4)).toMatchObject({ applied: true });
      expect((await b.outbox.forSession('cs_o')).map((m) => m.message)).toEqual(['checkoutStarted', 'paid', 'refunded']);
      expect(await a.orders.claimWebhookEvent(event('evt_3'))).toBe(true);
      expect(await b.orders.claimWebhookEvent(event('evt_3'))).toBe(false);
    });

    it('anchors one session per rate of a quote, even from two processes at once, and moves it to a free rate only', async () => {
      const [a, b] = await twoProcesses();
      const now = new Date().toISOString();
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const session = (id: string, code: string) => ({ session_id: id, created_at: now, expires_at: later, amount_cents: 900, carrier: 'USPS', service: code, service_code: code, quote_id: 'q_1', quote_reused: true });
      const start = (id: string) => ({ session_id: id, message: 'start' as const, payload: {} });
      const made = await Promise.all([a.checkoutSessions.createAnchored(session('cs_1', 'usps_ground'), start('cs_1'), 1), b.checkoutSessions.createAnchored(session('cs_2', 'usps_ground'), start('cs_2'), 1)]);
      expect(made.filter((m) => m.created)).toHaveLength(1);
      const winner = made[0]!.created ? 'cs_1' : 'cs_2';
      expect(made.find((m) => !m.created)).toEqual({ created: false, existing_session_id: winner });
      expect(await a.outbox.forSession(winner)).toHaveLength(1);
      expect(await a.checkoutSessions.createAnchored(session('cs_3', 'usps_priority'), start('cs_3'), 1)).toEqual({ created: true });
      const to = (code: string) => ({ carrier: 'USPS', service: code, service_code: code, amount_cents: 1500 });
      expect(await a.checkoutSessions.reanchor(winner, to('usps_priority'), now)).toBe(false);
      expect(await a.checkoutSessions.reanchor(winner, to('usps_express'), now)).toBe(true);
      expect(await b.checkoutSessions.get(winner)).toMatchObject({ service_code: 'usps_express', amount_cents: 1500 });
      // The rate it left is free again.
      expect(await b.checkoutSessions.createAnchored(session('cs_4', 'usps_ground'), start('cs_4'), 1)).toEqual({ created: true });
      await a.checkoutSessions.applyStage(winner, 'checkout_started', {}, now);
      expect(await a.checkoutSessions.reanchor(winner, to('usps_ground_saver'), now)).toBe(false);
    });

    it('leases outbox messages in order per session, each to one relay, and records delivery and lag', async () => {
      const [a, b] = await twoProcesses();
      const now = new Date().toISOString();
      await a.checkoutSessions.createAnchored({ session_id: 'cs_x', created_at: now, expires_at: now, amount_cents: 1, carrier: null, service: null, quote_id: null, quote_reused: false }, { session_id: 'cs_x', message: 'start', payload: {} }, 1000);
      await a.orders.create({ order_id: 'ord_x', session_id: 'cs_x', created_at: now, carrier: 'USPS', service: 's', service_code: 's', amount_cents: 1, carrier_cents: 1, fee_cents: 0, international: false, provider: 'test' }, { sender: {} as never, recipient: {} as never, declarations: {} as never }, (o) => ({ session_id: o.session_id, message: 'checkoutStarted', payload: {} }), 1000);
      const leases = await Promise.all([a.outbox.lease(2000, 10, 30_000), b.outbox.lease(2000, 10, 30_000)]);
      // Only the head of the session's queue, and to one of the two relays.
      expect(leases.flat().map((m) => m.message)).toEqual(['start']);
      const head = leases.flat()[0]!;
      await b.outbox.failed(head.id, 'unreachable', 2500);
      expect(await a.outbox.lease(2400, 10, 30_000)).toEqual([]);
      const again = await a.outbox.lease(2500, 10, 30_000);
      expect(again.map((m) => [m.message, m.attempts])).toEqual([['start', 2]]);
      await a.outbox.delivered(head.id, 2600);
      expect((await b.outbox.lease(2600, 10, 30_000)).map((m) => m.message)).toEqual(['checkoutStarted']);
      const stats = await a.outbox.stats();
      expect(stats).toMatchObject({ pending: 1, delivered: 1, lag_ms: { p50: 1600, p99: 1600, max: 1600 } });
    });

    it('tracks a shipment: idempotent events, status moves, and the session answer shows the tracking status', async () => {
      const store = await open(await fresh());
      const now = new Date().toISOString();
      await store.checkoutSessions.create({ session_id: 'cs_t', created_at: now, expires_at: now, amount_cents: 900, carrier: null, service: null, quote_id: null, quote_reused: false });
      await store.checkoutSessions.applyStage('cs_t', 'label_ready', { tracking_number: 'TRK1' }, now);
      const first = { at: now, location: 'Columbus, OH', status: 'pre_transit' as const, status_code: 'PU', description: 'Label created' };
      await store.tracking.createShipment({ tracking_number: 'TRK1', session_id: 'cs_t', order_id: null, carrier: 'USPS', service: 'Ground', estimated_delivery: null, created_at: now }, first);
      await store.tracking.createShipment({ tracking_number: 'TRK1', session_id: 'cs_t', order_id: null, carrier: 'USPS', service: 'Ground', estimated_delivery: null, created_at: now }, first);
      const delivered = { at: now, location: 'New York, NY', status: 'delivered' as const, status_code: 'DL', description: "Delivered, front door (it's there)" };
      expect(await store.tracking.addEvent('TRK1', 1, delivered)).toEqual(delivered);
      expect(await store.tracking.addEvent('TRK1', 1, { ...delivered, description: 'other' })).toEqual(delivered);
      const shipment = await store.tracking.get('TRK1');
      expect(shipment).toMatchObject({ status: 'delivered', delivered_at: now });
      expect(shipment?.events).toEqual([first, delivered]);
      expect((await store.checkoutSessions.get('cs_t'))?.checkout).toMatchObject({ label_ready: true, tracking_status: 'delivered' });
      // The first delivered scan queued the session's delivered signal, once.
      expect((await store.outbox.forSession('cs_t')).map((m) => [m.message, m.payload])).toEqual([['delivered', { delivered_at: now }]]);
      expect(await store.tracking.get('TRK_missing')).toBeUndefined();
    });

    it('retention deletes what is past its keeping time, and nothing else', async () => {
      const store = await open(await fresh());
      const DAY = 86_400_000;
      const nowMs = Date.UTC(2026, 10, 24, 3, 30);
      const at = (ms: number): string => new Date(ms).toISOString();
      const quote = (id: string, expiresMs: number) => ({ quote_id: id, client_key: 'anon:x', mode: 'parcel', quoted_at: at(expiresMs - DAY), expires_at: at(expiresMs), shipment: {}, answer: { mode: 'parcel' } });
      await store.commit({ writes: [quote('q_old', nowMs - 2 * DAY), quote('q_anchored', nowMs - 2 * DAY), quote('q_fresh', nowMs + DAY)].map((q) => store.quotes.insertStatement(q)) });
      const session = (id: string, quoteId: string | null, createdMs: number, expiresMs: number) => ({ session_id: id, created_at: at(createdMs), expires_at: at(expiresMs), amount_cents: 100, carrier: 'USPS', service: 's', service_code: id, quote_id: quoteId, quote_reused: true });
      const start = (id: string) => ({ session_id: id, message: 'start' as const, payload: {} });
      // live (anchors q_anchored), refunded 40 days ago, expired 100 days ago
      await store.checkoutSessions.createAnchored(session('cs_live', 'q_anchored', nowMs - 3 * DAY, nowMs + 20 * DAY), start('cs_live'), nowMs - 3 * DAY);
      await store.checkoutSessions.createAnchored(session('cs_refunded', null, nowMs - 50 * DAY, nowMs + 5 * DAY), start('cs_refunded'), nowMs - 50 * DAY);
      await store.checkoutSessions.createAnchored(session('cs_ancient', null, nowMs - 130 * DAY, nowMs - 100 * DAY), start('cs_ancient'), nowMs - 130 * DAY);
      const contacts = { sender: { name: 'Ann' } as never, recipient: { name: 'Bo' } as never, declarations: {} as never };
      for (const id of ['cs_live', 'cs_refunded', 'cs_ancient']) {
        await store.orders.create({ order_id: `ord_${id}`, session_id: id, created_at: at(nowMs - 60 * DAY), carrier: 'USPS', service: 's', service_code: 's', amount_cents: 1, carrier_cents: 1, fee_cents: 0, international: false, provider: 'test' }, contacts, (o) => ({ session_id: o.session_id, message: 'checkoutStarted', payload: {} }), nowMs - 60 * DAY);
      }
      await store.checkoutSessions.applyStage('cs_refunded', 'refunded', {}, at(nowMs - 40 * DAY));
      for (const m of await store.outbox.forSession('cs_refunded')) await store.outbox.delivered(m.id, nowMs - 40 * DAY);
      await store.checkoutSessions.idempotency.claim({ key_hash: 'kh_old', session_id: 'cs_live', fingerprint: 'f', created_at: at(nowMs - 2 * DAY) }, { expiredBefore: at(0), abandonedBefore: at(0) });
      await store.orders.claimWebhookEvent({ provider: 'stripe', event_id: 'evt_old', event_type: 't', received_at: at(nowMs - 31 * DAY) });
      await store.commit({ spend: { bucket: 'quote-bucket', clientKey: 'anon:x', atMs: nowMs - 2 * 3_600_000, windowMs: 3_600_000, limit: 80 }, writes: [] });

      const counts = await store.retention.purge({ nowMs, contactsAfterEndMs: 30 * DAY, sessionRecordsAfterExpiryMs: 90 * DAY });
      expect(counts).toMatchObject({ quotes: 1, idempotency_keys: 1, limiter_events: 1, outbox_messages: 2, webhook_events: 1, sessions: 1 });
      expect(counts.order_contacts).toBeGreaterThanOrEqual(1);
      expect(await store.quotes.get('q_old')).toBeUndefined();
      expect(await store.quotes.get('q_anchored')).toBeDefined();
      expect(await store.quotes.get('q_fresh')).toBeDefined();
      // Contacts go 30 days after the session ended; the order's facts and the status stay.
      expect(await store.orders.contacts('ord_cs_refunded')).toBeUndefined();
      expect(await store.orders.get('ord_cs_refunded')).toBeDefined();
      expect((await store.checkoutSessions.get('cs_refunded'))?.status).toBe('refunded');
      expect(await store.orders.contacts('ord_cs_live')).toEqual(contacts);
      // 90 days after expiry the whole record goes.
      expect(await store.checkoutSessions.get('cs_ancient')).toBeUndefined();
      expect(await store.orders.get('ord_cs_ancient')).toBeUndefined();
      expect(await store.outbox.forSession('cs_ancient')).toEqual([]);
      // A second pass finds nothing more.
      expect(Object.values(await store.retention.purge({ nowMs, contactsAfterEndMs: 30 * DAY, sessionRecordsAfterExpiryMs: 90 * DAY })).every((n) => n === 0)).toBe(true);
    });

    it('stores quotes and review requests in a group commit and reads them back', async () => {
      const store = await open(await fresh());
      const now = new Date().toISOString();
      const quote = { quote_id: 'q_1', client_key: 'anon:x', mode: 'human_review', quoted_at: now, expires_at: now, shipment: { to_postal_code: '12345' }, answer: { mode: 'human_review', note: "it's stored whole" } };
      const review = { review_id: 'rv_1', kind: 'human_review' as const, quote_id: 'q_1', reason: 'destination', shipment: { to: 'XX' }, created_at: now };
      const outcome = await store.commit({ rows: [store.quotes.insertRow(quote, JSON.stringify(quote.answer)), store.reviews.insertRow(review)] });
      expect(outcome.allowed).toBe(true);
      expect(await store.quotes.get('q_1')).toEqual(quote);
      await store.commit({ writes: [store.quotes.insertStatement({ ...quote, quote_id: 'q_2' })] });
      expect((await store.quotes.get('q_2'))?.answer).toEqual(quote.answer);
      expect(await store.reviews.submit('rv_1', { shipment: { to: 'XX', weight_kg: 2 }, contact: { email: 'a@example.com' }, at: now })).toMatchObject({ status: 'submitted', submitted_at: now });
      expect(await store.reviews.list({ kind: 'human_review', status: 'submitted' })).toHaveLength(1);
      expect(await store.reviews.list({ kind: 'freight' })).toEqual([]);
    });

    it('keeps OAuth clients and token hashes; revoking deletes the tokens', async () => {
      const store = await open(await fresh());
      const nowMs = Date.now();
      await store.oauth.createClient({ client_id: 'cl_1', name: 'Agent', contact: 'ops@example.com', quote_limit: 500, secret_hash: '$scrypt$x', created_at: new Date(nowMs).toISOString(), secret_rotated_at: null, revoked_at: null });
      await store.commit({ writes: store.oauth.issueTokenStatements({ token_hash: 'th_1', client_id: 'cl_1', scope: 'quote', issued_at_ms: nowMs, expires_at_ms: nowMs + HOUR }) });
      expect(await store.oauth.findToken('th_1')).toEqual({ client_id: 'cl_1', scope: 'quote', expires_at_ms: nowMs + HOUR, quote_limit: 500 });
      expect(await store.oauth.listClients({ nowMs })).toMatchObject([{ client_id: 'cl_1', live_tokens: 1 }]);
      expect(await store.oauth.replaceSecret('cl_1', '$scrypt$y', new Date(nowMs), { revokeTokens: false })).toEqual({ tokensRevoked: 0 });
      expect(await store.oauth.revokeClient('cl_1', new Date(nowMs))).toMatchObject({ alreadyRevoked: false, tokensRevoked: 1 });
      expect(await store.oauth.findToken('th_1')).toBeUndefined();
      expect(await store.oauth.revokeClient('cl_1', new Date(nowMs))).toMatchObject({ alreadyRevoked: true });
      expect(await store.oauth.revokeClient('cl_missing', new Date(nowMs))).toBeUndefined();
    });

    it('answers "not found" for a caller-supplied quote id or client id holding NUL (PostgreSQL text cannot hold one)', async () => {
      const store = await open(await fresh());
      expect(await store.quotes.find('q_\u0000x')).toBeUndefined();
      expect(await store.oauth.getClient('oc_\u0000x')).toBeUndefined();
    });

    it('replaces a month of the price index atomically and refuses a malformed month', async () => {
      const [a, b] = await twoProcesses();
      const rate = { carrier: 'USPS', service: 'Ground', service_code: 'usps_ground_advantage', amount_cents: 900, carrier_amount_cents: 800, service_fee_cents: 100, retail_amount_cents: 950, delivery_days: 3, billable_weight_kg: 1 };
      const snapshot = (month: string, amount: number): PriceIndexSnapshot => ({
        month,
        ran_at: `${month}-01T06:00:00.000Z`,
        triggered_by: 'test',
        basket: { version: '2026.1', origin: { postal_code: '43215', city: 'Columbus', state: 'OH', country: 'US' }, boxes: [], lanes: [] },
        provider: 'tariff',
        tables_version: 't1',
        fee_policy: { percent: 10, minimum_cents: 100, maximum_cents: 1000 },
        basket_average: { amount_cents: amount, pairs: 1, method: 'mean' },
        results: [{ box_id: 'envelope', lane_id: 'new-york', zone: 4, cheapest: { ...rate, amount_cents: amount }, rates: [{ ...rate, amount_cents: amount }] }],
      });
      await Promise.all([a.priceIndex.replace(snapshot('2026-10', 900)), b.priceIndex.replace(snapshot('2026-10', 950)), a.priceIndex.replace(snapshot('2026-11', 1000))]);
      expect(await b.priceIndex.months()).toEqual(['2026-10', '2026-11']);
      expect([900, 950]).toContain((await b.priceIndex.get('2026-10'))?.basket_average.amount_cents);
      expect((await b.priceIndex.get('2026-11'))?.results[0]?.cheapest.amount_cents).toBe(1000);
      expect(await a.priceIndex.has('2026-12')).toBe(false);
      expect((await a.priceIndex.summaries()).map((s) => s.pair_count)).toEqual([1, 1]);
      await expect(a.priceIndex.replace(snapshot('26-1', 1))).rejects.toThrow();
    });
  });

  describe('sliding-window buckets (group commit)', () => {
    it('counts only the last hour, exactly, and skips the writes of a refused spend', async () => {
      const store = await open(await fresh());
      const observed = { refusals: [] as string[], batches: [] as number[] };
      store.observe({ refusal: (bucket) => observed.refusals.push(bucket), commit: (_seconds, size) => observed.batches.push(size) });
      // Relative to now: the writer prunes events older than an hour by the wall clock.
      const t0 = Date.now();
      const spend = (atMs: number) => ({ bucket: 'quote-bucket', clientKey: 'anon:x', limit: 3, windowMs: HOUR, atMs });
      const outcomes = await Promise.all([0, 1, 2, 3].map((i) => store.commit({ spend: spend(t0 + i), writes: [{ sql: 'INSERT INTO service_meta (key, value, updated_at) VALUES (?, ?, ?)', params: [`k${i}`, 'v', 'now'] }] })));
      expect(outcomes.map((o) => o.allowed)).toEqual([true, true, true, false]);
      expect(await store.meta.get('k3')).toBeUndefined();
      expect(await store.meta.get('k2')).toBe('v');
      // One ms before the first spend is an hour old: refused. Once it is an hour old it has slid out: allowed.
      expect(await store.spend(spend(t0 + HOUR - 1))).toBe(false);
      expect(await store.spend(spend(t0 + HOUR))).toBe(true);
      expect(await store.spend(spend(t0 + HOUR))).toBe(false);
      // Other clients and buckets are separate.
      expect(await store.spend({ ...spend(t0 + 10), clientKey: 'anon:y' })).toBe(true);
      expect(await store.spend({ ...spend(t0 + 10), bucket: 'checkout-status-bucket' })).toBe(true);
      // The observer (metrics) saw each refusal by bucket, and every job in some group commit.
      expect(observed.refusals).toEqual(['quote-bucket', 'quote-bucket', 'quote-bucket']);
      expect(observed.batches.reduce((sum, size) => sum + size, 0)).toBe(9);
      expect(Math.max(...observed.batches)).toBeGreaterThanOrEqual(2);
    });

    it('rejects every job of a batch whose statement fails, and spends nothing for it', async () => {
      const store = await open(await fresh());
      const spend = { bucket: 'quote-bucket', clientKey: 'anon:fail', limit: 10, windowMs: HOUR, atMs: Date.now() };
      const row = (key: string) => ({ table: 'service_meta', columns: ['key', 'value', 'updated_at'], values: [key, 'v', 'now'] });
      await store.commit({ spend, rows: [row('dup')] });
      const outcomes = await Promise.allSettled(['a', 'dup'].map((key) => store.commit({ spend, rows: [row(key)] })));
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
      expect(await store.meta.get('a')).toBeUndefined();
      expect(await store.oauth.countSpends('quote-bucket', 'anon:fail', 0)).toBe(1);
    });

    // Two processes on one database: the quote bucket (80), the status bucket (60) and the token bucket (20, its
    // spend committed with the token rows) each let exactly their limit through, however the spends interleave.
    it.each([
      { bucket: 'quote-bucket', limit: 80, attempts: 120 },
      { bucket: 'checkout-status-bucket', limit: 60, attempts: 90 },
    ])('keeps the $bucket exact between two processes', async ({ bucket, limit, attempts }) => {
      const [a, b] = await twoProcesses();
      const at = Date.now();
      const spend = { bucket, clientKey: 'anon:shared', limit, windowMs: HOUR, atMs: at };
      const results = await Promise.all(Array.from({ length: attempts }, (_, i) => (i % 2 ? a : b).spend({ ...spend, atMs: at + i })));
      expect(results.filter(Boolean)).toHaveLength(limit);
      expect(await a.oauth.countSpends(bucket, 'anon:shared', at - HOUR)).toBe(limit);
    });

    it('keeps the token bucket exact between two processes, tokens issued only for granted spends', async () => {
      const [a, b] = await twoProcesses();
      const at = Date.now();
      await a.oauth.createClient({ client_id: 'cl_t', name: 'Agent', contact: 'ops@example.com', quote_limit: 80, secret_hash: '$scrypt$x', created_at: new Date(at).toISOString(), secret_rotated_at: null, revoked_at: null });
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => {
          const store = i % 2 ? a : b;
          return store.commit({
            spend: { bucket: 'oauth-token-bucket', clientKey: 'oauth:cl_t', limit: 20, windowMs: HOUR, atMs: at + i },
            writes: store.oauth.issueTokenStatements({ token_hash: `th_${i}`, client_id: 'cl_t', scope: 'quote', issued_at_ms: at + i, expires_at_ms: at + i + HOUR }),
          });
        }),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(20);
      expect((await a.oauth.listClients({ nowMs: at }))[0]?.live_tokens).toBe(20);
    });

    it('spends across many clients from two processes at once without deadlock, each exactly', async () => {
      const [a, b] = await twoProcesses();
      const at = Date.now();
      const clients = Array.from({ length: 12 }, (_, i) => `anon:c${i}`);
      // Every batch touches many clients in different orders on each side; the locks are taken in one order.
      const jobs = Array.from({ length: 240 }, (_, i) => {
        const k = (i >> 1) % clients.length;
        return i % 2 ? { store: a, clientKey: clients[k]! } : { store: b, clientKey: clients[clients.length - 1 - k]! };
      });
      const results = await Promise.all(jobs.map(({ store, clientKey }, i) => store.spend({ bucket: 'quote-bucket', clientKey, limit: 15, windowMs: HOUR, atMs: at + i })));
      for (const clientKey of clients) {
        const granted = results.filter((ok, i) => ok && jobs[i]!.clientKey === clientKey).length;
        expect(granted, clientKey).toBe(15);
      }
    });
  });
});
