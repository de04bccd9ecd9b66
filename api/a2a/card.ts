// The A2A agent card (protocol v1.0, the version @a2a-js/sdk 1.x implements), built from the shared skill
// definitions so the card lists exactly the A2A skills that exist, with the same descriptions and argument docs as MCP.
import { A2A_PROTOCOL_VERSION } from '@a2a-js/sdk';
import type { AgentCard, AgentSkill as A2aSkill } from '@a2a-js/sdk';
import { duplicateInterfacesForLegacy } from '@a2a-js/sdk/compat/v0_3';
import type { AppConfig } from '../../config/index.ts';
import type { AgentSkill } from '../agent/skills.ts';

/** SPEC: the A2A surface offers these skills (whichever of them AGENT_SKILLS defines). */
export const A2A_SKILL_NAMES: readonly string[] = ['get_parcel_quote', 'create_checkout_link', 'get_checkout_status'];

/** The JSON-RPC endpoint, named in the card's supportedInterfaces. */
export { A2A_PATH } from '../paths.ts';
import { A2A_PATH } from '../paths.ts';

/** The only skill a plain-text request may map to (see executor.ts). */
export const TEXT_SKILL = 'get_parcel_quote';

export const JSON_MODE = 'application/json';
export const TEXT_MODE = 'text/plain';

type JsonObject = Record<string, unknown>;

export function a2aSkills(all: readonly AgentSkill<never>[]): AgentSkill<never>[] {
  return all.filter((skill) => A2A_SKILL_NAMES.includes(skill.name));
}

/** The skill's arguments as JSON Schema (from arktype), with the per-field docs as descriptions. */
export function argumentSchema(skill: AgentSkill<never>): JsonObject {
  const { $schema: _ignored, ...schema } = skill.args.toJsonSchema() as JsonObject;
  const properties = { ...((schema.properties ?? {}) as Record<string, JsonObject>) };
  for (const [name, description] of Object.entries(skill.argDocs)) if (properties[name]) properties[name] = { ...properties[name], description };
  return { ...schema, properties };
}

export function argumentNames(skill: AgentSkill<never>): { required: string[]; optional: string[] } {
  const schema = argumentSchema(skill);
  // In the order the docs list them (arktype's JSON Schema sorts names alphabetically).
  const documented = Object.keys(skill.argDocs);
  const rank = (name: string): number => (documented.includes(name) ? documented.indexOf(name) : documented.length);
  const all = Object.keys((schema.properties ?? {}) as JsonObject).sort((a, b) => rank(a) - rank(b));
  const listed = Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [];
  const required = all.filter((name) => listed.includes(name));
  return { required, optional: all.filter((name) => !required.includes(name)) };
}

/** "arguments a, b required; optional c": the argument shape in words. */
export function argumentShape(skill: AgentSkill<never>): string {
  const { required, optional } = argumentNames(skill);
  const optionalText = optional.length ? `; optional ${optional.join(', ')}` : '';
  return `arguments ${required.join(', ') || '(none)'} required${optionalText}`;
}

/** One line per skill: how to call it. Used in the help answer to an unreadable request. */
export function callShape(skill: AgentSkill<never>): string {
  return `${skill.name}: ${argumentShape(skill)}`;
}

function isJsonObjectText(text: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The shared examples, in A2A form: a JSON arguments example becomes the data part to send ({skill, arguments});
 * a plain-words example stays only for the skill that accepts plain text.
 */
function a2aExamples(skill: AgentSkill<never>): string[] {
  const examples: string[] = [];
  for (const example of skill.examples) {
    const args = isJsonObjectText(example);
    if (args) examples.push(JSON.stringify({ skill: skill.name, arguments: args }));
    else if (skill.name === TEXT_SKILL) examples.push(example);
  }
  if (!examples.some((e) => e.startsWith('{'))) examples.push(JSON.stringify({ skill: skill.name, arguments: Object.fromEntries(argumentNames(skill).required.map((name) => [name, '…'])) }));
  return examples;
}

const VERBS = new Set(['get', 'create', 'set', 'list']);

function toCardSkill(skill: AgentSkill<never>): A2aSkill {
  const textToo = skill.name === TEXT_SKILL;
  const howToCall = `Call it with a data part {"skill": "${skill.name}", "arguments": {...}}; ${argumentShape(skill)}.${
    textToo ? ' Plain text also works when it names the item and both postal codes ("two ceramic mugs from 10001 to 94105").' : ''
  } The answer is a data part with the result (or an error object {error, status, message, errors?}) and a short text part.`;
  return {
    id: skill.name,
    name: skill.title,
    description: `${skill.description}\n\n${howToCall}`,
    tags: ['shipping', ...skill.name.split('_').filter((word) => !VERBS.has(word))],
    examples: a2aExamples(skill),
    inputModes: textToo ? [JSON_MODE, TEXT_MODE] : [JSON_MODE],
    outputModes: [JSON_MODE, TEXT_MODE],
    securityRequirements: [],
  };
}

export function buildAgentCard(config: AppConfig, skills: readonly AgentSkill<never>[]): AgentCard {
  const base = config.publicBaseUrl;
  return {
    name: 'Parcel Quote Service',
    description:
      'Live parcel shipping quotes from a US ZIP to the US, Canada, the UK, Germany and Australia across USPS, UPS, FedEx and DHL Express, checkout links a person pays at, and the status of those checkouts. One call per shipment; cache answers on your side; never poll. An agent never pays: a person confirms and pays at the checkout link. No credentials are needed; an OAuth client (client_credentials, scope quote) only gets its own, larger quote bucket.',
    // v1.0 first (preferred), then the same endpoint declared for v0.3 clients (message/send), which the
    // SDK's legacy compatibility layer answers.
    supportedInterfaces: duplicateInterfacesForLegacy([{ url: `${base}${A2A_PATH}`, protocolBinding: 'JSONRPC', tenant: '', protocolVersion: A2A_PROTOCOL_VERSION }], ['JSONRPC']),
    provider: { organization: 'Parcel Quote Service', url: base },
    version: config.version,
    capabilities: { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false },
    securitySchemes: {
      oauth2: {
        scheme: {
          $case: 'oauth2SecurityScheme',
          value: {
            description: 'Optional. Without a token the caller is limited per address and User-Agent; a registered client (registration by e-mail) gets its own quote bucket.',
            flows: { flow: { $case: 'clientCredentials', value: { tokenUrl: `${base}/oauth/token`, refreshUrl: '', scopes: { quote: "Quotes on the registered client's own hourly bucket" } } } },
            oauth2MetadataUrl: `${base}/.well-known/oauth-authorization-server`,
          },
        },
      },
    },
    // Empty: anonymous calls are allowed (SPEC: the API works without credentials).
    securityRequirements: [],
    defaultInputModes: [JSON_MODE, TEXT_MODE],
    defaultOutputModes: [JSON_MODE, TEXT_MODE],
    skills: skills.map(toCardSkill),
    signatures: [],
  };
}
