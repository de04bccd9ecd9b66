// `npm run ops -- price-index run [--month YYYY-MM] [--timeout 300] [--json]`: run (or backfill) a month's price
// index through Temporal and wait for it. `npm run ops -- price-index list [--json]`: the stored months.
import { parseArgs } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import { isMonth, monthOf } from '../../activities/price-index/index.ts';
import type { PriceIndexRunSummary } from '../../activities/price-index/index.ts';
import { centsToAmount } from '../../domain/money/index.ts';
import { loadConfig, temporalAddress } from '../../config/index.ts';
import { startPriceIndexRun } from '../../worker/schedules.ts';
import type { OpsArea } from '../ops.ts';

const usd = (cents: number): string => `$${centsToAmount(cents).toFixed(2)}`;

export const priceIndexCommands: OpsArea = {
  run: {
    summary: 'price the basket now and store it under a month (default: this month); a stored month is replaced',
    usage: 'price-index run [--month YYYY-MM] [--timeout 300] [--json]',
    async run(args, { print }) {
      const { values } = parseArgs({
        args,
        options: { month: { type: 'string' }, timeout: { type: 'string', default: '300' }, json: { type: 'boolean', default: false } },
      });
      const month = values.month ?? monthOf(new Date());
      if (!isMonth(month)) throw new Error(`--month must be YYYY-MM, got "${month}"`);
      const timeoutSeconds = Number(values.timeout);
      if (!(timeoutSeconds > 0)) throw new Error('--timeout must be a number of seconds > 0');

      const config = loadConfig();
      const connection = await Connection.connect({ address: temporalAddress(config), connectTimeout: '5s' });
      try {
        const client = new Client({ connection, namespace: config.temporal.namespace });
        const handle = await startPriceIndexRun(client, { month, taskQueue: config.temporal.taskQueue, triggeredBy: 'operator' });
        if (!values.json) {
          print(`workflow ${handle.workflowId} on task queue ${config.temporal.taskQueue}; waiting for the result…`);
          if (month < monthOf(new Date())) print(`note: a backfill prices with today's tariff tables and stores the result under ${month}.`);
        }
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), timeoutSeconds * 1000);
        });
        const outcome = await Promise.race([handle.result(), timedOut]).finally(() => clearTimeout(timer));
        if (outcome === 'timeout') {
          print(`no result after ${timeoutSeconds} s: is a worker running on task queue ${config.temporal.taskQueue}? The run stays queued (workflow ${handle.workflowId}).`);
          return 1;
        }
        const summary: PriceIndexRunSummary = outcome;
        if (values.json) {
          print(JSON.stringify(summary, null, 2));
          return 0;
        }
        print(
          `${summary.month}: ${summary.pairs} box-lane pairs priced at ${summary.ran_at}; basket average ${usd(summary.basket_average_cents)} ` +
            `(${summary.provider} tables ${summary.tables_version}, basket ${summary.basket_version})${summary.replaced ? '; replaced the earlier snapshot' : ''}`,
        );
        return 0;
      } finally {
        await connection.close();
      }
    },
  },

  list: {
    summary: 'list the months that have a price index snapshot, with their basket average',
    usage: 'price-index list [--json]',
    async run(args, { store, print }) {
      const { values } = parseArgs({ args, options: { json: { type: 'boolean', default: false } } });
      const rows = await store.priceIndex.summaries();
      if (values.json) {
        print(JSON.stringify(rows.map((r) => ({ ...r, basket_average: centsToAmount(r.basket_average_cents) })), null, 2));
        return 0;
      }
      if (rows.length === 0) {
        print('no price index snapshot stored yet (the worker runs one at start-up)');
        return 0;
      }
      for (const r of rows) print(`${r.month}  basket average ${usd(r.basket_average_cents).padStart(8)}  ${r.pair_count} pairs  basket ${r.basket_version}  ran ${r.ran_at}`);
      print(`${rows.length} month${rows.length === 1 ? '' : 's'}`);
      return 0;
    },
  },
};
