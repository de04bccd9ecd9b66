// Prometheus's own text-format parser (expfmt.TextParser from github.com/prometheus/common, the one the Prometheus
// server and promtool use), built with Go from test/tools/promparse into the cache outside the repository.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot, temporalCliSettings } from '../../config/index.ts';

export interface Sample {
  labels: Record<string, string>;
  value?: number;
  count?: number;
  sum?: number;
  buckets?: Record<string, number>;
}
export interface Family {
  name: string;
  help: string;
  type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
  metrics: Sample[];
}

/** The parser binary, built once per source version into the cache outside the repository. */
function promparse(): string {
  const source = path.join(projectRoot(), 'test/tools/promparse');
  const digest = createHash('sha256');
  for (const file of ['main.go', 'go.mod', 'go.sum']) digest.update(readFileSync(path.join(source, file)));
  const binary = path.join(temporalCliSettings().cacheRoot, 'promparse', digest.digest('hex').slice(0, 16), 'promparse');
  if (!existsSync(binary)) {
    mkdirSync(path.dirname(binary), { recursive: true });
    try {
      execFileSync('go', ['build', '-o', binary, '.'], { cwd: source, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod' } });
    } catch (error) {
      throw new Error(`metrics.test.ts builds Prometheus's text parser with Go (>= 1.24, as for the Temporal CLI): ${(error as Error).message}`);
    }
  }
  return binary;
}

export const parsePrometheusText = (text: string): Family[] => JSON.parse(execFileSync(promparse(), { input: text, encoding: 'utf8' })) as Family[];

