// The hosted calculator: the page a checkout_url opens (GET /calculator?session=cs_…), prefilled with the item,
// package, route, chosen service and amount, the other rates to switch to, and the checkout form (addresses,
// restricted-item screening, consents) that creates the order and sends the person to the payment provider.
// Without a session it is a public calculator (spends the visitor's quote bucket). Server-rendered, CSRF on every
// form, errors shown beside their fields (aria-invalid / aria-describedby) and summed up in a role=alert box.
import type { H3, H3Event } from 'h3';
import { getCookie } from 'h3';
import { newId } from '../../domain/ids/index.ts';
import { dollarsToCents, formatUsd } from '../../domain/money/index.ts';
import type { QuoteAnswer, RateEntry, ShipmentInput } from '../../domain/quoting/index.ts';
import type { CheckoutSessionRecord, OrderContacts, OrderRecord, PartyDetails } from '../../store/index.ts';
import { SESSION_ID_PATTERN } from '../checkout-view.ts';
import type { AppContext } from '../context.ts';
import { createCsrfTokens, formRejected } from '../csrf.ts';
import type { CsrfTokens } from '../csrf.ts';
import { readFormBody } from '../form-body.ts';
import { escapeHtml, page } from '../html.ts';
import { ProblemError } from '../problem.ts';
import type { FieldError } from '../problem.ts';
import type { QuoteService } from '../quote-service.ts';
import type { CheckoutService } from '../checkout-service.ts';
import { paymentsFor } from '../webhooks/payments.ts';
import { labelPdf } from './label-pdf.ts';
import { chooseAnchor, correctedShipment, describePackage, packageFormValues, parsePackageForm } from './package-correction.ts';
import { verifyAddresses } from './address-check.ts';
import { dateInWords, deliveryInWords, statusInWords } from './words.ts';
import { restrictedFlagsFor, screenService, validateParty } from './screening.ts';
import type { Verdict } from './screening.ts';
import { CALCULATOR_CHECKOUT_PATH, CALCULATOR_LABEL_PATH, CALCULATOR_PACKAGE_PATH, CALCULATOR_PATH, CALCULATOR_START_PATH, CALCULATOR_SWITCH_PATH } from '../paths.ts';

const STYLE = `<style>
fieldset { border: 1px solid #c4c4c4; border-radius: 4px; margin: 1rem 0; padding: .5rem 1rem 1rem; }
legend { font-weight: 700; }
.choice { display: flex; gap: .5rem; align-items: flex-start; margin-top: .6rem; }
.choice input { width: auto; margin-top: .35rem; }
.choice label { display: inline; font-weight: 400; margin: 0; }
.note { color: #4a4a4a; font-size: .9rem; margin: .2rem 0 0; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .3rem .4rem; border-bottom: 1px solid #ddd; vertical-align: top; }
.summary { border: 2px solid #b3261e; padding: .5rem 1rem; border-radius: 4px; }
.ok { color: #146c2e; font-weight: 600; }
</style>`;

const money = (dollars: number): string => `$${dollars.toFixed(2)}`;
/** Service names often start with their carrier ("USPS Ground Advantage"): say the carrier once. */
export const serviceLabel = (carrier: string | null, service: string | null): string =>
  !carrier ? (service ?? '') : !service ? carrier : service.startsWith(carrier) ? service : `${carrier} ${service}`;

type Form = Record<string, string>;

const PARTY_FIELDS = ['name', 'street', 'street2', 'city', 'state', 'postal_code', 'email', 'phone'] as const;

function htmlResponse(response: Response, status: number): Response {
  return new Response(response.body, { status, headers: response.headers });
}

/** Origin and browser cookie first (headers only), then the body within its bound. */
async function readForm(event: H3Event, csrf: CsrfTokens): Promise<Form> {
  csrf.checkRequest(event);
  return readFormBody(event);
}

function field(values: Form, errors: FieldError[], name: string, label: string, type = 'text', extra = ''): string {
  const error = errors.find((e) => e.field === name);
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(values[name] ?? '')}" ${extra}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error.message)}</p>` : ''}`;
}

