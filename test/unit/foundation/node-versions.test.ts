// One Node 24 everywhere it is named: CI's second run, the Docker image and the README's tested versions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../config/index.ts';

const read = (file: string): string => readFileSync(`${projectRoot()}/${file}`, 'utf8');

describe('supported Node versions', () => {
  const ci = read('.ci/run');
  const node24 = /^NODE24_VERSION=(24\.\d+\.\d+)$/m.exec(ci)?.[1];

  it('CI runs the suite on the machine Node and again on Node 24 from the npm registry, cached outside the repository', () => {
    expect(node24).toBeDefined();
    expect(ci).toMatch(/npm pack "node-\$os-\$arch@\$NODE24_VERSION"/);
    expect(ci).toMatch(/PARCEL_QUOTE_CACHE_DIR:-\$\{XDG_CACHE_HOME:-\$HOME\/\.cache\}\/parcel-quote-service\}\/node\//);
    expect(ci).toMatch(/^run_suite$/m);
    expect(ci).toMatch(/^ {2}PATH="\$NODE24_BIN:\$PATH" run_suite$/m);
  });

  it('the Docker image runs the Node major CI tests, and the README names the tested versions', () => {
    const major = node24!.split('.')[0];
    const images = [...read('Dockerfile').matchAll(/^FROM node:(\d+)-/gm)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set([major]));
    expect(read('README.md')).toContain(`Node ${node24}`);
  });

  it('engines admits every Node CI runs', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe('>=20.19');
  });
});
