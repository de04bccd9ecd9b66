// Where every discovery document lives. Paths follow the current proposal for each document type:
// - RFC 9727: /.well-known/api-catalog
// - MCP (SEP-2127, experimental-ext-server-card): the catalog at /.well-known/mcp/catalog.json, the server card at
//   the reserved `<streamable-http-url>/server-card`, and also at /.well-known/mcp/server-card.json where earlier
//   drafts (and most deployed clients) look for it
// - Agent Skills Discovery RFC 0.2.0: /.well-known/agent-skills/index.json and …/{name}/SKILL.md
// - A2A: /.well-known/agent-card.json (served by api/a2a); RFC 8414: /.well-known/oauth-authorization-server
import { AGENT_CARD_PATH as A2A_AGENT_CARD_PATH } from '@a2a-js/sdk';
import { METADATA_PATH } from '../oauth/routes.ts';

export { DOCS_PATH, OPENAPI_PATH, STATUS_PATH } from '../paths.ts';
import { MCP_PATH } from '../paths.ts';
export const API_CATALOG_PATH = '/.well-known/api-catalog';
export { MCP_PATH };
export const MCP_CATALOG_PATH = '/.well-known/mcp/catalog.json';
export const MCP_SERVER_CARD_PATH = `${MCP_PATH}/server-card`;
export const MCP_SERVER_CARD_WELL_KNOWN_PATH = '/.well-known/mcp/server-card.json';
export const AGENT_SKILLS_INDEX_PATH = '/.well-known/agent-skills/index.json';
export const agentSkillPath = (name: string): string => `/.well-known/agent-skills/${name}/SKILL.md`;
export const AGENT_CARD_PATH = `/${A2A_AGENT_CARD_PATH}`;
export const OAUTH_METADATA_PATH = METADATA_PATH;
export { RATE_LIMITS_PATH } from './rate-limits.ts';

export const OPENAPI_MEDIA_TYPE = 'application/vnd.oai.openapi+json;version=3.1';
export const API_CATALOG_MEDIA_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';
export const MCP_SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json';
