// docker-compose.yml is checked against the Compose Specification's own JSON schema (test/fixtures/compose-spec.json,
// copied from github.com/compose-spec/compose-go v2.16.2, Apache-2.0), so no docker-compose binary is needed. When
// a docker-compose binary is installed, its `config` must accept the file too.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../../config/index.ts';
import { missingTool, onPath } from '../system-tools.ts';

const composeFile = path.join(projectRoot(), 'docker-compose.yml');
// YAML merge keys (`<<: *app-environment`) are part of Compose files; the `yaml` package needs them switched on.
const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as { services: Record<string, Service> };

interface Service {
  image?: string;
  deploy?: { replicas?: number };
  ports?: unknown[];
  expose?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  entrypoint?: string[];
  volumes?: string[];
  healthcheck?: unknown;
  [key: string]: unknown;
}
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

  it('runs PostgreSQL, Temporal, its UI, the proxy, the api and the worker, each with a health check', () => {
    const names = ['postgresql', 'temporal', 'temporal-ui', 'proxy', 'api', 'worker'];
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(names));
    for (const name of names) expect(compose.services[name]?.healthcheck, name).toBeDefined();
  });

  it('runs 2 api replicas with no host port, reached through the proxy, and 2 worker replicas', () => {
    const { api, worker, proxy } = compose.services;
    expect(api?.deploy?.replicas).toBe(2);
    expect(worker?.deploy?.replicas).toBe(2);
    // A fixed host port per replica would clash from the second replica on.
    expect(api?.ports).toBeUndefined();
    expect(worker?.ports).toBeUndefined();
    expect(api?.expose).toEqual(['3000']);
    expect(proxy?.ports).toEqual(['3000:3000']);
    // The proxy sets X-Forwarded-For itself, so the api may trust it for its per-client limits.
    expect(api?.environment?.TRUST_PROXY).toBe('1');
    const mount = proxy?.volumes?.find((v) => v.startsWith('./deploy/nginx.conf:'));
    expect(mount).toBeDefined();
    const nginx = readFileSync(path.join(projectRoot(), 'deploy/nginx.conf'), 'utf8');
    // Resolved per request through Docker's DNS: every replica, including ones added by --scale later.
    expect(nginx).toMatch(/^resolver 127\.0\.0\.11 /m);
    expect(nginx).toMatch(/set \$(\w+) http:\/\/api:3000;\s+proxy_pass \$\1;/);
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it('has a proxy config that nginx accepts, when nginx is installed', ({ skip }) => {
    const binary = onPath('nginx');
    if (!binary) {
      missingTool('nginx is not installed (`apt-get install nginx-light`): deploy/nginx.conf was checked by its assertions only.');
      return skip();
    }
    // The image includes conf.d/*.conf inside http {}; do the same around our file.
    const work = mkdtempSync(path.join(os.tmpdir(), 'pqs-nginx-'));
    try {
      const main = `pid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${path.join(projectRoot(), 'deploy/nginx.conf')};\n}\n`;
      writeFileSync(path.join(work, 'nginx.conf'), main);
      const result = spawnSync(binary, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
      expect(result.stderr).toContain('test is successful');
      expect(result.status).toBe(0);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('keeps the app data and Temporal\'s in PostgreSQL, with Temporal from the current images (no auto-setup)', () => {
    const { api, worker, temporal } = compose.services;
    for (const service of [api, worker]) {
      expect(new URL(service?.environment?.DATABASE_URL ?? '').host).toBe('postgresql:5432');
      expect(service?.environment?.TEMPORAL_ADDRESS).toBe('temporal:7233');
      // No shared SQLite file between containers any more.
      expect(service?.volumes).toBeUndefined();
    }
    for (const [name, service] of Object.entries(compose.services)) expect(service.image ?? '', name).not.toContain('auto-setup');
    expect(temporal?.image).toMatch(/^temporalio\/server:/);
    expect(temporal?.environment).toMatchObject({ DB: 'postgres12', POSTGRES_SEEDS: 'postgresql', DYNAMIC_CONFIG_FILE_PATH: 'config/dynamicconfig/parcel-quote.yaml' });
    expect(temporal?.volumes).toContain('./deploy/temporal-dynamic-config.yaml:/etc/temporal/config/dynamicconfig/parcel-quote.yaml:ro');
    // Its schema comes from Temporal's SQL tool in a one-shot admin-tools job that must succeed first.
    expect(temporal?.depends_on?.['temporal-schema']).toEqual({ condition: 'service_completed_successfully' });
    const schema = compose.services['temporal-schema'];
    expect(schema?.image).toMatch(/^temporalio\/admin-tools:/);
    const script = (schema?.entrypoint ?? []).join('\n');
    for (const step of ['create-database', 'setup-schema', 'update-schema', 'postgresql/v12/temporal', 'postgresql/v12/visibility']) expect(script).toContain(step);
    // The app starts only once the namespace and its search attribute exist.
    for (const service of [api, worker]) expect(service?.depends_on?.['temporal-namespace']).toEqual({ condition: 'service_completed_successfully' });
    expect((compose.services['temporal-namespace']?.entrypoint ?? []).join('\n')).toContain('--name CheckoutStatus --type Keyword');
  });

  it('builds a multi-stage image that runs as a non-root user', () => {
    const dockerfile = readFileSync(path.join(projectRoot(), 'Dockerfile'), 'utf8');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