function checkbox(values: Form, errors: FieldError[], name: string, label: string): string {
  const error = errors.find((e) => e.field === name);
  return `<div class="choice"><input id="${name}" name="${name}" type="checkbox" value="yes"${values[name] === 'yes' ? ' checked' : ''}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
<label for="${name}">${label}</label></div>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error.message)}</p>` : ''}`;
}

function errorSummary(errors: FieldError[]): string {
  if (!errors.length) return '';
  return `<div class="summary" role="alert" tabindex="-1" id="error-summary"><p class="error">Please fix ${errors.length === 1 ? 'this' : `these ${errors.length}`} before you pay:</p><ul>${errors
    .map((e) => `<li><a href="#${escapeHtml(e.field)}">${escapeHtml(e.message)}</a></li>`)
    .join('')}</ul></div>`;
}

interface SessionView {
  record: CheckoutSessionRecord;
  quote: QuoteAnswer | null;
  shipment: ShipmentInput | null;
  order: OrderRecord | undefined;
}

const holderCookie = (sessionId: string): string => `pqs_holder_${sessionId.slice(3)}`;

export function registerCalculatorRoutes(app: H3, ctx: AppContext, quotes: QuoteService, checkout: CheckoutService): void {
  const csrf = createCsrfTokens(ctx);

  const notFoundPage = (): Response =>
    htmlResponse(page('Checkout not found', `<h1>This checkout link is not valid</h1><p>The session does not exist or has expired (sessions answer for 30 days). Ask for a new link, or <a href="/calculator">get a quote</a>.</p>`), 404);

  async function loadSession(sessionId: string): Promise<SessionView | null> {
    if (!SESSION_ID_PATTERN.test(sessionId)) return null;
    const record = await ctx.store.checkoutSessions.get(sessionId);
    if (!record || Date.parse(record.expires_at) <= ctx.clock().getTime()) return null;
    const stored = record.quote_id ? await quotes.find(record.quote_id) : undefined;
    return { record, quote: stored?.answer ?? null, shipment: stored?.shipment ?? null, order: await ctx.store.orders.forSession(sessionId) };
  }

  const flagsOf = (view: SessionView, extra = ''): ReturnType<typeof restrictedFlagsFor> => restrictedFlagsFor(view.shipment?.product ?? '', extra);
  const destinationCountry = (view: SessionView): string => view.quote?.destination.country ?? 'US';
  const chosenRate = (view: SessionView): RateEntry | undefined =>
    view.quote?.rates.find((r) => r.service_code === view.record.service_code) ?? view.quote?.rates.find((r) => r.carrier === view.record.carrier && r.service === view.record.service);

  function shipmentSummary(view: SessionView): string {
    const q = view.quote;
    const pkg = q?.package;
    const place = (p: { postal_code: string; country: string | null; city?: string; state?: string } | undefined): string =>
      p ? [p.city, p.state, p.postal_code, p.country].filter(Boolean).join(', ') : '—';
    return `<section aria-labelledby="shipment-h"><h2 id="shipment-h">Shipment</h2><dl>
<dt>Item</dt><dd>${escapeHtml(view.shipment?.product ?? 'Package with exact dimensions')}${view.shipment?.quantity ? ` × ${escapeHtml(view.shipment.quantity)}` : ''}</dd>
<dt>Package</dt><dd id="package-summary">${pkg ? `${escapeHtml(describePackage(pkg))} (${pkg.source === 'manual' ? 'as given' : 'estimated'})` : '—'}</dd>
<dt>From</dt><dd>${escapeHtml(place(q?.origin))}</dd>
<dt>To</dt><dd>${escapeHtml(place(q?.destination))}</dd>
<dt>Service</dt><dd id="chosen-service">${escapeHtml(serviceLabel(view.record.carrier, view.record.service))}</dd>
<dt>Amount</dt><dd id="chosen-amount"><strong>${escapeHtml(formatUsd(view.record.amount_cents ?? 0))}</strong> (carrier cost and service fee itemized at payment)</dd>
<dt>Status</dt><dd id="session-status" data-status="${escapeHtml(view.record.status)}">${escapeHtml(statusInWords(view.record.status))}</dd>
</dl></section>`;
  }

  function ratesSection(view: SessionView, token: string, verdicts: Map<string, Verdict>): string {
    const rates = view.quote?.rates ?? [];
    if (view.record.status !== 'awaiting_checkout' || rates.length < 2) return '';
    const rows = rates
      .map((r, i) => {
        const v = verdicts.get(r.service_code) ?? { level: 'ok' };
        const checked = r.service_code === view.record.service_code;
        const note = v.level === 'prohibited' ? `<p class="note error" id="rate-${i}-note">Not available for this item: ${escapeHtml(v.reason)}</p>` : v.level === 'restricted' ? `<p class="note" id="rate-${i}-note">Needs a declaration: ${escapeHtml(v.reasons.join(' '))}</p>` : '';
        return `<div class="choice"><input type="radio" id="rate-${i}" name="service_code" value="${escapeHtml(r.service_code)}"${checked ? ' checked' : ''}${v.level === 'prohibited' ? ' disabled' : ''}${note ? ` aria-describedby="rate-${i}-note"` : ''}>
<label for="rate-${i}">${escapeHtml(serviceLabel(r.carrier, r.service))}: <strong>${escapeHtml(money(r.amount))}</strong>, ${escapeHtml(deliveryInWords(r.delivery_days, r.estimated_delivery))}</label></div>${note}`;
      })
      .join('\n');
    return `<section aria-labelledby="rates-h"><h2 id="rates-h">Other services for this quote</h2>
