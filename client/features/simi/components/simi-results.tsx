import type { SimiAnalysis } from '../../../../common/contracts/questionnaire';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { formatLanguageList } from '../../../lib/format';
import { bookingHref } from '../../catalog';

/** What Simi learned from the answers, and the tutors who fit them (SPEC.md 4's 'Perfect Matches Found!'). */
export function SimiResults({ results }: { results: SimiAnalysis }) {
  const { t, i18n } = useTranslation();
  const noted = results.noted.map((n) => {
    const [kind, value] = n.split(':') as [string, string];
    return kind === 'goal' ? t(`simi.options.goals.${value}`) : t(`simi.options.${kind}.${value}`);
  });
  return (
    <div className="mt-4 space-y-4" data-testid="simi-results">
      <section aria-labelledby="simi-learned">
        <h3 id="simi-learned" className="font-semibold text-slate-900">
          {t('simi.results.title')}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {results.level !== null ? (
            <li>
              <Badge tone="indigo">
                {t('simi.results.level', { skill: results.skillName, level: results.levelName ?? '' })}
              </Badge>
            </li>
          ) : null}
          {results.goals.map((g) => (
            <li key={g}>
              <Badge tone="slate">{t(`simi.options.goals.${g}`)}</Badge>
            </li>
          ))}
          {results.pace ? (
            <li>
              <Badge tone="slate">{t(`simi.options.pace.${results.pace}`)}</Badge>
            </li>
          ) : null}
          {results.style ? (
            <li>
              <Badge tone="slate">{t(`simi.options.style.${results.style}`)}</Badge>
            </li>
          ) : null}
          <li>
            <Badge tone="slate">{t('simi.results.confidence', { n: results.confidence })}</Badge>
          </li>
        </ul>
        {noted.length > 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            {t('simi.results.noted', { items: noted.join(', ') })}
          </p>
        ) : null}
      </section>
      {results.role === 'learner' ? (
        <section aria-labelledby="simi-matches">
          <h3 id="simi-matches" className="font-semibold text-slate-900">
            {t('simi.results.matchesTitle')}
          </h3>
          {results.matches.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t('simi.results.noMatches')}</p>
          ) : (
            <ul className="mt-2 space-y-3">
              {results.matches.map((m) => {
                const href = results.skillId
                  ? bookingHref({ id: m.tutorId, expertise: [] }, results.skillId)
                  : null;
                return (
                  <li
                    key={m.tutorId}
                    className="rounded-xl border border-slate-200 p-3"
                    data-testid="simi-match"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold text-slate-900">{m.name}</span>
                      {m.rating !== null ? (
                        <span className="flex items-center gap-1 text-sm text-slate-800">
                          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                          {m.rating.toFixed(1)} ({m.reviews})
                        </span>
                      ) : null}
                    </div>
                    <p className="mt-1 text-sm text-slate-700">
                      {formatLanguageList(m.languages, i18n.language)} ·{' '}
                      {t('simi.results.sharedHours', { n: m.sharedHours })}
                    </p>
                    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('simi.results.matchesTitle')}>
                      {m.reasons.map((r) => (
                        <li key={r}>
                          <Badge tone="green">{t(`simi.results.reasons.${r}`)}</Badge>
                        </li>
                      ))}
                    </ul>
                    {href ? (
                      <Link href={href} className={buttonClasses('primary', 'sm', 'mt-3')}>
                        {t('simi.results.book')}
                      </Link>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
