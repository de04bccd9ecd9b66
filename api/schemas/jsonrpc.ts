// JSON-RPC 2.0 envelopes, as POST /mcp and POST /a2a carry them. The methods and their params are the protocols'
// own (MCP tools/list + tools/call; A2A SendMessage / message/send); this describes the envelope only.
import { type } from 'arktype';

const Id = 'string | number | null';

export const JsonRpcRequestSchema = type({
  jsonrpc: "'2.0'",
  'id?': Id,
  method: 'string',
  'params?': 'object',
}).describe('A JSON-RPC 2.0 request (with `id`) or notification (without).');

export const JsonRpcErrorSchema = type({
  code: 'number.integer',
  message: 'string',
  'data?': 'unknown',
}).describe('A JSON-RPC 2.0 error object.');

export const JsonRpcResponseSchema = type({
  jsonrpc: "'2.0'",
  id: Id,
  result: 'object',
})
  .or({ jsonrpc: "'2.0'", id: Id, error: JsonRpcErrorSchema })
  .describe('A JSON-RPC 2.0 response: `result` on success, `error` otherwise. Refused tool calls are results with `isError: true`, not errors.');
