import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built client served by the real server (its own process and data directory
 * per test file), emails caught by an SMTP server in the test process, driven in Debian's Chromium.
 * One file at a time: a single Chromium on a 2-core machine.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['e2e/global-setup.ts'],
    // A flaky browser test is a failing test: no retries.
    retry: 0,
  },
});
