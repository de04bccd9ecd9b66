// Request bodies, read with a bound that holds while streaming: a declared Content-Length over the limit is refused
// before a byte is read, and a chunked body (no Content-Length) is cut off the moment it passes the limit. Every
// reader in the API goes through here, so no handler ever holds more than its limit of one request in memory.
import type { Readable } from 'node:stream';
import type { H3Event } from 'h3';
import { ProblemError, invalidRequest } from './problem.ts';

export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** Deeper JSON is refused: no request of ours nests past a handful of levels, and deep values overflow recursion. */
export const MAX_JSON_DEPTH = 32;

export const payloadTooLarge = (maxBytes: number): ProblemError =>
  // Connection: close, so a client still uploading is not read to the end just to keep the socket alive.
  new ProblemError(413, 'payload_too_large', `The body may be at most ${maxBytes} bytes.`, { headers: { connection: 'close' } });

/** What srvx's Node request carries beside the web Request: the IncomingMessage it wraps. */
interface NodeBacked {
  runtime?: { node?: { req?: Readable & { complete?: boolean } } };
}

/**
 * The body read straight from Node's IncomingMessage, under the same bound. srvx's `req.body` turns the message
 * into a web ReadableStream first (Readable.toWeb: a stream, its controller, a transferable wrapper and a promise
 * per chunk), which cost more than parsing and validating the whole quote request. Same answers as the web path:
 * 413 as soon as the bytes pass the bound (the rest is left unread), 400 when the message breaks off or fails.
 * A class with bound listeners rather than named closures: under tsx every named closure costs a __name call.
 */
class NodeBodyReader {
  private readonly chunks: Buffer[] = [];
  private total = 0;
  private readonly onData = this.data.bind(this);
  private readonly onEnd = this.end.bind(this);
  private readonly onBroken = this.broken.bind(this);

  constructor(
    private readonly message: Readable,
    private readonly maxBytes: number,
    private readonly resolve: (bytes: Buffer) => void,
    private readonly reject: (error: unknown) => void,
  ) {
    message.on('data', this.onData).on('end', this.onEnd).on('error', this.onBroken).on('close', this.onBroken);
  }

  private cleanup(): void {
    this.message.off('data', this.onData).off('end', this.onEnd).off('error', this.onBroken).off('close', this.onBroken);
  }

  private data(chunk: Buffer): void {
    this.total += chunk.byteLength;
    if (this.total > this.maxBytes) {
      // Stop reading here; what was read so far is dropped and the rest is never buffered.
      this.cleanup();
      this.message.pause();
      this.reject(payloadTooLarge(this.maxBytes));
      return;
    }
    this.chunks.push(chunk);
  }

  private end(): void {
    this.cleanup();
    this.resolve(this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.total));
  }

  private broken(): void {
    this.cleanup();
    this.reject(invalidRequest('The request body could not be read to its end.'));
  }
}

/** The body's bytes, at most `maxBytes` of them (413 beyond). An absent body is empty. */
export async function readLimitedBytes(req: Request, maxBytes: number): Promise<Buffer> {
  const declared = req.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= maxBytes)) throw payloadTooLarge(maxBytes);
  const message = (req as NodeBacked).runtime?.node?.req;
  // Only a message nobody has started reading: anything else (already read, ended, failed) takes the web path,
  // which answers those cases as it always has.
  if (message && !req.bodyUsed && message.readableDidRead === false && !message.readableEnded && !message.destroyed && message.errored === null) {
    if (req.method === 'GET' || req.method === 'HEAD') return Buffer.alloc(0);
    // Usually the whole body came with the headers and is already buffered when a handler gets here (Node's parser
    // pushes it before it reports the message complete): every byte of the declared length is in, and Node's
    // parser never passes a message more than that. Taken at once, with no listeners, no flowing mode and no wait
    // for 'end' (~2 µs a request). Anything else (chunked, still arriving) goes through the reader below.
    if (declared !== null && message.readableLength > 0 && message.readableLength === Number(declared)) {
      // read() in paused mode hands over everything buffered, as one Buffer.
      const bytes = message.read() as Buffer | null;
      if (bytes !== null) return bytes;
    }
    return new Promise<Buffer>((resolve, reject) => void new NodeBodyReader(message, maxBytes, resolve, reject));
  }
  const body = req.body;
  if (body === null) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw invalidRequest('The request body could not be read to its end.');
    }
    if (chunk.done) break;
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      // Stop reading here; what was read so far is dropped and the rest is never buffered.
      reader.releaseLock();
      throw payloadTooLarge(maxBytes);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks, total);
}

export async function readLimitedText(req: Request, maxBytes: number): Promise<string> {
  return (await readLimitedBytes(req, maxBytes)).toString('utf8');
}

export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]*\+)?json$/;

/**
 * 415 unless the request says it is JSON. Browsers send text/plain (and form types) cross-site without a
 * preflight, so accepting a body without `Content-Type: application/json` would let another site spend quotes.
 */
export function requireJsonContentType(event: H3Event): void {
  const contentType = event.req.headers.get('content-type');
  if (!JSON_MEDIA_TYPE.test(mediaTypeOf(contentType))) {
    const got = contentType ? `got ${mediaTypeOf(contentType) || 'an empty type'}` : 'no Content-Type was sent';
    throw new ProblemError(415, 'unsupported_media_type', `Send the body as application/json (${got}).`);
  }
}

/** Depth of a parsed JSON value, without recursion (so no value can overflow the stack here). */
export function jsonDepthExceeds(value: unknown, maxDepth: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > maxDepth) return true;
    for (const child of Object.values(current)) if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/** Parse JSON text into a value no deeper than MAX_JSON_DEPTH, or throw 400 invalid_request. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') throw invalidRequest('The request body is empty; send a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidRequest(`The request body is not valid JSON: ${(error as Error).message}`);
  }
  if (jsonDepthExceeds(value, MAX_JSON_DEPTH)) throw invalidRequest(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  return value;
}

export async function readJsonBody(event: H3Event, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  requireJsonContentType(event);
  return parseJsonText(await readLimitedText(event.req, maxBytes));
}
