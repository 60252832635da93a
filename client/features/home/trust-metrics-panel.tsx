import {
  Activity,
  Building2,
  Info,
  Lock,
  type LucideIcon,
  ShieldCheck,
  ShieldAlert,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatNumber, formatPercent } from '../../lib/format';
import { METRICS_FALLBACK, type PanelMetrics, usePlatformMetrics } from '../platform';

interface Tile {
  key: 'activeLearners' | 'accuracy' | 'uptime' | 'privacy' | 'cities' | 'security';
  icon: LucideIcon;
  /** The shown value, or null when nothing measures it. */
  value: (m: PanelMetrics, language: string) => string | null;
}

const TILES: Tile[] = [
  // Learner accounts only (students), the exact count: no "+" and no other roles.
  { key: 'activeLearners', icon: Users, value: (m, l) => formatNumber(m.learners, l) },
  {
    key: 'accuracy',
    icon: ShieldCheck,
    value: (m, l) => (m.fraudDetectionAccuracy === null ? null : formatPercent(m.fraudDetectionAccuracy, l)),
  },
  {
    key: 'uptime',
    icon: Activity,
    value: (m, l) => (m.systemUptime === null ? null : formatPercent(m.systemUptime, l)),
  },
  { key: 'privacy', icon: Lock, value: () => '' },
  { key: 'cities', icon: Building2, value: (m, l) => formatNumber(m.europeanCities, l) },
  { key: 'security', icon: ShieldCheck, value: (m, l) => formatNumber(m.securityFeatures, l) },
];

/**
 * SPEC.md 2.14 trust metrics: six tiles, a security status banner and a technical transparency box,
 * all from GET /api/platform/metrics. A figure nothing measures yet says so; a failed call shows
 * SPEC.md 8's reference figures and tells the reader. Space is reserved while loading (no layout shift).
 */
export function TrustMetricsPanel() {
  const { t, i18n } = useTranslation();
  const state = usePlatformMetrics();
  const metrics: PanelMetrics | null =
    state.status === 'live' ? state.metrics : state.status === 'fallback' ? METRICS_FALLBACK : null;
  const language = i18n.language;

  const valueOf = (tile: Tile) => {
    if (!metrics) return <span className="block h-8 w-20 animate-pulse rounded-md bg-slate-200" />;
    if (tile.key === 'privacy') {
      return metrics.isGDPRCompliant
        ? t('landing.metrics.tiles.privacy.compliant')
        : t('landing.metrics.tiles.privacy.notCompliant');
    }
    const value = tile.value(metrics, language);
    if (value === null) {
      return (
        <span className="text-base font-semibold text-slate-600" data-testid="not-measured">
          {t('landing.metrics.notMeasured')}
        </span>
      );
    }
    return value;
  };

  const trustChainOn = metrics?.trustChainActive ?? false;

  return (
    <section
      aria-labelledby="trust-metrics-title"
      className="mx-auto max-w-6xl px-4 py-12 sm:py-16"
      data-testid="trust-metrics"
      data-state={state.status}
    >
      <div className="max-w-2xl">
        <h2 id="trust-metrics-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('landing.metrics.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('landing.metrics.subtitle')}</p>
      </div>

      <div aria-live="polite" className="mt-4 min-h-6 text-sm">
        {state.status === 'loading' ? <span className="sr-only">{t('landing.metrics.loading')}</span> : null}
        {state.status === 'fallback' ? (
          <p className="flex items-start gap-2 text-amber-900" data-testid="metrics-fallback-notice">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('landing.metrics.fallbackNotice')}
          </p>
        ) : null}
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-busy={!metrics || undefined}>
        {TILES.map((tile) => {
          const Icon = tile.icon;
          return (
            <div
              key={tile.key}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
              data-testid={`metric-${tile.key}`}
            >
              <dt className="order-2 mt-1 text-sm font-semibold text-slate-900">
                {t(`landing.metrics.tiles.${tile.key}.label`)}
              </dt>
              <dd className="order-1 flex min-h-10 items-center gap-2 text-2xl font-extrabold text-indigo-700 sm:text-3xl">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-500" />
                {valueOf(tile)}
              </dd>
              <dd className="order-3 mt-0.5 text-xs text-slate-600">
                {t(`landing.metrics.tiles.${tile.key}.caption`)}
              </dd>
            </div>
          );
        })}
      </dl>

      <div className="mt-6 grid gap-4 lg:grid-cols-2 lg:items-start">
        <div
          className={cn(
            'flex gap-3 rounded-2xl border p-5',
            metrics ? 'border-emerald-200 bg-emerald-50' : 'border-slate-200 bg-white',
          )}
          data-testid="security-status"
        >
          {trustChainOn || !metrics ? (
            <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
          ) : (
            <ShieldAlert aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
          )}
          <div>
            <h3 className="font-semibold text-slate-900">{t('landing.metrics.status.title')}</h3>
            <p className="mt-1 min-h-12 text-sm text-slate-800">
              {metrics ? (
                <>
                  {t('landing.metrics.status.controls', { count: metrics.securityFeatures })}{' '}
                  {trustChainOn
                    ? t('landing.metrics.status.trustChainActive')
                    : t('landing.metrics.status.trustChainInactive')}
                </>
              ) : null}
            </p>
          </div>
        </div>
        <div
          className="rounded-2xl border border-slate-200 bg-white p-5"
          data-testid="technical-transparency"
        >
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <Info aria-hidden="true" className="size-5 text-indigo-600" />
            {t('landing.metrics.transparency.title')}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>{t('landing.metrics.transparency.counts')}</li>
            <li>{t('landing.metrics.transparency.uptime')}</li>
            <li>{t('landing.metrics.transparency.accuracy')}</li>
            <li>{t('landing.metrics.transparency.security')}</li>
            <li>
              {metrics ? (
                t('landing.metrics.transparency.languages', { count: metrics.languages })
              ) : (
                <span className="inline-block h-4 w-48 animate-pulse rounded bg-slate-200 align-middle" />
              )}
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
