import {
  ArrowLeft,
  ChefHat,
  Cpu,
  Home,
  Languages,
  LayoutDashboard,
  type LucideIcon,
  Music,
  Search,
  UserPlus,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Island } from '../components/island';
import { formatNumber } from '../lib/format';
import { usePlatformMetrics } from '../features/platform';

export interface NotFoundClaims {
  activeTutors: string;
  skills: string;
  languages: string;
  availability: string;
}

/**
 * SPEC.md 2.11's claims, verbatim. Shown only when the metrics call fails; otherwise the page shows the
 * real counts (verified tutors, skills in the catalogue, interface languages).
 */
export const SPEC_FALLBACK_CLAIMS: NotFoundClaims = {
  activeTutors: '500+',
  skills: '50+',
  languages: '19+',
  availability: '24/7',
};

function useClaims(): { source: 'loading' | 'live' | 'spec-fallback'; claims: NotFoundClaims | null } {
  const { i18n } = useTranslation();
  const state = usePlatformMetrics();
  if (state.status === 'loading') return { source: 'loading', claims: null };
  if (state.status === 'fallback') return { source: 'spec-fallback', claims: SPEC_FALLBACK_CLAIMS };
  const { metrics } = state;
  return {
    source: 'live',
    claims: {
      activeTutors: formatNumber(metrics.activeTutors, i18n.language),
      skills: formatNumber(metrics.skills, i18n.language),
      languages: formatNumber(metrics.languages, i18n.language),
      availability: SPEC_FALLBACK_CLAIMS.availability,
    },
  };
}

interface Tile {
  href: string;
  labelKey: string;
  icon: LucideIcon;
}

const NAV_TILES: Tile[] = [
  { href: '/', labelKey: 'notFound.goHome', icon: Home },
  // SPEC.md 2.11 points Find Skills and the paths at /session-booking; until booking exists they lead
  // into the skill catalogue, each path to its category.
  { href: '/skills', labelKey: 'notFound.findSkills', icon: Search },
  { href: '/dashboard', labelKey: 'notFound.dashboard', icon: LayoutDashboard },
  { href: '/auth', labelKey: 'notFound.joinUs', icon: UserPlus },
];

const PATH_TILES: Tile[] = [
  { href: '/skills#category-languages', labelKey: 'notFound.paths.languages', icon: Languages },
  { href: '/skills#category-lifestyle', labelKey: 'notFound.paths.cooking', icon: ChefHat },
  { href: '/skills#category-music', labelKey: 'notFound.paths.music', icon: Music },
  { href: '/skills#category-technology', labelKey: 'notFound.paths.tech', icon: Cpu },
];

const tileClass =
  'flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 shadow-sm ' +
  'hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Needs the browser's history: an island on the server-rendered not-found page. */
export function GoBackButton() {
  const { t } = useTranslation();
  return (
    <Button variant="outline" onClick={() => window.history.back()}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('notFound.goBack')}
    </Button>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const { source, claims } = useClaims();
  const claimItems = [
    { value: claims?.activeTutors, label: t('notFound.claims.activeTutors') },
    { value: claims?.skills, label: t('notFound.claims.skills') },
    { value: claims?.languages, label: t('notFound.claims.languages') },
    // SPEC.md 2.11: '24/7' is a promise, not a count, so it shows at once.
    { value: SPEC_FALLBACK_CLAIMS.availability, label: t('notFound.claims.learning') },
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <div className="text-center">
        <p className="text-6xl font-extrabold text-indigo-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">{t('notFound.text')}</p>
      </div>

      <dl
        className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4"
        data-testid="not-found-claims"
        data-source={source}
        aria-busy={source === 'loading' || undefined}
      >
        {claimItems.map((item) => (
          <div
            key={item.label}
            className="flex flex-col rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200"
          >
            <dt className="text-sm text-slate-700">{item.label}</dt>
            <dd className="order-first flex h-8 items-center justify-center text-2xl font-bold text-indigo-700">
              {item.value ?? <span className="block h-7 w-12 animate-pulse rounded-md bg-slate-200" />}
            </dd>
          </div>
        ))}
      </dl>

      <nav aria-label={t('notFound.whereNext')} className="mt-10">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {NAV_TILES.map(({ href, labelKey, icon: Icon }) => (
            <li key={labelKey}>
              <Link href={href} className={tileClass}>
                <Icon aria-hidden="true" className="size-5 text-indigo-600" />
                {t(labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="learning-paths" className="mt-10">
        <h2 id="learning-paths" className="text-lg font-semibold text-slate-900">
          {t('notFound.pathsTitle')}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {PATH_TILES.map(({ href, labelKey, icon: Icon }) => (
            <li key={labelKey}>
              <Link href={href} className={tileClass}>
                <Icon aria-hidden="true" className="size-5 text-indigo-600" />
                {t(labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10 text-center">
        <Island name="not-found-back" component={GoBackButton} />
      </div>
    </div>
  );
}
