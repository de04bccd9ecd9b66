// A browser-like HTTP client for the calculator's forms: it keeps cookies (the per-browser CSRF cookie), follows no
// redirects, and posts forms. Paths are taken against `base`; an absolute URL goes where it says (one browser can
// use two API processes, as a person behind a load balancer would).
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    private readonly userAgent = 'human-test',
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('user-agent', this.userAgent);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(/^https?:\/\//.test(path) ? path : `${this.base}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!, value.join('='));
    }
    return response;
  }

  async page(path: string): Promise<string> {
    return (await this.request(path)).text();
  }

  post(path: string, form: Record<string, string>): Promise<Response> {
    return this.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  }
}

/** The CSRF token of the first form on a page. */
export const csrfToken = (html: string): string => /name="csrf_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** A complete calculator checkout form (New York → San Francisco, every consent given); `fields` replace its values. */
export const checkoutFormFields = (csrf: string, sessionId: string, fields: Record<string, string> = {}): Record<string, string> => ({
  csrf_token: csrf,
  session: sessionId,
  sender_name: 'Ada Sender',
  sender_street: '1 Broadway',
  sender_city: 'New York',
  sender_state: 'NY',
  sender_postal_code: '10001',
  sender_email: 'ada@example.net',
  recipient_name: 'Bo Recipient',
  recipient_street: '1 Market Street',
  recipient_city: 'San Francisco',
  recipient_state: 'CA',
  recipient_postal_code: '94105',
  recipient_phone: '+1 415 555 0100',
  contents: 'two ceramic coffee mugs',
  consent_truthful: 'yes',
  consent_no_prohibited: 'yes',
  consent_terms: 'yes',
  ...fields,
});
