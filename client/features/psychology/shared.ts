import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { psychologyQueries } from './api/psychology.queries';
import { whenIdle } from '../../lib/idle';

/** SPEC.md 7.2: one id per page load, sent with the scarcity request. */
export const PAGE_LOAD_ID: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** SPEC.md 2.12 #2 and 4: scroll to the sign-up button (marked data-signup-button) and click it, else register. */
export function goToSignup(navigate: (to: string) => void): void {
  const target = document.querySelector<HTMLElement>('[data-signup-button]');
  if (!target) {
    navigate('/auth?mode=register');
    return;
  }
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
  target.click();
}

/** m:ss for a countdown badge (SPEC.md 2.13). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export const PSYCHOLOGY_SETTINGS_KEY = psychologyQueries.settings().queryKey;

/** Which persuasion features are on (SPEC.md 4: each switchable, all on by default). */
export function usePsychologySettings() {
  return useQuery({
    ...psychologyQueries.settings(),
  });
}

/**
 * True once the page's first reads have finished and the browser is idle. A first visit has no
 * anonymous cookie yet, and every parallel first response creates one (server/http/session-context.ts),
 * so a POST sent during that burst may carry a CSRF token of another anonymous id and be refused once.
 * Overlays that post on their own (not on a click) wait for this.
 */
export function useAfterStartup(): boolean {
  const fetching = useIsFetching();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || fetching > 0) return;
    return whenIdle(() => setReady(true), 3000);
  }, [fetching, ready]);
  return ready;
}
