// The price index as a picture: a hand-written SVG (no chart library). Top: the cheapest price of every box on
// every lane for one month, as grouped bars. Bottom: the basket average of every stored month, as a line.
import type { PriceIndexAnswer } from '../activities/price-index/index.ts';

export interface BasketAveragePoint {
  month: string;
  basket_version: string;
  basket_average: number;
}

const WIDTH = 960;
const HEIGHT = 748;
const MARGIN_LEFT = 72;
const MARGIN_RIGHT = 24;
const PLOT_WIDTH = WIDTH - MARGIN_LEFT - MARGIN_RIGHT;
const BARS_TOP = 96;
const BARS_HEIGHT = 300;
const LINE_TOP = 566;
const LINE_HEIGHT = 120;
// Okabe–Ito colours: distinguishable with the common colour-vision deficiencies.
const BOX_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#999999', '#000000'];
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const usd = (amount: number): string => `$${amount.toFixed(2)}`;
const fmt = (n: number): string => String(Math.round(n * 10) / 10);

/** A 1-2-5 step giving about `count` ticks between 0 and `max`. */
export function niceStep(max: number, count = 5): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalised = raw / magnitude;
  const step = normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 5 ? 5 : 10;
  return step * magnitude;
}

function text(x: number, y: number, content: string, attrs = ''): string {
  return `<text x="${fmt(x)}" y="${fmt(y)}"${attrs ? ` ${attrs}` : ''}>${escapeXml(content)}</text>`;
}

function barsPanel(answer: PriceIndexAnswer): string[] {
  const out: string[] = [];
  const boxes = answer.basket.boxes;
  const lanes = answer.basket.lanes;
  const cheapest = new Map(answer.results.map((r) => [`${r.box_id}|${r.lane_id}`, r]));
  const maxAmount = Math.max(0, ...answer.results.map((r) => r.cheapest.amount));
  const step = niceStep(maxAmount);
  const top = Math.max(step, Math.ceil(maxAmount / step) * step);
  const y = (amount: number): number => BARS_TOP + BARS_HEIGHT - (amount / top) * BARS_HEIGHT;

  out.push(text(MARGIN_LEFT, BARS_TOP - 40, `Cheapest service per box and lane, ${answer.month}`, 'font-size="16" font-weight="600"'));
  out.push(text(MARGIN_LEFT, BARS_TOP - 20, `Checkout total incl. service fee, USD · from ${answer.basket.origin.city}, ${answer.basket.origin.state} ${answer.basket.origin.postal_code}`, 'font-size="12" fill="#555"'));
  for (let tick = 0; tick <= top + 1e-9; tick += step) {
    out.push(`<line x1="${MARGIN_LEFT}" x2="${MARGIN_LEFT + PLOT_WIDTH}" y1="${fmt(y(tick))}" y2="${fmt(y(tick))}" stroke="#e3e3e3"/>`);
    out.push(text(MARGIN_LEFT - 8, y(tick) + 4, usd(tick), 'font-size="11" text-anchor="end" fill="#555"'));
  }

  const groupWidth = PLOT_WIDTH / Math.max(1, lanes.length);
  const barWidth = (groupWidth * 0.8) / Math.max(1, boxes.length);
  lanes.forEach((lane, laneIndex) => {
    const groupLeft = MARGIN_LEFT + laneIndex * groupWidth + groupWidth * 0.1;
    boxes.forEach((box, boxIndex) => {
      const result = cheapest.get(`${box.id}|${lane.id}`);
      if (!result) return;
      const amount = result.cheapest.amount;
      const x = groupLeft + boxIndex * barWidth;
      const label = `${box.name} → ${lane.city}: ${usd(amount)} (${result.cheapest.carrier} ${result.cheapest.service})`;
      out.push(
        `<rect x="${fmt(x + 1)}" y="${fmt(y(amount))}" width="${fmt(barWidth - 2)}" height="${fmt(y(0) - y(amount))}" fill="${BOX_COLOURS[boxIndex % BOX_COLOURS.length]}"><title>${escapeXml(label)}</title></rect>`,
      );
    });
    const centre = MARGIN_LEFT + laneIndex * groupWidth + groupWidth / 2;
    out.push(text(centre, BARS_TOP + BARS_HEIGHT + 18, lane.city, 'font-size="12" text-anchor="middle"'));
    out.push(text(centre, BARS_TOP + BARS_HEIGHT + 33, `${lane.state} ${lane.postal_code}${lane.zone === null ? '' : ` · zone ${lane.zone}`}`, 'font-size="11" text-anchor="middle" fill="#555"'));
  });
  out.push(`<line x1="${MARGIN_LEFT}" x2="${MARGIN_LEFT + PLOT_WIDTH}" y1="${fmt(y(0))}" y2="${fmt(y(0))}" stroke="#333"/>`);

  // Legend: one swatch per box.
  const legendTop = BARS_TOP + BARS_HEIGHT + 52;
  const perRow = 3;
  const legendItemWidth = PLOT_WIDTH / perRow;
  boxes.forEach((box, boxIndex) => {
    const x = MARGIN_LEFT + (boxIndex % perRow) * legendItemWidth;
    const yy = legendTop + Math.floor(boxIndex / perRow) * 18;
    out.push(`<rect x="${fmt(x)}" y="${fmt(yy)}" width="12" height="12" fill="${BOX_COLOURS[boxIndex % BOX_COLOURS.length]}"/>`);
    out.push(text(x + 17, yy + 10, `${box.name} (${box.length_cm}×${box.width_cm}×${box.height_cm} cm, ${box.weight_kg} kg)`, 'font-size="11"'));
  });
  return out;
}

