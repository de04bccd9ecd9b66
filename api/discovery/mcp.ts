// The MCP server card (SEP-2127, schema v2 of modelcontextprotocol/experimental-ext-server-card) and the MCP catalog
// that points at it. The card says who the server is and how to connect; tools come from tools/list at runtime.
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { isIP } from 'node:net';
import type { AppConfig } from '../../config/index.ts';
import type { McpCatalog, McpServerCard } from '../schemas/discovery.ts';
import { McpCatalogSchema, McpServerCardSchema } from '../schemas/discovery.ts';
import { DOCS_PATH, MCP_PATH, MCP_SERVER_CARD_MEDIA_TYPE, MCP_SERVER_CARD_PATH } from './paths.ts';

export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json';
const SERVER_SHORT_NAME = 'parcel-quote';

/** Reverse-DNS namespace of the public host (`api.example.com` → `com.example.api`); IPs and single labels as they are. */
function namespaceOf(baseUrl: string): string {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) || !host.includes('.')) return host.replaceAll(':', '-');
  return host.split('.').reverse().join('.');
}

export function buildMcpServerCard(config: AppConfig): McpServerCard {
  const base = config.publicBaseUrl;
  const card: McpServerCard = {
    $schema: SERVER_CARD_SCHEMA,
    name: `${namespaceOf(base)}/${SERVER_SHORT_NAME}`,
    version: config.version,
    title: 'Parcel Quote Service',
    description: 'Live parcel rates across USPS, UPS, FedEx and DHL, checkout links a person pays at, and status.',
    websiteUrl: `${base}${DOCS_PATH}`,
    remotes: [
      {
        type: 'streamable-http',
        url: `${base}${MCP_PATH}`,
        supportedProtocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
        headers: [
          {
            name: 'Authorization',
            description: 'Optional. `Bearer <token>` from POST /oauth/token gives a registered client its own hourly quote bucket. Leave it out otherwise.',
            isRequired: false,
            isSecret: true,
          },
        ],
      },
    ],
  };
  McpServerCardSchema.assert(card);
  return card;
}

export function buildMcpCatalog(config: AppConfig): McpCatalog {
  const catalog: McpCatalog = {
    specVersion: 'draft',
    entries: [
      {
        identifier: `urn:air:${new URL(config.publicBaseUrl).hostname}:${SERVER_SHORT_NAME}`,
        displayName: 'Parcel Quote Service',
        type: MCP_SERVER_CARD_MEDIA_TYPE,
        url: `${config.publicBaseUrl}${MCP_SERVER_CARD_PATH}`,
      },
    ],
  };
  McpCatalogSchema.assert(catalog);
  return catalog;
}
