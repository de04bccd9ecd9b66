// docker-compose.yml is checked against the Compose Specification's own JSON schema (test/fixtures/compose-spec.json,
// copied from github.com/compose-spec/compose-go v2.16.2, Apache-2.0), so no docker-compose binary is needed. When
// a docker-compose binary is installed, its `config` must accept the file too.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../../config/index.ts';
import { missingTool, onPath } from '../system-tools.ts';

const composeFile = path.join(projectRoot(), 'docker-compose.yml');
const compose = parse(readFileSync(composeFile, 'utf8')) as { services: Record<string, Record<string, unknown>> };
const schema = JSON.parse(readFileSync(path.join(projectRoot(), 'test/fixtures/compose-spec.json'), 'utf8')) as object;

function validateCompose(document: unknown): string[] {
  const validate = new Ajv2020({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
  return validate(document) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

describe('docker-compose.yml', () => {
  it('is valid under the Compose Specification schema', () => {
    expect(validateCompose(compose)).toEqual([]);
  });

  it('the schema check catches a broken file', () => {
    const broken = structuredClone(compose);
    (broken.services.api as Record<string, unknown>).healthcheck = { test: 42, interval: [] };
    (broken.services.worker as Record<string, unknown>).restartt = 'always';
    expect(validateCompose(broken).length).toBeGreaterThan(0);
  });

  it('is valid for docker-compose config, when a docker-compose binary is installed', ({ skip }) => {
    const binary = onPath('docker-compose');
    if (!binary) {
      missingTool('docker-compose is not installed (`apt-get install docker-compose`): only the schema check validated docker-compose.yml.');
      return skip();
    }
    const result = spawnSync(binary, ['-f', composeFile, 'config', '-q'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs PostgreSQL, Temporal, its UI, the api and the worker, each with a health check', () => {
    const names = ['postgresql', 'temporal', 'temporal-ui', 'api', 'worker'];
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(names));
    for (const name of names) expect(compose.services[name]?.healthcheck, name).toBeDefined();
  });

  it('builds a multi-stage image that runs as a non-root user', () => {
    const dockerfile = readFileSync(path.join(projectRoot(), 'Dockerfile'), 'utf8');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
