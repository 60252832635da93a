import { PRODUCT_NAME } from '../../common/constants';
import { GraduationCap, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../components/ui/button';
import { i18n } from '../lib/i18n';

/**
 * SPEC.md 2.12 render-error fallback. It uses the i18n instance directly, not hooks or providers,
 * because the providers themselves may be what failed.
 */
export function RenderErrorPage() {
  const t = i18n.t.bind(i18n);
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md text-center">
        <div className="mb-6 flex flex-col items-center gap-2">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-indigo-600 text-white">
            <GraduationCap aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{PRODUCT_NAME}</h1>
          <p className="text-slate-700">{t('app.tagline')}</p>
        </div>
        <section
          aria-labelledby="temporary-error-title"
          className="rounded-2xl border border-amber-300 bg-white p-6 text-left shadow-sm"
        >
          <h2
            id="temporary-error-title"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <TriangleAlert aria-hidden="true" className="size-5 text-amber-700" />
            {t('errors.temporaryTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('errors.temporaryText')}</p>
          <Button className="mt-5 w-full" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('errors.reloadPage')}
          </Button>
        </section>
      </div>
    </main>
  );
}
