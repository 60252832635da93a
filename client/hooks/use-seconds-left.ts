import { useEffect, useReducer } from 'react';

function secondsUntil(deadline: number | null): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Whole seconds until a deadline (epoch ms), re-rendering once a second; 0 once passed or without one.
 * Read from the clock on every render rather than counted down, so a new deadline shows at once and a
 * throttled background tab still shows the right time.
 */
export function useSecondsLeft(deadline: number | null): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (secondsUntil(deadline) === 0) return;
    const timer = setInterval(() => {
      tick();
      if (secondsUntil(deadline) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return secondsUntil(deadline);
}

/** m:ss for a countdown label. */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
