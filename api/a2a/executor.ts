// The A2A agent: reads the user message ({skill, arguments} data part, or a plain-words quote request), runs the
// shared skill with the caller's identity (same buckets and errors as REST and MCP), and answers with one Message:
// a data part (the skill's structured result, or the structured error of MCP's `toolError`) and a short text part.
// No tasks: every skill answers at once, so nothing is kept per call and there is nothing to poll.
import { randomUUID } from 'node:crypto';
import { Role } from '@a2a-js/sdk';
import type { Message, Part } from '@a2a-js/sdk';
import { AgentEvent } from '@a2a-js/sdk/server';
import type { AgentExecutor, ExecutionEventBus, RequestContext, ServerCallContext } from '@a2a-js/sdk/server';
import { type } from 'arktype';
import type { AgentSkill, SkillServices } from '../agent/skills.ts';
import type { AppContext } from '../context.ts';
import type { ClientIdentity } from '../identity.ts';
import { toolError } from '../mcp/server.ts';
import { ProblemError, invalidRequest, toProblem } from '../problem.ts';
import { JSON_MODE, TEXT_MODE, TEXT_SKILL, argumentSchema, callShape } from './card.ts';
import { parseQuoteText } from './text-request.ts';

/** Where the h3 route leaves the caller's identity in the SDK's per-call state. */
export const IDENTITY_STATE_KEY = 'parcel-quote.identity';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

function identityOf(context: ServerCallContext): ClientIdentity {
  const value = context.state.get(IDENTITY_STATE_KEY);
  if (isObject(value) && typeof value.key === 'string' && (value.kind === 'anonymous' || value.kind === 'oauth_client')) return value as unknown as ClientIdentity;
  // Only reachable if a route forgot to resolve the caller: refuse rather than spend an unkeyed bucket.
  throw new ProblemError(500, 'internal_error', 'The caller could not be identified.');
}

interface SkillCall {
  skill: string;
  args: unknown;
}

const dataPart = (value: JsonObject): Part => ({ content: { $case: 'data', value }, metadata: undefined, filename: '', mediaType: JSON_MODE });
const textPart = (value: string): Part => ({ content: { $case: 'text', value }, metadata: undefined, filename: '', mediaType: TEXT_MODE });

export class SkillExecutor implements AgentExecutor {
  private readonly ctx: AppContext;
  private readonly services: SkillServices;
  private readonly skills: readonly AgentSkill<never>[];

  constructor(ctx: AppContext, services: SkillServices, skills: readonly AgentSkill<never>[]) {
    this.ctx = ctx;
    this.services = services;
    this.skills = skills;
  }

  execute = async (request: RequestContext, eventBus: ExecutionEventBus): Promise<void> => {
    const answer = await this.answer(request);
    const reply: Message = {
      messageId: randomUUID(),
      contextId: request.contextId,
      taskId: '',
      role: Role.ROLE_AGENT,
      parts: [dataPart(answer.structured), textPart(answer.text)],
      metadata: { ...(answer.skill ? { skill: answer.skill } : {}), isError: answer.isError },
      extensions: [],
      referenceTaskIds: [],
    };
    eventBus.publish(AgentEvent.message(reply));
    eventBus.finished();
  };

  // Nothing runs long enough to cancel, and no task is ever created.
  cancelTask = async (_taskId: string, eventBus: ExecutionEventBus): Promise<void> => {
    eventBus.finished();
  };

  private async answer(request: RequestContext): Promise<{ structured: JsonObject; text: string; isError: boolean; skill?: string }> {
    let skillName: string | undefined;
    try {
      const call = this.readCall(request.userMessage);
      skillName = call.skill;
      const skill = this.skills.find((s) => s.name === call.skill);
      if (!skill) throw this.help(new ProblemError(404, 'not_found', `Unknown skill "${call.skill}". Skills: ${this.skills.map((s) => s.name).join(', ')}.`));
      const args = (skill.args as unknown as (input: unknown) => unknown)(call.args);
      if (args instanceof type.errors) {
        throw new ProblemError(400, 'invalid_request', 'Some arguments are missing or invalid; see errors.', {
          extra: { errors: args.map((e) => ({ field: e.path.join('.') || '(arguments)', message: e.message })) },
        });
      }
      const result = await skill.run(args as never, identityOf(request.context), this.services);
      return { structured: result.structured, text: result.text, isError: false, skill: skill.name };
    } catch (error) {
      const problem = toProblem(error);
      if (problem.status >= 500) this.ctx.logger.error({ err: error, skill: skillName }, 'a2a skill failed');
      const result = toolError(problem);
      const first = result.content[0];
      const text = first?.type === 'text' ? first.text : `${problem.code}: ${problem.message}`;
      // The help answer also lists the skills and their argument schemas.
      const skills = problem.extra.skills;
      return { structured: { ...(result.structuredContent ?? {}), ...(skills ? { skills } : {}) }, text, isError: true, ...(skillName ? { skill: skillName } : {}) };
    }
  }

  /** {skill, arguments} from the first data part; else a plain-words quote; else the help answer. */
  private readCall(message: Message): SkillCall {
    for (const part of message.parts) {
      if (part.content?.$case !== 'data') continue;
      const value: unknown = part.content.value;
      if (!isObject(value)) continue;
      return this.callFromObject(value);
    }
    const text = message.parts
      .map((part) => (part.content?.$case === 'text' ? part.content.value : ''))
      .join('\n')
      .trim();
    if (text.startsWith('{')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (isObject(parsed)) {
        if ('skill' in parsed) return this.callFromObject(parsed);
        // Bare quote arguments sent as text.
        if (['product', 'from_zip', 'to_zip'].some((key) => key in parsed)) return { skill: TEXT_SKILL, args: parsed };
      }
    }
    if (text && this.skills.some((s) => s.name === TEXT_SKILL)) {
      const quote = parseQuoteText(text);
      if (quote) return { skill: TEXT_SKILL, args: quote };
    }
    throw this.help(
      invalidRequest(
        text
          ? 'This request could not be read as a quote. Send a data part {"skill": ..., "arguments": {...}}, or for a quote a sentence naming the item and both postal codes ("two ceramic mugs from 10001 to 94105").'
          : 'The message has no data part. Send a data part {"skill": ..., "arguments": {...}}.',
        [{ field: 'skill', message: `Name one of: ${this.skills.map((s) => s.name).join(', ')}` }],
      ),
    );
  }

  private callFromObject(value: JsonObject): SkillCall {
    if (typeof value.skill !== 'string' || value.skill === '') {
      throw this.help(invalidRequest('The data part needs "skill" (the skill to run) and "arguments" (an object).', [{ field: 'skill', message: `Name one of: ${this.skills.map((s) => s.name).join(', ')}` }]));
    }
    const args = value.arguments ?? {};
    if (!isObject(args)) throw invalidRequest('"arguments" must be an object.', [{ field: 'arguments', message: 'must be an object' }]);
    return { skill: value.skill, args };
  }

  /** The same problem, with the skills and their argument shapes attached for the caller to correct itself. */
  private help(problem: ProblemError): ProblemError {
    const skills = this.skills.map((skill) => ({ skill: skill.name, usage: callShape(skill), arguments: argumentSchema(skill) }));
    const detail = `${problem.message} Skills: ${this.skills.map((skill) => callShape(skill)).join(' | ')}.`;
    return new ProblemError(problem.status, problem.code, detail, { extra: { ...problem.extra, skills } });
  }
}
