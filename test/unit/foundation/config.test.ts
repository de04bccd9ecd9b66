import { describe, expect, it } from 'vitest';
import { loadConfig, temporalAddress } from '../../../config/index.ts';

describe('loadConfig', () => {
  it('has embedded defaults for npm start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3000, temporal: { address: null, port: 7233, uiPort: 8233, taskQueue: 'parcel-quote', namespace: 'default' } });
    expect(config.databaseFile.endsWith('.data/parcel-quote.sqlite')).toBe(true);
    expect(temporalAddress(config)).toBe('127.0.0.1:7233');
    expect(config.sessionLifeSeconds).toBe(30 * 24 * 3600);
    expect(config.quoteTtlSeconds).toBe(24 * 3600);
  });

  it('lets two instances run side by side', () => {
    const config = loadConfig({ PORT: '3100', TEMPORAL_PORT: '7300', DATA_DIR: '/tmp/two' });
    expect(config).toMatchObject({ port: 3100, dataDir: '/tmp/two', temporal: { port: 7300, uiPort: 8300 } });
    expect(config.publicBaseUrl).toBe('http://127.0.0.1:3100');
  });

  it('uses an existing cluster when TEMPORAL_ADDRESS is set', () => {
    expect(temporalAddress(loadConfig({ TEMPORAL_ADDRESS: 'temporal:7233' }))).toBe('temporal:7233');
  });

  it('puts the store on PostgreSQL only for a postgres:// URL; SQLite otherwise', () => {
    expect(loadConfig({}).databaseUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://app:pw@db:5432/parcel' }).databaseUrl).toBe('postgres://app:pw@db:5432/parcel');
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/parcel' }).databaseUrl).toBe('postgresql://db/parcel');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/parcel' })).toThrow(/DATABASE_URL must start with postgres:\/\//);
    expect(() => loadConfig({ DATABASE_URL: '/var/lib/parcel.sqlite' })).toThrow(/DATABASE_URL must be a URL/);
  });

  it('gives the worker a prebuilt workflow bundle only when WORKFLOW_BUNDLE is set (an absolute path)', () => {
    expect(loadConfig({}).workflowBundlePath).toBeNull();
    expect(loadConfig({ WORKFLOW_BUNDLE: '/tmp/bundle.js' }).workflowBundlePath).toBe('/tmp/bundle.js');
    expect(loadConfig({ WORKFLOW_BUNDLE: 'dist/other.js' }).workflowBundlePath).toBe(`${process.cwd()}/dist/other.js`);
  });

  it('rejects a malformed number with the variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TEMPORAL_PORT: '0' })).toThrow(/TEMPORAL_PORT/);
  });

  it('stays on the embedded providers without an EasyPost key, and reads the EasyPost settings when given', () => {
    expect(loadConfig({})).toMatchObject({ easypost: { apiKey: null, baseUrl: null, webhookSecret: null, deadlineMs: 4000 }, ratingFallback: null });
    const live = loadConfig({ EASYPOST_API_KEY: 'EZAK_x', EASYPOST_BASE_URL: 'http://127.0.0.1:9000/v2', EASYPOST_WEBHOOK_SECRET: 'sécret', EASYPOST_DEADLINE_MS: '2500', RATING_FALLBACK: 'tariff' });
    expect(live).toMatchObject({ easypost: { apiKey: 'EZAK_x', baseUrl: 'http://127.0.0.1:9000/v2/', webhookSecret: 'sécret', deadlineMs: 2500 }, ratingFallback: 'tariff' });
    expect(() => loadConfig({ RATING_FALLBACK: 'cheapest' })).toThrow(/RATING_FALLBACK/);
    expect(() => loadConfig({ EASYPOST_BASE_URL: 'file:///etc/passwd' })).toThrow(/EASYPOST_BASE_URL/);
    expect(() => loadConfig({ EASYPOST_DEADLINE_MS: '0' })).toThrow(/EASYPOST_DEADLINE_MS/);
  });
});
