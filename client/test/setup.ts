import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetToasts } from '../hooks/use-toast';
import { resetCsrfToken } from '../lib/api';
import { i18n, initI18n, loadFullEnglish } from '../lib/i18n';

// findBy… and waitFor wait up to 5 s: a whole screen renders in a test, and CI's 2 cores are busy
// with other test files at the same time (1 s, the default, failed there).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; Radix measures elements and observes size.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
// jsdom reports scrolling as "not implemented" through console.error, which would fail every test.
window.scrollTo = () => {};

beforeAll(async () => {
  await initI18n('en');
  // Screens render inside the app, which has the whole English catalogue (client/lib/i18n.ts).
  await loadFullEnglish();
});

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  // As after a sign-in: the server's readable hint that a session cookie exists, so /api/user is asked
  // (the mocked answer, 200 or 401, then decides). Tests of the signed-out shortcut clear it.
  document.cookie = 'trt_auth=1; path=/';
  // A console.error during a test (React warnings, failed renders) fails the test after it ends.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetToasts();
  resetCsrfToken();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors
      .map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '))
      .join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
