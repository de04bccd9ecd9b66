// A worker in its own process, so a test can SIGKILL it mid-session. Its sandbox carrier fails every label
// purchase transiently (CHECKOUT_LABEL_FAULT=transient), which keeps the session's label purchase in retry until
// the process dies. Prints "ready" once polling.
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { createActivities } from '../../activities/index.ts';
import { openStore } from '../../store/index.ts';

const { TEMPORAL_ADDRESS, TASK_QUEUE, DATABASE_FILE, BUNDLE_PATH, CHECKOUT_LABEL_FAULT } = process.env;
if (!TEMPORAL_ADDRESS || !TASK_QUEUE || !DATABASE_FILE || !BUNDLE_PATH) throw new Error('TEMPORAL_ADDRESS, TASK_QUEUE, DATABASE_FILE and BUNDLE_PATH are required');

Runtime.install({ logger: new DefaultLogger('ERROR') });
const store = await openStore({ file: DATABASE_FILE });
const connection = await NativeConnection.connect({ address: TEMPORAL_ADDRESS });
const fault = CHECKOUT_LABEL_FAULT === 'transient' || CHECKOUT_LABEL_FAULT === 'permanent' ? CHECKOUT_LABEL_FAULT : null;
const worker = await Worker.create({
  connection,
  taskQueue: TASK_QUEUE,
  workflowBundle: { codePath: BUNDLE_PATH },
  activities: createActivities({ store, providers: { sandboxFaults: { label: () => fault } } }),
});
const running = worker.run();
process.stdout.write('ready\n');
await running;
