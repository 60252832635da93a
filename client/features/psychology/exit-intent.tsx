import { psychologyEndpoints } from '../../../common/contracts/endpoints';
import type { EndpointOutput } from '../../../common/contracts/define';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../lib/api';
import { trackEngagement } from '../analytics';
import { attachExitIntent, ExitIntentDetector } from './exit-intent-detector';
import { currentScrollPercent, describeElement, PageEngagement } from './page-engagement';
import { usePsychologySettings } from './shared';

export type ExitOffer = NonNullable<EndpointOutput<typeof psychologyEndpoints.exitIntent>['modalContent']>;

const ExitIntentModal = lazy(() =>
  import('./exit-intent-modal').then((m) => ({ default: m.ExitIntentModal })),
);

/** After an offer was shown and closed, this tab is not asked again (no nagging, DSA Art. 25). */
const SHOWN_KEY = 'trt.exitIntent.shown';

function shownInThisTab(): boolean {
  try {
    return window.sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * SPEC.md 2.13 and 4: when the pointer leaves through the top edge for 500 ms, asks the server for the
 * running campaign's offer (with real time on page, scroll depth and clicks) and shows it if there is
 * one. Once per page view, and only while the feature is switched on.
 */
export function ExitIntent() {
  const settings = usePsychologySettings();
  const [location] = useLocation();
  const [offer, setOffer] = useState<ExitOffer | null>(null);
  const engagement = useRef(new PageEngagement());
  const detector = useRef<ExitIntentDetector | null>(null);
  const [doneForTab, setDoneForTab] = useState(shownInThisTab);

  const show = useCallback(async () => {
    try {
      const result = await api(psychologyEndpoints.exitIntent, {
        sessionId: `exit-${Date.now()}`,
        ...engagement.current.snapshot(),
      });
      if (result.modalContent) {
        setOffer(result.modalContent);
        trackEngagement('exit_offer_shown', { urgency: result.modalContent.offer.urgency });
      }
    } catch (error) {
      // SPEC.md 8: only logged; nothing opens.
      console.warn('Loading the exit-intent offer failed', error);
    }
  }, []);

  useEffect(() => {
    const d = new ExitIntentDetector(() => void show());
    detector.current = d;
    const detach = attachExitIntent(d);
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element) engagement.current.recordClick(describeElement(event.target));
    };
    const onScroll = () => engagement.current.recordScroll(currentScrollPercent());
    document.addEventListener('click', onClick, true);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      detach();
      d.dispose();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('scroll', onScroll);
    };
  }, [show]);

  const enabled = settings.data?.exitIntent === true && !doneForTab && offer === null;
  useEffect(() => {
    detector.current?.setEnabled(enabled);
  }, [enabled]);

  useEffect(() => {
    detector.current?.newPageView();
    engagement.current.newPageView();
    // Wait for the new page to render before measuring how much of it is visible.
    const frame = requestAnimationFrame(() => engagement.current.recordScroll(currentScrollPercent()));
    return () => cancelAnimationFrame(frame);
  }, [location]);

  const onClosed = useCallback(() => {
    setOffer(null);
    setDoneForTab(true);
    try {
      window.sessionStorage.setItem(SHOWN_KEY, '1');
    } catch {
      // storage unavailable: the page-view rule still applies
    }
  }, []);

  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentModal offer={offer} onClosed={onClosed} />
    </Suspense>
  );
}