<form method="post" action="/calculator/switch">
<input type="hidden" name="csrf_token" value="${escapeHtml(token)}"><input type="hidden" name="session" value="${escapeHtml(view.record.session_id)}">
<fieldset><legend>Service</legend>${rows}</fieldset>
<button type="submit">Use the selected service</button>
</form></section>`;
  }

  /** The box and weight the person will hand over: correct them here and the session is priced again. */
  function packageSection(view: SessionView, token: string, values: Form, errors: FieldError[], notice: string): string {
    const pkg = view.quote?.package ?? null;
    const start = { ...packageFormValues(pkg, values.package_units === 'cm_kg' ? 'cm_kg' : 'in_lb'), ...Object.fromEntries(Object.entries(values).filter(([k]) => k.startsWith('package_'))) };
    const metric = start.package_units === 'cm_kg';
    const [len, wt] = metric ? ['cm', 'kg'] : ['in', 'lb'];
    return `<section aria-labelledby="package-h"><h2 id="package-h">Your package</h2>
${notice ? `<p role="status" id="package-notice">${notice}</p>` : ''}
<p class="note">${pkg?.source === 'estimated' ? 'We estimated this box from the description. ' : ''}If the box you will hand over is bigger or heavier, correct it here so the price matches what the carrier bills.</p>
<form method="post" action="${CALCULATOR_PACKAGE_PATH}" novalidate>
<input type="hidden" name="csrf_token" value="${escapeHtml(token)}"><input type="hidden" name="session" value="${escapeHtml(view.record.session_id)}">
<fieldset><legend>Packed box and weight</legend>
<label for="package_units">Units</label>
<select id="package_units" name="package_units"><option value="in_lb"${metric ? '' : ' selected'}>inches and pounds</option><option value="cm_kg"${metric ? ' selected' : ''}>centimetres and kilograms</option></select>
${field(start, errors, 'package_length', `Length (${len})`, 'number', 'step="any" min="0" inputmode="decimal"')}
${field(start, errors, 'package_width', `Width (${len})`, 'number', 'step="any" min="0" inputmode="decimal"')}
${field(start, errors, 'package_height', `Height (${len})`, 'number', 'step="any" min="0" inputmode="decimal"')}
${field(start, errors, 'package_weight', `Weight (${wt})`, 'number', 'step="any" min="0" inputmode="decimal"')}
</fieldset>
<button type="submit">Update the price</button>
</form></section>`;
  }

  function partyFields(prefix: 'sender' | 'recipient', values: Form, errors: FieldError[], country: string): string {
    const f = (name: string, label: string, type = 'text', extra = ''): string => field(values, errors, `${prefix}_${name}`, label, type, extra);
    const ac = prefix === 'sender' ? 'section-sender' : 'section-recipient';
    return `<fieldset><legend>${prefix === 'sender' ? 'Sender (ships from)' : 'Recipient (ships to)'} · ${escapeHtml(country)}</legend>
${f('name', 'Full name', 'text', `autocomplete="${ac} name"`)}
${f('street', 'Street address', 'text', `autocomplete="${ac} address-line1"`)}
${f('street2', 'Apartment, suite (optional)', 'text', `autocomplete="${ac} address-line2"`)}
${f('city', 'City', 'text', `autocomplete="${ac} address-level2"`)}
${f('state', country === 'US' ? 'State (e.g. NY)' : 'State, province or county (optional)', 'text', `autocomplete="${ac} address-level1"`)}
${f('postal_code', country === 'US' ? 'ZIP code' : 'Postal code', 'text', `autocomplete="${ac} postal-code"`)}
${f('email', 'E-mail', 'email', `autocomplete="${ac} email"`)}
${f('phone', 'Phone (if no e-mail)', 'tel', `autocomplete="${ac} tel"`)}
</fieldset>`;
  }

  function checkoutForm(view: SessionView, token: string, values: Form, errors: FieldError[], verdict: Verdict): string {
    const dest = destinationCountry(view);
    const international = dest !== 'US';
    const blocked = verdict.level === 'prohibited' ? `<p class="error" role="alert" id="service-blocked">${escapeHtml(serviceLabel(view.record.carrier, view.record.service))} cannot carry this item: ${escapeHtml(verdict.reason)} Choose another service above.</p>` : '';
    const restrictedBox =
      verdict.level === 'restricted'
        ? `<p class="note">This item is restricted: ${escapeHtml(verdict.reasons.join(' '))}</p>${checkbox(values, errors, 'declare_restricted', 'I declare the restricted item is packed and marked as described above.')}`
        : '';
    const customs = international
      ? `<fieldset><legend>Customs declaration</legend>
${field(values, errors, 'customs_contents', 'Contents (what is inside, in plain words)')}
${field(values, errors, 'customs_value', 'Value in USD', 'number', 'step="0.01" min="0.01" inputmode="decimal"')}
${checkbox(values, errors, 'consent_customs', 'I declare the contents and value above are correct for customs.')}
</fieldset>`
      : '';
    return `<section aria-labelledby="checkout-h"><h2 id="checkout-h">Addresses and consents</h2>
