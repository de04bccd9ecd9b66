// Agent Skills Discovery (agentskills.io discovery schema 0.2.0): one SKILL.md per agent skill, generated from the
// same definitions MCP and A2A serve (api/agent/skills.ts), and an index with each file's SHA-256 digest.
import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config/index.ts';
import { A2A_SKILL_NAMES } from '../a2a/card.ts';
import type { AgentSkill } from '../agent/skills.ts';
import { AGENT_SKILLS } from '../agent/skills.ts';
import type { BucketName } from '../limits.ts';
import type { AgentSkillsIndex } from '../schemas/discovery.ts';
import { AgentSkillsIndexSchema } from '../schemas/discovery.ts';
import { agentSkillPath, DOCS_PATH, MCP_PATH, RATE_LIMITS_PATH } from './paths.ts';
import { BUCKET_TARGETS } from './rate-limits.ts';

export const AGENT_SKILLS_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';
const MAX_DESCRIPTION = 1024;

/** The plain-HTTP counterpart of each skill, where one exists. */
const REST_EQUIVALENT: Record<string, string> = {
  get_parcel_quote: 'POST /quote (centimetres and kilograms, from_postal_code/to_postal_code)',
  create_checkout_link: 'POST /agent/checkout-session',
  get_checkout_status: 'GET /agent/checkout-session/{session_id}',
  get_price_index: 'GET /price-index?month=YYYY-MM',
  track_parcel: 'GET /track/{tracking_number}',
};

export interface SkillDocument {
  /** Agent Skills name: lowercase words joined by hyphens. */
  name: string;
  path: string;
  markdown: string;
}

const skillName = (tool: string): string => tool.toLowerCase().replaceAll('_', '-');

/** At most 1024 characters, cut at a sentence end when it has to be cut. */
function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_DESCRIPTION) return flat;
  const cut = flat.slice(0, MAX_DESCRIPTION);
  const end = cut.lastIndexOf('. ');
  return end > 0 ? cut.slice(0, end + 1) : `${cut.slice(0, MAX_DESCRIPTION - 1)}…`;
}

function bucketOf(tool: string): { bucket: BucketName; when?: string } | undefined {
  for (const [bucket, targets] of Object.entries(BUCKET_TARGETS) as [BucketName, (typeof BUCKET_TARGETS)[BucketName]][]) {
    const target = targets.find((t) => t.surface === 'mcp' && t.tool === tool);
    if (target) return target.when === undefined ? { bucket } : { bucket, when: target.when };
  }
  return undefined;
}

function argumentTable(skill: AgentSkill<never>): string {
  const schema = skill.args.toJsonSchema() as { properties?: Record<string, unknown>; required?: string[] };
  const required = new Set(schema.required ?? []);
  const documented = Object.keys(skill.argDocs);
  const names = Object.keys(schema.properties ?? {}).sort((a, b) => (documented.indexOf(a) + 1 || 999) - (documented.indexOf(b) + 1 || 999));
  const cell = (text: string): string => text.replaceAll('|', '\\|').replace(/\s+/g, ' ');
  const rows = names.map((name) => `| \`${name}\` | ${required.has(name) ? 'yes' : 'no'} | ${cell(skill.argDocs[name] ?? '')} |`);
  return ['| argument | required | meaning |', '|---|---|---|', ...rows].join('\n');
}

function example(skill: AgentSkill<never>): string | undefined {
  for (const text of skill.examples) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return JSON.stringify(parsed, null, 2);
    } catch {
      // a plain-words example
    }
  }
  return undefined;
}

function skillMarkdown(skill: AgentSkill<never>, config: AppConfig, limits: Record<BucketName, number>): string {
  const base = config.publicBaseUrl;
  const name = skillName(skill.name);
  const rest = REST_EQUIVALENT[skill.name];
  const spend = bucketOf(skill.name);
  const args = example(skill);
  const ways = [
    `- **MCP**: tool \`${skill.name}\` at ${base}${MCP_PATH} (streamable HTTP, JSON-RPC \`tools/call\`; no token needed).`,
    ...(A2A_SKILL_NAMES.includes(skill.name)
      ? [`- **A2A**: skill \`${skill.name}\` at ${base}/a2a: send a data part \`{"skill": "${skill.name}", "arguments": {…}}\` (agent card: ${base}/.well-known/agent-card.json).`]
      : []),
    ...(rest ? [`- **HTTP**: \`${rest}\` on this server (reference: ${base}${DOCS_PATH}).`] : []),
  ];
  const limitText = spend
    ? `Spends one from the \`${spend.bucket}\` (${limits[spend.bucket]} per client per sliding hour${spend.when ? `, ${spend.when}` : ''}). When it is empty the answer is error \`rate_limited\` (status 429): wait and retry later, not immediately.`
    : 'Exempt from every rate limit.';
  return [
    '---',
    `name: ${name}`,
    // JSON strings are valid YAML double-quoted scalars.
    `description: ${JSON.stringify(shortDescription(skill.description))}`,
    '---',
    '',
    `# ${skill.title}`,
    '',
    skill.description,
    '',
    '## How to call it',
    '',
    ...ways,
    '',
    '## Arguments',
    '',
    argumentTable(skill),
    ...(args ? ['', 'Example arguments:', '', '```json', args, '```'] : []),
    '',
    '## Limits',
    '',
    `${limitText} All limits: ${base}${RATE_LIMITS_PATH}.`,
    '',
    '## Rules',
    '',
    '- One call per shipment; cache answers on your side; never poll.',
    '- A quote is a snapshot of live carrier rating, not a contract.',
    '- An agent never pays. A person opens the checkout link, confirms the consents and pays there.',
    '- A refused call answers `{error, status, message, errors?}`; fix the arguments named in `errors`.',
    '',
  ].join('\n');
}

export function buildAgentSkills(config: AppConfig): { index: AgentSkillsIndex; documents: SkillDocument[] } {
  const documents = AGENT_SKILLS.map((skill) => {
    const name = skillName(skill.name);
    return { name, path: agentSkillPath(name), markdown: skillMarkdown(skill, config, config.limits), description: shortDescription(skill.description) };
  });
  const index: AgentSkillsIndex = {
    $schema: AGENT_SKILLS_SCHEMA,
    skills: documents.map((doc) => ({
      name: doc.name,
      type: 'skill-md',
      description: doc.description,
      url: `${config.publicBaseUrl}${doc.path}`,
      digest: `sha256:${createHash('sha256').update(doc.markdown).digest('hex')}`,
    })),
  };
  AgentSkillsIndexSchema.assert(index);
  return { index, documents: documents.map(({ name, path, markdown }) => ({ name, path, markdown })) };
}
