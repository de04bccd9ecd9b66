// GET /price-index for a person: the month as an HTML page (the chart, then its numbers as tables with the change
// against the previous month and the tariff tables behind them). Agents get JSON, the default; a browser asking for
// text/html first gets this page (`prefersHtml`).
import type { PriceIndexAnswer } from '../domain/price-index/read.ts';
import { escapeHtml, page } from './html.ts';
import { PRICE_INDEX_CHART_PATH, PRICE_INDEX_PATH } from './paths.ts';

/** true when the Accept header ranks text/html above application/json (a browser); JSON otherwise, also for a missing header. */
export function prefersHtml(accept: string | null): boolean {
  if (!accept) return false;
  const quality = (type: string): number => {
    let best = -1;
    for (const part of accept.split(',')) {
      const [range = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? '1');
      const [main, sub] = range.split('/');
      const matches = range === type ? 3 : main === type.split('/')[0] && sub === '*' ? 2 : range === '*/*' ? 1 : 0;
      if (matches > 0 && Number.isFinite(q)) best = Math.max(best, q + matches / 10);
    }
    return best;
  };
  const html = quality('text/html');
  return html > 0.1 && html > quality('application/json');
}

const usd = (amount: number): string => `$${amount.toFixed(2)}`;

function change(c: { change_amount: number; change_percent: number | null } | null): string {
  if (!c) return '<td>—</td>';
  const sign = c.change_amount > 0 ? '+' : c.change_amount < 0 ? '−' : '±';
  return `<td>${sign}${usd(Math.abs(c.change_amount))}${c.change_percent === null ? '' : ` (${sign}${Math.abs(c.change_percent).toFixed(1)} %)`}</td>`;
}

export function renderPriceIndexPage(answer: PriceIndexAnswer): Response {
  const lane = new Map(answer.basket.lanes.map((l) => [l.id, l]));
  const box = new Map(answer.basket.boxes.map((b) => [b.id, b]));
  const laneName = (id: string): string => {
    const l = lane.get(id);
    return l ? `${l.city}, ${l.state}` : id;
  };
  const monthLink = (month: string): string => `${PRICE_INDEX_PATH}?month=${encodeURIComponent(month)}`;
  const months = answer.available_months.map((m) => (m === answer.month ? `<strong aria-current="page">${escapeHtml(m)}</strong>` : `<a href="${escapeHtml(monthLink(m))}">${escapeHtml(m)}</a>`)).join(' · ');
  const base = answer.previous_month ? `against ${escapeHtml(answer.previous_month)}` : 'no previous month stored';
  const body = `<style>main { max-width: 60rem; } table { border-collapse: collapse; width: 100%; margin: .5rem 0 1.5rem; } th, td { text-align: left; padding: .3rem .4rem; border-bottom: 1px solid #ddd; } img { max-width: 100%; height: auto; } .scroll { overflow-x: auto; }</style>
<h1>Shipping price index, ${escapeHtml(answer.month)}</h1>
<p>Six everyday boxes shipped from ${escapeHtml(answer.basket.origin.city)}, ${escapeHtml(answer.basket.origin.state)} ${escapeHtml(answer.basket.origin.postal_code)} to five US cities, priced through the same pipeline as a quote. Cheapest checkout total per box and city, service fee included.</p>
<nav aria-label="Months"><p>Months: ${months}</p></nav>
<p><img src="${escapeHtml(`${PRICE_INDEX_CHART_PATH}?month=${encodeURIComponent(answer.month)}`)}" alt="Chart: cheapest price per box and city in ${escapeHtml(answer.month)}, and the basket average of every stored month (the same numbers as the tables below)" width="960" height="540"></p>
<h2>Basket average</h2>
<div class="scroll"><table><caption>Arithmetic mean of the ${escapeHtml(answer.basket_average.pairs)} cheapest totals; change ${base}</caption>
<tr><th scope="col">Average</th><th scope="col">Change</th></tr>
<tr><td id="basket-average">${usd(answer.basket_average.amount)}</td>${change(answer.basket_average.change)}</tr></table></div>
<h2>By city</h2>
<div class="scroll"><table><caption>Average cheapest total per city; change ${base}</caption>
<tr><th scope="col">City</th><th scope="col">Zone</th><th scope="col">Average</th><th scope="col">Change</th></tr>
${answer.lanes.map((l) => `<tr><th scope="row">${escapeHtml(laneName(l.lane_id))}</th><td>${escapeHtml(lane.get(l.lane_id)?.zone ?? '—')}</td><td>${usd(l.average_cheapest)}</td>${change(l.change)}</tr>`).join('\n')}
</table></div>
<h2>Every box and city</h2>
<div class="scroll"><table><caption>The cheapest service per box and city, with its carrier cost and fee; change ${base}</caption>
<tr><th scope="col">Box</th><th scope="col">City</th><th scope="col">Cheapest service</th><th scope="col">Total</th><th scope="col">Carrier cost + fee</th><th scope="col">Change</th></tr>
${answer.results
  .map((r) => {
    const b = box.get(r.box_id);
    return `<tr><th scope="row">${escapeHtml(b ? `${b.name} (${b.length_cm} × ${b.width_cm} × ${b.height_cm} cm, ${b.weight_kg} kg)` : r.box_id)}</th><td>${escapeHtml(laneName(r.lane_id))}</td><td>${escapeHtml(r.cheapest.service.startsWith(r.cheapest.carrier) ? r.cheapest.service : `${r.cheapest.carrier} ${r.cheapest.service}`)}</td><td>${usd(r.cheapest.amount)}</td><td>${usd(r.cheapest.carrier_amount)} + ${usd(r.cheapest.service_fee)}</td>${change(r.change)}</tr>`;
  })
  .join('\n')}
</table></div>
<h2>Behind the numbers</h2>
<dl><dt>Priced by</dt><dd id="pricing-provider">${escapeHtml(answer.pricing.provider)}</dd>
<dt>Tariff tables</dt><dd id="tables-version">${escapeHtml(answer.pricing.tables_version)}</dd>
<dt>Service fee</dt><dd>${escapeHtml(answer.pricing.fee_policy.percent)} % (at least ${usd(answer.pricing.fee_policy.minimum)}, at most ${usd(answer.pricing.fee_policy.maximum)})</dd>
<dt>Basket</dt><dd>version ${escapeHtml(answer.basket.version)}</dd>
<dt>Run</dt><dd>${escapeHtml(answer.ran_at)}</dd></dl>
<p>${escapeHtml(answer.notice)} Agents get the same month as JSON from <code>${escapeHtml(monthLink(answer.month))}</code> (JSON is the default; this page is for <code>Accept: text/html</code>).</p>`;
  const response = page(`Shipping price index ${answer.month}`, body);
  response.headers.set('vary', 'Accept');
  return response;
}
