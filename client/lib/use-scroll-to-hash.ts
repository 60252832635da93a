import { useEffect } from 'react';

/**
 * Scrolls to the element the address's #fragment names, once one of `ids` is on the page.
 * Notifications link to parts of screens that load their data after the first paint, where the
 * browser's own jump finds nothing yet; and a link followed on the same screen (wouter pushes the
 * address, no hashchange) jumps as well.
 */
export function useScrollToHash(ids: readonly string[]) {
  const key = ids.join(' ');
  useEffect(() => {
    if (!key) return;
    const present = new Set(key.split(' '));
    const jump = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (present.has(id)) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
    };
    jump();
    const events = ['hashchange', 'pushState', 'replaceState'] as const;
    for (const e of events) window.addEventListener(e, jump);
    return () => {
      for (const e of events) window.removeEventListener(e, jump);
    };
  }, [key]);
}
