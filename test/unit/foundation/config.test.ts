import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENVIRONMENT_VARIABLES, loadConfig, projectRoot, stripeKeysFrom, temporalAddress, temporalCliSettings, trackingMsPerDayFrom } from '../../../config/index.ts';

describe('loadConfig', () => {
  it('has embedded defaults for npm start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3000, logLevel: 'info', trustProxy: false, stripe: null, trackingMsPerDay: 86_400_000, temporal: { address: null, port: 7233, uiPort: 8233, taskQueue: 'parcel-quote', namespace: 'default' } });
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
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/parcel' })).toThrow(/DATABASE_URL must be a URL starting with postgres:\/\//);
    expect(() => loadConfig({ DATABASE_URL: "/var/lib/parcel.sqlite" })).toThrow(/DATABASE_URL must be a URL string \(value not shown/);
  });

  it('gives the worker a prebuilt workflow bundle only when WORKFLOW_BUNDLE is set (an absolute path)', () => {
    expect(loadConfig({}).workflowBundlePath).toBeNull();
    expect(loadConfig({ WORKFLOW_BUNDLE: '/tmp/bundle.js' }).workflowBundlePath).toBe('/tmp/bundle.js');
    expect(loadConfig({ WORKFLOW_BUNDLE: 'dist/other.js' }).workflowBundlePath).toBe(`${process.cwd()}/dist/other.js`);
  });

  it('reads every setting it documents', () => {
    const config = loadConfig({
      HOST: '0.0.0.0', PUBLIC_BASE_URL: 'https://ship.example.com/', DATABASE_FILE: '/tmp/x.sqlite', LOG_LEVEL: 'debug', TRUST_PROXY: 'yes',
      TEMPORAL_NAMESPACE: 'parcels', TEMPORAL_TASK_QUEUE: 'q', TEMPORAL_UI_PORT: '9000', QUOTE_TTL_SECONDS: '60', SESSION_LIFE_SECONDS: '120',
      STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', TRACKING_SPEED: '1440',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0', publicBaseUrl: 'https://ship.example.com', databaseFile: '/tmp/x.sqlite', logLevel: 'debug', trustProxy: true,
      temporal: { namespace: 'parcels', taskQueue: 'q', uiPort: 9000 }, quoteTtlSeconds: 60, sessionLifeSeconds: 120,
      stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1' }, trackingMsPerDay: 60_000,
    });
    expect(loadConfig({ TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
    expect(trackingMsPerDayFrom({ TRACKING_MS_PER_DAY: '50', TRACKING_SPEED: '1440' })).toBe(50);
    expect(stripeKeysFrom({})).toBeNull();
    expect(temporalCliSettings({ PARCEL_QUOTE_CACHE_DIR: '/tmp/c', PARCEL_QUOTE_SKIP_CLI_DOWNLOAD: '1', TEMPORAL_CLI: '/bin/t' })).toEqual({ cli: '/bin/t', cacheRoot: '/tmp/c', skipDownload: true });
  });

  // Each of these was silently ignored or half-read before the arktype schema: now start-up stops naming the variable.
  it.each([
    ['PORT', 'eighty', /^invalid configuration: PORT must be a port number from 0 to 65535 \(was "eighty"\)$/],
    ['PORT', '70000', /^invalid configuration: PORT must be at most 65535/],
    ['TEMPORAL_PORT', '0', /TEMPORAL_PORT must be at least 1/],
    ['TEMPORAL_UI_PORT', '8233x', /TEMPORAL_UI_PORT must be a port number/],
    ['SESSION_LIFE_SECONDS', '-5', /SESSION_LIFE_SECONDS must be at least 1 \(was -5\)/],
    ['QUOTE_TTL_SECONDS', '1.5', /QUOTE_TTL_SECONDS must be a whole number of seconds/],
    ['TRUST_PROXY', 'maybe', /TRUST_PROXY must be "0", "1", "false", "no", "true" or "yes" \(was "maybe"\)/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be "debug", "error", "fatal", "info", "silent", "trace" or "warn" \(was "loud"\)/],
    ['TRACKING_SPEED', 'fast', /TRACKING_SPEED must be a number above 0/],
    ['TRACKING_MS_PER_DAY', '-400', /TRACKING_MS_PER_DAY must be positive \(was -400\)/],
    ['PUBLIC_BASE_URL', 'ship.example.com', /PUBLIC_BASE_URL must be a URL string \(was "ship.example.com"\)/],
    ['PUBLIC_BASE_URL', 'ftp://ship.example.com', /PUBLIC_BASE_URL must be an http:\/\/ or https:\/\/ URL/],
    ['TEMPORAL_ADDRESS', 'temporal', /TEMPORAL_ADDRESS must be host:port/],
    ['PARCEL_QUOTE_SKIP_CLI_DOWNLOAD', 'sure', /PARCEL_QUOTE_SKIP_CLI_DOWNLOAD must be/],
    ['RATING_FALLBACK', 'engine', /RATING_FALLBACK must be "tariff" or "none" \(was "engine"\)/],
    ['CONTACT_RETENTION_DAYS', '-1', /CONTACT_RETENTION_DAYS must be at least 1/],
    ['EASYPOST_BASE_URL', 'localhost:9', /EASYPOST_BASE_URL must be/],
    ['ADDRESS_CEILING_MULTIPLE', '0', /ADDRESS_CEILING_MULTIPLE must be at least 1/],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318', /OTEL_EXPORTER_OTLP_ENDPOINT must be/],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'grpc://collector:4317', /OTEL_EXPORTER_OTLP_ENDPOINT must be an http:\/\/ or https:\/\/ URL/],
    ['OTEL_EXPORTER_OTLP_HEADERS', 'api-key', /OTEL_EXPORTER_OTLP_HEADERS must be comma-separated key=value pairs/],
    ['OTEL_EXPORTER_OTLP_HEADERS', 'bad key=1', /OTEL_EXPORTER_OTLP_HEADERS must be comma-separated key=value pairs/],
    ['OTEL_EXPORTER_OTLP_HEADERS', 'api-key=%E0%A4%A', /OTEL_EXPORTER_OTLP_HEADERS must be comma-separated key=value pairs/],
  ])('stops at %s=%s with one line naming it', (name, value, message) => {
    let thrown: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const text = (thrown as Error).message;
    expect(text).toMatch(message);
    expect(text).toContain(name);
    expect(text).not.toContain('\n');
  });

  it('refuses one Stripe key without the other instead of quietly using TEST MODE', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET must be set too/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY must be set too/);
  });

  it('names every bad variable on the one line', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must .*; PORT must /);
  });
});

