// The calculator as people use it, in a real browser (Debian's Chromium through playwright-core): at phone and
// desktop width nothing scrolls sideways, the checkout can be reached and the form filled with the keyboard alone,
// and an axe-core scan run inside each page reports no serious or critical accessibility violation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_HINT, findChromium, missingTool } from '../system-tools.ts';
import { call, newAgent } from './checkout-helpers.ts';
import { startTestStack } from './harness.ts';
import type { TestStack } from './harness.ts';

const CHROMIUM = findChromium();
const skip = CHROMIUM === null && missingTool(CHROMIUM_HINT) === 'skip';
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  if (skip || CHROMIUM === null) return;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  stack = await startTestStack();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function sessionPath(): Promise<string> {
  const agent = newAgent('calculator-browser');
  const quote = await call(stack.api.url, 'POST', '/quote', agent, { product: 'two ceramic coffee mugs', from_postal_code: '10001', to_postal_code: '94105' });
  const created = await call(stack.api.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote.body.quote_id });
  return `/calculator?session=${String(created.body.session_id)}`;
}

/** Serious and critical axe violations on the page (the script is injected; the page's CSP allows nothing else). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }> } }).axe;
    return (await axe.run()).violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}, ${v.nodes} nodes)`);
}

describe.skipIf(skip)('the calculator for people', () => {
  it.each([
    ['phone', 375, 740],
    ['desktop', 1280, 800],
  ])('fits a %s screen without sideways scrolling and has no serious accessibility violation', { timeout: 60_000 }, async (_name, width, height) => {
    // bypassCSP only lets the test inject axe; the page itself runs under its own CSP in every other test.
    const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
    const page = await context.newPage();
    try {
      for (const path of ['/calculator', await sessionPath()]) {
        await page.goto(`${stack.api.url}${path}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), path).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  it('the scan finds what it should: an image without alt text and an unlabelled field are reported', { timeout: 30_000 }, async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    try {
      await page.setContent('<!doctype html><html lang="en"><title>t</title><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><input type="text"></main></html>');
      const found = await axeViolations(page);
      expect(found.some((v) => v.startsWith('image-alt'))).toBe(true);
      expect(found.some((v) => v.startsWith('label'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('reaches the checkout form and fills it with the keyboard alone', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(`${stack.api.url}${await sessionPath()}`);
      // Tab until the sender's name field has focus, then type into it: every control on the way is reachable.
      let reached = false;
      for (let i = 0; i < 80 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() => document.activeElement?.id === 'sender_name');
      }
      expect(reached).toBe(true);
      await page.keyboard.type('Ada Sender');
      await page.keyboard.press('Tab');
      await page.keyboard.type('1 Broadway');
      expect(await page.inputValue('#sender_name')).toBe('Ada Sender');
      expect(await page.inputValue('#sender_street')).toBe('1 Broadway');
      // The focus is visible (an outline), not hidden.
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(outline).not.toBe('none');
    } finally {
      await context.close();
    }
  });
});
