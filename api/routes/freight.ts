// The hosted freight review form: GET shows the shipment prefilled, POST stores the request for a person to price.
import type { H3, H3Event } from 'h3';
import type { ReviewRequest } from '../../store/index.ts';
import type { AppContext } from '../context.ts';
import { createCsrfTokens, formRejected } from '../csrf.ts';
import { readFormBody } from '../form-body.ts';
import { escapeHtml, page } from '../html.ts';
import { mediaTypeOf, readJsonBody } from '../json-body.ts';
import { ProblemError, invalidRequest } from '../problem.ts';
import type { FieldError } from '../problem.ts';
import { FREIGHT_PATH } from '../paths.ts';

const CONTACT_FIELDS = ['name', 'email', 'phone', 'company'] as const;
const SHIPMENT_FIELDS = ['product', 'pieces', 'length_cm', 'width_cm', 'height_cm', 'weight_kg', 'from_postal_code', 'to_postal_code', 'ready_date', 'notes'] as const;

function notFound(): ProblemError {
  return new ProblemError(404, 'not_found', 'No freight request with this id.');
}

async function loadFreight(ctx: AppContext, event: H3Event): Promise<ReviewRequest> {
  const id = event.context.params?.id ?? '';
  const request = /^fr_[A-Za-z0-9_-]{22}$/.test(id) ? await ctx.store.reviews.get(id) : undefined;
  if (!request || request.kind !== 'freight') throw notFound();
  return request;
}

function prefill(request: ReviewRequest): Record<string, string> {
  const s = request.shipment as Record<string, unknown> & { package?: { length_cm?: number; width_cm?: number; height_cm?: number; weight_kg?: number } | null };
  return {
    product: String(s.product ?? ''),
    pieces: String(s.quantity ?? 1),
    length_cm: String(s.package?.length_cm ?? s.length_cm ?? ''),
    width_cm: String(s.package?.width_cm ?? s.width_cm ?? ''),
    height_cm: String(s.package?.height_cm ?? s.height_cm ?? ''),
    weight_kg: String(s.package?.weight_kg ?? s.weight_kg ?? ''),
    from_postal_code: String(s.from_postal_code ?? ''),
    to_postal_code: String(s.to_postal_code ?? ''),
    ready_date: String(s.ready_date ?? ''),
    notes: String(s.notes ?? ''),
  };
}

function validateSubmission(form: Record<string, string>): FieldError[] {
  const errors: FieldError[] = [];
  if (!form.name?.trim()) errors.push({ field: 'name', message: 'Enter a contact name.' });
  const email = form.email?.trim() ?? '';
  const phone = form.phone?.trim() ?? '';
  if (!email && !phone) errors.push({ field: 'email', message: 'Enter an e-mail address or a phone number so we can send the freight price.' });
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.push({ field: 'email', message: 'This e-mail address does not look right.' });
  if (phone && !/^[+\d][\d\s().-]{6,}$/.test(phone)) errors.push({ field: 'phone', message: 'This phone number does not look right.' });
  for (const field of ['length_cm', 'width_cm', 'height_cm', 'weight_kg'] as const) {
    const value = form[field]?.trim();
    if (value && !(Number(value) > 0)) errors.push({ field, message: `${field} must be a positive number.` });
  }
  return errors;
}

