// Lint enforces the architecture: common imports neither side; client and server never import each other;
// a server feature is reached by other features only through its index.ts.
import tseslint from 'typescript-eslint';

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
    rules: restrict([
      {
        group: ['**/server/**'],
        message: 'The client talks to the server only over HTTP contracts in common/.',
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
        ],
        message: 'Use another feature only through its index.ts.',
      },
    ]),
  },
);
