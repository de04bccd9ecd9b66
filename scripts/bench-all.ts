// `npm run bench`: the quote bench, then the checkout bench. `npm run bench -- --soak`: the five-minute soak instead.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const run = (script: string): void => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.argv.includes('--soak')) run('./bench-soak.ts');
else {
  run('./bench.ts');
  run('./bench-checkout.ts');
}
