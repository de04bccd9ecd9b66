// GET /health of the worker process, on a listener of its own (WORKER_HEALTH_PORT): 200 when the worker is running
// and both the store and Temporal answer, 503 otherwise, with the reason in JSON. For orchestrators and operators.
import http from 'node:http';
import type { Connection } from '@temporalio/client';
import type { Store } from '../store/index.ts';

export interface WorkerHealth {
  status: 'ok' | 'degraded';
  worker: string;
  checks: { store: 'ok' | 'unavailable'; temporal: 'ok' | 'unavailable' };
}

async function within<T>(ms: number, probe: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([probe, new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

export async function workerHealth(state: string, store: Store, connection: Connection, timeoutMs = 1500): Promise<WorkerHealth> {
  const [storeOk, temporalOk] = await Promise.all([
    within(timeoutMs, store.ping().then(() => true, () => false)),
    // grpc.health.v1 ServingStatus 1 = SERVING
    within(timeoutMs, connection.withDeadline(Date.now() + timeoutMs, () => connection.healthService.check({})).then((answer) => answer.status === 1, () => false)),
  ]);
  const checks = { store: storeOk ? ('ok' as const) : ('unavailable' as const), temporal: temporalOk ? ('ok' as const) : ('unavailable' as const) };
  return { status: state === 'RUNNING' && storeOk && temporalOk ? 'ok' : 'degraded', worker: state, checks };
}

export async function startWorkerHealthServer(where: { host: string; port: number }, health: () => Promise<WorkerHealth>): Promise<{ close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/health' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: GET /health\n');
      return;
    }
    health().then(
      (answer) => response.writeHead(answer.status === 'ok' ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : JSON.stringify(answer)),
      () => response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'degraded' })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
