import type { PlatformMetrics } from '../../../common/contracts/public-site.ts';
import { esc, h } from './html.ts';
import { icon, type IconName } from './icons.ts';
import { formatNumber, formatPercent } from '../../../common/number-format.ts';
import type { Texts } from './text.ts';

type TileKey = 'activeLearners' | 'accuracy' | 'uptime' | 'privacy' | 'cities' | 'security';

const TILES: { key: TileKey; icon: IconName; value: (m: PlatformMetrics, x: Texts) => string | null }[] = [
  { key: 'activeLearners', icon: 'users', value: (m, x) => formatNumber(m.registeredUsers, x.language) },
  {
    key: 'accuracy',
    icon: 'shieldCheck',
    value: (m, x) =>
      m.fraudDetectionAccuracy === null ? null : formatPercent(m.fraudDetectionAccuracy, x.language),
  },
  {
    key: 'uptime',
    icon: 'activity',
    value: (m, x) => (m.systemUptime === null ? null : formatPercent(m.systemUptime, x.language)),
  },
  {
    key: 'privacy',
    icon: 'lock',
    value: (m, x) =>
      x.t(
        m.isGDPRCompliant
          ? 'landing.metrics.tiles.privacy.compliant'
          : 'landing.metrics.tiles.privacy.notCompliant',
      ),
  },
  { key: 'cities', icon: 'building', value: (m, x) => formatNumber(m.europeanCities, x.language) },
  { key: 'security', icon: 'shieldCheck', value: (m, x) => formatNumber(m.securityFeatures, x.language) },
];

/**
 * SPEC.md 2.14's trust panel with the platform's real figures (getPlatformMetrics, the same call
 * GET /api/platform/metrics answers), laid out as client/features/home/trust-metrics-panel.tsx lays
 * out its live state. It is the first thing under the hero, so it is in the server's page: rendered
 * by the browser later, it would push the rest of the screen down.
 */
export function trustMetricsSection(x: Texts, m: PlatformMetrics): string {
  const tiles = TILES.map((tile) => {
    const value = tile.value(m, x);
    return h(
      'div',
      {
        class: 'flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        'data-testid': `metric-${tile.key}`,
      },
      h(
        'dt',
        { class: 'order-2 mt-1 text-sm font-semibold text-slate-900' },
        esc(x.t(`landing.metrics.tiles.${tile.key}.label`)),
      ),
      h(
        'dd',
        {
          class:
            'order-1 flex min-h-10 items-center gap-2 text-2xl font-extrabold text-indigo-700 sm:text-3xl',
        },
        icon(tile.icon, 'size-5 shrink-0 text-indigo-500'),
        value === null
          ? h(
              'span',
              { class: 'text-base font-semibold text-slate-600', 'data-testid': 'not-measured' },
              esc(x.t('landing.metrics.notMeasured')),
            )
          : esc(value),
      ),
      h(
        'dd',
        { class: 'order-3 mt-0.5 text-xs text-slate-600' },
        esc(x.t(`landing.metrics.tiles.${tile.key}.caption`)),
      ),
    );
  });
  const status = h(
    'div',
    {
      class: 'flex gap-3 rounded-2xl border p-5 border-emerald-200 bg-emerald-50',
      'data-testid': 'security-status',
    },
    icon(m.trustChainActive ? 'shieldCheck' : 'shieldAlert', 'size-6 shrink-0 text-emerald-700'),
    h(
      'div',
      null,
      h('h3', { class: 'font-semibold text-slate-900' }, esc(x.t('landing.metrics.status.title'))),
      h(
        'p',
        { class: 'mt-1 min-h-12 text-sm text-slate-800' },
        `${esc(x.plural('landing.metrics.status.controls', m.securityFeatures))} ${esc(
          x.t(
            m.trustChainActive
              ? 'landing.metrics.status.trustChainActive'
              : 'landing.metrics.status.trustChainInactive',
          ),
        )}`,
      ),
    ),
  );
  const transparency = h(
    'div',
    { class: 'rounded-2xl border border-slate-200 bg-white p-5', 'data-testid': 'technical-transparency' },
    h(
      'h3',
      { class: 'flex items-center gap-2 font-semibold text-slate-900' },
      icon('info', 'size-5 text-indigo-600'),
      esc(x.t('landing.metrics.transparency.title')),
    ),
    h(
      'ul',
      { class: 'mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700' },
      ...(['counts', 'uptime', 'accuracy', 'security'] as const).map((k) =>
        h('li', null, esc(x.t(`landing.metrics.transparency.${k}`))),
      ),
      h('li', null, esc(x.t('landing.metrics.transparency.languages', { count: m.languages }))),
    ),
  );
  return h(
    'section',
    {
      'aria-labelledby': 'trust-metrics-title',
      class: 'mx-auto max-w-6xl px-4 py-12 sm:py-16',
      'data-testid': 'trust-metrics',
      'data-state': 'live',
    },
    h(
      'div',
      { class: 'max-w-2xl' },
      h(
        'h2',
        { id: 'trust-metrics-title', class: 'text-2xl font-bold text-slate-900 sm:text-3xl' },
        esc(x.t('landing.metrics.title')),
      ),
      h('p', { class: 'mt-2 text-slate-700' }, esc(x.t('landing.metrics.subtitle'))),
    ),
    h('div', { 'aria-live': 'polite', class: 'mt-4 min-h-6 text-sm' }),
    h('dl', { class: 'mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3' }, ...tiles),
    h('div', { class: 'mt-6 grid gap-4 lg:grid-cols-2 lg:items-start' }, status, transparency),
  );
}
