// The module boundaries of eslint.config.js: each forbidden import fails `npm run check`, each allowed one passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });

async function importRules(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [value];\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message);
}

const FORBIDDEN: [file: string, line: string][] = [
  ['domain/rating/example.ts', "import { value } from '../../store/index.ts';"],
  ['domain/rating/example.ts', "import { value } from '../../providers/labels/index.ts';"],
  ['domain/rating/example.ts', "import { value } from '../../api/app.ts';"],
  ['domain/packaging/catalog/example.ts', "import { value } from '../../../activities/index.ts';"],
  ['domain/rating/example.ts', "import { readFileSync as value } from 'node:fs';"],
  ['domain/rating/example.ts', "import { request as value } from 'node:http';"],
  ['domain/rating/example.ts', "import value from 'sqlite3';"],
  ['domain/rating/example.ts', "import { Client as value } from '@temporalio/client';"],
  ['workflows/example.ts', "import { value } from '../domain/money/index.ts';"],
  ['workflows/example.ts', "import { value } from '../activities/checkout.ts';"],
  ['workflows/example.ts', "import { Client as value } from '@temporalio/client';"],
  ['workflows/example.ts', "import { randomUUID as value } from 'node:crypto';"],
  ['store/example.ts', "import { value } from '../api/app.ts';"],
  ['store/example.ts', "import { value } from '../activities/index.ts';"],
  ['store/example.ts', "import { value } from '../providers/payments/index.ts';"],
  ['providers/labels/example.ts', "import { value } from '../../api/problem.ts';"],
  ['worker/example.ts', "import { value } from '../api/app.ts';"],
  ['checkout/example.ts', "import { value } from '../api/app.ts';"],
  ['checkout/example.ts', "import { value } from '../activities/checkout.ts';"],
  ['store/example.ts', "import { value } from '../checkout/commands.ts';"],
  ['domain/checkout/example.ts', "import { value } from '../../checkout/commands.ts';"],
  ['activities/example.ts', "import { value } from '../api/server.ts';"],
  ['api/webhooks/example.ts', "import value from 'stripe';"],
  ['providers/payments/example.ts', "import value from 'stripe';"],
];

const ALLOWED: [file: string, line: string][] = [
  ['domain/rating/example.ts', "import { value } from '../money/index.ts';"],
  ['domain/ids/example.ts', "import { randomFillSync as value } from 'node:crypto';"],
  ['workflows/example.ts', "import type { CheckoutActivities as value } from '../activities/checkout.ts';"],
  ['workflows/example.ts', "import { proxyActivities as value } from '@temporalio/workflow';"],
  ['workflows/example.ts', "import { CHECKOUT_STAGES as value } from '../domain/checkout/stages.ts';"],
  ['workflows/example.ts', "import { paidSignal as value } from './messages.ts';"],
  ['store/example.ts', "import { CHECKOUT_STAGES as value } from '../domain/checkout/stages.ts';"],
  ['providers/labels/example.ts', "import type { ProviderLedger as value } from '../../store/index.ts';"],
  ['activities/example.ts', "import { value } from '../providers/labels/index.ts';"],
  ['api/example.ts', "import { value } from '../activities/index.ts';"],
  ['activities/example.ts', "import { value } from '../checkout/commands.ts';"],
  ['checkout/example.ts', "import { value } from '../store/index.ts';"],
  ['providers/payments/example.ts', "import type value from 'stripe';"],
];

describe('module boundaries (eslint.config.js)', () => {
  it.each(FORBIDDEN)('%s refuses %s', async (file, line) => {
    expect(await importRules(file, line)).not.toEqual([]);
  }, 30_000);

  it.each(ALLOWED)('%s accepts %s', async (file, line) => {
    expect(await importRules(file, line)).toEqual([]);
  }, 30_000);
});
