import { Languages, MapPin, ShieldCheck, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { TutorCardData } from '../hooks/use-catalog';
import { formatEuro, formatLanguageList } from '../../../lib/format';
import { initialsOf } from '../lib/format';

/**
 * A verified tutor as the public sees them: first name and initial, the rating from their stored
 * reviews (or "New tutor, no reviews yet"), skills, the fixed 3:1 price (tutors never set prices),
 * city, languages by name in the reader's language, and where the list gives it, the next free hour.
 */
export function TutorCard({
  tutor,
  headingLevel = 3,
  priceNote,
  action,
  nextAvailable,
}: {
  tutor: TutorCardData;
  headingLevel?: 2 | 3;
  /** What the price is for, when not a seat in a 3:1 group (booking a 1:1 session). */
  priceNote?: string;
  /** A button under the card (booking's Select). */
  action?: ReactNode;
  /** The tutor's next free hour, above the price (the catalogue's pages). */
  nextAvailable?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="tutor-card"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-lg font-bold text-indigo-800"
        >
          {initialsOf(tutor.name)}
        </span>
        <div className="min-w-0 flex-1">
          <Heading className="text-lg font-semibold text-slate-900">{tutor.name}</Heading>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            {tutor.rating !== null ? (
              <span className="inline-flex items-center gap-1" data-testid="tutor-rating">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                <span className="font-semibold text-slate-900">
                  {tutor.rating.toLocaleString(i18n.language, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  })}
                </span>
                <span>{t('catalog.tutor.reviews', { count: tutor.reviews })}</span>
              </span>
            ) : (
              <Badge tone="green" data-testid="tutor-rating">
                {t('catalog.tutor.new')}
              </Badge>
            )}
            <span className="inline-flex items-center gap-1 text-emerald-800">
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('catalog.tutor.verified')}
            </span>
          </div>
        </div>
      </div>

      {tutor.expertise.length ? (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('catalog.tutor.expertise')}>
          {tutor.expertise.map((skill) => (
            <li key={skill.id}>
              <Badge tone="indigo">{skill.name}</Badge>
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {tutor.city ? (
          <div>
            <dt className="sr-only">{t('catalog.tutor.city')}</dt>
            <dd className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              {tutor.city}
            </dd>
          </div>
        ) : null}
        {tutor.languages.length ? (
          <div>
            <dt className="sr-only">{t('catalog.tutor.languages')}</dt>
            <dd className="flex items-start gap-2">
              <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              {formatLanguageList(tutor.languages, i18n.language)}
            </dd>
          </div>
        ) : null}
      </dl>
      {nextAvailable}

      <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-700" data-testid="tutor-price">
        <span className="text-lg font-bold text-slate-900">
          {formatEuro(tutor.priceCents, i18n.language)}
        </span>{' '}
        {priceNote ?? t('catalog.tutor.perLearner')}
      </p>
      {action ? <div className="mt-3">{action}</div> : null}
    </article>
  );
}
