import { useEffect } from 'react';
import { whenRevealed } from '../features/seo/prerender-swap';
import { whenIdle } from '../lib/idle';
import { IDLE_PREFETCH_PATHS, prefetchLoaders } from './screens';

/** Warms the chunks of the likely next screens (SPEC.md 2.1) once the browser is idle. Returns a cancel function. */
export function prefetchWhenIdle(extra: (() => Promise<unknown>)[] = []): () => void {
  return whenIdle(() => {
    for (const load of [...extra, ...IDLE_PREFETCH_PATHS.map((path) => prefetchLoaders[path])]) {
      // A failed prefetch only means the chunk loads later, on navigation.
      load?.().catch(() => undefined);
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
