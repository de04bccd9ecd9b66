// Tiny server-rendered pages: escaped interpolation and one accessible, phone-friendly layout. No client framework.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

export function page(title: string, body: string): Response {
  const htmlText = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Parcel Quote Service</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 42rem; padding: 1rem; color: #1b1b1b; }
  h1 { font-size: 1.4rem; }
  label { display: block; font-weight: 600; margin-top: .75rem; }
  input, textarea, select { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; border: 1px solid #767676; border-radius: 4px; }
  input:focus, textarea:focus, select:focus, button:focus { outline: 3px solid #1a73e8; outline-offset: 1px; }
  button { margin-top: 1rem; padding: .6rem 1.2rem; font: inherit; font-weight: 600; background: #0b57d0; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  .error { color: #b3261e; font-weight: 600; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  return new Response(htmlText, { headers: PAGE_HEADERS });
}

/**
 * Every page: no caching, no framing, no sniffing, and no Referer to other sites (page addresses carry session ids).
 * `same-origin`, not `no-referrer`: under no-referrer a browser sends `Origin: null` with our own form posts, which
 * the CSRF check must refuse. The CSP also pins <base> and forbids plugins, so injected markup could neither
 * re-point relative links nor embed objects.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'content-security-policy': "default-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
};