function linePanel(answer: PriceIndexAnswer, history: readonly BasketAveragePoint[]): string[] {
  const out: string[] = [];
  const points = history.length > 0 ? history : [{ month: answer.month, basket_version: answer.basket.version, basket_average: answer.basket_average.amount }];
  const values = points.map((p) => p.basket_average);
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A padded range so month-to-month moves are visible; the axis labels state where it starts.
  const span = Math.max(high - low, Math.max(1, high * 0.1));
  const step = niceStep(span, 3);
  const bottom = Math.max(0, Math.floor((low - span * 0.25) / step) * step);
  const top = Math.ceil((high + span * 0.25) / step) * step;
  const y = (amount: number): number => LINE_TOP + LINE_HEIGHT - ((amount - bottom) / Math.max(top - bottom, 1e-9)) * LINE_HEIGHT;
  const x = (index: number): number => (points.length === 1 ? MARGIN_LEFT + PLOT_WIDTH / 2 : MARGIN_LEFT + 20 + (index / (points.length - 1)) * (PLOT_WIDTH - 40));

  out.push(text(MARGIN_LEFT, LINE_TOP - 36, 'Basket average over the stored months', 'font-size="16" font-weight="600"'));
  out.push(text(MARGIN_LEFT, LINE_TOP - 18, `Mean of the cheapest checkout total over the ${answer.basket_average.pairs} box-lane pairs, USD${bottom > 0 ? ` · the axis starts at ${usd(bottom)}` : ''}`, 'font-size="12" fill="#555"'));
  for (let tick = bottom; tick <= top + 1e-9; tick += step) {
    out.push(`<line x1="${MARGIN_LEFT}" x2="${MARGIN_LEFT + PLOT_WIDTH}" y1="${fmt(y(tick))}" y2="${fmt(y(tick))}" stroke="#e3e3e3"/>`);
    out.push(text(MARGIN_LEFT - 8, y(tick) + 4, usd(tick), 'font-size="11" text-anchor="end" fill="#555"'));
  }
  if (points.length > 1) {
    const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${fmt(x(i))},${fmt(y(p.basket_average))}`).join(' ');
    out.push(`<path d="${path}" fill="none" stroke="#0072B2" stroke-width="2"/>`);
  }
  points.forEach((p, i) => {
    const selected = p.month === answer.month;
    out.push(
      `<circle cx="${fmt(x(i))}" cy="${fmt(y(p.basket_average))}" r="${selected ? 6 : 4}" fill="${selected ? '#D55E00' : '#0072B2'}"><title>${escapeXml(`${p.month}: ${usd(p.basket_average)} (basket ${p.basket_version})`)}</title></circle>`,
    );
    if (selected || points.length <= 12) out.push(text(x(i), y(p.basket_average) - 10, usd(p.basket_average), `font-size="11" text-anchor="middle"${selected ? ' font-weight="600"' : ''}`));
    if (points.length <= 12 || i % Math.ceil(points.length / 12) === 0 || selected) out.push(text(x(i), LINE_TOP + LINE_HEIGHT + 18, p.month, 'font-size="11" text-anchor="middle" fill="#555"'));
  });
  return out;
}

/** The whole chart as a standalone SVG document (UTF-8). */
export function renderPriceIndexChart(answer: PriceIndexAnswer, history: readonly BasketAveragePoint[]): string {
  const title = `Shipping price index ${answer.month}`;
  const description = `Cheapest checkout total for ${answer.basket.boxes.length} boxes shipped from ${answer.basket.origin.city}, ${answer.basket.origin.state} to ${answer.basket.lanes.length} US cities in ${answer.month} (basket average ${usd(answer.basket_average.amount)}), and the basket average over ${Math.max(1, history.length)} stored month(s). Rated by ${answer.pricing.provider}, tables ${answer.pricing.tables_version}, at ${answer.ran_at}.`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="pi-title pi-desc" font-family="${escapeXml(FONT)}">`,
    `<title id="pi-title">${escapeXml(title)}</title>`,
    `<desc id="pi-desc">${escapeXml(description)}</desc>`,
    `<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    ...barsPanel(answer),
    ...linePanel(answer, history),
    text(WIDTH - MARGIN_RIGHT, HEIGHT - 12, `Rated ${answer.ran_at} · ${answer.pricing.provider} tables ${answer.pricing.tables_version} · basket ${answer.basket.version}`, 'font-size="10" text-anchor="end" fill="#777"'),
    '</svg>',
    '',
  ].join('\n');
}
