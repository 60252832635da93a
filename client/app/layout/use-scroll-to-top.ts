import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A client-side navigation should start at the top of the new screen, like a page load does. */
export function useScrollToTopOnNavigate(): void {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
}
