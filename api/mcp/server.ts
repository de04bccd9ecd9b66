// POST /mcp: a stateless streamable-HTTP MCP server (JSON responses), a fresh Server + transport per request.
// Tool schemas come from arktype (SDK 1.32's registerTool takes zod only, so we use the low-level Server).
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { type } from 'arktype';
import type { H3 } from 'h3';
import type { AgentSkill, SkillServices } from '../agent/skills.ts';
import { AGENT_SKILLS, SkillErrorSchema } from '../agent/skills.ts';
import type { AppContext } from '../context.ts';
import type { ClientIdentity } from '../identity.ts';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH, jsonDepthExceeds, readLimitedText } from '../json-body.ts';
import { ProblemError, toProblem } from '../problem.ts';
import { MCP_PATH } from '../paths.ts';

type JsonObject = Record<string, unknown>;

function withDocs(schema: JsonObject, docs: Record<string, string>): JsonObject {
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  for (const [name, description] of Object.entries(docs)) if (properties[name]) properties[name] = { ...properties[name], description };
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}

function stripSchemaKeyword(schema: JsonObject): JsonObject {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}

/** The tool list, computed once: JSON Schema from arktype plus the field docs. */
function describeTools(skills: readonly AgentSkill<never>[]): Tool[] {
  const errorSchema = stripSchemaKeyword(SkillErrorSchema.toJsonSchema() as JsonObject);
  return skills.map((skill) => ({
    name: skill.name,
    title: skill.title,
    description: skill.description,
    inputSchema: withDocs(skill.args.toJsonSchema() as JsonObject, skill.argDocs) as Tool['inputSchema'],
    // A refused or invalid call is an isError result whose structuredContent is the error object; SDK clients
    // validate structuredContent whenever present, so the declared schema admits both shapes.
    outputSchema: { type: 'object', anyOf: [stripSchemaKeyword(skill.output.toJsonSchema() as JsonObject), errorSchema] } as Tool['outputSchema'],
    annotations: { title: skill.title, ...skill.annotations },
  }));
}

export function toolError(problem: ProblemError): CallToolResult {
  const errors = problem.extra.errors as { field: string; message: string }[] | undefined;
  const structured = { error: problem.code, status: problem.status, message: problem.message, ...(errors ? { errors } : {}) };
  const fieldText = errors?.length ? ` ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}` : '';
  return { isError: true, structuredContent: structured, content: [{ type: 'text', text: `${problem.code}: ${problem.message}${fieldText}` }] };
}

export function createMcpServer(ctx: AppContext, services: SkillServices, identity: ClientIdentity, tools: Tool[]): Server {
  const server = new Server(
    { name: 'parcel-quote-service', title: 'Parcel Quote Service', version: ctx.config.version },
    {
      capabilities: { tools: {} },
      instructions:
        'Shipping quotes from the US to US/CA/GB/DE/AU across USPS, UPS, FedEx and DHL Express. One call per shipment; cache answers; never poll. To buy, create a checkout link and give it to the person: they confirm and pay there. Agents never pay.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const skill = AGENT_SKILLS.find((s) => s.name === request.params.name);
    if (!skill) return toolError(new ProblemError(404, 'not_found', `Unknown tool "${request.params.name}". Tools: ${AGENT_SKILLS.map((s) => s.name).join(', ')}.`));
    const args = (skill.args as unknown as (input: unknown) => unknown)(request.params.arguments ?? {});
    if (args instanceof type.errors) {
      return toolError(new ProblemError(400, 'invalid_request', 'Some arguments are missing or invalid; see errors.', { extra: { errors: args.map((e) => ({ field: e.path.join('.') || '(arguments)', message: e.message })) } }));
    }
    try {
      const result = await skill.run(args as never, identity, services);
      return { structuredContent: result.structured, content: [{ type: 'text', text: result.text }] };
    } catch (error) {
      const problem = toProblem(error);
      if (problem.status >= 500) ctx.logger.error({ err: error, tool: skill.name }, 'tool failed');
      return toolError(problem);
    }
  });
  return server;
}

export function registerMcpRoutes(app: H3, ctx: AppContext, services: SkillServices): void {
  const tools = describeTools(AGENT_SKILLS);
  app.post(MCP_PATH, async (event) => {
    const identity = await ctx.identity.resolve(event);
    const server = createMcpServer(ctx, services, identity, tools);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    // The body is read here, within the JSON bound; the transport gets the bytes already read (and the parsed value).
    const text = await readLimitedText(event.req, MAX_JSON_BODY_BYTES);
    let parsedBody: unknown;
    try {
      parsedBody = JSON.parse(text) as unknown;
    } catch {
      parsedBody = undefined; // the transport answers its own parse error
    }
    if (jsonDepthExceeds(parsedBody, MAX_JSON_DEPTH)) {
      return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32600, message: `The request nests deeper than ${MAX_JSON_DEPTH} levels.` }, id: null }), { status: 400, headers: { 'content-type': 'application/json' } });
    }
    const request = new Request(event.req.url, { method: 'POST', headers: event.req.headers, body: text });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, parsedBody === undefined ? {} : { parsedBody });
    } finally {
      void server.close();
    }
  });
  // Stateless server: no standalone SSE stream and no sessions to delete.
  const notAllowed = (): Response =>
    new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; POST JSON-RPC messages to /mcp.' }, id: null }), {
      status: 405,
      headers: { 'content-type': 'application/json', allow: 'POST' },
    });
  app.get(MCP_PATH, notAllowed);
  app.delete(MCP_PATH, notAllowed);
}
