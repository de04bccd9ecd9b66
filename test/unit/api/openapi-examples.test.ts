// Every operation of /openapi.json shows a request example (when it takes a body, and for its named parameters)
// and a response example for every answer with a body, and each example is valid against its own schema.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../api/openapi/document.ts';
import { loadConfig } from '../../../config/index.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const document = buildOpenApiDocument(loadConfig({ PUBLIC_BASE_URL: 'https://ship.example.com' })) as Json;
const schemas = (document.components as { schemas: Json }).schemas;
const defs = JSON.parse(JSON.stringify(schemas).replaceAll('#/components/schemas/', '#/$defs/')) as Json;
const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false, allErrors: true });

function validate(schema: unknown, example: unknown): string[] {
  const rebased = JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/')) as Json;
  const check = ajv.compile({ ...rebased, $defs: defs });
  return check(example) ? [] : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}

interface Body {
  where: string;
  schema: unknown;
  example: unknown;
}

const bodies: Body[] = [];
const parameters: { where: string; parameter: Json }[] = [];
for (const [path, item] of Object.entries(document.paths as Json)) {
  if (!isObject(item)) continue;
  for (const [method, operation] of Object.entries(item)) {
    if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
    const op = `${method.toUpperCase()} ${path}`;
    for (const parameter of [...((item.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])]) {
      if (isObject(parameter) && typeof parameter.name === 'string') parameters.push({ where: `${op} parameter ${parameter.name}`, parameter });
    }
    const collect = (content: unknown, label: string): void => {
      if (!isObject(content)) return;
      for (const [mediaType, media] of Object.entries(content)) if (isObject(media)) bodies.push({ where: `${op} ${label} ${mediaType}`, schema: media.schema, example: media.example });
    };
    if (isObject(operation.requestBody)) collect(operation.requestBody.content, 'request');
    for (const [status, response] of Object.entries((operation.responses as Json) ?? {})) if (isObject(response)) collect(response.content, status);
  }
}

describe('OpenAPI examples', () => {
  it('cover every request body, response body and named parameter', () => {
    expect(bodies.length).toBeGreaterThan(90);
    expect(bodies.filter((body) => body.example === undefined).map((body) => body.where)).toEqual([]);
    expect(parameters.filter(({ parameter }) => parameter.example === undefined).map(({ where }) => where)).toEqual([]);
  });

  it.each(bodies.map((body) => [body.where, body] as const))('%s: the example is valid against its schema', (_where, body) => {
    expect(validate(body.schema, body.example)).toEqual([]);
  });

  it.each(parameters.map(({ where, parameter }) => [where, parameter] as const))('%s: the example is valid against its schema', (_where, parameter) => {
    expect(validate(parameter.schema, parameter.example)).toEqual([]);
  });

  it('shows the operations agents start with', () => {
    const quote = ((document.paths as Json)['/quote'] as { post: { requestBody: { content: Record<string, { example: Json }> } } }).post;
    expect(quote.requestBody.content['application/json']!.example).toMatchObject({ from_postal_code: '10001', to_postal_code: '94105' });
  });
});
