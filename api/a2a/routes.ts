// The A2A surface in h3: the agent card at /.well-known/agent-card.json and the JSON-RPC endpoint at /a2a.
// @a2a-js/sdk ships only Express adapters, so this mirrors its `jsonRpcHandler` (src/server/express/json_rpc_handler.ts)
// around the SDK's own transport handlers: content-type check, call context from `defaultServerCallContextBuilder`,
// `validateVersion` against the card, v1.0 (`SendMessage`) or v0.3 (`message/send`, legacy compatibility)
// dispatch on the A2A-Version header, and a JSON or SSE answer.
import { AGENT_CARD_PATH, A2A_PROTOCOL_VERSION, A2A_VERSION_HEADER, AgentCard, Extensions, HTTP_EXTENSION_HEADER, SSE_HEADERS, formatSSEErrorEvent, formatSSEEvent } from '@a2a-js/sdk';
import { A2A_LEGACY_PROTOCOL_VERSION, LEGACY_HTTP_EXTENSION_HEADER, isLegacyJsonRpcMethod, isV1JsonRpcMethod } from '@a2a-js/sdk/compat/v0_3';
import { LegacyJsonRpcTransportHandler } from '@a2a-js/sdk/compat/v0_3/server';
import { A2A_ERROR_CODE, ContentTypeNotSupportedError, RequestMalformedError } from '@a2a-js/sdk/errors';
import { DefaultRequestHandler, InMemoryTaskStore, JsonRpcTransportHandler, UnauthenticatedUser, defaultServerCallContextBuilder, validateVersion } from '@a2a-js/sdk/server';
import type { H3, H3Event } from 'h3';
import { AGENT_SKILLS } from '../agent/skills.ts';
import type { SkillServices } from '../agent/skills.ts';
import type { AppContext } from '../context.ts';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH, jsonDepthExceeds, readLimitedText } from '../json-body.ts';
import { ProblemError } from '../problem.ts';
import { A2A_PATH, a2aSkills, buildAgentCard } from './card.ts';
import { IDENTITY_STATE_KEY, SkillExecutor } from './executor.ts';

type RpcResult = Awaited<ReturnType<JsonRpcTransportHandler['handle']>> | Awaited<ReturnType<LegacyJsonRpcTransportHandler['handle']>>;
type RpcEnvelope = Exclude<RpcResult, AsyncGenerator<unknown, void, undefined>>;
type RpcId = string | number | null;
type ErrorMapper = (error: unknown) => unknown;

const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };
// Headers the SDK never needs; kept out of its per-call state.
const PRIVATE_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

function jsonResponse(body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...extra } });
}

const rpcError = (id: RpcId, error: unknown): { jsonrpc: '2.0'; id: RpcId; error: unknown } => ({ jsonrpc: '2.0', id, error });

function isStream(result: RpcResult): result is Extract<RpcResult, AsyncGenerator<unknown, void, undefined>> {
  return typeof result === 'object' && result !== null && Symbol.asyncIterator in result;
}

function mediaType(contentType: string): string {
  return (contentType.split(';', 1)[0] ?? '').trim().toLowerCase();
}

const readBody = (event: H3Event): Promise<string> => readLimitedText(event.req, MAX_JSON_BODY_BYTES);

/** SSE from the transport's generator; the first event is awaited so an early failure is still a plain JSON answer. */
async function sseResponse(stream: AsyncGenerator<unknown, void, undefined>, id: RpcId, mapError: ErrorMapper, headers: Record<string, string>): Promise<Response> {
  let first: IteratorResult<unknown, void>;
  try {
    first = await stream.next();
  } catch (error) {
    return jsonResponse(rpcError(id, mapError(error)), 200, headers);
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(formatSSEEvent(first.value)));
    },
    async pull(controller) {
      try {
        const next = await stream.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(formatSSEEvent(next.value)));
      } catch (error) {
        controller.enqueue(encoder.encode(formatSSEErrorEvent(rpcError(id, mapError(error)))));
        controller.close();
      }
    },
    async cancel() {
      await stream.return(undefined);
    },
  });
  return new Response(body, { status: 200, headers: { ...SSE_HEADERS, ...headers } });
}

const MESSAGE_METHODS = new Set(['SendMessage', 'SendStreamingMessage', 'message/send', 'message/stream']);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the SDK assumes of a message without checking: an object whose parts are objects. A `null` part (or a
 * string) made it throw inside its converters, answered as an internal error; it is the caller's malformed request.
 */
function messageShapeProblem(method: unknown, params: unknown): string | null {
  if (typeof method !== 'string' || !MESSAGE_METHODS.has(method)) return null;
  if (!isObject(params) || !isObject(params.message)) return 'params.message must be an object.';
  const { parts } = params.message;
  if (parts !== undefined && !(Array.isArray(parts) && parts.every(isObject))) return 'params.message.parts must be a list of objects.';
  return null;
}

