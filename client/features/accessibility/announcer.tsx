import { useSyncExternalStore } from 'react';

/** SPEC.md 9: an announcement is taken away again after 1000 ms. */
export const ANNOUNCEMENT_CLEAR_MS = 1000;

let message = '';
let sequence = 0;
const listeners = new Set<() => void>();

function emit(next: string): void {
  message = next;
  for (const listener of listeners) listener();
}

/** Tells assistive technology about a change through the shared polite live region. */
export function announce(text: string): void {
  sequence += 1;
  const mine = sequence;
  emit(text);
  setTimeout(() => {
    if (sequence === mine) emit('');
  }, ANNOUNCEMENT_CLEAR_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => message;

/** The one live region; mounted once in the overlay dock. */
export function LiveAnnouncer() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="a11y-announcer">
      {current}
    </div>
  );
}
