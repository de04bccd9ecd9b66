// Every setting comes from the environment with a sensible embedded default, so `npm start` needs no file.
import path from 'node:path';
import { readFileSync } from 'node:fs';

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
  logLevel: string;
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

function intFrom(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

function boolFrom(env: Env, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  return raw === '1' || raw === 'true' || raw === 'yes';
}

/** DATABASE_URL when set: only PostgreSQL URLs, so a typo never silently falls back to the SQLite file. */
function databaseUrlFrom(env: Env): string | null {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('DATABASE_URL must be a URL like postgres://user:password@host:5432/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got ${url.protocol}//…); unset it to use the SQLite file`);
  }
  return raw;
}

/** The client appends paths like `shipments` to its base, so the base ends in a slash (`…/v2/`). */
function easypostBaseUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`EASYPOST_BASE_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`EASYPOST_BASE_URL must be an http(s) URL, got "${raw}"`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

function ratingFallbackFrom(raw: string | undefined): 'tariff' | null {
  if (raw === undefined || raw === '' || raw === 'none') return null;
  if (raw === 'tariff') return 'tariff';
  throw new Error(`RATING_FALLBACK must be "tariff" or unset, got "${raw}"`);
}

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

export function loadConfig(env: Env = process.env): AppConfig {
  const host = env.HOST || '127.0.0.1';
  const port = intFrom(env, 'PORT', 3000);
  const dataDir = path.resolve(env.DATA_DIR || path.join(projectRoot(), '.data'));
  const temporalPort = intFrom(env, 'TEMPORAL_PORT', 7233, 1);
  const displayHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    version: packageVersion(),
    host,
    port,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://${displayHost}:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseFile: env.DATABASE_FILE ? path.resolve(env.DATABASE_FILE) : path.join(dataDir, 'parcel-quote.sqlite'),
    databaseUrl: databaseUrlFrom(env),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: boolFrom(env, 'TRUST_PROXY'),
    workflowBundlePath: env.WORKFLOW_BUNDLE ? path.resolve(env.WORKFLOW_BUNDLE) : null,
    temporal: {
      address: env.TEMPORAL_ADDRESS || null,
      port: temporalPort,
      uiPort: intFrom(env, 'TEMPORAL_UI_PORT', temporalPort + 1000, 1),
      namespace: env.TEMPORAL_NAMESPACE || 'default',
      taskQueue: env.TEMPORAL_TASK_QUEUE || TASK_QUEUE,
    },
    quoteTtlSeconds: intFrom(env, 'QUOTE_TTL_SECONDS', 24 * 3600, 1),
    sessionLifeSeconds: intFrom(env, 'SESSION_LIFE_SECONDS', 30 * 24 * 3600, 1),
    retention: {
      contactsAfterEndMs: intFrom(env, 'CONTACT_RETENTION_DAYS', 30, 1) * 86_400_000,
      sessionRecordsAfterExpiryMs: intFrom(env, 'SESSION_RECORD_RETENTION_DAYS', 90, 1) * 86_400_000,
    },
    easypost: {
      apiKey: env.EASYPOST_API_KEY || null,
      baseUrl: easypostBaseUrl(env.EASYPOST_BASE_URL),
      webhookSecret: env.EASYPOST_WEBHOOK_SECRET || null,
      deadlineMs: intFrom(env, 'EASYPOST_DEADLINE_MS', 4000, 1),
    },
    ratingFallback: ratingFallbackFrom(env.RATING_FALLBACK),
    limits: { 'quote-bucket': 80, 'checkout-status-bucket': 60, 'oauth-token-bucket': 20 },
    addressCeilingMultiple: intFrom(env, 'ADDRESS_CEILING_MULTIPLE', 5, 1),
  };
}

/** The address clients connect to: the configured cluster, or the local dev server. */
export function temporalAddress(config: AppConfig): string {
  return config.temporal.address ?? `127.0.0.1:${config.temporal.port}`;
}
