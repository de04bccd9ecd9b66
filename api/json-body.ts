// Read a JSON request body with a size bound and problem errors a caller can act on.
import type { H3Event } from 'h3';
import { ProblemError, invalidRequest } from './problem.ts';

export const MAX_JSON_BODY_BYTES = 64 * 1024;

export async function readJsonBody(event: H3Event, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const contentType = event.req.headers.get('content-type') ?? '';
  if (contentType && !/^application\/([a-z.+-]*\+)?json\b/i.test(contentType)) {
    throw new ProblemError(415, 'unsupported_media_type', `Send the body as application/json (got ${contentType.split(';')[0]}).`);
  }
  const declared = Number(event.req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new ProblemError(413, 'payload_too_large', `The body may be at most ${maxBytes} bytes.`);
  const text = await event.req.text();
  if (Buffer.byteLength(text) > maxBytes) throw new ProblemError(413, 'payload_too_large', `The body may be at most ${maxBytes} bytes.`);
  if (text.trim() === '') throw invalidRequest('The request body is empty; send a JSON object.');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidRequest(`The request body is not valid JSON: ${(error as Error).message}`);
  }
}
