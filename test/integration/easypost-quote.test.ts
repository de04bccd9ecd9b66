// POST /quote priced live through EasyPost: the official client against a loopback server replaying EasyPost's own
// recordings (EASYPOST_BASE_URL). The request it sends, the answer mapped into the quote, the stored EasyPost ids,
// the deadline and an error becoming a problem that names EasyPost with nothing stored or spent, no call for a
// client whose bucket is empty, the operator's fallback, and no key = the embedded engine as before.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import type { AppConfig } from '../../config/index.ts';
import { DEFAULT_FEE_POLICY, serviceFeeCents } from '../../domain/rating/index.ts';
import { openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { SqliteDatabase } from '../../store/sqlite.ts';
import { loadContract } from './contract.ts';
import type { OpenApiContract } from './contract.ts';
import { recording, startReplayServer } from './easypost-replay.ts';
import type { ReplayServer } from './easypost-replay.ts';
import { capturedLogger, tempDir, testConfig } from './harness.ts';

const SHIPMENT = recording('Shipment-Service--creates-a-shipment.har');
// EasyPost's recorded 422 error answer (an address it cannot verify), replayed for the shipment call.
const ERROR_ANSWER = recording('Address-Service--throws-an-error-when-we-cannot-verify-an-address.har')
  .filter((a) => a.status === 422)
  .map((a) => ({ ...a, method: 'POST', path: 'shipments' }));

const MANUAL = { from_postal_code: '94107', to_postal_code: '90277', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 };

interface Api {
  api: RunningApi;
  store: Store;
  config: AppConfig;
  close(): Promise<void>;
}

const opened: Api[] = [];
async function startApi(env: Record<string, string>, quoteBucket?: number): Promise<Api> {
  const data = tempDir('pqs-easypost-');
  const config = testConfig(data.dir, env);
  if (quoteBucket !== undefined) config.limits['quote-bucket'] = quoteBucket;
  const store = await openStore({ file: config.databaseFile });
  const api = await startApiServer(config, capturedLogger('fatal').logger, { store });
  const handle = {
    api,
    store,
    config,
    async close() {
      await api.close();
      await store.close();
      data.remove();
    },
  };
  opened.push(handle);
  return handle;
}

async function quote(api: Api, agent: string, body: unknown = MANUAL): Promise<{ status: number; json: Record<string, unknown>; response: Response }> {
  const response = await fetch(`${api.api.url}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agent }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.clone().json()) as Record<string, unknown>, response };
}

async function storedQuotes(api: Api): Promise<number> {
  const db = await SqliteDatabase.open(api.config.databaseFile);
  try {
    return (await db.get<{ n: number }>('SELECT count(*) AS n FROM quotes'))!.n;
  } finally {
    await db.close();
  }
}

let replay: ReplayServer;
let contract: OpenApiContract;
beforeAll(async () => {
  replay = await startReplayServer(SHIPMENT);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((a) => a.close()));
  replay.received.length = 0;
  replay.replay(SHIPMENT);
});
afterAll(async () => {
  await replay?.close();
});

describe('POST /quote with EASYPOST_API_KEY', () => {
  it('prices through EasyPost: one shipment per quote, rates mapped, fee and selection as always, ids kept with the quote', async () => {
    const api = await startApi({ EASYPOST_API_KEY: 'EZTK_test_key', EASYPOST_BASE_URL: replay.baseUrl });
    const { status, json } = await quote(api, 'easypost-priced/1');
    expect(status).toBe(200);

    // The request: one shipment, postal codes and countries, the parcel in inches and ounces, the key as Basic auth.
    expect(replay.received.map((r) => `${r.method} ${r.path}`)).toEqual(['POST shipments']);
    const sent = replay.received[0]!;
    expect(sent.body).toEqual({
      shipment: { from_address: { zip: '94107', country: 'US' }, to_address: { zip: '90277', country: 'US', residential: true }, parcel: { length: 11.9, width: 7.9, height: 6, weight: 70.6 } },
    });
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from('EZTK_test_key:').toString('base64')}`);

    // The answer: EasyPost's three recorded USPS rates, the fee on top, sorted by amount, provider named.
    expect(json.pricing).toEqual({ provider: 'easypost', tables_version: 'live' });
    const rates = json.rates as { service_code: string; carrier_amount: number; retail_amount: number | null; service_fee: number; amount: number; delivery_days: number }[];
    expect(rates.map((r) => [r.service_code, r.carrier_amount, r.retail_amount, r.delivery_days])).toEqual([
      ['usps_ground_advantage', 5.93, 8.45, 3],
      ['usps_priority_mail', 6.9, 9.8, 2],
      ['usps_priority_mail_express', 33.1, 37.9, 2],
    ]);
    for (const rate of rates) {
      const fee = serviceFeeCents(Math.round(rate.carrier_amount * 100), DEFAULT_FEE_POLICY);
      expect(Math.round(rate.service_fee * 100)).toBe(fee);
      expect(Math.round(rate.amount * 100)).toBe(Math.round(rate.carrier_amount * 100) + fee);
    }
    expect(JSON.stringify(json)).not.toContain('rate_'); // EasyPost's ids stay inside

    // The stored quote keeps EasyPost's shipment and the rate id of every service shown.
    const stored = await api.store.quotes.find(String(json.quote_id));
    expect(stored?.provider_ref).toEqual({
      provider: 'easypost',
      shipment_id: 'shp_eb44b23e83a44682b0b13881b61682c8',
      rate_ids: {
        usps_ground_advantage: 'rate_440371076f8c429381dc82df7b078b48',
        usps_priority_mail: 'rate_5e64eb8208734f9f9eb24418de5cb4fe',
        usps_priority_mail_express: 'rate_0f86f26146df40d884d02a84ed36e31d',
      },
    });
    expect(stored?.answer.pricing).toEqual({ provider: 'easypost', tables_version: 'live' });
  });

  it('declares the item words to customs on an international lane, and explains services that do not serve it', async () => {
    const api = await startApi({ EASYPOST_API_KEY: 'EZTK_test_key', EASYPOST_BASE_URL: replay.baseUrl });
    const { status, json } = await quote(api, 'easypost-intl/1', { ...MANUAL, product: 'two ceramic coffee mugs', quantity: 2, to_postal_code: '10115', to_country: 'DE' });
    expect(status).toBe(200);
    const sent = replay.received[0]!.body as { shipment: { to_address: unknown; customs_info: { customs_items: unknown[]; contents_type: string } } };
    expect(sent.shipment.to_address).toEqual({ zip: '10115', country: 'DE', residential: true });
    expect(sent.shipment.customs_info.contents_type).toBe('merchandise');
    expect(sent.shipment.customs_info.customs_items).toEqual([{ description: 'two ceramic coffee mugs', quantity: 2, weight: 70.6, origin_country: 'US' }]);
    // The recording answers with domestic USPS rates only: none of them serves Germany, and the answer says so.
    expect(json.rates).toEqual([]);
    expect((json.excluded as { service_code: string; reason: string }[]).map((e) => [e.service_code, e.reason])).toEqual([
      ['usps_priority_mail_express', 'lane_not_served'],
      ['usps_priority_mail', 'lane_not_served'],
      ['usps_ground_advantage', 'lane_not_served'],
    ]);
  });

  it('a slow EasyPost is a 504 problem naming it, past the deadline; nothing stored, nothing spent', async () => {
    const api = await startApi({ EASYPOST_API_KEY: 'EZTK_test_key', EASYPOST_BASE_URL: replay.baseUrl, EASYPOST_DEADLINE_MS: '300' }, 1);
    contract = await loadContract(api.api.url);
    replay.replay(SHIPMENT, { delayMs: 3000 });
    const started = Date.now();
    const slow = await quote(api, 'easypost-slow/1');
    const elapsed = Date.now() - started;
    expect(slow.status).toBe(504);
    expect(slow.json).toMatchObject({ error: 'rating_unavailable', status: 504, provider: 'easypost', detail: expect.stringMatching(/^EasyPost did not answer within 0\.3 s\. Nothing was stored or spent/) });
    expect(elapsed).toBeLessThan(2000);
    await contract.assertResponse('POST', '/quote', slow.response);
    expect(await storedQuotes(api)).toBe(0);

    // The bucket (1 quote an hour here) is untouched: the next priced quote still gets through, the one after not.
    replay.replay(SHIPMENT);
    expect((await quote(api, 'easypost-slow/1')).status).toBe(200);
    expect(replay.received.filter((r) => r.path === 'shipments')).toHaveLength(2);
    // An empty bucket is refused before EasyPost is called (each call costs the operator).
    const refused = await quote(api, 'easypost-slow/1');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: 'rate_limited', bucket: 'quote-bucket' });
    expect(replay.received.filter((r) => r.path === 'shipments')).toHaveLength(2);
  });

  it('an EasyPost error answer is a 502 problem naming it; nothing stored, nothing spent', async () => {
    const api = await startApi({ EASYPOST_API_KEY: 'EZTK_test_key', EASYPOST_BASE_URL: replay.baseUrl }, 1);
    contract = await loadContract(api.api.url);
    replay.replay(ERROR_ANSWER);
    const failed = await quote(api, 'easypost-error/1');
    expect(failed.status).toBe(502);
    expect(failed.json).toMatchObject({ error: 'rating_unavailable', status: 502, provider: 'easypost', detail: expect.stringContaining('EasyPost could not price the shipment (HTTP 422, ADDRESS.VERIFY.FAILURE).') });
    await contract.assertResponse('POST', '/quote', failed.response);
    expect(await storedQuotes(api)).toBe(0);
    replay.replay(SHIPMENT);
    expect((await quote(api, 'easypost-error/1')).status).toBe(200);
  });

  it('with RATING_FALLBACK=tariff a failing EasyPost is replaced by the engine, and pricing says so with the reason', async () => {
    const api = await startApi({ EASYPOST_API_KEY: 'EZTK_test_key', EASYPOST_BASE_URL: replay.baseUrl, EASYPOST_DEADLINE_MS: '300', RATING_FALLBACK: 'tariff' });
    replay.replay(SHIPMENT, { delayMs: 3000 });
    const { status, json } = await quote(api, 'easypost-fallback/1');
    expect(status).toBe(200);
    expect(json.pricing).toEqual({ provider: 'tariff', tables_version: expect.any(String), fallback: { from: 'easypost', reason: 'EasyPost did not answer within 0.3 s.' } });
    expect((json.rates as { carrier: string }[]).map((r) => r.carrier)).toContain('UPS'); // the engine's carriers, not the recording's USPS only
    const stored = await api.store.quotes.find(String(json.quote_id));
    expect(stored?.provider_ref).toBeNull();
    expect(stored?.answer.pricing).toMatchObject({ provider: 'tariff', fallback: { from: 'easypost' } });
  });

  it('without EASYPOST_API_KEY everything is as before: the embedded engine prices, EasyPost is never called', async () => {
    const api = await startApi({ EASYPOST_BASE_URL: replay.baseUrl, RATING_FALLBACK: 'tariff' });
    const { status, json } = await quote(api, 'easypost-none/1');
    expect(status).toBe(200);
    expect(json.pricing).toEqual({ provider: 'tariff', tables_version: api.api.context.rating.tablesVersion });
    expect(new Set((json.rates as { carrier: string }[]).map((r) => r.carrier))).toEqual(new Set(['USPS', 'UPS', 'FedEx']));
    expect(replay.received).toEqual([]);
    expect((await api.store.quotes.find(String(json.quote_id)))?.provider_ref).toBeNull();
  });
});
