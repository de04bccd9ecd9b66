// HTML form bodies for our server-rendered pages: urlencoded or multipart, read with the streaming bound of
// json-body.ts, so a form endpoint never parses (or holds) more than MAX_FORM_BYTES. A body of another type is 415,
// a broken multipart body is 400: never an exception from the platform's parser.
import type { H3Event } from 'h3';
import { mediaTypeOf, readLimitedBytes } from './json-body.ts';
import { ProblemError, invalidRequest } from './problem.ts';

/** Our longest form (the checkout: two addresses, contents, customs, consents) is a few KB; 64 KiB is generous. */
export const MAX_FORM_BYTES = 64 * 1024;

export type FormFields = Record<string, string>;

export function isFormContentType(contentType: string | null): boolean {
  const media = mediaTypeOf(contentType);
  return media === 'application/x-www-form-urlencoded' || media === 'multipart/form-data';
}

/** 415 unless the body is a form: checked from the headers alone, before anything is read. */
export function requireFormContentType(event: H3Event): void {
  if (!isFormContentType(event.req.headers.get('content-type'))) {
    throw new ProblemError(415, 'unsupported_media_type', 'Send the form as application/x-www-form-urlencoded or multipart/form-data.');
  }
}

/** Read and parse a form body. Repeated names keep their first value; uploaded files count as empty fields. */
export async function readFormBody(event: H3Event, maxBytes = MAX_FORM_BYTES): Promise<FormFields> {
  requireFormContentType(event);
  const contentType = event.req.headers.get('content-type')!;
  const bytes = await readLimitedBytes(event.req, maxBytes);
  const fields: FormFields = Object.create(null) as FormFields;
  const add = (name: string, value: unknown): void => {
    if (!(name in fields)) fields[name] = typeof value === 'string' ? value : '';
  };
  if (mediaTypeOf(contentType) === 'application/x-www-form-urlencoded') {
    for (const [name, value] of new URLSearchParams(bytes.toString('utf8'))) add(name, value);
    return fields;
  }
  let data: FormData;
  try {
    data = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalidRequest('The multipart form body cannot be read (bad boundary or parts).');
  }
  for (const [name, value] of data.entries()) add(name, value);
  return fields;
}
