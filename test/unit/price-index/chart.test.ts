// The chart is a well-formed SVG document that plots every box-lane pair and the basket average per month.
import { describe, expect, it } from 'vitest';
import { readPriceIndex } from '../../../domain/price-index/read.ts';
import { niceStep, renderPriceIndexChart } from '../../../api/price-index-chart.ts';
import { memoryRepository, snapshot } from './fixtures.ts';
import { allElements, parseXml } from './xml.ts';

async function answerFor(month: string) {
  const store = { priceIndex: memoryRepository([snapshot('2026-09', [1000, 2000, 3000, 4000]), snapshot('2026-10', [1100, 2000, 2700, 4000])]) };
  const lookup = await readPriceIndex(store, month);
  if (!lookup.ok) throw new Error('expected an answer');
  return lookup.answer;
}

const history = [
  { month: '2026-09', basket_version: 'test.1', basket_average: 25 },
  { month: '2026-10', basket_version: 'test.1', basket_average: 24.5 },
];

describe('renderPriceIndexChart', () => {
  it('is well-formed XML with an svg root in the SVG namespace', async () => {
    const svg = renderPriceIndexChart(await answerFor('2026-10'), history);
    const root = parseXml(svg);
    expect(root.name).toBe('svg');
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(root.attributes.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(root.children.find((c) => c.name === 'title')?.text).toBe('Shipping price index 2026-10');
  });

  it('draws one bar per box and lane, labelled with its cheapest service and price', async () => {
    const elements = allElements(parseXml(renderPriceIndexChart(await answerFor('2026-10'), history)));
    const bars = elements.filter((e) => e.name === 'rect' && e.children.some((c) => c.name === 'title'));
    expect(bars).toHaveLength(4);
    const labels = bars.map((b) => b.children[0]!.text);
    expect(labels).toContain('Box one → Chicago: $11.00 (USPS usps ground advantage)');
    // Text from the data is escaped, and the parser gives it back intact.
    expect(labels.some((l) => l.startsWith('Box <two> & "more" → Los Angeles'))).toBe(true);
    // Taller bar for the dearer pair.
    const height = (label: string): number => Number(bars.find((b) => b.children[0]!.text.startsWith(label))!.attributes.height);
    expect(height('Box <two> & "more" → Los Angeles')).toBeGreaterThan(height('Box one → Chicago'));
  });

  it('plots the basket average of every stored month, the selected one highlighted', async () => {
    const elements = allElements(parseXml(renderPriceIndexChart(await answerFor('2026-09'), history)));
    const points = elements.filter((e) => e.name === 'circle');
    expect(points.map((p) => p.children[0]!.text)).toEqual(['2026-09: $25.00 (basket test.1)', '2026-10: $24.50 (basket test.1)']);
    expect(Number(points[0]!.attributes.r)).toBeGreaterThan(Number(points[1]!.attributes.r));
    expect(elements.some((e) => e.name === 'path')).toBe(true);
  });

  it('still renders with a single month', async () => {
    const svg = renderPriceIndexChart(await answerFor('2026-10'), []);
    expect(allElements(parseXml(svg)).filter((e) => e.name === 'circle')).toHaveLength(1);
  });

  it('picks 1-2-5 axis steps', () => {
    expect(niceStep(40)).toBe(10);
    expect(niceStep(47)).toBe(10);
    expect(niceStep(9)).toBe(2);
    expect(niceStep(0)).toBe(1);
  });
});

describe('the XML checker itself', () => {
  it('rejects what is not well-formed', () => {
    for (const bad of ['<svg><g></svg>', '<svg a="1" a="2"/>', '<svg>&nbsp;</svg>', '<svg a=1/>', '<svg/><svg/>', '<svg>a < b</svg>', 'text<svg/>']) {
      expect(() => parseXml(bad), bad).toThrow();
    }
    expect(parseXml('<?xml version="1.0"?><svg><g a="x &amp; y"/></svg>').children[0]!.attributes.a).toBe('x & y');
  });
});
