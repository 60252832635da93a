// Lint enforces the architecture: common imports neither side; client and server never import each other;
// a feature (server or client) is reached by the rest of the code only through its public files.
// Import cycles (type imports included) are found by scripts/check-cycles.mjs, run with the lint.
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const clientFeatures = readdirSync(new URL('./client/features', import.meta.url));

/**
 * A client feature's public files: index.ts (what other code may use) and the two registration files
 * the app composes, routes.ts and islands.ts, kept apart so that registering a feature never loads
 * its code (ADR 017).
 */
const featureZones = clientFeatures.map((feature) => ({
  target: [
    './client/!(features)/**/*',
    './client/*.{ts,tsx}',
    ...clientFeatures.filter((other) => other !== feature).map((other) => `./client/features/${other}/**/*`),
  ],
  from: `./client/features/${feature}`,
  except: ['./index.ts', './routes.ts', './islands.ts'],
  message: `Use the ${feature} feature through client/features/${feature}/index.ts.`,
}));

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['.tmp/**', 'node_modules', 'dist', 'data', 'server/db/migrations', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: restrict([
      { group: ['**/server/**', '**/client/**'], message: 'common/ imports neither client nor server.' },
    ]),
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...restrict([
        {
          group: ['**/server/**'],
          message: 'The client talks to the server only over HTTP contracts in common/.',
        },
      ]),
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: ['client/lib/**/*.{ts,tsx}', 'client/components/**/*.{ts,tsx}', 'client/hooks/**/*.{ts,tsx}'],
    // Their tests may render them inside the app's providers.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict([
      {
        group: ['**/server/**'],
        message: 'The client talks to the server only over HTTP contracts in common/.',
      },
      {
        group: ['**/features/**', '**/app/**'],
        message: 'lib/, components/ and hooks/ sit below the features and the app.',
      },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      { group: ['**/client/**'], message: 'The server never imports client code.' },
      {
        group: [
          '../*/*.service*',
          '../*/*.repo*',
          '../*/*.policy*',
          '../*/*.routes*',
          '../../features/*/*.*',
          '../features/*/*.*',
        ],
        message: 'Use another feature only through its index.ts.',
      },
    ]),
  },
);
