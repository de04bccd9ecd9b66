// The MCP surface checked by the SDK's own client over streamable HTTP.
import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteAnswerSchema } from '../../api/schemas/quote.ts';
import { PriceIndexAnswerSchema } from '../../api/schemas/price-index.ts';
import { createPriceIndexActivities } from '../../activities/price-index/index.ts';
import { startTestStack } from './harness.ts';
import type { TestStack } from './harness.ts';

const execFileAsync = promisify(execFile);

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

async function connect(agent: string): Promise<Client> {
  const client = new Client({ name: 'parcel-quote-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.api.url}/mcp`), { requestInit: { headers: { 'user-agent': agent } } }));
  return client;
}

const agentName = (): string => `mcp-test/${Math.random().toString(36).slice(2)}`;

describe('MCP tools', () => {
  it('lists the tools with JSON Schema inputs, output schemas, annotations and the rules in the description', async () => {
    const client = await connect(agentName());
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['get_parcel_quote', 'create_checkout_link', 'get_checkout_status', 'get_price_index']));
    const quote = tools.find((t) => t.name === 'get_parcel_quote');
    expect(quote).toBeDefined();
    expect(quote!.inputSchema.required).toEqual(expect.arrayContaining(['product', 'from_zip', 'to_zip']));
    expect(Object.keys(quote!.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['to_country', 'quantity', 'length_in', 'width_in', 'height_in', 'weight_lb']));
    expect(quote!.outputSchema?.type).toBe('object');
    expect(quote!.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: true });
    expect(quote!.description).toMatch(/one call per shipment/i);
    expect(quote!.description).toMatch(/never poll/i);
    await client.close();
  });

  it('get_parcel_quote answers structuredContent matching the quote schema and a short text with the money figures', async () => {
    const client = await connect(agentName());
    const result = (await client.callTool({ name: 'get_parcel_quote', arguments: { product: 'two ceramic coffee mugs', from_zip: '10001', to_zip: '94105' } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const answer = QuoteAnswerSchema.assert(result.structuredContent);
    expect(answer.mode).toBe('parcel');
    const first = answer.rates[0]!;
    const text = (result.content[0] as { text: string }).text;
    expect(text).toContain(`$${first.amount.toFixed(2)}`);
    expect(text).toContain(`carrier $${first.carrier_amount.toFixed(2)}`);
    expect(text).toContain(first.service);
    expect(text).toContain(first.estimated_delivery);
    await client.close();
  });

  it('takes 5-digit ZIP codes sent as numbers (as the MCP Inspector CLI sends from_zip=30301) and names each carrier once', async () => {
    const client = await connect(agentName());
    const result = (await client.callTool({ name: 'get_parcel_quote', arguments: { product: 'two ceramic coffee mugs', from_zip: 30301, to_zip: 94105 } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const answer = QuoteAnswerSchema.assert(result.structuredContent);
    expect([answer.origin.postal_code, answer.destination.postal_code]).toEqual(['30301', '94105']);
    const text = (result.content[0] as { text: string }).text;
    expect(text).toContain('30301 → 94105');
    expect(text).toMatch(/- USPS Ground Advantage: \$/);
    expect(text).not.toMatch(/\b(USPS|UPS|FedEx|DHL) \1\b/);
    await client.close();
  });

  it('answers the MCP Inspector CLI, a real client, quoting with numeric ZIPs (--tool-arg from_zip=30301)', { timeout: 60_000 }, async () => {
    const cli = fileURLToPath(import.meta.resolve('@modelcontextprotocol/inspector-cli/build/cli.js'));
    const { stdout } = await execFileAsync(
      process.execPath,
      [cli, '--cli', `${stack.api.url}/mcp`, '--transport', 'http', '--method', 'tools/call', '--tool-name', 'get_parcel_quote', '--tool-arg', 'product=two ceramic coffee mugs', 'from_zip=30301', 'to_zip=94105', '--header', `User-Agent: ${agentName()}`],
      // cwd: the CLI finds its own package.json by a path relative to the working directory (an upstream quirk).
      { timeout: 50_000, cwd: path.dirname(cli), env: { ...process.env, NO_COLOR: '1' } },
    );
    const result = JSON.parse(stdout) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(QuoteAnswerSchema.assert(result.structuredContent).origin.postal_code).toBe('30301');
  });

  it('refuses a ZIP number that lost its leading zero, with the reason, instead of guessing', async () => {
    const client = await connect(agentName());
    const result = (await client.callTool({ name: 'get_parcel_quote', arguments: { product: 'mug', from_zip: 2134, to_zip: '94105' } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ error: 'invalid_request', errors: [{ field: 'from_zip', message: expect.stringMatching(/number 2134.*leading zeros.*"02134"/) }] });
    await client.close();
  });

  it('takes inches and pounds', async () => {
    const client = await connect(agentName());
    const result = (await client.callTool({ name: 'get_parcel_quote', arguments: { product: 'box of books', from_zip: '10001', to_zip: '94105', length_in: 12, width_in: 10, height_in: 8, weight_lb: 10 } })) as CallToolResult;
    const answer = QuoteAnswerSchema.assert(result.structuredContent);
    expect(answer.package).toMatchObject({ source: 'manual', length_cm: 30.5, width_cm: 25.4, height_cm: 20.3 });
    expect(answer.package!.weight_kg).toBeCloseTo(4.536, 2);
    await client.close();
  });

  it('answers invalid arguments with isError and field messages, never a crashed request', async () => {
    const client = await connect(agentName());
    const result = (await client.callTool({ name: 'get_parcel_quote', arguments: { product: 'mug', from_zip: '10001', length_in: 5 } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ error: 'invalid_request', status: 400 });
    expect((result.structuredContent as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('to_zip');

    const partial = (await client.callTool({ name: 'get_parcel_quote', arguments: { product: 'mug', from_zip: '10001', to_zip: '94105', length_in: 5 } })) as CallToolResult;
    expect(partial.isError).toBe(true);
    expect((partial.structuredContent as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(expect.arrayContaining(['width_in', 'height_in', 'weight_lb']));

    const badZip = (await client.callTool({ name: 'get_parcel_quote', arguments: { product: 'mug', from_zip: '00000', to_zip: '94105' } })) as CallToolResult;
    expect(badZip.structuredContent).toMatchObject({ error: 'invalid_request', errors: [{ field: 'from_postal_code' }] });
    await client.close();
  });

  it('shares the quote bucket with REST: 40 over REST and 40 over MCP, then the 81st by either is refused', async () => {
    const agent = agentName();
    const body = JSON.stringify({ from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 20, width_cm: 15, height_cm: 10, weight_kg: 1 });
    const rest = await Promise.all(
      Array.from({ length: 40 }, () => fetch(`${stack.api.url}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agent }, body }).then((r) => r.status)),
    );
    expect(rest.every((s) => s === 200)).toBe(true);
    const client = await connect(agent);
    const args = { product: 'parcel', from_zip: '10001', to_zip: '94105', length_in: 8, width_in: 6, height_in: 4, weight_lb: 2 };
    for (let i = 0; i < 40; i++) {
      const result = (await client.callTool({ name: 'get_parcel_quote', arguments: args })) as CallToolResult;
      expect(result.isError, `call ${i}`).toBeFalsy();
    }
    const refused = (await client.callTool({ name: 'get_parcel_quote', arguments: args })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ error: 'rate_limited', status: 429 });
    const restRefused = await fetch(`${stack.api.url}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agent }, body });
    expect(restRefused.status).toBe(429);
    await client.close();
  });

  it('create_checkout_link reuses a quote_id without spending, and get_checkout_status reads the session', async () => {
    const agent = agentName();
    const client = await connect(agent);
    const quoted = (await client.callTool({ name: 'get_parcel_quote', arguments: { product: 'two ceramic coffee mugs', from_zip: '10001', to_zip: '94105' } })) as CallToolResult;
    const quote = QuoteAnswerSchema.assert(quoted.structuredContent);
    const spentBefore = await stack.store.quotes.get(quote.quote_id);
    expect(spentBefore).toBeDefined();

    const link = (await client.callTool({
      name: 'create_checkout_link',
      arguments: { product: 'two ceramic coffee mugs', from_zip: '10001', to_zip: '94105', quote_id: quote.quote_id, service: quote.rates[0]!.service_code },
    })) as CallToolResult;
    expect(link.isError).toBeFalsy();
    const created = link.structuredContent as { session_id: string; checkout_url: string; amount: number; quote_reused: boolean; status: string };
    expect(created).toMatchObject({ quote_reused: true, status: 'awaiting_checkout', amount: quote.rates[0]!.amount });
    expect(created.checkout_url).toContain(`/calculator?session=${created.session_id}`);
    expect((link.content[0] as { text: string }).text).toContain(created.checkout_url);

    const status = (await client.callTool({ name: 'get_checkout_status', arguments: { session_id: created.session_id } })) as CallToolResult;
    expect(status.isError).toBeFalsy();
    expect(status.structuredContent).toMatchObject({ session_id: created.session_id, status: 'awaiting_checkout', checkout: null });

    const unknown = (await client.callTool({ name: 'get_checkout_status', arguments: { session_id: 'cs_AAAAAAAAAAAAAAAAAAAAAA' } })) as CallToolResult;
    expect(unknown.isError).toBe(true);
    expect(unknown.structuredContent).toMatchObject({ error: 'session_not_found', status: 404 });

    // Only the one live quote was spent: 79 more quotes fit in the bucket, the 80th after them is refused.
    const body = JSON.stringify({ from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 20, width_cm: 15, height_cm: 10, weight_kg: 1 });
    const statuses = await Promise.all(
      Array.from({ length: 80 }, () => fetch(`${stack.api.url}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agent }, body }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(79);
    await client.close();
  });

  it('get_price_index reads the published index, exempt from the quote bucket', async () => {
    const client = await connect(agentName());
    const missing = (await client.callTool({ name: 'get_price_index', arguments: { month: '2019-01' } })) as CallToolResult;
    expect(missing.isError).toBe(true);
    expect(missing.structuredContent).toMatchObject({ error: 'not_found', status: 404 });
    const malformed = (await client.callTool({ name: 'get_price_index', arguments: { month: '2026-13' } })) as CallToolResult;
    expect(malformed.structuredContent).toMatchObject({ error: 'invalid_request' });

    await createPriceIndexActivities({ store: stack.store }).runPriceIndex({ month: '2026-10', triggered_by: 'test' });
    for (let i = 0; i < 3; i++) {
      const result = (await client.callTool({ name: 'get_price_index', arguments: { month: '2026-10' } })) as CallToolResult;
      expect(result.isError).toBeFalsy();
      const answer = PriceIndexAnswerSchema.assert(result.structuredContent);
      expect(answer.results).toHaveLength(30);
      expect((result.content[0] as { text: string }).text).toContain(`$${answer.basket_average.amount.toFixed(2)}`);
    }
    await client.close();
  });

  it('answers GET /mcp with 405 (stateless server, no SSE stream)', async () => {
    const response = await fetch(`${stack.api.url}/mcp`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
  });
});

describe('DNS-rebinding protection on the agent endpoints', () => {
  it.each(['/mcp', '/a2a'])('refuses a foreign Host or Origin on %s, and accepts our own', async (path) => {
    const init = { jsonrpc: '2.0', id: 1, method: 'ping' };
    // node:http, because fetch will not let a caller set Host.
    const post = (headers: Record<string, string>): Promise<number> =>
      new Promise((resolve, reject) => {
        const url = new URL(`${stack.api.url}${path}`);
        const request = http.request(
          { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify(init));
      });
    expect(await post({ host: 'evil.example.com' })).toBe(403);
    expect(await post({ host: `evil.example.com:${new URL(stack.api.url).port}` })).toBe(403);
    expect(await post({ origin: 'http://evil.example.com' })).toBe(403);
    expect(await post({ origin: new URL(stack.api.url).origin })).not.toBe(403);
    expect(await post({ host: `localhost:${new URL(stack.api.url).port}` })).not.toBe(403);
  });
});
