// Every setting comes from the environment with a sensible embedded default, so `npm start` needs no file.
// This is the one module that reads environment variables: each is declared below with an arktype type, and a
// bad value stops start-up with one line naming the variable (`configOrExit`). README "Configuration" lists
// exactly these variables (test/unit/foundation/config.test.ts checks both ways).
import path from 'node:path';
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { type } from 'arktype';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

export interface AppConfig {
  /** Version string reported by /status (from package.json). */
  version: string;
  host: string;
  port: number;
  /** Public base URL used in links we hand out (checkout_url, freight form). */
  publicBaseUrl: string;
  dataDir: string;
  databaseFile: string;
  /** `DATABASE_URL` (postgres://…): the store on PostgreSQL instead of the SQLite file. */
  databaseUrl: string | null;
  logLevel: LogLevel;
  trustProxy: boolean;
  /** `WORKFLOW_BUNDLE`: a prebuilt workflow bundle for the worker (default dist/workflow-bundle.js when built). */
  workflowBundlePath: string | null;
  temporal: {
    /** Set: use that cluster, start no dev server. Unset: `npm start` runs a dev server on `port`. */
    address: string | null;
    port: number;
    uiPort: number;
    namespace: string;
    taskQueue: string;
  };
  quoteTtlSeconds: number;
  sessionLifeSeconds: number;
  /** Retention of personal contact details and of ended sessions' records (daily Schedule `retention-daily`). */
  retention: { contactsAfterEndMs: number; sessionRecordsAfterExpiryMs: number };
  /**
   * EasyPost (live rating, labels, tracking): on when `apiKey` is set, else every price comes from the embedded
   * tariff engine and every label from the sandbox carrier.
   */
  easypost: {
    apiKey: string | null;
    /** Test and proxy setting: where the client sends its requests (EasyPost's own API when null). */
    baseUrl: string | null;
    /** Verifies `X-Hmac-Signature` on POST /webhooks/easypost. */
    webhookSecret: string | null;
    /** Deadline of one live rating call. */
    deadlineMs: number;
  };
  /** `tariff`: when the live provider fails, price with the embedded engine (the answer says so). Null: a problem. */
  ratingFallback: 'tariff' | null;
  /** Both Stripe keys, or null: the embedded TEST MODE checkout. */
  stripe: StripeKeys | null;
  /** Sandbox carrier's pace: milliseconds per simulated transit day. */
  trackingMsPerDay: number;
  /** Where the API serves GET /metrics (a listener of its own, never the public port); null: not served. */
  metrics: { host: string; port: number } | null;
  /** Where the worker's Temporal SDK serves its Prometheus metrics (GET /metrics); null: not served. */
  workerMetrics: { host: string; port: number } | null;
  /** Where the worker answers GET /health; null: not served. */
  workerHealth: { host: string; port: number } | null;
  /**
   * OpenTelemetry tracing (OTLP over HTTP to `endpoint`/v1/traces); null: off, and no OpenTelemetry module loaded.
   * `serviceName` is OTEL_SERVICE_NAME, else null (each process names itself: parcel-quote-api, parcel-quote-worker);
   * `headers` (OTEL_EXPORTER_OTLP_HEADERS) go with every export, e.g. a hosted backend's API key.
   */
  tracing: { endpoint: string; serviceName: string | null; headers: Record<string, string> } | null;
  /** SPEC's bucket sizes. Not settable from the environment or a request; only code (the benchmark) overrides them. */
  limits: { 'quote-bucket': number; 'checkout-status-bucket': number; 'oauth-token-bucket': number };
  /**
   * Per-address ceiling over every anonymous client signature from one address: this many times each bucket
   * (ADDRESS_CEILING_MULTIPLE, default 5). OAuth clients are not counted against it.
   */
  addressCeilingMultiple: number;
}

