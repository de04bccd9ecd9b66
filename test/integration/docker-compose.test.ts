// docker-compose.yml is validated by Debian's docker-compose (1.29), which needs no Docker engine for `config`.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../config/index.ts';

const composeFile = path.join(projectRoot(), 'docker-compose.yml');

function dockerCompose(): string {
  const found = spawnSync('sh', ['-c', 'command -v docker-compose'], { encoding: 'utf8' });
  if (found.status !== 0) {
    throw new Error('docker-compose is needed to validate docker-compose.yml: `apt-get install docker-compose` (Debian) or `pip install docker-compose`.');
  }
  return found.stdout.trim();
}

describe('docker-compose.yml', () => {
  it('is valid for docker-compose config', () => {
    const result = spawnSync(dockerCompose(), ['-f', composeFile, 'config', '-q'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs PostgreSQL, Temporal, its UI, the api and the worker, each with a health check', () => {
    const services = execFileSync(dockerCompose(), ['-f', composeFile, 'config', '--services'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(services).toEqual(expect.arrayContaining(['postgresql', 'temporal', 'temporal-ui', 'api', 'worker']));
    const resolved = execFileSync(dockerCompose(), ['-f', composeFile, 'config'], { encoding: 'utf8' });
    for (const name of ['postgresql', 'temporal', 'temporal-ui', 'api', 'worker']) {
      const block = resolved.split(/\n {2}(?=[a-z-]+:\n)/).find((b) => b.startsWith(`${name}:`));
      expect(block, name).toContain('healthcheck:');
    }
  });

  it('builds a multi-stage image that runs as a non-root user', () => {
    const dockerfile = readFileSync(path.join(projectRoot(), 'Dockerfile'), 'utf8');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
