import { lazy, Suspense, useRef } from 'react';
import { useToast } from '../../hooks/use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Radix's toast machinery (4.3 KB brotli, plus Radix parts nothing else on a public page needs) is
 * not needed by most page views, which raise no toast, so it loads with the first one and stays. The toast store (use-toast.ts) keeps
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
