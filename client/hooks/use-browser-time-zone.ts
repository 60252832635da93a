import { useEffect, useState } from 'react';

/**
 * The visitor's IANA time zone from the browser, which is where the booking page shows and books its
 * slots. Null on the server and in the first render (the server cannot know it), so hydration matches;
 * set right after.
 */
export function useBrowserTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  }, []);
  return zone;
}
