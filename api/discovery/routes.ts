// Every public description of the service: /openapi.json, /docs, and the discovery documents under /.well-known/.
// All are built once from the configuration and served by document.ts (GET/HEAD, cacheable for an hour, strong
// ETag, 304, open CORS, no identity resolved so never rate limited). The OAuth metadata and the A2A agent card
// keep their own routes; registerConditionalDocuments() gives them the same ETag/304 behaviour.
import type { H3 } from 'h3';
import type { AppContext } from '../context.ts';
import { buildOpenApiDocument } from '../openapi/document.ts';
import { registerDocsRoutes } from '../routes/docs.ts';
import { buildAgentSkills } from './agent-skills.ts';
import { buildApiCatalog } from './api-catalog.ts';
import { ProblemError } from '../problem.ts';
import { documentResponder, jsonDocument, registerConditionalDocuments, serveDocument } from './document.ts';
import { buildMcpCatalog, buildMcpServerCard } from './mcp.ts';
import {
  AGENT_CARD_PATH,
  AGENT_SKILLS_INDEX_PATH,
  agentSkillPath,
  API_CATALOG_MEDIA_TYPE,
  API_CATALOG_PATH,
  MCP_CATALOG_PATH,
  MCP_SERVER_CARD_MEDIA_TYPE,
  MCP_SERVER_CARD_PATH,
  MCP_SERVER_CARD_WELL_KNOWN_PATH,
  OAUTH_METADATA_PATH,
  OPENAPI_MEDIA_TYPE,
  OPENAPI_PATH,
  RATE_LIMITS_PATH,
} from './paths.ts';
import { buildRateLimitDescriptor } from './rate-limits.ts';

export function registerDiscoveryRoutes(app: H3, ctx: AppContext): void {
  const { config } = ctx;
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  const openApiDocument = () => (openApi ??= buildOpenApiDocument(config));

  // Compact: it is large, and /docs is the readable form.
  serveDocument(app, OPENAPI_PATH, () => ({ body: JSON.stringify(openApiDocument()), contentType: OPENAPI_MEDIA_TYPE }));
  registerDocsRoutes(app, openApiDocument);

  serveDocument(app, API_CATALOG_PATH, () => jsonDocument(buildApiCatalog(config), API_CATALOG_MEDIA_TYPE));
  serveDocument(app, RATE_LIMITS_PATH, () => jsonDocument(buildRateLimitDescriptor(config)));
  serveDocument(app, MCP_CATALOG_PATH, () => jsonDocument(buildMcpCatalog(config)));
  const serverCard = jsonDocument(buildMcpServerCard(config), MCP_SERVER_CARD_MEDIA_TYPE);
  serveDocument(app, MCP_SERVER_CARD_PATH, serverCard);
  serveDocument(app, MCP_SERVER_CARD_WELL_KNOWN_PATH, serverCard);

  const skills = buildAgentSkills(config);
  serveDocument(app, AGENT_SKILLS_INDEX_PATH, jsonDocument(skills.index));
  const skillFiles = new Map(skills.documents.map((skill) => [skill.name, documentResponder({ body: skill.markdown, contentType: 'text/markdown; charset=utf-8' })]));
  app.get(agentSkillPath(':skill'), (event) => {
    const respond = skillFiles.get(event.context.params?.skill ?? '');
    if (!respond) throw new ProblemError(404, 'not_found', `No agent skill with this name. The index is at ${AGENT_SKILLS_INDEX_PATH}.`);
    return respond(event);
  });

  registerConditionalDocuments(app, [OAUTH_METADATA_PATH, AGENT_CARD_PATH]);
}
