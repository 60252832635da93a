import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { englishCoreCatalogue } from './client/build/english-core-catalogue.ts';

/** Client test files that replace modules (vi.mock): each needs a module registry of its own. */
const CLIENT_MOCKING = readdirSync('client', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `client/${f}`)
  .filter((f) => /\bvi\.(do)?mock\(/.test(readFileSync(f, 'utf8')));

// A shared registry cannot replace a module for one file: the server's tests count and observe
// through real seams instead (e.g. passwordVerifications), and this keeps it so.
const serverMocking = readdirSync('server', { recursive: true, encoding: 'utf8' }).filter(
  (f) => /\.test\.ts$/.test(f) && /\bvi\.(do)?mock\(/.test(readFileSync(`server/${f}`, 'utf8')),
);
if (serverMocking.length)
  throw new Error(
    `server tests share one module registry; vi.mock cannot work in: ${serverMocking.join(', ')}`,
  );

function clientProject(name: string, opts: { include?: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    plugins: [englishCoreCatalogue()],
    test: {
      name,
      include: opts.include ?? ['client/**/*.test.{ts,tsx}'],
      exclude: opts.exclude ?? [],
      isolate: opts.isolate,
      environment: 'jsdom' as const,
      setupFiles: ['client/test/setup.ts'],
      // A test renders whole screens and clicks through them; on a busy 2-core CI machine 5 s
      // (the default) was not always enough.
      testTimeout: 20_000,
    },
  };
}

// Four projects: pure shared code, the real server on a fresh PGlite per file, and the React client on
// jsdom (two: one module registry per worker, and one per file for the files that mock modules).
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
          // One module registry per worker: a file does not import the whole server again (166 s of
          // the PostgreSQL run's 781 went to that). Each file still builds its own app and database.
          isolate: false,
          setupFiles: ['server/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The client's screens in one module registry per worker (isolate: false): a file no longer
      // loads React, the router and every screen again, nor builds a new jsdom (157 s on two workers
      // before, 98 s on one after). client/test/setup.ts resets what a test leaves behind. A file that
      // replaces modules with vi.mock needs a registry of its own: it runs in 'client-isolated'.
      clientProject('client', { exclude: CLIENT_MOCKING, isolate: false }),
      clientProject('client-isolated', { include: CLIENT_MOCKING, isolate: true }),
    ],
  },
});
