// RFC 9727 API catalog: an RFC 9264 linkset with one link context, this API, linking its description (service-desc),
// its human documentation (service-doc), its status and every other discovery document (service-meta).
import type { AppConfig } from '../../config/index.ts';
import type { ApiCatalog } from '../schemas/discovery.ts';
import { ApiCatalogSchema } from '../schemas/discovery.ts';
import {
  AGENT_CARD_PATH,
  AGENT_SKILLS_INDEX_PATH,
  DOCS_PATH,
  MCP_CATALOG_PATH,
  MCP_SERVER_CARD_MEDIA_TYPE,
  MCP_SERVER_CARD_PATH,
  OAUTH_METADATA_PATH,
  OPENAPI_MEDIA_TYPE,
  OPENAPI_PATH,
  RATE_LIMITS_PATH,
  STATUS_PATH,
} from './paths.ts';

export function buildApiCatalog(config: AppConfig): ApiCatalog {
  const base = config.publicBaseUrl;
  const link = (path: string, type: string, title: string) => ({ href: `${base}${path}`, type, title });
  const catalog: ApiCatalog = {
    linkset: [
      {
        anchor: `${base}/`,
        'service-desc': [link(OPENAPI_PATH, OPENAPI_MEDIA_TYPE, 'OpenAPI 3.1 description of the HTTP API')],
        'service-doc': [link(DOCS_PATH, 'text/html', 'API reference')],
        status: [link(STATUS_PATH, 'application/json', 'Liveness and the health of the store and Temporal')],
        'service-meta': [
          link(OAUTH_METADATA_PATH, 'application/json', 'OAuth 2.0 authorization server metadata (RFC 8414)'),
          link(AGENT_CARD_PATH, 'application/json', 'A2A agent card'),
          link(MCP_CATALOG_PATH, 'application/json', 'MCP catalog'),
          link(MCP_SERVER_CARD_PATH, MCP_SERVER_CARD_MEDIA_TYPE, 'MCP server card'),
          link(AGENT_SKILLS_INDEX_PATH, 'application/json', 'Agent skills index'),
          link(RATE_LIMITS_PATH, 'application/json', 'Rate-limit descriptor'),
        ],
      },
    ],
  };
  ApiCatalogSchema.assert(catalog);
  return catalog;
}
