// OAuth client registration (SPEC "Authentication" 3, 8): manual, by an operator, after an e-mail request.
//   npm run ops -- clients create --name "Acme agent" --contact dev@acme.example --quote-limit 500 [--json]
//   npm run ops -- clients list [--active] [--json]
//   npm run ops -- clients revoke <client_id>
//   npm run ops -- clients rotate-secret <client_id> [--keep-tokens] [--json]
// A secret is printed exactly once (create, rotate-secret); only its scrypt hash is stored.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/index.ts';
import { registerClient, rotateClientSecret } from '../../api/oauth/clients.ts';
import { TOKEN_PATH } from '../../api/oauth/routes.ts';
import type { OpsArea } from '../ops.ts';

const ANONYMOUS_QUOTE_LIMIT = 80;

class UsageError extends Error {}

function tokenHint(clientId: string): string[] {
  const tokenUrl = `${loadConfig().publicBaseUrl}${TOKEN_PATH}`;
  return [
    'How the client gets a token (valid one hour, scope quote; at most 20 token requests an hour):',
    `  curl -s -u '${clientId}:<client_secret>' -d grant_type=client_credentials ${tokenUrl}`,
    '  then send "Authorization: Bearer <access_token>" on POST /quote.',
  ];
}

function secretWarning(): string[] {
  return [
    'The client secret is shown this once and is not stored (only a scrypt hash is). Hand it to the client over a',
    'secure channel now. If it is lost, run `clients rotate-secret` to issue a new one.',
  ];
}

function oneClientId(positionals: string[], usage: string): string {
  if (positionals.length !== 1 || !positionals[0]) throw new UsageError(`expected one client id\nusage: npm run ops -- ${usage}`);
  return positionals[0];
}

/** Usage mistakes print the problem and exit 2; anything else propagates. */
function withUsage(usage: string, run: OpsArea[string]['run']): OpsArea[string]['run'] {
  return async (args, ctx) => {
    try {
      return await run(args, ctx);
    } catch (error) {
      if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
        ctx.print(`error: ${(error as Error).message}`);
        if (error instanceof UsageError) return 2;
        ctx.print(`usage: npm run ops -- ${usage}`);
        return 2;
      }
      throw error;
    }
  };
}

const CREATE_USAGE = 'clients create --name <name> --contact <e-mail> --quote-limit <quotes per hour> [--json]';
const LIST_USAGE = 'clients list [--active] [--json]';
const REVOKE_USAGE = 'clients revoke <client_id>';
const ROTATE_USAGE = 'clients rotate-secret <client_id> [--keep-tokens] [--json]';

