// Operator commands: `npm run ops -- <area> <command> [options]`. They work on the same store as the service.
import { parseArgs } from 'node:util';
import { configOrExit } from '../config/index.ts';
import { openStore } from '../store/index.ts';
import type { Store } from '../store/index.ts';
import { reviewCommands } from './ops/reviews.ts';
import { priceIndexCommands } from './ops/price-index.ts';
import { clientCommands } from './ops/clients.ts';
import { orderCommands } from './ops/orders.ts';

export interface OpsCommand {
  summary: string;
  usage: string;
  run(args: string[], ctx: { store: Store; print: (line: string) => void }): Promise<number>;
}

export type OpsArea = Record<string, OpsCommand>;

// Each area registers its commands here.
const AREAS: Record<string, OpsArea> = {
  reviews: reviewCommands,
  'price-index': priceIndexCommands,
  clients: clientCommands,
  orders: orderCommands,
};

function help(print: (line: string) => void): void {
  print('usage: npm run ops -- <area> <command> [options]\n');
  for (const [area, commands] of Object.entries(AREAS)) {
    for (const [name, command] of Object.entries(commands)) print(`  ${area} ${name.padEnd(14)} ${command.summary}\n      ${command.usage}`);
  }
}

export async function runOps(argv: string[], print: (line: string) => void = (l) => console.log(l)): Promise<number> {
  const [area, name, ...rest] = argv;
  const command = area && name ? AREAS[area]?.[name] : undefined;
  if (!command) {
    help(print);
    return area === undefined || area === 'help' || area === '--help' ? 0 : 2;
  }
  const config = configOrExit();
  const store = await openStore({ file: config.databaseFile, url: config.databaseUrl });
  try {
    return await command.run(rest, { store, print });
  } finally {
    await store.close();
  }
}

export { parseArgs };

if (process.argv[1]?.endsWith('ops.ts')) {
  runOps(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`error: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