export const TASK_QUEUE = 'parcel-quote';
export const CHECKOUT_STATUS_SEARCH_ATTRIBUTE = 'CheckoutStatus';

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const text = type('string > 0').describe('a non-empty value');
const port = type('string.integer.parse').to('0 <= number.integer <= 65535').describe('a port number from 0 to 65535');
const listenPort = type('string.integer.parse').to('1 <= number.integer <= 65535').describe('a port number from 1 to 65535');
const seconds = type('string.integer.parse').to('number.integer >= 1').describe('a whole number of seconds, at least 1');
const positive = type('string.numeric.parse').to('number > 0').describe('a number above 0');
const wholeAtLeastOne = type('string.integer.parse').to('number.integer >= 1').describe('a whole number, at least 1');
const days = type('string.integer.parse').to('number.integer >= 1').describe('a whole number of days, at least 1');
const milliseconds = type('string.integer.parse').to('number.integer >= 1').describe('a whole number of milliseconds, at least 1');
const flag = type('string')
  .pipe((raw) => raw.toLowerCase())
  .to("'1' | 'true' | 'yes' | '0' | 'false' | 'no'")
  .pipe((word) => word === '1' || word === 'true' || word === 'yes');
const logLevel = type.enumerated(...LOG_LEVELS);
const httpUrl = type('string.url.parse')
  .narrow((url, ctx) => url.protocol === 'http:' || url.protocol === 'https:' || ctx.mustBe('an http:// or https:// URL'))
  .describe('an http:// or https:// URL');
const postgresUrl = type('string.url.parse')
  .narrow((url, ctx) => url.protocol === 'postgres:' || url.protocol === 'postgresql:' || ctx.mustBe('a URL starting with postgres:// or postgresql:// (unset it to use the SQLite file)'))
  .describe('a URL like postgres://user:password@host:5432/database');
const hostPort = type(/^\S+:\d{1,5}$/).describe('host:port');
// OpenTelemetry's list format: key=value pairs separated by commas, values percent-encoded (e.g. api-key=abc%3D).
const OTLP_HEADERS_FORMAT = 'comma-separated key=value pairs (values percent-encoded), e.g. api-key=abc,x-team=ops';
const otlpHeaders = type(/^\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+\s*=[^,]*(,\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+\s*=[^,]*)*$/)
  .pipe((raw, ctx) => {
    const headers: Record<string, string> = {};
    for (const pair of raw.split(',')) {
      const at = pair.indexOf('=');
      try {
        headers[pair.slice(0, at).trim().toLowerCase()] = decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return ctx.error(OTLP_HEADERS_FORMAT); // a broken %-escape
      }
    }
    return headers;
  })
  .describe(OTLP_HEADERS_FORMAT);

/** Every variable the service reads. Keys are the README table's rows. */
const environment = {
  'HOST?': text,
  'PORT?': port,
  'PUBLIC_BASE_URL?': httpUrl,
  'DATA_DIR?': text,
  'DATABASE_FILE?': text,
  'DATABASE_URL?': postgresUrl,
  'TEMPORAL_ADDRESS?': hostPort,
  'TEMPORAL_PORT?': listenPort,
  'TEMPORAL_UI_PORT?': listenPort,
  'TEMPORAL_NAMESPACE?': text,
  'TEMPORAL_TASK_QUEUE?': text,
  'TEMPORAL_CLI?': text,
  'PARCEL_QUOTE_CACHE_DIR?': text,
  'PARCEL_QUOTE_SKIP_CLI_DOWNLOAD?': flag,
  'LOG_LEVEL?': logLevel,
  'TRUST_PROXY?': flag,
  'QUOTE_TTL_SECONDS?': seconds,
  'SESSION_LIFE_SECONDS?': seconds,
  'STRIPE_SECRET_KEY?': text,
  'STRIPE_WEBHOOK_SECRET?': text,
  'TRACKING_MS_PER_DAY?': positive,
  'TRACKING_SPEED?': positive,
  'METRICS_PORT?': port,
  'METRICS_HOST?': text,
  'WORKER_METRICS_PORT?': listenPort,
  'WORKER_HEALTH_PORT?': listenPort,
  'WORKFLOW_BUNDLE?': text,
  'ADDRESS_CEILING_MULTIPLE?': wholeAtLeastOne,
  'CONTACT_RETENTION_DAYS?': days,
  'SESSION_RECORD_RETENTION_DAYS?': days,
  'EASYPOST_API_KEY?': text,
  'EASYPOST_BASE_URL?': httpUrl,
  'EASYPOST_WEBHOOK_SECRET?': text,
  'EASYPOST_DEADLINE_MS?': milliseconds,
  'RATING_FALLBACK?': type.enumerated('tariff', 'none').describe('"tariff" or "none"'),
  'OTEL_EXPORTER_OTLP_ENDPOINT?': httpUrl,
  'OTEL_SERVICE_NAME?': text,
  'OTEL_EXPORTER_OTLP_HEADERS?': otlpHeaders,
} as const;

