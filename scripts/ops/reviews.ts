// `npm run ops -- reviews list [--kind freight|human_review] [--status open|submitted] [--limit N] [--json]`
import { parseArgs } from 'node:util';
import type { OpsArea } from '../ops.ts';
import type { ReviewKind } from '../../store/index.ts';

export const reviewCommands: OpsArea = {
  list: {
    summary: 'list stored freight and human-review requests, newest first',
    usage: 'reviews list [--kind freight|human_review] [--status open|submitted] [--limit 50] [--json]',
    async run(args, { store, print }) {
      const { values } = parseArgs({
        args,
        options: { kind: { type: 'string' }, status: { type: 'string' }, limit: { type: 'string', default: '50' }, json: { type: 'boolean', default: false } },
      });
      if (values.kind && values.kind !== 'freight' && values.kind !== 'human_review') throw new Error('--kind must be freight or human_review');
      if (values.status && values.status !== 'open' && values.status !== 'submitted') throw new Error('--status must be open or submitted');
      const rows = await store.reviews.list({
        ...(values.kind ? { kind: values.kind as ReviewKind } : {}),
        ...(values.status ? { status: values.status as 'open' | 'submitted' } : {}),
        limit: Number(values.limit) || 50,
      });
      if (values.json) {
        print(JSON.stringify(rows, null, 2));
        return 0;
      }
      if (rows.length === 0) {
        print('no review requests stored');
        return 0;
      }
      for (const r of rows) {
        const s = r.shipment as Record<string, unknown>;
        print(`${r.review_id}  ${r.kind.padEnd(12)} ${r.status.padEnd(9)} ${r.created_at}  ${String(s.product ?? '(no description)').slice(0, 40)}  ${String(s.from_postal_code ?? '')} → ${String(s.to_postal_code ?? '')}`);
        print(`    ${r.reason}`);
      }
      print(`${rows.length} request${rows.length === 1 ? '' : 's'}`);
      return 0;
    },
  },
};
