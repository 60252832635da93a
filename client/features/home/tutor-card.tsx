import { conversionEndpoints } from '../../../common/contracts/endpoints';
import { bookingHref, skillName } from '../catalog';
import type { EndpointOutput } from '../../../common/contracts/define';

import { CalendarClock, Languages, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { formatEuro, formatLanguageList, formatRating, formatSlot } from '../../lib/format';

export type TutorMatch = EndpointOutput<
  typeof conversionEndpoints.instantDemo
>['demo']['personalizedContent']['tutorMatches'][number];

/**
 * One real tutor from the instant demo: the rating from stored reviews (or "New tutor, no reviews
 * yet"), skills, price, their next free hour (found by the server in the visitor's zone, shown in their
 * language and linking into booking with the tutor chosen), city and languages by name in the reader's
 * language.
 */
export function TutorCard({
  tutor,
  headingLevel = 'h4',
  action,
}: {
  tutor: TutorMatch;
  headingLevel?: 'h3' | 'h4' | 'h5';
  /** A link under the card (the learner finder's Book a session). */
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const Heading = headingLevel;
  const href = tutor.nextAvailable ? bookingHref(tutor) : null;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="tutor-card">
      <div className="flex items-start justify-between gap-3">
        <Heading className="font-semibold text-slate-900">{tutor.name}</Heading>
        {tutor.rating === null ? (
          <Badge tone="green" data-testid="tutor-new">
            {t('landing.tutorCard.new')}
          </Badge>
        ) : (
          <p className="flex shrink-0 items-center gap-1 text-sm font-medium text-slate-800">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <span className="sr-only">{t('landing.tutorCard.ratingLabel')}: </span>
            {t('landing.tutorCard.rating', {
              rating: formatRating(tutor.rating, language),
              count: tutor.reviews,
            })}
          </p>
        )}
      </div>
      {tutor.expertise.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('landing.tutorCard.skills')}>
          {tutor.expertise.map((skill) => (
            <li key={skill.id}>
              <Badge tone="indigo">{skillName(t, skill)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm font-semibold text-slate-900">
        {t('landing.tutorCard.price', { price: formatEuro(tutor.priceCents, language) })}
      </p>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {tutor.nextAvailable && href ? (
          <li className="flex items-center gap-2" data-testid="tutor-next-available">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
            <Link href={href} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
              {t('landing.tutorCard.nextAvailable', { date: formatSlot(tutor.nextAvailable, language) })}
            </Link>
          </li>
        ) : null}
        {tutor.city ? (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
            <span className="sr-only">{t('landing.tutorCard.city')}: </span>
            {tutor.city}
          </li>
        ) : null}
        {tutor.languages.length > 0 ? (
          <li className="flex items-center gap-2">
            <Languages aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
            {t('landing.tutorCard.languages', { languages: formatLanguageList(tutor.languages, language) })}
          </li>
        ) : null}
      </ul>
      {action ? <div className="mt-3">{action}</div> : null}
    </article>
  );
}
