// The API held to its own description: every response a test sees can be checked against /openapi.json (status
// documented for that operation, media type documented for that status, body valid against the schema). Object
// schemas are checked closed (a member the description does not declare is drift too), except where the
// description itself says `additionalProperties`. Records which operation/status pairs were exercised, so a suite
// can tell which parts of the description no test has seen.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface MediaTypeObject {
  schema?: JsonObject;
}
interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
}
interface OperationObject {
  operationId?: string;
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject | Json>>;
  components: { schemas: Record<string, JsonObject> };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Media type without parameters, lower case. */
export const mediaTypeOf = (contentType: string | null): string => (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();

const isJsonMediaType = (mediaType: string): boolean => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * Close every object schema that declares properties and says nothing about others, and point component refs at
 * `$defs` so each schema compiles on its own.
 */
function closeAndRebase(node: Json): Json {
  if (Array.isArray(node)) return node.map(closeAndRebase);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' ? value.replace('#/components/schemas/', '#/$defs/') : closeAndRebase(value);
  }
  if (out.type === 'object' && isObject(out.properties) && out.additionalProperties === undefined && out.patternProperties === undefined) out.additionalProperties = false;
  return out;
}

interface Route {
  template: string;
  pattern: RegExp;
  params: number;
  item: Record<string, OperationObject | Json>;
}

export interface ContractFailure {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  problem: string;
  errors?: ErrorObject[];
}

export class OpenApiContract {
  readonly document: OpenApiDocument;
  /** `METHOD template` → statuses seen. */
  readonly exercised = new Map<string, Set<string>>();
  private readonly routes: Route[];
  private readonly ajv: Ajv2020;
  private readonly defs: Json;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.document = document;
    this.ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false, allErrors: true });
    this.defs = closeAndRebase(document.components.schemas as Json);
    this.routes = Object.entries(document.paths)
      .map(([template, item]) => ({
        template,
        item,
        params: (template.match(/\{[^}]+\}/g) ?? []).length,
        pattern: new RegExp(`^${template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`),
      }))
      // Literal paths win over templated ones.
      .sort((a, b) => a.params - b.params);
  }

  /** The operation a request lands on (HEAD is answered by GET), or undefined when the description has none. */
  operation(method: string, path: string): { template: string; method: string; operation: OperationObject } | undefined {
    const pathname = new URL(path, 'http://contract.invalid').pathname;
    const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    for (const route of this.routes) {
      if (!route.pattern.test(pathname)) continue;
      const operation = route.item[verb];
      if (isObject(operation as Json) && 'responses' in (operation as JsonObject)) return { template: route.template, method: verb, operation: operation as OperationObject };
    }
    return undefined;
  }

  /** Every documented operation as `METHOD template`. */
  operations(): string[] {
    return this.routes.flatMap((route) => HTTP_METHODS.filter((m) => isObject(route.item[m] as Json)).map((m) => `${m.toUpperCase()} ${route.template}`));
  }

  private validator(key: string, schema: JsonObject): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile({ ...(closeAndRebase(schema) as JsonObject), $defs: this.defs });
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** The failure, or undefined when the response matches the description. */
  check(method: string, path: string, status: number, contentType: string | null, body: string): ContractFailure | undefined {
    const fail = (problem: string, errors?: ErrorObject[]): ContractFailure => ({ method, path, status, contentType, problem, ...(errors ? { errors } : {}) });
    const found = this.operation(method, path);
    if (!found) return fail(`no operation ${method.toUpperCase()} ${new URL(path, 'http://contract.invalid').pathname} in the description`);
    const { template, operation } = found;
    const statusKey = String(status);
    const rangeKey = `${statusKey[0]}XX`;
    const responseKey = statusKey in operation.responses ? statusKey : rangeKey in operation.responses ? rangeKey : status >= 500 && 'default' in operation.responses ? 'default' : undefined;
    const opKey = `${found.method.toUpperCase()} ${template}`;
    if (!responseKey) return fail(`status ${status} is not documented for ${opKey} (documented: ${Object.keys(operation.responses).join(', ')})`);
    const exercised = this.exercised.get(opKey) ?? new Set<string>();
    exercised.add(responseKey);
    this.exercised.set(opKey, exercised);

    const documented = operation.responses[responseKey]!;
    if (method.toUpperCase() === 'HEAD' || status === 304) return body === '' ? undefined : fail('a HEAD or 304 answer has a body');
    if (!documented.content) return body === '' ? undefined : fail(`${opKey} ${responseKey} documents no body, got ${body.length} bytes`);
    const mediaType = mediaTypeOf(contentType);
    const media = Object.entries(documented.content).find(([type]) => mediaTypeOf(type) === mediaType)?.[1];
    if (!media) return fail(`content type ${contentType ?? '(none)'} is not documented for ${opKey} ${responseKey} (documented: ${Object.keys(documented.content).join(', ')})`);
    if (!media.schema) return undefined;
    let value: unknown = body;
    if (isJsonMediaType(mediaType)) {
      try {
        value = JSON.parse(body);
      } catch {
        return fail(`the ${mediaType} body is not JSON`);
      }
    }
    const validate = this.validator(`${opKey} ${responseKey} ${mediaType}`, media.schema);
    return validate(value) ? undefined : fail(`the body does not match the ${opKey} ${responseKey} ${mediaType} schema`, validate.errors ?? []);
  }

  /**
   * Throw when the response does not match the description (the reusable assertion of the contract tests).
   * `body` is the raw text (JSON is parsed here).
   */
  assertMatchesOpenApi(method: string, path: string, status: number, contentType: string | null, body: string): void {
    const failure = this.check(method, path, status, contentType, body);
    if (failure) {
      const details = failure.errors?.length ? `\n${failure.errors.map((e) => `  ${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`).join('\n')}` : '';
      throw new Error(`${failure.method.toUpperCase()} ${failure.path} → ${failure.status}: ${failure.problem}${details}\nbody: ${body.slice(0, 600)}`);
    }
  }

  /** Read a fetch Response, assert it against the description, and hand back its text and parsed JSON. */
  async assertResponse(method: string, path: string, response: Response): Promise<{ status: number; headers: Headers; text: string; json: unknown }> {
    const text = await response.text();
    this.assertMatchesOpenApi(method, path, response.status, response.headers.get('content-type'), text);
    let json: unknown;
    if (isJsonMediaType(mediaTypeOf(response.headers.get('content-type')))) json = JSON.parse(text);
    return { status: response.status, headers: response.headers, text, json };
  }
}

export async function loadContract(baseUrl: string): Promise<OpenApiContract> {
  const response = await fetch(`${baseUrl}/openapi.json`);
  if (response.status !== 200) throw new Error(`GET /openapi.json answered ${response.status}`);
  return new OpenApiContract((await response.json()) as OpenApiDocument);
}

/**
 * fetch() that checks every answer against the contract: the shared client of the contract tests. Relative paths
 * are resolved against `baseUrl`.
 */
export function contractFetch(contract: OpenApiContract, baseUrl: string) {
  return async (path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; text: string; json: unknown }> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const response = await fetch(`${baseUrl}${path}`, init);
    return contract.assertResponse(method, path, response);
  };
}