export const clientCommands: OpsArea = {
  create: {
    summary: 'register an OAuth client with its own hourly quote bucket; prints the secret once',
    usage: CREATE_USAGE,
    run: withUsage(CREATE_USAGE, async (args, { store, print }) => {
      const { values } = parseArgs({
        args,
        options: { name: { type: 'string' }, contact: { type: 'string' }, 'quote-limit': { type: 'string' }, json: { type: 'boolean', default: false } },
      });
      const rawLimit = values['quote-limit'];
      const quoteLimit = rawLimit !== undefined && /^\d+$/.test(rawLimit) ? Number(rawLimit) : Number.NaN;
      let created;
      try {
        created = await registerClient(store, { name: values.name ?? '', contact: values.contact ?? '', quoteLimit }, new Date());
      } catch (error) {
        throw new UsageError(`${(error as Error).message.split('; ').join('\n       ')}\nusage: npm run ops -- ${CREATE_USAGE}`);
      }
      const { client, secret } = created;
      if (values.json) {
        print(JSON.stringify({ ...client, client_secret: secret }, null, 2));
        return 0;
      }
      print(`Registered OAuth client "${client.name}" (contact ${client.contact}).`);
      print('');
      print(`  client_id      ${client.client_id}`);
      print(`  client_secret  ${secret}`);
      print(`  quote limit    ${client.quote_limit} quotes per sliding hour (anonymous callers get ${ANONYMOUS_QUOTE_LIMIT})`);
      if (client.quote_limit <= ANONYMOUS_QUOTE_LIMIT) print(`  note           this is not more than the anonymous ${ANONYMOUS_QUOTE_LIMIT}; credentials then buy the client nothing`);
      print('');
      for (const line of secretWarning()) print(line);
      print('');
      for (const line of tokenHint(client.client_id)) print(line);
      return 0;
    }),
  },

  list: {
    summary: 'list OAuth clients (never their secrets) with live token counts',
    usage: LIST_USAGE,
    run: withUsage(LIST_USAGE, async (args, { store, print }) => {
      const { values } = parseArgs({ args, options: { active: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } } });
      const clients = await store.oauth.listClients({ nowMs: Date.now(), includeRevoked: !values.active });
      if (values.json) {
        print(JSON.stringify(clients, null, 2));
        return 0;
      }
      if (clients.length === 0) {
        print(values.active ? 'no active OAuth clients' : 'no OAuth clients registered yet; add one with: npm run ops -- ' + CREATE_USAGE);
        return 0;
      }
      const rows = clients.map((c) => [
        c.client_id,
        c.revoked_at ? `revoked ${c.revoked_at.slice(0, 10)}` : 'active',
        `${c.quote_limit}/h`,
        String(c.live_tokens),
        c.created_at.slice(0, 10),
        c.name,
        c.contact,
      ]);
      const header = ['CLIENT_ID', 'STATUS', 'QUOTES', 'TOKENS', 'CREATED', 'NAME', 'CONTACT'];
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
      for (const row of [header, ...rows]) print(row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
      const active = clients.filter((c) => !c.revoked_at).length;
      print(`${clients.length} client${clients.length === 1 ? '' : 's'}, ${active} active`);
      return 0;
    }),
  },

  revoke: {
    summary: 'revoke an OAuth client at once: its tokens stop working immediately',
    usage: REVOKE_USAGE,
    run: withUsage(REVOKE_USAGE, async (args, { store, print }) => {
      const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
      const clientId = oneClientId(positionals, REVOKE_USAGE);
      const client = await store.oauth.getClient(clientId);
      const result = client ? await store.oauth.revokeClient(clientId, new Date()) : undefined;
      if (!client || !result) {
        print(`error: no OAuth client ${JSON.stringify(clientId)}; see \`npm run ops -- clients list\``);
        return 1;
      }
      if (result.alreadyRevoked) {
        print(`${clientId} ("${client.name}") was already revoked on ${result.revokedAt}; nothing changed.`);
        return 0;
      }
      print(`Revoked ${clientId} ("${client.name}", ${client.contact}).`);
      print(`  ${result.tokensRevoked} access token${result.tokensRevoked === 1 ? '' : 's'} deleted; every request with them now gets 401 invalid_token.`);
      print('  The client can no longer get tokens. Register a new client if it should come back.');
      return 0;
    }),
  },

  'rotate-secret': {
    summary: 'issue a new client secret (old one stops working now); prints it once',
    usage: ROTATE_USAGE,
    run: withUsage(ROTATE_USAGE, async (args, { store, print }) => {
      const { values, positionals } = parseArgs({ args, options: { 'keep-tokens': { type: 'boolean', default: false }, json: { type: 'boolean', default: false } }, allowPositionals: true });
      const clientId = oneClientId(positionals, ROTATE_USAGE);
      const client = await store.oauth.getClient(clientId);
      if (!client) {
        print(`error: no OAuth client ${JSON.stringify(clientId)}; see \`npm run ops -- clients list\``);
        return 1;
      }
      if (client.revoked_at) {
        print(`error: ${clientId} was revoked on ${client.revoked_at}; a revoked client gets no new secret (register a new client instead)`);
        return 1;
      }
      const rotated = await rotateClientSecret(store, clientId, new Date(), { revokeTokens: !values['keep-tokens'] });
      if (!rotated) {
        print(`error: ${clientId} was revoked or removed meanwhile; nothing changed`);
        return 1;
      }
      if (values.json) {
        print(JSON.stringify({ client_id: clientId, client_secret: rotated.secret, tokens_revoked: rotated.tokensRevoked }, null, 2));
        return 0;
      }
      print(`New secret for ${clientId} ("${client.name}"). The old secret stopped working now.`);
      print('');
      print(`  client_secret  ${rotated.secret}`);
      print('');
      print(
        values['keep-tokens']
          ? '  Tokens issued before keep working until they expire (at most one hour).'
          : `  ${rotated.tokensRevoked} access token${rotated.tokensRevoked === 1 ? '' : 's'} issued with the old secret deleted (use --keep-tokens for a planned rotation).`,
      );
      print('');
      for (const line of secretWarning()) print(line);
      return 0;
    }),
  },
};
