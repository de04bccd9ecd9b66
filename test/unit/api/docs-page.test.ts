import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../api/openapi/document.ts';
import { chooseEncoding, compressPage, docsPage } from '../../../api/routes/docs.ts';
import { loadConfig } from '../../../config/index.ts';

const document = buildOpenApiDocument(loadConfig({}));

describe('the /docs reference page', () => {
  const html = docsPage(document);

  it('has every operation, every schema and the field docs, and no script', () => {
    const paths = document.paths as Record<string, Record<string, { operationId?: string }>>;
    const ids = Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => (typeof op === 'object' && op && 'operationId' in op ? [op.operationId!] : [])));
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(html).toContain(`id="op-${id}"`);
    for (const name of Object.keys((document.components as { schemas: object }).schemas)) expect(html).toContain(`id="schema-${name}"`);
    expect(html).toContain('Plain-words item description');
    expect(html).not.toMatch(/<script/i);
  });

  it('escapes what it renders', () => {
    const page = docsPage({ openapi: '3.1.1', info: { title: '<img src=x onerror=alert(1)>', version: '1' }, paths: { '/x': { get: { operationId: 'x', summary: '<b>', description: '`<i>`', responses: {} } } } });
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x');
    expect(page).toContain('<code>&lt;i&gt;</code>');
  });

  it('is small and compresses to a few kB', () => {
    const compressed = compressPage(html);
    expect(compressed.identity.byteLength).toBeLessThan(200_000);
    expect(compressed.gzip.byteLength).toBeLessThan(30_000);
    expect(compressed.br.byteLength).toBeLessThan(compressed.gzip.byteLength);
    expect(gunzipSync(compressed.gzip).toString('utf8')).toBe(html);
    expect(brotliDecompressSync(compressed.br).toString('utf8')).toBe(html);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [null, 'identity'],
    ['gzip;q=0', 'identity'],
  ] as const)('%s → %s', (header, coding) => {
    expect(chooseEncoding(header)).toBe(coding);
  });
});
