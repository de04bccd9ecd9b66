// Prebuild the workflow bundle for production workers (worker/worker.ts loads dist/workflow-bundle.js if present).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import { PREBUILT_BUNDLE_PATH, WORKFLOW_BUNDLE_OPTIONS } from '../worker/worker.ts';

const { code } = await bundleWorkflowCode(WORKFLOW_BUNDLE_OPTIONS);
mkdirSync(path.dirname(PREBUILT_BUNDLE_PATH), { recursive: true });
writeFileSync(PREBUILT_BUNDLE_PATH, code);
console.log(`wrote ${PREBUILT_BUNDLE_PATH} (${(code.length / 1024).toFixed(0)} KiB)`);
