// Finding the system tools a few tests need (Chromium, docker-compose), and what a test does when one is missing:
// under CI=true nothing is skipped (the test fails with how to install it); elsewhere only that test is skipped,
// with one visible line saying how to install the tool.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export const inCi = (): boolean => process.env.CI === 'true' || process.env.CI === '1';

/** What to do about a missing tool: throw under CI, else print one line and tell the caller to skip. */
export function missingTool(hint: string): 'skip' {
  if (inCi()) throw new Error(hint);
  console.warn(`[skipped] ${hint}`);
  return 'skip';
}

export function onPath(command: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** Playwright's own browser downloads (`npx playwright install chromium`), newest first. */
function playwrightCacheChromium(): string[] {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(homedir(), process.platform === 'darwin' ? 'Library/Caches/ms-playwright' : '.cache/ms-playwright');
  if (!existsSync(cache)) return [];
  const builds = readdirSync(cache).filter((d) => /^chromium(_headless_shell)?-\d+$/.test(d)).sort().reverse();
  return builds.flatMap((d) => [
    path.join(cache, d, 'chrome-linux', 'chrome'),
    path.join(cache, d, 'chrome-linux64', 'chrome'),
    path.join(cache, d, 'chrome-headless-shell-linux64', 'chrome-headless-shell'),
    path.join(cache, d, 'chrome-mac', 'Chromium.app', 'Contents', 'MacOS', 'Chromium'),
  ]);
}

/** A Chromium or Chrome binary: CHROMIUM_PATH, the usual install paths, then Playwright's cache. */
export function findChromium(): string | null {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ...playwrightCacheChromium(),
  ];
  return candidates.find((c): c is string => !!c && existsSync(c)) ?? null;
}

export const CHROMIUM_HINT =
  'Chromium is needed for the browser test: install it (`apt-get install -y chromium` on Debian/Ubuntu, or `npx playwright install chromium`), or set CHROMIUM_PATH to a Chromium/Chrome binary.';
