// The body readers on their own: a chunked body is pulled only up to its bound (the rest is never read), a declared
// length over the bound is refused before the first pull, forms of the wrong type or broken multipart are 4xx
// problems, and JSON depth is measured without recursion.
import { Readable } from 'node:stream';
import { mockEvent } from 'h3';
import { describe, expect, it } from 'vitest';
import { readFormBody } from '../../../api/form-body.ts';
import { jsonDepthExceeds, parseJsonText, readLimitedBytes } from '../../../api/json-body.ts';
import { ProblemError } from '../../../api/problem.ts';

/** An endless body that counts how many chunks the reader pulled. */
function endlessBody(chunkBytes: number): { body: ReadableStream<Uint8Array>; pulls: () => number } {
  let pulls = 0;
  const chunk = new Uint8Array(chunkBytes).fill(97);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      controller.enqueue(chunk);
    },
  });
  return { body, pulls: () => pulls };
}

async function problemOf(work: Promise<unknown>): Promise<ProblemError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProblemError);
  return error as ProblemError;
}

describe('readLimitedBytes', () => {
  it('stops pulling an endless chunked body just past its bound and answers 413 with Connection: close', async () => {
    const { body, pulls } = endlessBody(4096);
    const request = new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit);
    const problem = await problemOf(readLimitedBytes(request, 64 * 1024));
    expect(problem.status).toBe(413);
    expect(problem.problemHeaders).toMatchObject({ connection: 'close' });
    // 16 chunks fill the bound, the 17th passes it; the stream's own read-ahead adds at most a couple more.
    expect(pulls()).toBeLessThanOrEqual(20);
  });

  it('refuses a declared Content-Length over the bound before reading anything', async () => {
    const { body, pulls } = endlessBody(4096);
    const request = new Request('http://x/', { method: 'POST', body, duplex: 'half', headers: { 'content-length': String(10 ** 9) } } as RequestInit);
    const before = pulls();
    expect((await problemOf(readLimitedBytes(request, 1024))).status).toBe(413);
    expect(pulls() - before).toBeLessThanOrEqual(1); // at most the stream's own start-up read-ahead
  });

  it('returns a body within the bound whole, and an absent body as empty', async () => {
    expect((await readLimitedBytes(new Request('http://x/', { method: 'POST', body: 'a'.repeat(1000) }), 1000)).length).toBe(1000);
    expect((await readLimitedBytes(new Request('http://x/'), 10)).length).toBe(0);
  });
});

/** A request as srvx hands it over on Node: the web Request plus the IncomingMessage (here a plain Readable). */
function nodeBacked(message: Readable, headers: Record<string, string> = {}): Request {
  return { runtime: { node: { req: message } }, headers: new Headers(headers), method: 'POST', bodyUsed: false } as unknown as Request;
}