export function registerA2aRoutes(app: H3, ctx: AppContext, services: SkillServices): void {
  const skills = a2aSkills(AGENT_SKILLS);
  const card = buildAgentCard(ctx.config, skills);
  const cardJson = JSON.stringify(AgentCard.toJSON(card));
  // The executor answers with Messages only, so the task store stays empty (GetTask finds nothing, by design).
  const requestHandler = new DefaultRequestHandler(card, new InMemoryTaskStore(), new SkillExecutor(ctx, services, skills));
  const v1 = new JsonRpcTransportHandler(requestHandler);
  const legacy = new LegacyJsonRpcTransportHandler(requestHandler);
  const mapV1Error: ErrorMapper = (error) => JsonRpcTransportHandler.mapToJSONRPCError(error);
  const mapLegacyError: ErrorMapper = (error) => LegacyJsonRpcTransportHandler.mapToLegacyJSONRPCError(error);

  // Public discovery document: exempt from limits, cacheable for an hour.
  app.get(`/${AGENT_CARD_PATH}`, () => new Response(cardJson, { headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' } }));

  app.post(A2A_PATH, async (event) => {
    const headers = event.req.headers;
    const contentType = headers.get('content-type');
    // A missing Content-Type is refused too: browsers send text/plain cross-site without a preflight.
    if (!contentType || mediaType(contentType) !== 'application/json') {
      return jsonResponse(rpcError(null, mapV1Error(new ContentTypeNotSupportedError(`Unsupported Content-Type "${contentType ?? ''}"; expected application/json.`))), 415);
    }
    // Errors here are HTTP answers (problem+json), as on every route: a bad bearer is 401, never a silent downgrade.
    const identity = await ctx.identity.resolve(event);
    const raw = await readBody(event);

    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return jsonResponse(rpcError(null, { code: A2A_ERROR_CODE.PARSE_ERROR, message: 'Invalid JSON payload.' }));
    }
    if (jsonDepthExceeds(body, MAX_JSON_DEPTH)) return jsonResponse(rpcError(null, mapV1Error(new RequestMalformedError(`The request nests deeper than ${MAX_JSON_DEPTH} levels.`))));
    const request = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    const id: RpcId = typeof request?.id === 'string' || typeof request?.id === 'number' ? request.id : null;
    const method = request?.method;

    // The SDK reads a missing A2A-Version header as 0.3. We do too, except for a v1.0-only method name
    // (`SendMessage` has no 0.3 meaning), which we answer as v1.0 so a bare curl call is not refused.
    const headerVersion = headers.get(A2A_VERSION_HEADER) || undefined;
    const useLegacy = headerVersion !== undefined ? headerVersion === A2A_LEGACY_PROTOCOL_VERSION : !(isV1JsonRpcMethod(method) && !isLegacyJsonRpcMethod(method));
    const requestedVersion = headerVersion ?? (useLegacy ? undefined : A2A_PROTOCOL_VERSION);
    const mapError = useLegacy ? mapLegacyError : mapV1Error;
    if (!request) return jsonResponse(rpcError(null, mapError(new RequestMalformedError('The body must be a JSON-RPC 2.0 request object.'))));
    const shapeProblem = messageShapeProblem(method, request.params);
    if (shapeProblem) return jsonResponse(rpcError(id, mapError(new RequestMalformedError(shapeProblem))));

    try {
      const extensionHeader = useLegacy ? (headers.get(LEGACY_HTTP_EXTENSION_HEADER) ?? headers.get(HTTP_EXTENSION_HEADER)) : headers.get(HTTP_EXTENSION_HEADER);
      const context = defaultServerCallContextBuilder({
        user: new UnauthenticatedUser(),
        headers: Object.fromEntries([...headers].filter(([name]) => !PRIVATE_HEADERS.has(name))),
        requestedVersion,
        extensions: Extensions.parseServiceParameter(extensionHeader ?? undefined),
      });
      context.state.set(IDENTITY_STATE_KEY, identity);
      validateVersion(context.requestedVersion, card, 'JSONRPC');

      const result: RpcResult = await (useLegacy ? legacy.handle(request, context) : v1.handle(request, context));
      const extra: Record<string, string> = context.activatedExtensions?.length
        ? { [useLegacy ? LEGACY_HTTP_EXTENSION_HEADER : HTTP_EXTENSION_HEADER]: Extensions.toServiceParameter(context.activatedExtensions) }
        : {};
      if (isStream(result)) return await sseResponse(result, id, mapError, extra);
      return jsonResponse(result satisfies RpcEnvelope, 200, extra);
    } catch (error) {
      const mapped = mapError(error);
      const serverFault = typeof mapped === 'object' && mapped !== null && 'code' in mapped && mapped.code === A2A_ERROR_CODE.INTERNAL_ERROR;
      if (serverFault) ctx.logger.error({ err: error, reqId: event.context.requestId }, 'a2a request failed');
      return jsonResponse(rpcError(id, mapped), serverFault ? 500 : 200);
    }
  });

  const notAllowed = (): never => {
    throw new ProblemError(405, 'method_not_allowed', `POST JSON-RPC 2.0 requests to ${A2A_PATH} (A2A-Version: 1.0). The agent card is at /${AGENT_CARD_PATH}.`, { headers: { allow: 'POST' } });
  };
  app.get(A2A_PATH, notAllowed);
}
