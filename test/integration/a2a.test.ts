// The A2A surface checked by @a2a-js/sdk's own client (v1.0 JSON-RPC) and by a plain v0.3 `message/send` call.
import { randomUUID } from 'node:crypto';
import { Role } from '@a2a-js/sdk';
import type { Message, Part, SendMessageResult } from '@a2a-js/sdk';
import { ClientFactory, ClientFactoryOptions, JsonRpcTransportFactory } from '@a2a-js/sdk/client';
import type { Client } from '@a2a-js/sdk/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_SKILLS } from '../../api/agent/skills.ts';
import { QuoteAnswerSchema } from '../../api/schemas/quote.ts';
import { startTestStack } from './harness.ts';
import type { TestStack } from './harness.ts';
import { freePort } from './ports.ts';

const A2A_SKILLS = ['get_parcel_quote', 'create_checkout_link', 'get_checkout_status'];
const available = AGENT_SKILLS.map((s) => s.name).filter((name) => A2A_SKILLS.includes(name));
const has = (name: string): boolean => available.includes(name);

let stack: TestStack;
let base: string;
beforeAll(async () => {
  // The card names absolute URLs from PUBLIC_BASE_URL, so the API listens on a port known in advance.
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  stack = await startTestStack({ PORT: String(port), PUBLIC_BASE_URL: base });
});
afterAll(async () => {
  await stack?.close();
});

const agentName = (): string => `a2a-test/${Math.random().toString(36).slice(2)}`;

/** An SDK client whose every call carries its own User-Agent, so each test has its own buckets. */
async function connect(agent: string): Promise<Client> {
  const fetchImpl: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('user-agent', agent);
    return fetch(input, { ...init, headers });
  };
  const factory = new ClientFactory(ClientFactoryOptions.createFrom(ClientFactoryOptions.default, { transports: [new JsonRpcTransportFactory({ fetchImpl })] }));
  return factory.createFromUrl(stack.api.url);
}

const dataPart = (value: Record<string, unknown>): Part => ({ content: { $case: 'data', value }, metadata: undefined, filename: '', mediaType: 'application/json' });
const textPart = (value: string): Part => ({ content: { $case: 'text', value }, metadata: undefined, filename: '', mediaType: 'text/plain' });

function userMessage(parts: Part[]): Message {
  return { messageId: randomUUID(), contextId: '', taskId: '', role: Role.ROLE_USER, parts, metadata: undefined, extensions: [], referenceTaskIds: [] };
}

async function send(client: Client, parts: Part[]): Promise<SendMessageResult> {
  return client.sendMessage({ tenant: '', message: userMessage(parts), configuration: undefined, metadata: undefined });
}

interface Reply {
  data: Record<string, unknown>;
  text: string;
  metadata: Record<string, unknown>;
}

function readReply(result: SendMessageResult): Reply {
  if (!('role' in result)) throw new Error(`expected a Message, got a Task ${JSON.stringify(result)}`);
  expect(result.role).toBe(Role.ROLE_AGENT);
  let data: Record<string, unknown> | undefined;
  let text = '';
  for (const part of result.parts) {
    if (part.content?.$case === 'data') data = part.content.value as Record<string, unknown>;
    if (part.content?.$case === 'text') text = part.content.value;
  }
  if (!data) throw new Error(`no data part in ${JSON.stringify(result)}`);
  return { data, text, metadata: (result.metadata ?? {}) as Record<string, unknown> };
}

const call = async (client: Client, skill: string, args: Record<string, unknown>): Promise<Reply> => readReply(await send(client, [dataPart({ skill, arguments: args })]));

const quoteArgs = { product: 'two ceramic coffee mugs', from_zip: '10001', to_zip: '94105' };

