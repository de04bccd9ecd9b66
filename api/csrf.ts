// CSRF protection for our server-rendered forms, three checks deep:
// - every browser gets its own random id in an HttpOnly, SameSite=Lax cookie (`pqs_csrf`);
// - a form token is an HMAC of (browser id, form subject, expiry) under a per-installation secret, so a token
//   harvested in one browser is worthless in another, and it stops working after CSRF_TOKEN_TTL_SECONDS;
// - a browser's Origin (or Sec-Fetch-Site) must be this site; `Origin: null` is refused.
// The header checks (origin, cookie present) run before the body is read. Comparisons are constant-time.
// `sign`/`verifySigned` are the plain keyed MAC of a subject, for values that are not form tokens (the label
// holder cookie).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { H3Event } from 'h3';
import { getCookie, setCookie } from 'h3';
import type { AppContext } from './context.ts';
import { ProblemError } from './problem.ts';

export const CSRF_COOKIE = 'pqs_csrf';
/** A form older than this is refused (the page says to reload it). Long enough to fill in two addresses slowly. */
export const CSRF_TOKEN_TTL_SECONDS = 2 * 3600;
/** The browser id outlives many forms; a new one is made when it expires. */
const BROWSER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

declare module 'h3' {
  interface H3EventContext {
    csrfBrowserId?: string;
  }
}

export const formRejected = (): ProblemError =>
  new ProblemError(403, 'invalid_request', 'The form expired or did not come from this site. Reload the page and send it again.');

export interface CsrfTokens {
  /** A form token for this browser and subject; gives the browser its id cookie when it has none. */
  issue(event: H3Event, subject: string): Promise<string>;
  /** Header-only checks, before any body is read: a same-site origin and the browser cookie. Throws 403. */
  checkRequest(event: H3Event): void;
  /** The token is this browser's, for this subject, and not expired (after checkRequest). */
  verify(event: H3Event, subject: string, token: unknown): Promise<boolean>;
  /** The keyed MAC of a subject (not tied to a browser, never expires). */
  sign(subject: string): Promise<string>;
  verifySigned(subject: string, value: unknown): Promise<boolean>;
}

function sameBytes(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Our own origin: the configured public one, or the one the browser addressed (Host is set by the browser). */
function isOwnOrigin(event: H3Event, origin: string, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  const host = event.req.headers.get('host');
  return host !== null && (origin === `http://${host}` || origin === `https://${host}`);
}

export function createCsrfTokens(ctx: Pick<AppContext, 'store' | 'clock' | 'config'>): CsrfTokens {
  let secret: Promise<Buffer> | undefined;
  const loadSecret = (): Promise<Buffer> =>
    (secret ??= (async () => {
      const existing = await ctx.store.meta.get('csrf_secret');
      if (existing) return Buffer.from(existing, 'base64url');
      const made = randomBytes(32).toString('base64url');
      await ctx.store.meta.setIfAbsent('csrf_secret', made);
      return Buffer.from((await ctx.store.meta.get('csrf_secret'))!, 'base64url');
    })());
  const mac = async (message: string): Promise<string> => createHmac('sha256', await loadSecret()).update(message).digest('base64url');
  const formMac = (browserId: string, subject: string, expires: number): Promise<string> => mac(`form\n${browserId}\n${subject}\n${expires}`);
  const publicOrigin = new URL(ctx.config.publicBaseUrl).origin;
  const secure = ctx.config.publicBaseUrl.startsWith('https:');

  const browserIdOf = (event: H3Event): string | undefined => {
    const id = event.context.csrfBrowserId ?? getCookie(event, CSRF_COOKIE);
    return id !== undefined && BROWSER_ID.test(id) ? id : undefined;
  };

  return {
    async issue(event, subject) {
      let browserId = browserIdOf(event);
      if (browserId === undefined) {
        browserId = randomBytes(32).toString('base64url');
        setCookie(event, CSRF_COOKIE, browserId, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: BROWSER_COOKIE_MAX_AGE_SECONDS });
      }
      event.context.csrfBrowserId = browserId;
      const expires = Math.floor(ctx.clock().getTime() / 1000) + CSRF_TOKEN_TTL_SECONDS;
      return `${expires}.${await formMac(browserId, subject, expires)}`;
    },

    checkRequest(event) {
      const origin = event.req.headers.get('origin');
      if (origin !== null && !isOwnOrigin(event, origin, publicOrigin)) throw formRejected();
      if (origin === null && event.req.headers.get('sec-fetch-site') === 'cross-site') throw formRejected();
      if (browserIdOf(event) === undefined) throw formRejected();
    },

    async verify(event, subject, token) {
      const browserId = browserIdOf(event);
      if (browserId === undefined || typeof token !== 'string') return false;
      const parsed = TOKEN.exec(token);
      if (!parsed) return false;
      const expires = Number(parsed[1]);
      if (expires < ctx.clock().getTime() / 1000 || expires > ctx.clock().getTime() / 1000 + CSRF_TOKEN_TTL_SECONDS) return false;
      return sameBytes(parsed[2]!, await formMac(browserId, subject, expires));
    },

    sign: (subject) => mac(subject),

    async verifySigned(subject, value) {
      if (typeof value !== 'string' || value.length === 0) return false;
      return sameBytes(value, await mac(subject));
    },
  };
}
