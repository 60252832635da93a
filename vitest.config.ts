import { defineConfig } from 'vitest/config';
import { englishCoreCatalogue } from './client/build/english-core-catalogue.ts';

// Three projects: pure shared code, the real server on a fresh PGlite per file, and the React client on jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'common', include: ['common/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [englishCoreCatalogue()],
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/test/setup.ts'],
          // A test renders whole screens and clicks through them; on a busy 2-core CI machine 5 s
          // (the default) was not always enough.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