${blocked}
<form method="post" action="/calculator/checkout" novalidate>
<input type="hidden" name="csrf_token" value="${escapeHtml(token)}"><input type="hidden" name="session" value="${escapeHtml(view.record.session_id)}">
${partyFields('sender', values, errors, 'US')}
${partyFields('recipient', values, errors, dest)}
<fieldset><legend>What is in the parcel</legend>
${field(values, errors, 'contents', 'Contents (checked for restricted items)')}
${restrictedBox}
</fieldset>
${customs}
<fieldset><legend>Consents</legend>
${checkbox(values, errors, 'consent_truthful', 'The contents are described truthfully.')}
${checkbox(values, errors, 'consent_no_prohibited', 'The parcel holds no prohibited items (firearms, ammunition, explosives, car batteries, …).')}
${checkbox(values, errors, 'consent_terms', `I accept ${escapeHtml(view.record.carrier ?? 'the carrier')}'s terms and conditions of carriage.`)}
</fieldset>
<button type="submit"${verdict.level === 'prohibited' ? ' disabled' : ''}>Continue to payment</button>
</form></section>`;
  }

  async function progressSection(view: SessionView, paidJustNow: boolean): Promise<string> {
    const s = view.record.status;
    const c = view.record.checkout;
    if (s === 'checkout_started' && view.order?.checkout_url) {
      return paidJustNow
        ? `<p role="status" id="progress">Payment confirmed; recording it… <a href="/calculator?session=${escapeHtml(view.record.session_id)}">Refresh</a></p>`
        : `<section aria-labelledby="pay-h"><h2 id="pay-h">Payment</h2><p>Order <code>${escapeHtml(view.order.order_id)}</code> is ready to pay.</p><p><a id="pay-link" href="${escapeHtml(view.order.checkout_url)}">Pay ${escapeHtml(formatUsd(view.order.amount_cents))}${view.order.provider === 'test' ? ' (TEST MODE)' : ''}</a></p></section>`;
    }
    if (s === 'paid') return `<p role="status" id="progress">Paid. Buying your label now — <a href="/calculator?session=${escapeHtml(view.record.session_id)}">refresh</a> in a few seconds.</p>`;
    if ((s === 'label_ready' || s === 'delivered') && c?.tracking_number) {
      const shipment = await ctx.store.tracking.get(c.tracking_number);
      const events = shipment ? [...shipment.events].reverse() : [];
      return `<section aria-labelledby="label-h"><h2 id="label-h">Your label</h2>
<p class="ok" role="status" id="progress">${s === 'delivered' ? 'Delivered.' : 'Label ready.'} ${escapeHtml(c.carrier ?? '')} tracking number <strong id="tracking-number">${escapeHtml(c.tracking_number)}</strong>${c.estimated_delivery ? `, expected ${escapeHtml(dateInWords(c.estimated_delivery))}` : ''}.</p>
<p><a id="label-link" href="/calculator/label.pdf?session=${escapeHtml(view.record.session_id)}">Print the label (PDF)</a> · <a href="/track/${escapeHtml(c.tracking_number)}">Tracking (JSON)</a></p>
${events.length ? `<table aria-label="Tracking timeline"><tr><th scope="col">Time</th><th scope="col">Where</th><th scope="col">What</th></tr>${events.map((e) => `<tr><td>${escapeHtml(e.at)}</td><td>${escapeHtml(e.location)}</td><td>${escapeHtml(e.description)}</td></tr>`).join('')}</table>` : ''}
</section>`;
    }
    if (s === 'refunded') return `<p role="status" id="progress">This order was refunded; the session is closed.</p>`;
    return '';
  }

  async function renderSession(event: H3Event, view: SessionView, values: Form, errors: FieldError[], status = 200, paidJustNow = false, packageNotice = ''): Promise<Response> {
    const token = await csrf.issue(event, `calc:${view.record.session_id}`);
    const flags = flagsOf(view, values.contents ?? '');
    const dest = destinationCountry(view);
    const verdicts = new Map((view.quote?.rates ?? []).map((r) => [r.service_code, screenService(flags, r, dest)] as const));
    const rate = chosenRate(view);
    const verdict: Verdict = rate ? (verdicts.get(rate.service_code) ?? { level: 'ok' }) : { level: 'ok' };
    const body = `${STYLE}<h1>Ship your parcel</h1>
