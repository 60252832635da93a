import { lazy, Suspense, useRef } from 'react';
import { Cookie } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../hooks/use-toast';
import { CookieBanner } from './cookie-banner';
import { type ConsentChoice, type ConsentSource, useConsent, ALL_OFF, ALL_ON } from './consent-context';

/**
 * SPEC.md 2.12 #4-5 and 4: the banner opens while no choice is stored; any choice is posted, then
 * banner and dialog close and the stored consent is read again; afterwards a floating button reopens
 * the dialog. One hook holds the state; the three parts below are placed by the overlay dock.
 */
/**
 * The server put the banner into the first paint (server-consent-banner.tsx) because this
 * browser has no choice stored: keep showing it while the stored choice loads, so it never blinks.
 */
const askedInFirstPaint =
  typeof document !== 'undefined' && document.querySelector('#prerender #cookie-banner-title') !== null;

export function useCookieConsentUi() {
  const { t } = useTranslation();
  const consent = useConsent();

  const choose = (choice: ConsentChoice, source: ConsentSource) => {
    consent.save(choice, source).then(
      () => consent.setPreferencesOpen(false),
      (error: unknown) => {
        console.warn('Saving the cookie choice failed', error);
        toast({
          title: t('consent.saveFailed.title'),
          description: t('consent.saveFailed.description'),
          variant: 'destructive',
        });
      },
    );
  };

  return {
    consent,
    bannerOpen:
      (consent.status === 'ready' && consent.consent === null) ||
      (consent.status === 'loading' && askedInFirstPaint),
    manageVisible: consent.status === 'ready' && consent.consent !== null,
    choose,
  };
}

export function CookieBannerSlot({ ui }: { ui: ReturnType<typeof useCookieConsentUi> }) {
  if (!ui.bannerOpen) return null;
  return (
    <CookieBanner
      saving={ui.consent.saving}
      onCustomize={() => ui.consent.setPreferencesOpen(true)}
      onChoose={(source) =>
        ui.choose(source === 'banner_accept_all' ? { ...ALL_ON } : { ...ALL_OFF }, source)
      }
    />
  );
}

export function ManageCookiesButton({ ui }: { ui: ReturnType<typeof useCookieConsentUi> }) {
  const { t } = useTranslation();
  if (!ui.manageVisible) return null;
  const label = t('consent.manage');
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-haspopup="dialog"
      data-testid="manage-cookies"
      onClick={() => ui.consent.setPreferencesOpen(true)}
      className="pointer-events-auto flex size-12 items-center justify-center rounded-full border border-slate-200 bg-white text-indigo-700 shadow-lg hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <Cookie aria-hidden="true" className="size-6" />
    </button>
  );
}

/** The dialog and its Radix parts load when it is first opened, not with every page. */
const CookiePreferencesDialog = lazy(() =>
  import('./cookie-preferences-dialog').then((m) => ({ default: m.CookiePreferencesDialog })),
);

export function CookiePreferencesSlot({ ui }: { ui: ReturnType<typeof useCookieConsentUi> }) {
  const opened = useRef(false);
  if (ui.consent.preferencesOpen) opened.current = true;
  // Once opened it stays mounted, so closing animates and focus returns to the button that opened it.
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <CookiePreferencesDialog
        open={ui.consent.preferencesOpen}
        onOpenChange={ui.consent.setPreferencesOpen}
        initial={ui.consent.choice}
        saving={ui.consent.saving}
        onSave={ui.choose}
      />
    </Suspense>
  );
}
