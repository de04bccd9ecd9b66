// Lint config: typescript-eslint's recommended rules; `any` is banned everywhere, not just on public surfaces.
// Below them, the module boundaries (README "Folder map"): each folder may import only from the folders beneath it.
// test/unit/foundation/boundaries.test.ts lints forbidden imports and shows each rule fails them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** A relative import that reaches one of `folders` at the repository root (none of our folders nests one of these names). */
const reaching = (...folders) => `^(\\.\\./)+(${folders.join('|')})/`;

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', 'coverage/', 'test-results/', '.scratch/', '.exp/'] },
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
    // Pure code: no I/O, nothing from the layers above it. Randomness (ids) and loading a data package are allowed.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: reaching('api', 'store', 'providers', 'activities', 'checkout', 'workflows', 'worker', 'scripts', 'config', 'observability', 'test'), message: 'domain/ imports only domain/ (pure code, no I/O).' },
          { regex: '^(node:(?!crypto$|module$)|(fs|path|http|https|net|child_process|os|url|worker_threads)(/.*)?$)', message: 'domain/ does no I/O: no Node I/O modules (node:crypto and node:module only).' },
          { regex: '^(sqlite3|pg|postgres|h3|srvx|pino|stripe|@easypost/.*|@temporalio/.*|@modelcontextprotocol/.*|@a2a-js/.*)$', message: 'domain/ does no I/O: no drivers, servers, SDKs or loggers.' },
        ],
      }],
    },
  },
  {
    // Workflow code must stay deterministic: only types and proxyActivities (and Temporal's own workflow-safe
    // modules) from elsewhere. The one value import is the stage list, a module with no imports of its own.
    files: ['workflows/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          {
            regex: '^(?!@temporalio/(workflow|common)$)(?!\\./)(?!\\.\\./domain/checkout/stages\\.ts$).*',
            allowTypeImports: true,
            message: 'Workflow code is deterministic: from outside workflows/ it imports only types, @temporalio/workflow (proxyActivities) and domain/checkout/stages.ts.',
          },
        ],
      }],
    },
  },
  {
    files: ['store/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: reaching('api', 'activities', 'providers', 'checkout', 'workflows', 'worker', 'scripts'), message: 'store/ sits beneath api/, activities/ and providers/: it never imports them.' }] }],
    },
  },
  {
    // The checkout command path sits beside the store: api/, activities/ and the worker call it, never the reverse.
    files: ['checkout/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: reaching('api', 'activities', 'worker', 'scripts'), message: 'checkout/ never imports api/, activities/, worker/ or scripts/.' }] }],
    },
  },
  {
    files: ['providers/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: reaching('api', 'activities', 'workflows', 'worker', 'scripts'), message: 'providers/ never imports api/, activities/, workflows/ or worker/.' }] }],
    },
  },
  {
    // Optional providers load only when configured: the Stripe SDK is required inside createStripePayments.
    files: ['api/**/*.ts', 'providers/**/*.ts', 'activities/**/*.ts', 'worker/**/*.ts', 'checkout/**/*.ts', 'store/**/*.ts', 'config/**/*.ts', 'observability/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: 'stripe', allowTypeImports: true, message: 'Stripe is optional: import its types only; providers/payments/stripe.ts loads the SDK when Stripe is configured.' }] }],
    },
  },
  {
    files: ['activities/**/*.ts', 'worker/**/*.ts', 'observability/**/*.ts', 'config/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: reaching('api', 'scripts'), message: 'Only the HTTP edge imports api/: the worker side and shared modules never do.' }] }],
    },
  },
);
