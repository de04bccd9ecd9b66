// The API's link to Temporal: one lazily connected client, and a cheap health probe for /status.
import { Client, Connection } from '@temporalio/client';
import type { ClientInterceptors } from '@temporalio/client';

export interface TemporalGateway {
  readonly address: string;
  /** The client, connecting on first use. Rejects while Temporal is unreachable. */
  client(): Promise<Client>;
  /** true when the frontend answers its gRPC health check within `timeoutMs`. */
  healthy(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createTemporalGateway(options: { address: string; namespace: string; interceptors?: ClientInterceptors }): TemporalGateway {
  const connection = Connection.lazy({ address: options.address, connectTimeout: '3s' });
  const client = new Client({ connection, namespace: options.namespace, ...(options.interceptors ? { interceptors: options.interceptors } : {}) });
  let connected = false;

  async function ensureConnected(): Promise<void> {
    if (connected) return;
    await connection.ensureConnected();
    connected = true;
  }

  return {
    address: options.address,
    async client() {
      await ensureConnected();
      return client;
    },
    async healthy(timeoutMs = 1500) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const probe = (async () => {
        await ensureConnected();
        const response = await connection.withDeadline(Date.now() + timeoutMs, () => connection.healthService.check({}));
        // grpc.health.v1 ServingStatus: 1 = SERVING
        return response.status === 1;
      })().catch(() => false);
      try {
        return await Promise.race([probe, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await connection.close().catch(() => undefined);
    },
  };
}
