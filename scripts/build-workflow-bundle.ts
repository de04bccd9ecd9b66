// Prebuild the workflow bundles for production workers (worker/worker.ts loads dist/workflow-bundle.js if present,
// and its -traced sibling, with OpenTelemetry's workflow interceptors, when tracing is on).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import { PREBUILT_BUNDLE_PATH, TRACED_WORKFLOW_BUNDLE_OPTIONS, WORKFLOW_BUNDLE_OPTIONS, tracedBundlePath } from '../worker/worker.ts';

mkdirSync(path.dirname(PREBUILT_BUNDLE_PATH), { recursive: true });
for (const [file, options] of [[PREBUILT_BUNDLE_PATH, WORKFLOW_BUNDLE_OPTIONS], [tracedBundlePath(PREBUILT_BUNDLE_PATH), TRACED_WORKFLOW_BUNDLE_OPTIONS]] as const) {
  const { code } = await bundleWorkflowCode(options);
  writeFileSync(file, code);
  console.log(`wrote ${file} (${(code.length / 1024).toFixed(0)} KiB)`);
}
