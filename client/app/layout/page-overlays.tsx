import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SERVER_CONSENT_BANNER_ATTRIBUTE } from '../../../common/islands';
import { LiveAnnouncer } from '../../features/accessibility';
import { AccessibilityToolbar } from '../../features/accessibility';
import { AnalyticsTracker } from '../../features/analytics';
import {
  CookieBannerSlot,
  CookiePreferencesSlot,
  ManageCookiesButton,
  useCookieConsentUi,
} from '../../features/consent';
import { ROUTES } from '../routing/manifest';
import { useAuth } from '../../features/auth';
import { ExitIntent } from '../../features/psychology';
import { socialProofAllowedAt } from '../../features/psychology';
import { SocialProofToast } from '../../features/psychology';
import { Deferred } from '../../components/deferred';

/**
 * The overlays of every page (SPEC.md 2.12). One dock at the bottom stacks them so none covers
 * another: accessibility and cookie buttons on the left, social proof on the right, and the cookie
 * banner underneath, pushing the others up while it is open. The scarcity banner sits above the header.
 */
export function PageOverlays() {
  const { t } = useTranslation();
  const cookieUi = useCookieConsentUi();
  const dock = useRef<HTMLDivElement>(null);
  const [location] = useLocation();
  const { user, isLoading } = useAuth();
  // Social proof only on public content pages and only for signed-out visitors: never on the account
  // screens (sign-in, registration, verification, passwords), checkout or any signed-in screen.
  const socialProofHere = !isLoading && !user && socialProofAllowedAt(ROUTES, location);

  // The server painted the cookie banner (features/consent/server-consent-banner.tsx); the overlays'
  // own banner, rendered in the same commit, takes its place.
  useLayoutEffect(() => {
    document.querySelector(`[${SERVER_CONSENT_BANNER_ATTRIBUTE}]`)?.remove();
  }, []);

  // Whatever the dock covers stays reachable: the page gets as much room below its footer, and focus
  // moved by the keyboard is scrolled clear of it (WCAG 2.4.11).
  useLayoutEffect(() => {
    const element = dock.current;
    if (!element) return;
    const apply = () => {
      const height = `${element.offsetHeight}px`;
      document.documentElement.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.documentElement.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, []);

  return (
    <>
      {/* The cookie banner renders with the screen (it is on the server's page too); the rest may wait. */}
      <Deferred>
        <AnalyticsTracker />
        <ExitIntent />
        <CookiePreferencesSlot ui={cookieUi} />
        <LiveAnnouncer />
      </Deferred>
      <div
        ref={dock}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-35 flex flex-col"
        data-testid="overlay-dock"
      >
        <div className="flex items-end justify-between gap-2 p-3 sm:gap-3 sm:p-4">
          <div
            role="region"
            aria-label={t('a11y.toolsLabel')}
            // As tall as its buttons from the first paint: they render a task later (Deferred), and a
            // dock growing under the cookie banner then would count as a layout shift.
            className="relative z-10 flex min-h-12 shrink-0 items-end gap-2"
          >
            <Deferred>
              <AccessibilityToolbar />
              <ManageCookiesButton ui={cookieUi} />
            </Deferred>
          </div>
          {socialProofHere ? (
            <Deferred>
              <SocialProofToast hideOnPhones={cookieUi.bannerOpen} />
            </Deferred>
          ) : null}
        </div>
        <CookieBannerSlot ui={cookieUi} />
      </div>
    </>
  );
}