describe('readLimitedBytes on a Node message (srvx)', () => {
  it('stops reading an endless message just past its bound and answers 413 with Connection: close', async () => {
    let pulls = 0;
    // The read-ahead is set here: Node's default highWaterMark grew from 16 to 64 KiB in Node 22, and the count
    // below would otherwise depend on the Node version (33 pulls on Node 24).
    const message = new Readable({
      highWaterMark: 16 * 1024,
      read() {
        pulls++;
        this.push(Buffer.alloc(4096, 97));
      },
    });
    const problem = await problemOf(readLimitedBytes(nodeBacked(message), 64 * 1024));
    expect(problem.status).toBe(413);
    expect(problem.problemHeaders).toMatchObject({ connection: 'close' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // 16 chunks fill the bound, the 17th passes it; the stream's read-ahead (16 KB, four chunks) adds the rest.
    expect(pulls).toBeLessThanOrEqual(22);
    expect(message.isPaused()).toBe(true);
  });

  it('refuses a declared Content-Length over the bound before reading anything', async () => {
    const message = Readable.from([Buffer.from('{}')]);
    expect((await problemOf(readLimitedBytes(nodeBacked(message, { 'content-length': String(10 ** 9) }), 1024))).status).toBe(413);
    expect(message.readableDidRead).toBe(false);
  });

  it('returns a body within the bound whole, in one chunk or many', async () => {
    expect((await readLimitedBytes(nodeBacked(Readable.from([Buffer.from('a'.repeat(1000))])), 1000)).toString()).toBe('a'.repeat(1000));
    expect((await readLimitedBytes(nodeBacked(Readable.from([Buffer.from('ab'), Buffer.from('cd'), Buffer.from('e')])), 1000)).toString()).toBe('abcde');
    expect((await readLimitedBytes(nodeBacked(Readable.from([])), 10)).length).toBe(0);
  });

  it('takes a body already buffered in full (its declared length) at once, and waits for one still arriving', async () => {
    const whole = new Readable({ read() {} });
    whole.push(Buffer.from('{"a":'));
    whole.push(Buffer.from('1}'));
    const taken = readLimitedBytes(nodeBacked(whole, { 'content-length': '7' }), 1000);
    // Read before the message has even ended: nothing is left buffered and no listener was added.
    expect(whole.readableLength).toBe(0);
    expect(whole.listenerCount('data') + whole.listenerCount('end')).toBe(0);
    expect((await taken).toString()).toBe('{"a":1}');
    whole.push(null);

    const arriving = new Readable({ read() {} });
    arriving.push(Buffer.from('{"a":'));
    const waited = readLimitedBytes(nodeBacked(arriving, { 'content-length': '7' }), 1000);
    arriving.push(Buffer.from('1}'));
    arriving.push(null);
    expect((await waited).toString()).toBe('{"a":1}');
  });

  it('answers 400 when the message breaks off', async () => {
    const message = new Readable({ read() {} });
    const reading = readLimitedBytes(nodeBacked(message), 1000);
    message.push(Buffer.from('{"a":'));
    message.destroy(new Error('aborted'));
    const problem = await problemOf(reading);
    expect(problem.status).toBe(400);
    expect(problem.message).toContain('could not be read to its end');
  });
});

describe('readFormBody', () => {
  const post = (body: BodyInit, contentType?: string) => mockEvent('http://x/calculator', { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} });

  it('415 for a body that is not a form, 400 for broken multipart, never a platform TypeError', async () => {
    expect((await problemOf(readFormBody(post('x', 'text/plain')))).status).toBe(415);
    expect((await problemOf(readFormBody(post('x')))).status).toBe(415);
    expect((await problemOf(readFormBody(post('x', 'multipart/form-data; boundary=abc')))).status).toBe(400);
    expect((await problemOf(readFormBody(post('x', 'multipart/form-data')))).status).toBe(400);
  });

  it('reads urlencoded and multipart forms, first value wins, files are empty, no prototype keys take effect', async () => {
    const fields = await readFormBody(post('a=1&a=2&__proto__=x&constructor=y', 'application/x-www-form-urlencoded'));
    expect(fields.a).toBe('1');
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(fields.__proto__).toBe('x');
    const form = new FormData();
    form.set('name', 'Ada');
    form.set('file', new Blob(['bytes']), 'f.txt');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const multipart = await readFormBody(post(await request.text(), request.headers.get('content-type')!));
    expect({ ...multipart }).toEqual({ name: 'Ada', file: '' });
  });
});

describe('JSON depth', () => {
  it('measures depth iteratively, so 100,000 levels neither overflow nor pass', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(jsonDepthExceeds(deep, 32)).toBe(true);
    expect(jsonDepthExceeds({ a: { b: [1, { c: 2 }] } }, 4)).toBe(false);
    expect(jsonDepthExceeds({ a: { b: [1, { c: {} }] } }, 4)).toBe(true);
    expect(() => parseJsonText(`{"x":${'['.repeat(40)}${']'.repeat(40)}}`)).toThrow(/deeper than 32/);
    expect(parseJsonText('{"a":[[1]]}')).toEqual({ a: [[1]] });
  });
});
