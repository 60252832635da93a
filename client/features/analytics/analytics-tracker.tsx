import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { currentLanguage } from '../../lib/i18n';
import { useConsent } from '../consent';
import {
  analytics,
  errorDescription,
  trackConversion,
  trackEngagement,
  trackException,
  trackPageView,
} from './analytics';

const SCROLL_MILESTONES = [25, 50, 75, 100] as const;

let mountedTrackers = 0;

function scrollPercent(): number {
  const doc = document.documentElement;
  const scrollable = doc.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((window.scrollY / scrollable) * 100)));
}

/** Host and path of the referring page only: query strings may carry tokens (reset links, e-mails). */
export function referrerOf(referrer: string): string | null {
  try {
    const url = new URL(referrer);
    return `${url.host}${url.pathname}`;
  } catch {
    return null;
  }
}

/**
 * Mounted once in the shell: follows the analytics consent, reports a page view on every path change
 * (SPEC.md 1, 7.2), scroll-depth engagement, sign-up clicks as a conversion step, and uncaught errors
 * and rejections as non-fatal exceptions (SPEC.md 8). Renders nothing.
 */
export function AnalyticsTracker() {
  const { analyticsAllowed } = useConsent();
  const [location] = useLocation();
  const reached = useRef(new Set<number>());

  useEffect(() => {
    analytics.setEnabled(analyticsAllowed);
  }, [analyticsAllowed]);

  // Without a tracker on the page, nothing may be collected. Two can overlap for a moment (the app
  // taking over from a page's islands, app/islands/upgrade.ts): the one leaving must not switch
  // off the one arriving.
  useEffect(() => {
    mountedTrackers += 1;
    return () => {
      mountedTrackers -= 1;
      if (mountedTrackers === 0) analytics.setEnabled(false);
    };
  }, []);

  // With consent, the page in front of the visitor counts from the moment of the "yes".
  useEffect(() => {
    reached.current = new Set();
    if (!analyticsAllowed) return;
    trackPageView(location, {
      title: document.title,
      language: currentLanguage(),
      referrer: referrerOf(document.referrer),
    });
  }, [location, analyticsAllowed]);

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      trackException(errorDescription('error', event.error, event.message));
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      trackException(errorDescription('rejection', event.reason));
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('[data-signup-button]') : null;
      if (target) trackConversion('signup_click', { label: target.textContent?.trim() ?? null });
    };
    const onScroll = () => {
      if (!analytics.isEnabled) return;
      const percent = scrollPercent();
      for (const milestone of SCROLL_MILESTONES) {
        if (percent >= milestone && !reached.current.has(milestone)) {
          reached.current.add(milestone);
          trackEngagement('scroll_depth', { percent: milestone });
        }
      }
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') void analytics.flush();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    document.addEventListener('click', onClick, true);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, []);

  return null;
}
