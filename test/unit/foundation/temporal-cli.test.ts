import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TemporalCliUnavailableError, cachedCliPath, provisionTemporalCli } from '../../../scripts/temporal-cli.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'pqs-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function fakeBinary(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '#!/bin/sh\necho temporal\n');
  chmodSync(file, 0o755);
  return file;
}

describe('Temporal CLI provisioning order', () => {
  it('prefers TEMPORAL_CLI', async () => {
    const bin = fakeBinary(path.join(work, 'explicit', 'temporal'));
    expect(await provisionTemporalCli({ env: { TEMPORAL_CLI: bin, PATH: '' }, log: () => undefined })).toEqual({ path: bin, source: 'TEMPORAL_CLI' });
  });

  it('then `temporal` on PATH', async () => {
    const bin = fakeBinary(path.join(work, 'onpath', 'temporal'));
    expect(await provisionTemporalCli({ env: { PATH: path.dirname(bin) }, log: () => undefined })).toEqual({ path: bin, source: 'PATH' });
  });

  it('then the cached build, found in well under a second', async () => {
    const env = { PATH: '', PARCEL_QUOTE_CACHE_DIR: path.join(work, 'cache') };
    const bin = fakeBinary(cachedCliPath(env));
    const started = performance.now();
    expect(await provisionTemporalCli({ env, log: () => undefined })).toEqual({ path: bin, source: 'cache' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('says what to install when nothing works', async () => {
    const env = { PATH: '', PARCEL_QUOTE_CACHE_DIR: path.join(work, 'empty-cache'), PARCEL_QUOTE_SKIP_CLI_DOWNLOAD: '1' };
    const attempt = provisionTemporalCli({ env, log: () => undefined });
    await expect(attempt).rejects.toBeInstanceOf(TemporalCliUnavailableError);
    await expect(attempt).rejects.toThrow(/install Go|TEMPORAL_CLI|TEMPORAL_ADDRESS/);
  });
});
