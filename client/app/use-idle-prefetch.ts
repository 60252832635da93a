import { useEffect } from 'react';
import { whenRevealed } from './start/prerender-swap';
import { whenIdle } from '../lib/idle';
import { ROUTES } from './routing/manifest';
import { loadScreen } from './routing/screens';

/** The screens to warm while idle (SPEC.md 2.1: /auth, /dashboard, ...): routes marked `prefetch`. */
const PREFETCHED = ROUTES.filter((route) => route.prefetch);

/** Warms the chunks of the likely next screens once the browser is idle. Returns a cancel function. */
export function prefetchWhenIdle(extra: (() => Promise<unknown>)[] = []): () => void {
  return whenIdle(() => {
    for (const load of [...extra, ...PREFETCHED.map((route) => () => loadScreen(route))]) {
      // A failed prefetch only means the chunk loads later, on navigation.
      load().catch(() => undefined);
    }
  });
}

/**
 * Warms the likely next chunks once the first screen is up (after the swap from a server-rendered
 * page) and the browser is idle, so they never compete with it.
 */
export function useIdlePrefetch(): void {
  useEffect(() => {
    let cancel: (() => void) | null = null;
    let stopped = false;
    void whenRevealed().then(() => {
      if (!stopped) cancel = prefetchWhenIdle();
    });
    return () => {
      stopped = true;
      cancel?.();
    };
  }, []);
}