const settingsSchema = type(environment).narrow((settings, ctx) => {
  // One Stripe key without the other would silently fall back to TEST MODE.
  if (Boolean(settings.STRIPE_SECRET_KEY) === Boolean(settings.STRIPE_WEBHOOK_SECRET)) return true;
  const missing = settings.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
  return ctx.reject({ path: [missing], expected: 'set too (Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)', actual: '' });
});

export type Settings = typeof settingsSchema.infer;

/** The names of every environment variable this module reads. */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(environment).map((key) => key.replace(/\?$/, ''));

/** Variables whose values may hold a secret (keys, passwords in URLs, auth headers). */
const SECRET_VARIABLES: ReadonlySet<string> = new Set(['DATABASE_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'EASYPOST_API_KEY', 'EASYPOST_WEBHOOK_SECRET', 'OTEL_EXPORTER_OTLP_HEADERS']);

/** A bad environment value: `message` is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the variables this module knows (unset or empty = default); ignores the rest of the environment. */
export function readSettings(env: Env = process.env): Settings {
  const known: Record<string, string> = {};
  for (const name of ENVIRONMENT_VARIABLES) {
    const raw = env[name];
    if (raw !== undefined && raw.trim() !== '') known[name] = raw.trim();
  }
  const settings = settingsSchema(known);
  if (settings instanceof type.errors) {
    // A value that may hold a secret is never echoed back: the line goes to logs.
    const line = (problem: (typeof settings)[number]): string =>
      SECRET_VARIABLES.has(String(problem.path[0])) ? `${String(problem.path[0])} must be ${problem.expected} (value not shown: it may hold a secret)` : problem.message;
    throw new ConfigError(`invalid configuration: ${settings.map(line).join('; ')}`);
  }
  return settings;
}

/** The EasyPost client appends paths like `shipments` to its base, so the base ends in a slash (`…/v2/`). */
const withTrailingSlash = (href: string): string => (href.endsWith('/') ? href : `${href}/`);

let cachedVersion: string | undefined;
export function packageVersion(): string {
  if (cachedVersion) return cachedVersion;
  const pkgPath = new URL('../package.json', import.meta.url);
  cachedVersion = (JSON.parse(readFileSync(pkgPath, 'utf8')) as { version: string }).version;
  return cachedVersion;
}

export function projectRoot(): string {
  return path.dirname(new URL('../package.json', import.meta.url).pathname);
}

const DAY_MS = 86_400_000;

function trackingPace(settings: Settings): number {
  if (settings.TRACKING_MS_PER_DAY !== undefined) return settings.TRACKING_MS_PER_DAY;
  if (settings.TRACKING_SPEED !== undefined) return DAY_MS / settings.TRACKING_SPEED;
  return DAY_MS;
}

/** ms per simulated day: TRACKING_MS_PER_DAY, else real days divided by TRACKING_SPEED (1440 = a day per minute). */
export function trackingMsPerDayFrom(env: Env = process.env): number {
  return trackingPace(readSettings(env));
}

/** Both Stripe keys when set, else null. */
export function stripeKeysFrom(env: Env = process.env): StripeKeys | null {
  const settings = readSettings(env);
  return settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET ? { secretKey: settings.STRIPE_SECRET_KEY, webhookSecret: settings.STRIPE_WEBHOOK_SECRET } : null;
}

/** Where the Temporal CLI comes from (scripts/temporal-cli.ts). */
export function temporalCliSettings(env: Env = process.env): { cli: string | null; cacheRoot: string; skipDownload: boolean } {
  const settings = readSettings(env);
  // XDG_CACHE_HOME is the desktop standard's variable, not ours: read for the default location only.
  const cacheBase = env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return {
    cli: settings.TEMPORAL_CLI ?? null,
    cacheRoot: settings.PARCEL_QUOTE_CACHE_DIR ? path.resolve(settings.PARCEL_QUOTE_CACHE_DIR) : path.join(cacheBase, 'parcel-quote-service'),
    skipDownload: settings.PARCEL_QUOTE_SKIP_CLI_DOWNLOAD ?? false,
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const settings = readSettings(env);
  const host = settings.HOST ?? '127.0.0.1';
  const port = settings.PORT ?? 3000;
  const dataDir = path.resolve(settings.DATA_DIR ?? path.join(projectRoot(), '.data'));
  const temporalPort = settings.TEMPORAL_PORT ?? 7233;
  const displayHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    version: packageVersion(),
    host,
    port,
    publicBaseUrl: (settings.PUBLIC_BASE_URL?.href ?? `http://${displayHost}:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseFile: settings.DATABASE_FILE ? path.resolve(settings.DATABASE_FILE) : path.join(dataDir, 'parcel-quote.sqlite'),
    databaseUrl: settings.DATABASE_URL ? (env.DATABASE_URL ?? '').trim() : null,
    logLevel: settings.LOG_LEVEL ?? 'info',
    trustProxy: settings.TRUST_PROXY ?? false,
    workflowBundlePath: settings.WORKFLOW_BUNDLE ? path.resolve(settings.WORKFLOW_BUNDLE) : null,
    temporal: {
      address: settings.TEMPORAL_ADDRESS ?? null,
      port: temporalPort,
      uiPort: settings.TEMPORAL_UI_PORT ?? Math.min(65535, temporalPort + 1000),
      namespace: settings.TEMPORAL_NAMESPACE ?? 'default',
      taskQueue: settings.TEMPORAL_TASK_QUEUE ?? TASK_QUEUE,
    },
    quoteTtlSeconds: settings.QUOTE_TTL_SECONDS ?? 24 * 3600,
    sessionLifeSeconds: settings.SESSION_LIFE_SECONDS ?? 30 * 24 * 3600,
    stripe: settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET ? { secretKey: settings.STRIPE_SECRET_KEY, webhookSecret: settings.STRIPE_WEBHOOK_SECRET } : null,
    trackingMsPerDay: trackingPace(settings),
    metrics: settings.METRICS_PORT === undefined ? null : { host: settings.METRICS_HOST ?? '127.0.0.1', port: settings.METRICS_PORT },
    workerMetrics: settings.WORKER_METRICS_PORT === undefined ? null : { host: settings.METRICS_HOST ?? '127.0.0.1', port: settings.WORKER_METRICS_PORT },
    workerHealth: settings.WORKER_HEALTH_PORT === undefined ? null : { host: settings.METRICS_HOST ?? '127.0.0.1', port: settings.WORKER_HEALTH_PORT },
    retention: {
      contactsAfterEndMs: (settings.CONTACT_RETENTION_DAYS ?? 30) * DAY_MS,
      sessionRecordsAfterExpiryMs: (settings.SESSION_RECORD_RETENTION_DAYS ?? 90) * DAY_MS,
    },
    easypost: {
      apiKey: settings.EASYPOST_API_KEY ?? null,
      baseUrl: settings.EASYPOST_BASE_URL ? withTrailingSlash(settings.EASYPOST_BASE_URL.href) : null,
      webhookSecret: settings.EASYPOST_WEBHOOK_SECRET ?? null,
      deadlineMs: settings.EASYPOST_DEADLINE_MS ?? 4000,
    },
    ratingFallback: settings.RATING_FALLBACK === 'tariff' ? 'tariff' : null,
    limits: { 'quote-bucket': 80, 'checkout-status-bucket': 60, 'oauth-token-bucket': 20 },
    addressCeilingMultiple: settings.ADDRESS_CEILING_MULTIPLE ?? 5,
    // The raw value (URL.href would add a trailing slash); tracesUrl appends /v1/traces to it.
    tracing: settings.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: (env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').trim(), serviceName: settings.OTEL_SERVICE_NAME ?? null, headers: settings.OTEL_EXPORTER_OTLP_HEADERS ?? {} }
      : null,
  };
}

/** loadConfig for a process entry point: a bad value prints its one line to stderr and exits with status 78 (EX_CONFIG). */
export function configOrExit(env: Env = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
}

/** The address clients connect to: the configured cluster, or the local dev server. */
export function temporalAddress(config: AppConfig): string {
  return config.temporal.address ?? `127.0.0.1:${config.temporal.port}`;
}
