import { type ReactNode, useLayoutEffect, useState } from 'react';
import { inNextTask, isSlicing, PENDING_ATTRIBUTE } from '../lib/take-over';

/**
 * Renders its children in a task of their own while the app takes over a server-rendered page
 * (take-over.ts), and at once otherwise. Wrap the parts of a screen that are costly to render and
 * are not the heading the swap looks for.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => !isSlicing());
  // A layout effect queues the parts in the order they appear on the page.
  useLayoutEffect(() => (ready ? undefined : inNextTask(() => setReady(true))), [ready]);
  return ready ? children : <div {...{ [PENDING_ATTRIBUTE]: '' }} hidden />;
}
