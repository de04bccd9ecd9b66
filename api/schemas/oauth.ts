// POST /oauth/token and the RFC 8414 metadata as arktype schemas (OpenAPI and tests derive from them).
import { type } from 'arktype';
import type { TokenErrorCode } from '../oauth/client-auth.ts';
import type { Assert } from './problem.ts';

export const TOKEN_ERROR_CODES = ['invalid_request', 'invalid_client', 'unsupported_grant_type', 'invalid_scope', 'slow_down'] as const satisfies readonly TokenErrorCode[];
type _AllTokenErrors = Assert<[Exclude<TokenErrorCode, (typeof TOKEN_ERROR_CODES)[number]>] extends [never] ? true : false>;

export const TokenRequestSchema = type({
  grant_type: "'client_credentials'",
  'scope?': "'quote'",
  'client_id?': 'string',
  'client_secret?': 'string',
}).describe('RFC 6749 §4.4.2 token request (form-urlencoded). Authenticate with HTTP Basic (client_secret_basic) or client_id + client_secret here (client_secret_post), never both.');

export const TokenResponseSchema = type({
  access_token: 'string',
  token_type: "'Bearer'",
  expires_in: 'number.integer',
  scope: "'quote'",
}).describe('An opaque bearer token, valid one hour, scope quote. Send it as `Authorization: Bearer <token>`.');

export const TokenErrorSchema = type({
  error: type.enumerated(...TOKEN_ERROR_CODES),
  error_description: 'string',
  type: 'string',
  title: 'string',
  status: 'number.integer',
  detail: 'string',
}).describe('RFC 6749 §5.2 error (application/json) with the RFC 9457 members beside it.');

export const AuthorizationServerMetadataSchema = type({
  issuer: 'string',
  token_endpoint: 'string',
  grant_types_supported: 'string[]',
  token_endpoint_auth_methods_supported: 'string[]',
  scopes_supported: 'string[]',
  response_types_supported: 'string[]',
  agent_auth: {
    registration_method: "'manual_email'",
    identity_type: "'service'",
    credential_type: "'client_secret'",
    scopes_supported: 'string[]',
    authorization_server: 'string',
    self_issued: 'boolean',
    bearer_methods_supported: 'string[]',
    access_token_lifetime_seconds: 'number.integer',
    credentials_required: 'boolean',
    purpose: 'string',
  },
}).describe('RFC 8414 authorization server metadata, plus `agent_auth`: how an agent gets credentials here (registration by e-mail; credentials are optional).');
