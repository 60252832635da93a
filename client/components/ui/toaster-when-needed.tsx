import { lazy, Suspense, useRef } from 'react';
import { useToast } from '../../hooks/use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Radix's toast machinery is a fifth of a public page's script and most page views never raise a
 * toast, so it loads with the first one and stays from then on. The toast store (use-toast.ts) keeps
 * the toast meanwhile, so nothing raised early is lost.
 */
export function ToasterWhenNeeded() {
  const { toasts } = useToast();
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
