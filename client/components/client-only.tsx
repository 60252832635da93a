import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children only in the browser, after the first render: the server's HTML and the
 * browser's hydration both have nothing here, so they agree. For parts that depend on the browser
 * itself (stored preferences, the viewport, overlays that open on their own).
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}