function renderForm(request: ReviewRequest, values: Record<string, string>, csrf: string, errors: FieldError[]): Response {
  const field = (name: string, label: string, type = 'text', extra = ''): string => {
    const error = errors.find((e) => e.field === name);
    return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(values[name] ?? '')}" ${extra}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error.message)}</p>` : ''}`;
  };
  return page(
    'Freight review',
    `<h1>Freight review request</h1>
<p>This shipment is beyond parcel limits (${escapeHtml(request.reason)}). Check the details, leave a way to reach you, and a person will price it.</p>
${errors.length ? `<p class="error" role="alert">Please fix the ${errors.length === 1 ? 'field' : `${errors.length} fields`} marked below.</p>` : ''}
<form method="post" action="/freight/${escapeHtml(request.review_id)}" novalidate>
<input type="hidden" name="csrf_token" value="${escapeHtml(csrf)}">
<fieldset><legend>Shipment</legend>
${field('product', 'What is shipping')}
${field('pieces', 'Pieces', 'number', 'min="1"')}
${field('length_cm', 'Length (cm)', 'number', 'step="any"')}
${field('width_cm', 'Width (cm)', 'number', 'step="any"')}
${field('height_cm', 'Height (cm)', 'number', 'step="any"')}
${field('weight_kg', 'Weight (kg)', 'number', 'step="any"')}
${field('from_postal_code', 'From postal code')}
${field('to_postal_code', 'To postal code')}
${field('ready_date', 'Ready to ship on', 'date')}
<label for="notes">Notes (dock, liftgate, stackable…)</label><textarea id="notes" name="notes" rows="3">${escapeHtml(values.notes ?? '')}</textarea>
</fieldset>
<fieldset><legend>Contact</legend>
${field('name', 'Your name', 'text', 'autocomplete="name" required')}
${field('email', 'E-mail', 'email', 'autocomplete="email"')}
${field('phone', 'Phone', 'tel', 'autocomplete="tel"')}
${field('company', 'Company (optional)', 'text', 'autocomplete="organization"')}
</fieldset>
<button type="submit">Send for a freight price</button>
</form>`,
  );
}

export function registerFreightRoutes(app: H3, ctx: AppContext): void {
  const csrf = createCsrfTokens(ctx);

  app.get(FREIGHT_PATH, async (event) => {
    const request = await loadFreight(ctx, event);
    if (request.status === 'submitted') {
      return page('Freight review', `<h1>Request received</h1><p>Freight request <strong>${escapeHtml(request.review_id)}</strong> was sent on ${escapeHtml(request.submitted_at)}. A person will reply with a price.</p>`);
    }
    return renderForm(request, prefill(request), await csrf.issue(event, request.review_id), []);
  });

  app.post(FREIGHT_PATH, async (event) => {
    const request = await loadFreight(ctx, event);
    const wantsJson = mediaTypeOf(event.req.headers.get('content-type')) === 'application/json';
    let form: Record<string, string>;
    if (wantsJson) {
      // The shared reader: same size bound and problem answers as every other JSON body.
      const body = (await readJsonBody(event)) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalidRequest('Send a JSON object.');
      // Scalars only: String() of an object can throw (a hostile toString) and means nothing here anyway.
      form = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '']));
    } else {
      // Browsers post forms cross-site; a JSON body needs a CORS preflight, so only forms carry the token.
      csrf.checkRequest(event);
      form = await readFormBody(event);
      if (!(await csrf.verify(event, request.review_id, form.csrf_token))) throw formRejected();
    }
    const values = { ...prefill(request), ...form };
    const errors = validateSubmission(values);
    if (errors.length) {
      if (wantsJson) throw invalidRequest('Some fields are missing or invalid; see errors.', errors);
      const response = renderForm(request, values, await csrf.issue(event, request.review_id), errors);
      return new Response(response.body, { status: 400, headers: response.headers });
    }
    const shipment = Object.fromEntries(SHIPMENT_FIELDS.map((f) => [f, values[f]?.trim() ?? '']));
    const contact = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, values[f]?.trim() ?? '']));
    const saved = await ctx.store.reviews.submit(request.review_id, { shipment: { ...request.shipment, submitted: shipment }, contact, at: ctx.clock().toISOString() });
    if (wantsJson) return { id: saved!.review_id, status: saved!.status, submitted_at: saved!.submitted_at };
    return page('Freight review', `<h1>Request received</h1><p role="status">Thank you. Your freight request id is <strong>${escapeHtml(saved!.review_id)}</strong>. A person will reply with a price.</p>`);
  });
}
