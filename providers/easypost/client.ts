// The official EasyPost client (`@easypost/api`), built once per adapter, and what its failures mean to us.
import * as easypostModule from '@easypost/api';

// Node loads the package's ES module build, whose default export is the client class. Its type declarations are
// read as CommonJS, where that class sits one `default` deeper: the cast states what Node actually loads.
type EasyPostClass = (typeof easypostModule.default)['default'];
const EasyPostClient = easypostModule.default as unknown as EasyPostClass;

export type EasyPost = InstanceType<typeof EasyPostClient>;

export interface EasyPostSettings {
  apiKey: string;
  /** Test and proxy setting (EASYPOST_BASE_URL): where requests go instead of EasyPost's API, ending in `/v2/`. */
  baseUrl?: string | null;
}

/** The slice of a superagent request the middleware touches. */
interface TimedRequest {
  timeout(limits: { deadline: number }): TimedRequest;
}

/**
 * A client whose every request is cut off after `deadlineMs` (the socket is aborted). The client's own `timeout`
 * option is stored but not applied to requests (8.x), so the deadline is set on each superagent request here.
 */
export function createEasyPostClient(settings: EasyPostSettings, deadlineMs?: number): EasyPost {
  return new EasyPostClient(settings.apiKey, {
    ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
    ...(deadlineMs ? { requestMiddleware: (request: TimedRequest) => request.timeout({ deadline: deadlineMs }) } : {}),
  });
}

export interface EasyPostFailure {
  kind: 'timeout' | 'failed';
  /** HTTP status of an error answer, when there was one. */
  status: number | null;
  /** EasyPost's error code (e.g. `ADDRESS.VERIFY.FAILURE`) or the network error's code. */
  code: string | null;
  message: string;
}

const field = (error: unknown, name: string): unknown => (typeof error === 'object' && error !== null && name in error ? (error as Record<string, unknown>)[name] : undefined);

/** What went wrong in a call through the client: no answer in time, an error answer, or no connection. */
export function describeEasyPostFailure(error: unknown): EasyPostFailure {
  const status = field(error, 'statusCode');
  const code = field(error, 'code');
  const message = error instanceof Error ? error.message : String(error);
  // superagent marks its deadline with `timeout` (ms) and code ECONNABORTED.
  const timedOut = typeof field(error, 'timeout') === 'number' || code === 'ECONNABORTED' || code === 'ETIMEDOUT' || status === 504 || status === 408;
  return {
    kind: timedOut ? 'timeout' : 'failed',
    status: typeof status === 'number' ? status : null,
    code: typeof code === 'string' ? code : null,
    message,
  };
}

/** Settles with `work`, or rejects with `onTimeout()` once `ms` have passed (the timer never holds the process). */
export function withDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
    timer.unref();
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
