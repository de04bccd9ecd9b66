// The rate-limit descriptor (SPEC "Limits", version RATE_LIMIT_DESCRIPTOR_VERSION): served at
// /.well-known/rate-limits.json and embedded in /openapi.json as `x-rate-limits`. One builder for both, from the
// limits the service enforces.
import type { AppConfig } from '../../config/index.ts';
import { RATE_LIMIT_DESCRIPTOR_VERSION, WINDOW_MS } from '../limits.ts';
import type { BucketName } from '../limits.ts';
import type { LimitTarget, RateLimitDescriptor } from '../schemas/discovery.ts';
import { RateLimitDescriptorSchema } from '../schemas/discovery.ts';
import { CHECKOUT_SESSIONS_PATH, CHECKOUT_SESSION_PATH, DOCS_PATH, OPENAPI_PATH, PRICE_INDEX_CHART_PATH, PRICE_INDEX_PATH, QUOTE_PATH, STATUS_PATH, TOKEN_PATH, TRACK_PATH, openApiPath } from '../paths.ts';

export const RATE_LIMITS_PATH = '/.well-known/rate-limits.json';

const LIVE = 'when it prices live (no valid quote_id); reusing a valid quote_id spends nothing';

/** What spends from each bucket (SPEC "Limits" table). The OpenAPI operations name their bucket from here too. */
export const BUCKET_TARGETS: Record<BucketName, LimitTarget[]> = {
  'quote-bucket': [
    { surface: 'http', method: 'POST', path: QUOTE_PATH },
    { surface: 'mcp', tool: 'get_parcel_quote' },
    { surface: 'a2a', skill: 'get_parcel_quote' },
    { surface: 'http', method: 'POST', path: CHECKOUT_SESSIONS_PATH, when: LIVE },
    { surface: 'mcp', tool: 'create_checkout_link', when: LIVE },
    { surface: 'a2a', skill: 'create_checkout_link', when: LIVE },
  ],
  'checkout-status-bucket': [
    { surface: 'http', method: 'GET', path: openApiPath(CHECKOUT_SESSION_PATH) },
    { surface: 'mcp', tool: 'get_checkout_status' },
    { surface: 'a2a', skill: 'get_checkout_status' },
  ],
  'oauth-token-bucket': [{ surface: 'http', method: 'POST', path: TOKEN_PATH }],
};

/** SPEC "Limits" 3, plus the other reads that never resolve an identity. */
export const EXEMPT_TARGETS: LimitTarget[] = [
  { surface: 'mcp', tool: 'track_parcel' },
  { surface: 'http', method: 'GET', path: openApiPath(TRACK_PATH) },
  { surface: 'mcp', tool: 'get_price_index' },
  { surface: 'http', method: 'GET', path: PRICE_INDEX_PATH },
  { surface: 'http', method: 'GET', path: PRICE_INDEX_CHART_PATH },
  { surface: 'http', method: 'GET', path: STATUS_PATH },
  { surface: 'http', method: 'GET', path: OPENAPI_PATH },
  { surface: 'http', method: 'GET', path: DOCS_PATH },
  { surface: 'http', method: 'GET', path: '/.well-known/*' },
  { surface: 'http', method: 'GET', path: '/mcp/server-card' },
];

export function buildRateLimitDescriptor(config: AppConfig): RateLimitDescriptor {
  const windowSeconds = WINDOW_MS / 1000;
  const base = config.publicBaseUrl;
  const descriptor: RateLimitDescriptor = {
    version: RATE_LIMIT_DESCRIPTOR_VERSION,
    service: 'Parcel Quote Service',
    documentation: `${base}/docs`,
    window: { kind: 'sliding', duration: 'PT1H', seconds: windowSeconds },
    client_identity: {
      anonymous: `The caller's address and client signature (User-Agent). Switching protocol (REST, MCP, A2A) adds no capacity. Above the per-client buckets, all anonymous signatures from one address share a ceiling of ${config.addressCeilingMultiple} times each bucket, so changing the User-Agent adds none either.`,
      credentialed: 'With `Authorization: Bearer <token>` from POST /oauth/token, the OAuth client. An expired or revoked token gets 401 invalid_token, never anonymous limits.',
    },
    response_headers: {
      rate_limit_headers: false,
      retry_after: false,
      advice: 'No limit headers and no Retry-After are sent. After a 429, wait and retry later, not immediately; cache answers on your side.',
    },
    buckets: [
      {
        name: 'quote-bucket',
        limit: config.limits['quote-bucket'],
        per: 'client',
        window_seconds: windowSeconds,
        applies_to: BUCKET_TARGETS['quote-bucket'],
        credentialed_limit: 'A registered OAuth client gets its own quote bucket, at the size agreed at registration.',
        on_exhaustion: { status: 429, error: 'rate_limited', problem_type: 'application/problem+json' },
        notes: [
          'One bucket across POST /quote, MCP and A2A: each quote triggers a live carrier rating. One call per shipment; never poll.',
          `Anonymous callers: at most ${config.limits['quote-bucket'] * config.addressCeilingMultiple} quotes an hour from one address, across every User-Agent (OAuth clients are not counted).`,
        ],
      },
      {
        name: 'checkout-status-bucket',
        limit: config.limits['checkout-status-bucket'],
        per: 'client',
        window_seconds: windowSeconds,
        applies_to: BUCKET_TARGETS['checkout-status-bucket'],
        on_exhaustion: { status: 429, error: 'rate_limited', problem_type: 'application/problem+json' },
        notes: [
          'Poll a session minutes apart, never in a tight loop.',
          `Anonymous callers: at most ${config.limits['checkout-status-bucket'] * config.addressCeilingMultiple} lookups an hour from one address, across every User-Agent.`,
        ],
      },
      {
        name: 'oauth-token-bucket',
        limit: config.limits['oauth-token-bucket'],
        per: 'client',
        window_seconds: windowSeconds,
        applies_to: BUCKET_TARGETS['oauth-token-bucket'],
        on_exhaustion: { status: 429, error: 'slow_down', problem_type: 'application/json' },
        notes: [
          'Counts the tokens issued to each OAuth client. A token lives one hour: one request an hour is the steady state.',
          `Failed client authentications are capped per caller address (whatever the User-Agent) at ${config.limits['oauth-token-bucket']} an hour; beyond that a failure gets 429 slow_down. A correct secret is still honoured.`,
        ],
      },
    ],
    exempt: EXEMPT_TARGETS,
    guidance: [
      'Cache quotes on your side and reuse quote_id when creating a checkout session (it spends nothing).',
      'Check a checkout session minutes apart.',
      'Request one OAuth token an hour and reuse it until it expires.',
    ],
  };
  // Fail at start-up, not in a client, if the builder and the published schema ever disagree.
  RateLimitDescriptorSchema.assert(descriptor);
  return descriptor;
}
