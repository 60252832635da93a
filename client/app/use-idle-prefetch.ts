import { useEffect } from 'react';
import { whenRevealed } from '../features/seo/prerender-swap';
import { whenIdle } from '../lib/idle';
import { IDLE_PREFETCH_PATHS, prefetchLoaders } from './screens';

/**
 * Warms the likely next chunks once the first screen is up (after the swap from a server-rendered
 * page) and the browser is idle, so they never compete with it.
 */
export function useIdlePrefetch(): void {
  useEffect(() => {
    let cancel: (() => void) | null = null;
    let stopped = false;
    void whenRevealed().then(() => {
      if (stopped) return;
      cancel = whenIdle(() => {
        for (const path of IDLE_PREFETCH_PATHS) {
          // A failed prefetch only means the chunk loads later, on navigation.
          prefetchLoaders[path]?.().catch(() => undefined);
        }
      });
    });
    return () => {
      stopped = true;
      cancel?.();
    };
  }, []);
}