describe('A2A agent card', () => {
  it('is public, cacheable for an hour, and has the v1.0 fields with the A2A skills that exist', async () => {
    const response = await fetch(`${stack.api.url}/.well-known/agent-card.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const card = (await response.json()) as Record<string, unknown> & {
      supportedInterfaces: { url: string; protocolBinding: string; protocolVersion: string }[];
      skills: { id: string; name: string; description: string; tags: string[]; examples: string[]; inputModes: string[]; outputModes: string[] }[];
    };
    expect(card).toMatchObject({
      name: 'Parcel Quote Service',
      version: stack.config.version,
      provider: { organization: 'Parcel Quote Service', url: base },
      capabilities: { streaming: true, pushNotifications: false },
      defaultInputModes: expect.arrayContaining(['application/json', 'text/plain']),
      defaultOutputModes: expect.arrayContaining(['application/json', 'text/plain']),
    });
    expect(card.description).toMatch(/never poll/i);
    // v1.0 preferred, the same endpoint also declared for v0.3 clients.
    expect(card.supportedInterfaces).toEqual([
      { url: `${base}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
      { url: `${base}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '0.3' },
    ]);
    expect(card.securitySchemes).toMatchObject({ oauth2: { oauth2SecurityScheme: { flows: { clientCredentials: { tokenUrl: `${base}/oauth/token` } } } } });
    expect(card.securityRequirements ?? []).toEqual([]);

    expect(card.skills.map((s) => s.id).sort()).toEqual([...available].sort());
    expect(card.skills.map((s) => s.id)).not.toContain('track_parcel');
    for (const skill of card.skills) {
      expect(skill.name.length).toBeGreaterThan(0);
      expect(skill.description).toContain(`{"skill": "${skill.id}", "arguments"`);
      expect(skill.tags).toContain('shipping');
      expect(skill.inputModes).toContain('application/json');
      expect(skill.outputModes).toEqual(['application/json', 'text/plain']);
      expect(skill.examples.length).toBeGreaterThan(0);
      const dataExample = skill.examples.find((e) => e.startsWith('{'));
      expect(JSON.parse(dataExample ?? 'null')).toMatchObject({ skill: skill.id, arguments: expect.any(Object) });
    }
    const quote = card.skills.find((s) => s.id === 'get_parcel_quote')!;
    expect(quote.inputModes).toEqual(['application/json', 'text/plain']);
    expect(quote.description).toMatch(/one call per shipment/i);
  });

  it('answers GET /a2a with 405 and a pointer to the card', async () => {
    const response = await fetch(`${stack.api.url}/a2a`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('A2A skills through the @a2a-js/sdk client', () => {
  it('get_parcel_quote answers a data part matching the quote schema and a text part with the money figures', async () => {
    const client = await connect(agentName());
    expect(client.protocolVersion).toBe('1.0');
    const reply = await call(client, 'get_parcel_quote', quoteArgs);
    expect(reply.metadata).toMatchObject({ skill: 'get_parcel_quote', isError: false });
    const answer = QuoteAnswerSchema.assert(reply.data);
    expect(answer.mode).toBe('parcel');
    const first = answer.rates[0]!;
    expect(reply.text).toContain(`$${first.amount.toFixed(2)}`);
    expect(reply.text).toContain(`carrier $${first.carrier_amount.toFixed(2)}`);
    expect(reply.text).toContain(first.service);
  });

  it('takes ZIP codes sent as 5-digit numbers, refuses one that lost a leading zero, and names each carrier once', async () => {
    const client = await connect(agentName());
    const numeric = await call(client, 'get_parcel_quote', { product: 'two ceramic coffee mugs', from_zip: 30301, to_zip: 94105 });
    expect(numeric.metadata).toMatchObject({ isError: false });
    expect(QuoteAnswerSchema.assert(numeric.data).origin.postal_code).toBe('30301');
    expect(numeric.text).not.toMatch(/\b(USPS|UPS|FedEx|DHL) \1\b/);
    const lost = await call(client, 'get_parcel_quote', { product: 'mug', from_zip: '10001', to_zip: 2134 });
    expect(lost.metadata).toMatchObject({ isError: true });
    expect(lost.data).toMatchObject({ error: 'invalid_request', errors: [{ field: 'to_zip', message: expect.stringMatching(/number 2134.*"02134"/) }] });
  });

  it.runIf(has('create_checkout_link') && has('get_checkout_status'))('create_checkout_link reuses a quote_id and get_checkout_status reads the session', async () => {
    const client = await connect(agentName());
    const quote = QuoteAnswerSchema.assert((await call(client, 'get_parcel_quote', quoteArgs)).data);
    const link = await call(client, 'create_checkout_link', { ...quoteArgs, quote_id: quote.quote_id });
    expect(link.metadata).toMatchObject({ skill: 'create_checkout_link', isError: false });
    expect(link.data).toMatchObject({ session_id: expect.stringMatching(/^cs_/), checkout_url: expect.stringContaining('/calculator'), quote_reused: true });
    expect(typeof link.data.amount).toBe('number');

    const status = await call(client, 'get_checkout_status', { session_id: link.data.session_id });
    expect(status.metadata).toMatchObject({ skill: 'get_checkout_status', isError: false });
    expect(status.data).toMatchObject({ session_id: link.data.session_id, status: 'awaiting_checkout', checkout: null });

    const unknown = await call(client, 'get_checkout_status', { session_id: 'cs_doesnotexist' });
    expect(unknown.metadata).toMatchObject({ isError: true });
    expect(unknown.data).toMatchObject({ error: 'session_not_found', status: 404 });
  });

  it('maps a plain-words request to get_parcel_quote, and answers anything else with the skills and their arguments', async () => {
    const client = await connect(agentName());
    const reply = readReply(await send(client, [textPart('What does it cost to ship two ceramic mugs from 10001 to 94105?')]));
    const answer = QuoteAnswerSchema.assert(reply.data);
    expect(answer.destination.postal_code).toBe('94105');
    expect(reply.metadata).toMatchObject({ skill: 'get_parcel_quote', isError: false });

    const help = readReply(await send(client, [textPart('hello, what can you do?')]));
    expect(help.metadata).toMatchObject({ isError: true });
    expect(help.data).toMatchObject({ error: 'invalid_request', status: 400, errors: [{ field: 'skill' }] });
    const skills = help.data.skills as { skill: string; usage: string; arguments: { properties: Record<string, unknown> } }[];
    expect(skills.map((s) => s.skill).sort()).toEqual([...available].sort());
    expect(Object.keys(skills.find((s) => s.skill === 'get_parcel_quote')!.arguments.properties)).toEqual(expect.arrayContaining(['product', 'from_zip', 'to_zip']));
    expect(help.text).toContain('get_parcel_quote: arguments product, from_zip, to_zip required');
  });

  it('answers invalid arguments and unknown skills with the structured error, never a failed request', async () => {
    const client = await connect(agentName());
    const invalid = await call(client, 'get_parcel_quote', { product: 'mug', from_zip: '10001', length_in: 5 });
    expect(invalid.metadata).toMatchObject({ skill: 'get_parcel_quote', isError: true });
    expect(invalid.data).toMatchObject({ error: 'invalid_request', status: 400, message: expect.any(String) });
    const fields = (invalid.data.errors as { field: string; message: string }[]).map((e) => e.field);
    expect(fields).toContain('to_zip');
    expect(invalid.text).toMatch(/^invalid_request: .*to_zip/);

    const partial = await call(client, 'get_parcel_quote', { ...quoteArgs, length_in: 5 });
    expect((partial.data.errors as { field: string }[]).map((e) => e.field)).toEqual(expect.arrayContaining(['width_in', 'height_in', 'weight_lb']));

    const unknown = await call(client, 'track_parcel', { tracking_number: '1Z999' });
    expect(unknown.data).toMatchObject({ error: 'not_found', status: 404 });
  });

  it('shares the quote bucket with REST: after 80 REST quotes from one client the A2A quote is refused with rate_limited', async () => {
    const agent = agentName();
    const body = JSON.stringify({ from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 20, width_cm: 15, height_cm: 10, weight_kg: 1 });
    const statuses = await Promise.all(
      Array.from({ length: 80 }, () => fetch(`${stack.api.url}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agent }, body }).then((r) => r.status)),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    const client = await connect(agent);
    const refused = await call(client, 'get_parcel_quote', quoteArgs);
    expect(refused.metadata).toMatchObject({ skill: 'get_parcel_quote', isError: true });
    expect(refused.data).toMatchObject({ error: 'rate_limited', status: 429, message: expect.stringMatching(/wait/i) });
    expect(refused.text).toMatch(/^rate_limited: /);
    // A different client is not affected.
    const other = await call(await connect(agentName()), 'get_parcel_quote', quoteArgs);
    expect(other.metadata).toMatchObject({ isError: false });
  });

  it('streams: SendStreamingMessage answers one message event over SSE', async () => {
    const client = await connect(agentName());
    const events = [];
    for await (const event of client.sendMessageStream({ tenant: '', message: userMessage([dataPart({ skill: 'get_parcel_quote', arguments: quoteArgs })]), configuration: undefined, metadata: undefined })) {
      events.push(event);
    }
    expect(events).toHaveLength(1);
    const payload = events[0]!.payload;
    expect(payload?.$case).toBe('message');
    if (payload?.$case !== 'message') return;
    QuoteAnswerSchema.assert(readReply(payload.value).data);
  });
});

