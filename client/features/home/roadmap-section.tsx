import { CircleDot, Clock, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/**
 * SPEC.md 2.2's four roadmap phases with honest states: the platform is still being built (booking and
 * payments are missing), tutor certification has no workflow in the product yet, what is open today
 * is registration and browsing, and the European launch is planned without a date (SPEC.md's
 * "Q2 2025" is in the past).
 */
const PHASES = [
  { key: 'p1', icon: CircleDot, tone: 'bg-amber-100 text-amber-900' },
  { key: 'p2', icon: Clock, tone: 'bg-slate-100 text-slate-800' },
  { key: 'p3', icon: Rocket, tone: 'bg-indigo-100 text-indigo-800' },
  { key: 'p4', icon: Clock, tone: 'bg-slate-100 text-slate-800' },
] as const;

export function RoadmapSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="roadmap-title" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="roadmap-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('landing.roadmap.title')}
        </h2>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="roadmap">
          {PHASES.map(({ key, icon: Icon, tone }, index) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <p className="text-sm font-semibold text-slate-600">
                {t('landing.roadmap.phase', { number: index + 1 })}
              </p>
              <h3 className="mt-1 font-semibold text-slate-900">
                {t(`landing.roadmap.phases.${key}.title`)}
              </h3>
              <p
                className={cn(
                  'mt-3 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
                  tone,
                )}
              >
                <Icon aria-hidden="true" className="size-3.5" />
                {t(`landing.roadmap.phases.${key}.status`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
