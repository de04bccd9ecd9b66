// A loopback HTTP server that replays EasyPost's own recorded traffic (HAR files in test/fixtures/easypost/, from
// EasyPost's client test suites; see the README there). The official client is pointed at it through its base URL
// (EASYPOST_BASE_URL), so the adapters run their real HTTP path against real EasyPost answers.
//
// Entries are matched by method and path (the query string ignored), and by the request body where a test says so
// (`when`: two recordings of the same call served to concurrent requests, each to its own). Requests are recorded so
// tests can check what the adapter sent. A path recorded several times answers its recordings in order, the last one
// repeating.
//
// Reading an object back (GET shipments/<id>) answers its latest recorded state: the last recorded answer about
// that object this server has served, else the first one recorded. So a shipment read before its purchase is the
// recorded unbought shipment, and read after it the recorded bought one, as EasyPost itself would answer. The state
// moves when a request arrives, before any delay: EasyPost has bought the label even if its answer comes too late.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const EASYPOST_FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'easypost');

interface HarEntry {
  request: { method: string; url: string };
  response: { status: number; content: { text?: string } };
}

export interface RecordedAnswer {
  method: string;
  /** Path after the API version, e.g. `shipments/shp_…/buy`. */
  path: string;
  status: number;
  body: string;
  /** Answer only requests whose (parsed) body passes this test. */
  when?: (body: unknown) => boolean;
  /** Hold this answer this long (one slow call among others). */
  delayMs?: number;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: IncomingMessage['headers'];
}

export interface ReplayOptions {
  /** Hold answers this long (a slow EasyPost, for deadlines). */
  delayMs?: number;
  /** Only these requests (`METHOD path`) are held; every request when absent. */
  delayOnly?: readonly string[];
}

export interface ReplayServer {
  /** Base URL for the client (EASYPOST_BASE_URL), ending in `/v2/`. */
  baseUrl: string;
  received: ReceivedRequest[];
  /** What is replayed from now on (and the per-path order starts again). */
  replay(answers: readonly RecordedAnswer[], options?: ReplayOptions): void;
  close(): Promise<void>;
}

/** The answers recorded in one HAR file of test/fixtures/easypost/. */
export function recording(file: string): RecordedAnswer[] {
  const har = JSON.parse(readFileSync(path.join(EASYPOST_FIXTURES, file), 'utf8')) as { log: { entries: HarEntry[] } };
  return har.log.entries.map((entry) => {
    const url = new URL(entry.request.url);
    return { method: entry.request.method, path: url.pathname.replace(/^\/(v2|beta)\//, ''), status: entry.response.status, body: entry.response.content.text ?? '' };
  });
}

export async function startReplayServer(initial: readonly RecordedAnswer[], initialOptions: ReplayOptions = {}): Promise<ReplayServer> {
  const received: ReceivedRequest[] = [];
  const served = new Map<string, number>();
  let answers = initial;
  let options = initialOptions;
  const state = new Map<string, string>();
  const objectPath = (body: string): string | null => {
    try {
      const parsed = JSON.parse(body) as { id?: unknown; object?: unknown };
      return typeof parsed.id === 'string' && parsed.object === 'Shipment' ? `shipments/${parsed.id}` : null;
    } catch {
      return null;
    }
  };
  const firstRecordedState = (pathname: string): RecordedAnswer | undefined => answers.find((a) => a.status < 300 && objectPath(a.body) === pathname);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const pathname = new URL(req.url ?? '/', 'http://replay').pathname.replace(/^\/(v2|beta)\//, '');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      received.push({ method: req.method ?? 'GET', path: pathname, body, headers: req.headers });
      const key = `${req.method} ${pathname}`;
      const matching = answers.filter((a) => `${a.method} ${a.path}` === key && (!a.when || a.when(body)));
      let answer = matching[Math.min(served.get(key) ?? 0, matching.length - 1)];
      served.set(key, (served.get(key) ?? 0) + 1);
      if (!answer && req.method === 'GET') {
        const latest = state.get(pathname);
        answer = latest === undefined ? firstRecordedState(pathname) : { method: 'GET', path: pathname, status: 200, body: latest };
      }
      const about = answer && answer.status < 300 ? objectPath(answer.body) : null;
      if (answer && about) state.set(about, answer.body);
      const send = (): void => {
        if (res.destroyed) return;
        if (!answer) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: `no recording for ${key}`, errors: [] } }));
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(answer.body);
      };
      const delayMs = answer?.delayMs ?? (options.delayMs && (!options.delayOnly || options.delayOnly.includes(key)) ? options.delayMs : 0);
      if (delayMs) setTimeout(send, delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v2/`,
    received,
    replay(next, nextOptions = {}) {
      answers = next;
      options = nextOptions;
      served.clear();
      state.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