describe('A2A over plain HTTP', () => {
  const post = (body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
    fetch(`${stack.api.url}/a2a`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agentName(), ...headers }, body: JSON.stringify(body) });

  it('answers a v0.3 message/send (no A2A-Version header) through the legacy compatibility layer', async () => {
    const response = await post({
      jsonrpc: '2.0',
      id: 'legacy-1',
      method: 'message/send',
      params: { message: { kind: 'message', messageId: randomUUID(), role: 'user', parts: [{ kind: 'data', data: { skill: 'get_parcel_quote', arguments: quoteArgs } }] } },
    });
    expect(response.status).toBe(200);
    const rpc = (await response.json()) as { id: string; result: { kind: string; role: string; parts: { kind: string; data?: unknown; text?: string }[]; metadata: unknown } };
    expect(rpc.id).toBe('legacy-1');
    expect(rpc.result).toMatchObject({ kind: 'message', role: 'agent', metadata: { skill: 'get_parcel_quote', isError: false } });
    const data = rpc.result.parts.find((p) => p.kind === 'data')?.data;
    expect(QuoteAnswerSchema.assert(data).mode).toBe('parcel');
    expect(rpc.result.parts.find((p) => p.kind === 'text')?.text).toMatch(/\$\d+\.\d\d total/);
  });

  it('answers the README example: a v1.0 SendMessage with A2A-Version: 1.0', async () => {
    const response = await post(
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'SendMessage',
        params: { message: { messageId: 'm1', role: 'ROLE_USER', parts: [{ data: { skill: 'get_parcel_quote', arguments: quoteArgs }, mediaType: 'application/json' }] } },
      },
      { 'A2A-Version': '1.0' },
    );
    expect(response.status).toBe(200);
    const rpc = (await response.json()) as { id: number; result: { message: { role: string; parts: { data?: unknown; text?: string }[] } } };
    expect(rpc.id).toBe(1);
    expect(rpc.result.message.role).toBe('ROLE_AGENT');
    expect(QuoteAnswerSchema.assert(rpc.result.message.parts[0]?.data).mode).toBe('parcel');
  });

  it('refuses a non-JSON content type and an unsupported version with JSON-RPC errors', async () => {
    const wrongType = await fetch(`${stack.api.url}/a2a`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as { error: { code: number } }).error.code).toBe(-32005);
    // No Content-Type at all is refused the same way: a browser's cross-site text/plain post must not get through.
    const untyped = await fetch(`${stack.api.url}/a2a`, { method: 'POST', body: new Blob(['{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{}}']) });
    expect(untyped.status).toBe(415);

    const wrongVersion = await post({ jsonrpc: '2.0', id: 2, method: 'SendMessage', params: { message: { messageId: 'm2', role: 'ROLE_USER', parts: [{ text: 'hi' }] } } }, { 'A2A-Version': '9.9' });
    expect(((await wrongVersion.json()) as { error: { code: number } }).error.code).toBe(-32009);

    const notJson = await fetch(`${stack.api.url}/a2a`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(((await notJson.json()) as { error: { code: number } }).error.code).toBe(-32700);
  });
});
