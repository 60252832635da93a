import { Cookie } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import type { ConsentSource } from './consent-context';

interface CookieBannerProps {
  saving: boolean;
  onCustomize: () => void;
  onChoose: (source: Extract<ConsentSource, 'banner_accept_all' | 'banner_reject_all'>) => void;
}

/**
 * SPEC.md 2.12 #4: the bottom banner. Customize, Reject All and Accept All sit on the same layer with
 * the same weight: refusing is as easy as accepting (GDPR Art. 7, EDPB guidelines 03/2022).
 */
export function CookieBanner({ saving, onCustomize, onChoose }: CookieBannerProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="pointer-events-auto border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.12)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-6">
        <div className="flex min-w-0 flex-1 gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-indigo-700 sm:block" />
          <div className="min-w-0">
            <h2 id="cookie-banner-title" className="text-base font-bold text-slate-900">
              {t('consent.banner.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {t('consent.banner.text')}{' '}
              <Link
                href="/legal-documents"
                className="font-medium text-indigo-700 underline underline-offset-2"
              >
                {t('consent.policyLink')}
              </Link>
            </p>
          </div>
        </div>
        {/* Equal buttons that share a row; a long label (bg "Персонализиране") takes a row of its own instead of overflowing. */}
        <div className="flex flex-wrap gap-2 md:shrink-0 md:flex-nowrap">
          <Button
            variant="primary"
            size="md"
            className="grow px-3 sm:px-4 md:grow-0"
            onClick={onCustomize}
            disabled={saving}
          >
            {t('consent.customize')}
          </Button>
          <Button
            variant="primary"
            size="md"
            className="grow px-3 sm:px-4 md:grow-0"
            onClick={() => onChoose('banner_reject_all')}
            disabled={saving}
          >
            {t('consent.rejectAll')}
          </Button>
          <Button
            variant="primary"
            size="md"
            className="grow px-3 sm:px-4 md:grow-0"
            onClick={() => onChoose('banner_accept_all')}
            disabled={saving}
          >
            {t('consent.acceptAll')}
          </Button>
        </div>
      </div>
    </section>
  );
}
