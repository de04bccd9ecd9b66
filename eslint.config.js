// Lint config: typescript-eslint's recommended rules; `any` is banned everywhere, not just on public surfaces.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', 'coverage/', 'test-results/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Workflow code must stay deterministic: no Node built-ins, no I/O libraries, no wall clock.
    files: ['workflows/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*', 'fs', 'path', 'crypto', 'http', 'https', 'net', 'child_process'], message: 'Workflow code is deterministic: no Node built-ins.' },
          { group: ['sqlite3', 'h3', 'pino', '@temporalio/client', '@temporalio/worker', '@temporalio/activity', '../api/*', '../store/*'], message: 'Workflow code may only import @temporalio/workflow and types.' },
        ],
      }],
    },
  },
);