${errorSummary(errors)}
${shipmentSummary(view)}
${view.record.status === 'awaiting_checkout' ? packageSection(view, token, values, errors, packageNotice) + ratesSection(view, token, verdicts) + checkoutForm(view, token, values, errors, verdict) : await progressSection(view, paidJustNow)}`;
    return htmlResponse(page('Checkout', body), status);
  }

  function prefill(view: SessionView): Form {
    return {
      sender_postal_code: view.quote?.origin.postal_code ?? view.shipment?.from_postal_code ?? '',
      sender_city: view.quote?.origin.city ?? '',
      sender_state: view.quote?.origin.state ?? '',
      recipient_postal_code: view.quote?.destination.postal_code ?? view.shipment?.to_postal_code ?? '',
      recipient_city: view.quote?.destination.city ?? '',
      recipient_state: view.quote?.destination.state ?? '',
      contents: view.shipment?.product ?? '',
    };
  }

  // ------------------------------------------------------------------------------------------ public calculator

  function publicForm(values: Form, errors: FieldError[], token: string, result = ''): Response {
    const countries = ['', 'US', 'CA', 'GB', 'DE', 'AU'];
    return page(
      'Shipping calculator',
      `${STYLE}<h1>Shipping calculator</h1>
<p>Describe the item, or give exact dimensions, and the two postal codes. Each calculation counts toward your hourly quote allowance.</p>
${errorSummary(errors)}
<form method="post" action="/calculator" novalidate>
<input type="hidden" name="csrf_token" value="${escapeHtml(token)}">
<fieldset><legend>Item</legend>
${field(values, errors, 'product', 'What are you shipping? (plain words)')}
${field(values, errors, 'quantity', 'Quantity', 'number', 'min="1" inputmode="numeric"')}
<p class="note">Or exact dimensions (all four):</p>
${field(values, errors, 'length_cm', 'Length (cm)', 'number', 'step="any" inputmode="decimal"')}
${field(values, errors, 'width_cm', 'Width (cm)', 'number', 'step="any" inputmode="decimal"')}
${field(values, errors, 'height_cm', 'Height (cm)', 'number', 'step="any" inputmode="decimal"')}
${field(values, errors, 'weight_kg', 'Weight (kg)', 'number', 'step="any" inputmode="decimal"')}
</fieldset>
<fieldset><legend>Route</legend>
${field(values, errors, 'from_postal_code', 'From US ZIP code', 'text', 'autocomplete="postal-code"')}
${field(values, errors, 'to_postal_code', 'To postal code')}
<label for="to_country">Destination country</label>
<select id="to_country" name="to_country">${countries.map((c) => `<option value="${c}"${(values.to_country ?? '') === c ? ' selected' : ''}>${c || 'Tell from the postal code'}</option>`).join('')}</select>
</fieldset>
<button type="submit">Get rates</button>
</form>
${result}`,
    );
  }

  app.get(CALCULATOR_PATH, async (event) => {
    const sessionId = event.url.searchParams.get('session');
    if (sessionId === null) return publicForm({}, [], await csrf.issue(event, 'public-calculator'));
    const view = await loadSession(sessionId);
    if (!view) return notFoundPage();
    return renderSession(event, view, prefill(view), [], 200, event.url.searchParams.get('paid') === '1' && view.record.status === 'checkout_started');
  });

  app.post(CALCULATOR_PATH, async (event) => {
    const form = await readForm(event, csrf);
    if (!(await csrf.verify(event, 'public-calculator', form.csrf_token))) throw formRejected();
    const token = await csrf.issue(event, 'public-calculator');
    const num = (k: string): number | undefined => (form[k]?.trim() ? Number(form[k]) : undefined);
    const dims = ['length_cm', 'width_cm', 'height_cm', 'weight_kg'].map(num);
    const manual = dims.every((d) => d !== undefined);
    const raw: Record<string, unknown> = {
      from_postal_code: form.from_postal_code?.trim() ?? '',
      to_postal_code: form.to_postal_code?.trim() ?? '',
      ...(form.to_country ? { to_country: form.to_country } : {}),
      ...(form.product?.trim() ? { product: form.product.trim() } : {}),
      ...(num('quantity') !== undefined ? { quantity: num('quantity') } : {}),
      ...(manual ? { package_source: 'manual', length_cm: dims[0], width_cm: dims[1], height_cm: dims[2], weight_kg: dims[3] } : {}),
    };
    try {
      const identity = await ctx.identity.resolve(event);
      const { answer } = await quotes.quote(identity, raw);
      const rows = answer.rates
        .map(
          (r) =>
            `<tr><td>${escapeHtml(serviceLabel(r.carrier, r.service))}</td><td><strong>${escapeHtml(money(r.amount))}</strong><br><span class="note">carrier ${escapeHtml(money(r.carrier_amount))} + fee ${escapeHtml(money(r.service_fee))}</span></td><td>${escapeHtml(deliveryInWords(r.delivery_days, r.estimated_delivery))}</td><td><form method="post" action="${CALCULATOR_START_PATH}"><input type="hidden" name="csrf_token" value="${escapeHtml(token)}"><input type="hidden" name="quote_id" value="${escapeHtml(answer.quote_id)}"><input type="hidden" name="service_code" value="${escapeHtml(r.service_code)}"><button type="submit" aria-label="Ship with ${escapeHtml(serviceLabel(r.carrier, r.service))} for ${escapeHtml(money(r.amount))}">Ship with this</button></form></td></tr>`,
        )
        .join('');
      const result =
        answer.mode === 'parcel' && answer.rates.length
          ? `<section aria-labelledby="rates-h" role="status"><h2 id="rates-h">Rates</h2><table><tr><th scope="col">Service</th><th scope="col">Total</th><th scope="col">Delivery</th><th scope="col"><span class="note">Checkout</span></th></tr>${rows}</table><p class="note">${escapeHtml(answer.notice)}</p></section>`
          : answer.mode === 'freight_manager'
            ? `<p role="status">This is freight: <a href="${escapeHtml(answer.freight?.form_url ?? '')}">request a freight price</a>.</p>`
            : `<p role="status">${escapeHtml(answer.review?.reason ?? 'No carrier can take this parcel.')}</p>`;
      return publicForm(form, [], token, result);
    } catch (error) {
      if (error instanceof ProblemError && (error.status === 400 || error.status === 429)) {
        const errors = (error.extra.errors as FieldError[] | undefined) ?? [{ field: 'product', message: error.message }];
        return htmlResponse(publicForm(form, errors, token), error.status);
      }
      throw error;
    }
  });

  // A rate of the public calculator leads to a checkout: the session reuses its quote (nothing more is spent).
  app.post(CALCULATOR_START_PATH, async (event) => {
    const form = await readForm(event, csrf);
    if (!(await csrf.verify(event, 'public-calculator', form.csrf_token))) throw formRejected();
    const quoteId = (form.quote_id ?? '').trim();
    const serviceCode = (form.service_code ?? '').trim();
    if (!quoteId || !serviceCode) return htmlResponse(publicForm({}, [{ field: 'product', message: 'That rate is gone: calculate again and pick a service.' }], await csrf.issue(event, 'public-calculator')), 400);
    try {
      const { body } = await checkout.createValidated(await ctx.identity.resolve(event), { quote_id: quoteId, service: serviceCode, shipment: null });
      return back(body.session_id);
    } catch (error) {
      if (error instanceof ProblemError && error.status < 500) {
        const message = error.status === 404 ? 'That quote has expired: calculate again and pick a service.' : error.message;
        return htmlResponse(publicForm({}, [{ field: 'product', message }], await csrf.issue(event, 'public-calculator')), error.status);
      }
      throw error;
    }
  });

  // ----------------------------------------------------------------------------------------- session actions

  async function sessionFromForm(event: H3Event, form: Form): Promise<SessionView> {
    const view = await loadSession(form.session ?? '');
    if (!view) throw new ProblemError(404, 'session_not_found', 'No live checkout session with this id.');
    if (!(await csrf.verify(event, `calc:${view.record.session_id}`, form.csrf_token))) throw formRejected();
    return view;
  }

  const back = (sessionId: string, hash = ''): Response => new Response(null, { status: 303, headers: { location: `/calculator?session=${encodeURIComponent(sessionId)}${hash}` } });

  app.post(CALCULATOR_SWITCH_PATH, async (event) => {
    const form = await readForm(event, csrf);
    const view = await sessionFromForm(event, form);
    const rate = view.quote?.rates.find((r) => r.service_code === form.service_code);
    if (!rate) return renderSession(event, view, prefill(view), [{ field: 'rate-0', message: 'Choose one of the listed services.' }], 400);
    const verdict = screenService(flagsOf(view), rate, destinationCountry(view));
    if (verdict.level === 'prohibited') return renderSession(event, view, prefill(view), [{ field: 'rate-0', message: `${serviceLabel(rate.carrier, rate.service)} cannot carry this item: ${verdict.reason}` }], 400);
    const moved = await ctx.checkout.reanchor(view.record.session_id, { carrier: rate.carrier, service: rate.service, service_code: rate.service_code, amount_cents: dollarsToCents(rate.amount) });
    if (!moved && (await ctx.store.checkoutSessions.get(view.record.session_id))?.status === 'awaiting_checkout') {
      return renderSession(event, view, prefill(view), [{ field: 'rate-0', message: `${serviceLabel(rate.carrier, rate.service)} is already taken by another checkout link for this quote; keep this service or ask for a new quote.` }], 409);
    }
    return back(view.record.session_id);
  });

  app.post(CALCULATOR_PACKAGE_PATH, async (event) => {
    const form = await readForm(event, csrf);
    const view = await sessionFromForm(event, form);
    if (view.record.status !== 'awaiting_checkout') return back(view.record.session_id);
    const parsed = parsePackageForm(form);
    if (!parsed.ok) return renderSession(event, view, { ...prefill(view), ...form }, parsed.errors, 400);
    if (!view.shipment) throw new ProblemError(422, 'unprocessable_shipment', 'The quote behind this session is gone; ask for a new checkout link.');
    // Priced again through the same pipeline as POST /quote (the visitor's quote bucket); a new quote, the agent's stays.
    let answer: QuoteAnswer;
    try {
      answer = (await quotes.quote(await ctx.identity.resolve(event), correctedShipment(view.shipment, parsed.value))).answer;
    } catch (error) {
      if (error instanceof ProblemError && (error.status === 400 || error.status === 429)) {
        const problems = (error.extra.errors as FieldError[] | undefined) ?? [];
        return renderSession(event, view, { ...prefill(view), ...form }, [{ field: 'package_length', message: problems[0]?.message ?? error.message }], error.status);
      }
      throw error;
    }
    const outcome = chooseAnchor(answer, view.record.service_code);
    if (outcome.kind === 'freight') {
      const link = outcome.form_url ? ` <a href="${escapeHtml(outcome.form_url)}">Request a freight price</a>.` : '';
      return renderSession(event, view, { ...prefill(view), ...form }, [{ field: 'package_length', message: `With this size and weight the parcel is freight, which no parcel service here carries (${outcome.reason}). Your checkout keeps the earlier package and price.` }], 422, false, `Freight, not a parcel.${link}`);
    }
    if (outcome.kind === 'no_service') {
      return renderSession(event, view, { ...prefill(view), ...form }, [{ field: 'package_length', message: `No service can carry a package this size to this address${outcome.reasons.length ? `: ${outcome.reasons.join(' ')}` : '.'} Your checkout keeps the earlier package and price.` }], 422);
    }
    const { rate } = outcome;
    const moved = await ctx.checkout.reanchor(view.record.session_id, { carrier: rate.carrier, service: rate.service, service_code: rate.service_code, amount_cents: dollarsToCents(rate.amount), quote_id: answer.quote_id });
    const updated = moved ? await loadSession(view.record.session_id) : null;
    if (!updated) return back(view.record.session_id);
    const before = formatUsd(view.record.amount_cents ?? 0);
    const notice = outcome.switched
      ? `${escapeHtml(serviceLabel(view.record.carrier, view.record.service))} cannot carry the corrected package${outcome.reason ? ` (${escapeHtml(outcome.reason)})` : ''}, so your checkout now uses ${escapeHtml(serviceLabel(rate.carrier, rate.service))}: ${escapeHtml(formatUsd(dollarsToCents(rate.amount)))} (was ${escapeHtml(before)}).`
      : `Price updated for the corrected package: ${escapeHtml(formatUsd(dollarsToCents(rate.amount)))} with ${escapeHtml(serviceLabel(rate.carrier, rate.service))} (was ${escapeHtml(before)}).`;
    return renderSession(event, updated, prefill(updated), [], 200, false, notice);
  });

  app.post(CALCULATOR_CHECKOUT_PATH, async (event) => {
    const form = await readForm(event, csrf);
    const view = await sessionFromForm(event, form);
    if (view.record.status !== 'awaiting_checkout') return back(view.record.session_id);
    const rate = chosenRate(view);
    if (!rate || !view.quote) throw new ProblemError(422, 'unprocessable_shipment', 'The quote behind this session is gone; ask for a new checkout link.');
    const dest = destinationCountry(view);
    const party = (prefix: 'sender' | 'recipient', country: string): PartyDetails => ({
      ...(Object.fromEntries(PARTY_FIELDS.map((f) => [f, (form[`${prefix}_${f}`] ?? '').trim()])) as Omit<PartyDetails, 'country'>),
      country,
    });
    const sender = party('sender', 'US');
    const recipient = party('recipient', dest);
    const errors: FieldError[] = [
      ...validateParty('sender', sender, { postal_code: view.quote.origin.postal_code, country: 'US' }),
      ...validateParty('recipient', recipient, { postal_code: view.quote.destination.postal_code, country: dest }),
    ];
    const flags = flagsOf(view, form.contents ?? '');
    const verdict = screenService(flags, rate, dest);
    if (!(form.contents ?? '').trim()) errors.push({ field: 'contents', message: 'Describe what is in the parcel.' });
    if (verdict.level === 'prohibited') errors.push({ field: 'contents', message: `${serviceLabel(rate.carrier, rate.service)} cannot carry this item: ${verdict.reason} Choose another service.` });
    if (verdict.level === 'restricted' && form.declare_restricted !== 'yes') errors.push({ field: 'declare_restricted', message: 'Confirm the declaration for the restricted item.' });
    if (form.consent_truthful !== 'yes') errors.push({ field: 'consent_truthful', message: 'Confirm the contents are described truthfully.' });
    if (form.consent_no_prohibited !== 'yes') errors.push({ field: 'consent_no_prohibited', message: 'Confirm the parcel holds no prohibited items.' });
    if (form.consent_terms !== 'yes') errors.push({ field: 'consent_terms', message: "Accept the carrier's terms." });
    let customs: OrderContacts['declarations']['customs'] = null;
    if (dest !== 'US') {
      const value = Number(form.customs_value);
      if (!(form.customs_contents ?? '').trim()) errors.push({ field: 'customs_contents', message: 'Describe the contents for customs.' });
      if (!(value > 0)) errors.push({ field: 'customs_value', message: 'Enter the value in USD (more than 0).' });
      if (form.consent_customs !== 'yes') errors.push({ field: 'consent_customs', message: 'Confirm the customs declaration.' });
      customs = { contents: (form.customs_contents ?? '').trim(), value_usd: value };
    }
    if (errors.length) return renderSession(event, view, form, errors, 400);
    // With a verification provider (EasyPost), the carrier's own check of both addresses (the sender's is the
    // return address on the label): an undeliverable one is refused with its reasons, a corrected one is shown for
    // the person to confirm, an outage asks to retry.
    if (ctx.addresses) {
      const checked = await verifyAddresses(ctx.addresses, { sender, recipient });
      if (checked.kind === 'again') return renderSession(event, view, { ...form, ...checked.fields }, checked.messages, checked.status);
    }

    const now = ctx.clock().toISOString();
    const amountCents = view.record.amount_cents ?? dollarsToCents(rate.amount);
    const feeCents = dollarsToCents(rate.service_fee);
    const provider = paymentsFor(ctx);
    const { order } = await ctx.checkout.openCheckout(
      {
        order_id: newId('ord'),
        session_id: view.record.session_id,
        created_at: now,
        carrier: rate.carrier,
        service: rate.service,
        service_code: rate.service_code,
        amount_cents: amountCents,
        carrier_cents: amountCents - feeCents,
        fee_cents: feeCents,
        international: dest !== 'US',
        provider: provider.name,
      },
      { sender, recipient, declarations: { truthful: true, no_prohibited: true, carrier_terms: true, restricted_declared: verdict.level === 'restricted' ? verdict.flags : [], customs } },
    );
    let checkoutUrl = order.checkout_url;
    if (!checkoutUrl) {
      const hosted = await provider.createCheckout({
        order_id: order.order_id,
        session_id: order.session_id,
        description: `${serviceLabel(order.carrier, order.service)} postage`,
        carrier_cents: order.carrier_cents,
        fee_cents: order.fee_cents,
        return_url: `${ctx.config.publicBaseUrl}/calculator?session=${encodeURIComponent(order.session_id)}&paid=1`,
      });
      await ctx.checkout.setCheckoutLink(order.order_id, hosted.provider_ref, hosted.url);
      checkoutUrl = hosted.url;
    }
    // checkoutStarted went into the outbox with the order; deliver it now without waiting for Temporal.
    ctx.workflowOutbox.kick();
    // The browser that entered the addresses is the only one that may fetch the label (it prints them).
    const secure = ctx.config.publicBaseUrl.startsWith('https:') ? '; Secure' : '';
    const cookie = `${holderCookie(order.session_id)}=${await csrf.sign(`holder:${order.order_id}`)}; Path=/calculator; HttpOnly; SameSite=Lax; Max-Age=${ctx.config.sessionLifeSeconds}${secure}`;
    // Our own TEST MODE page: straight there. A provider elsewhere (Stripe): back to this page, whose pay link leads
    // there (CSP form-action 'self' would block a cross-origin redirect out of a form submission).
    const location = checkoutUrl.startsWith(`${ctx.config.publicBaseUrl}/`) ? checkoutUrl.slice(ctx.config.publicBaseUrl.length) : `/calculator?session=${encodeURIComponent(order.session_id)}`;
    return new Response(null, { status: 303, headers: { location, 'set-cookie': cookie } });
  });

  app.get(CALCULATOR_LABEL_PATH, async (event) => {
    const view = await loadSession(event.url.searchParams.get('session') ?? '');
    const tracking = view?.record.checkout?.tracking_number;
    if (!view || !view.order || !tracking || !view.record.checkout?.label_ready) return notFoundPage();
    if (!(await csrf.verifySigned(`holder:${view.order.order_id}`, getCookie(event, holderCookie(view.record.session_id))))) {
      return htmlResponse(page('Label', '<h1>Label not available here</h1><p>The label can be printed only from the browser that entered the addresses.</p>'), 403);
    }
    const contacts = await ctx.store.orders.contacts(view.order.order_id);
    const lines = (p: PartyDetails | undefined): string[] => (p ? [p.name, p.street, p.street2, `${p.city}${p.state ? `, ${p.state}` : ''} ${p.postal_code}`, p.country].filter((l) => l.trim() !== '') : []);
    const pdf = await labelPdf({
      carrier: view.record.checkout.carrier ?? view.order.carrier,
      service: view.record.checkout.service ?? view.order.service,
      tracking_number: tracking,
      order_id: view.order.order_id,
      from: lines(contacts?.sender),
      to: lines(contacts?.recipient),
      test_mode: view.order.provider === 'test',
    });
    return new Response(new Uint8Array(pdf), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="label-${tracking}.pdf"`, 'cache-control': 'private, no-store' },
    });
  });
}
