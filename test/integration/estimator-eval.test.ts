// The estimator's held-out evaluation (issue 3): scripts/score-estimator.ts exits non-zero when a target is missed
// (the development set's targets.parcelHitRate, 87 % since round four, of parcel items within 35% weight and 30% longest side; every freight item recognised as freight).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../config/index.ts';

it('meets the estimator targets on the evaluation set', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(projectRoot(), 'scripts/score-estimator.ts')], { cwd: projectRoot(), encoding: 'utf8', timeout: 120_000 });
  const summary = result.stdout.split('\n').filter((line) => /items|within|both|recognised|PASS|FAIL/.test(line)).join('\n');
  expect(result.status, `${summary}\n${result.stderr}`).toBe(0);
  expect(result.stdout).toMatch(/^PASS$/m);
});