describe('README configuration table', () => {
  it('lists exactly the variables config/index.ts reads', () => {
    const readme = readFileSync(`${projectRoot()}/README.md`, 'utf8');
    const section = readme.split('\n## Configuration\n')[1]!.split('\n## ')[0]!;
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const documented = rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!));
    expect([...documented].sort()).toEqual([...ENVIRONMENT_VARIABLES].sort());
  });

  it('has no variable name in the source outside config/index.ts', () => {
    // The service's own variables are read only through the schema (scripts' benchmark knobs are documented with `npm run bench`).
    const offenders: string[] = [];
    for (const file of ['api/main.ts', 'worker/main.ts', 'scripts/start.ts', 'scripts/temporal-cli.ts', 'providers/payments/stripe.ts', 'providers/tracking/sandbox-timeline.ts', 'activities/index.ts']) {
      const source = readFileSync(`${projectRoot()}/${file}`, 'utf8').replace(/^\s*(\/\/|\/?\*).*$/gm, '');
      for (const name of ENVIRONMENT_VARIABLES) if (new RegExp(`env(\\.|\\[')${name}\\b`).test(source)) offenders.push(`${file}: ${name}`);
    }
    expect(offenders).toEqual([]);
  });

  it('never echoes a value that may hold a secret', () => {
    for (const env of [{ OTEL_EXPORTER_OTLP_HEADERS: 'api-key=%E0%A4%A-hunter2' }, { DATABASE_URL: 'mysql://u:hunter2@db/x' }]) {
      expect(() => loadConfig(env)).toThrow(/must be .*\(value not shown: it may hold a secret\)$/);
      expect(() => loadConfig(env)).not.toThrow(/hunter2/);
    }
  });

  it('traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set, naming the service after OTEL_SERVICE_NAME when given', () => {
    expect(loadConfig({}).tracing).toBeNull();
    expect(loadConfig({ OTEL_SERVICE_NAME: 'x' }).tracing).toBeNull();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ' http://127.0.0.1:4318 ' }).tracing).toEqual({ endpoint: 'http://127.0.0.1:4318', serviceName: null, headers: {} });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.com/base/', OTEL_SERVICE_NAME: 'pqs-eu' }).tracing).toEqual({ endpoint: 'https://otel.example.com/base/', serviceName: 'pqs-eu', headers: {} });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_EXPORTER_OTLP_HEADERS: 'Api-Key=s3cr%3Det, x-team = ops team' }).tracing?.headers).toEqual({ 'api-key': 's3cr=et', 'x-team': 'ops team' });
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
