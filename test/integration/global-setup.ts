// One Temporal dev server and one workflow bundle for the whole integration run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import type { TestProject } from 'vitest/node';
import { CHECKOUT_STATUS_SEARCH_ATTRIBUTE } from '../../config/index.ts';
import { startDevServer } from '../../scripts/dev-server.ts';
import { provisionTemporalCli } from '../../scripts/temporal-cli.ts';
import { WORKFLOW_BUNDLE_OPTIONS } from '../../worker/worker.ts';
import { freePort } from './ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    temporalAddress: string;
    workflowBundlePath: string;
    temporalCliPath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'pqs-it-'));
  let cliPath: string;
  try {
    cliPath = (await provisionTemporalCli({ log: (line) => process.stderr.write(`[temporal-cli] ${line}\n`) })).path;
  } catch (error) {
    // Never skip silently: the integration suite needs a real Temporal server.
    throw new Error(`Integration tests need the Temporal CLI to run a dev server.\n${(error as Error).message}`);
  }
  const port = await freePort();
  const server = await startDevServer({
    cliPath,
    port,
    uiPort: null,
    dbFile: path.join(workDir, 'temporal.sqlite'),
    searchAttributes: { [CHECKOUT_STATUS_SEARCH_ATTRIBUTE]: 'Keyword' },
    logFile: path.join(workDir, 'temporal.log'),
  });
  const bundle = await bundleWorkflowCode({ ...WORKFLOW_BUNDLE_OPTIONS, logger: silentLogger });
  const bundlePath = path.join(workDir, 'workflow-bundle.js');
  writeFileSync(bundlePath, bundle.code);

  project.provide('temporalAddress', server.address);
  project.provide('workflowBundlePath', bundlePath);
  project.provide('temporalCliPath', cliPath);

  return async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}

const noop = (): void => undefined;
const silentLogger = { log: noop, trace: noop, debug: noop, info: noop, warn: noop, error: noop };
