import { PRICES_CENTS } from '../../../../common/constants';
import { ChevronRight, GraduationCap, type LucideIcon, UsersRound } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '../../../lib/cn';
import { EmptyState } from '../../../components/content-states';
import type { TutorCardData } from '../hooks/use-catalog';
import { formatEuro } from '../../../lib/format';
import { Island } from '../../../components/island';
import { bookingHref } from '../lib/booking-href';
import { NextAvailable } from './next-available';
import { TutorCard } from './tutor-card';

/** Where a learner signs up (SPEC.md 2.3: mode and type parameters). */
export const REGISTER_AS_LEARNER = '/auth?mode=register&type=student';

/** A button-styled link whose label may wrap (long skill names, German), so its height follows the text. */
export function wrappingButton(variant: 'primary' | 'secondary', extra?: string) {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-center font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
    variant === 'primary'
      ? 'bg-indigo-600 text-white hover:bg-indigo-700'
      : 'bg-indigo-50 text-indigo-800 hover:bg-indigo-100',
    extra,
  );
}

/** Category ids are data; known ones have a translated name, others are shown capitalised. */
export function categoryLabel(t: TFunction, category: string): string {
  return t(`catalog.categories.${category}`, {
    defaultValue: category.charAt(0).toUpperCase() + category.slice(1),
  });
}

export function PageShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">{children}</div>;
}

export function Breadcrumb({ items }: { items: { href?: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('catalog.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-700">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-slate-400" /> : null}
            {item.href ? (
              <Link href={item.href} className="rounded font-medium text-indigo-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** "3 verified tutors" / "No tutors yet", always from the API's count. */
export function TutorCount({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        count > 0 ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700',
        className,
      )}
      data-testid="tutor-count"
    >
      <UsersRound aria-hidden="true" className="size-3.5" />
      {t('catalog.tutorCount', { count })}
    </span>
  );
}

/** The price of a 3:1 group seat, from the shared constants (tutors never set prices). */
export function GroupPrice() {
  const { t, i18n } = useTranslation();
  return <>{t('catalog.price', { price: formatEuro(PRICES_CENTS.group3to1PerLearner, i18n.language) })}</>;
}

/**
 * The "Tutors for {name}" section of a skill or city page: its heading, then the tutors as cards, or an
 * empty state inviting the visitor to register when there are none yet.
 */
export function TutorSection({
  kind,
  name,
  tutors,
  total,
  className,
  skillId,
}: {
  kind: 'skill' | 'city';
  name: string;
  tutors: TutorCardData[];
  total: number;
  className?: string;
  /** The skill a card's Book link books (a skill page's own); else the tutor's first skill. */
  skillId?: string;
}) {
  const { t } = useTranslation();
  const headingId = `${kind}-tutors`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t(`catalog.${kind}.tutorsTitle`, { name })}
      </h2>
      <div className="mt-4">
        <TutorGrid
          tutors={tutors}
          total={total}
          skillId={skillId}
          emptyTitle={t(`catalog.${kind}.noTutors.title`, { name })}
          emptyText={t(`catalog.${kind}.noTutors.text`)}
        />
      </div>
    </section>
  );
}

function TutorGrid({
  tutors,
  total,
  emptyTitle,
  emptyText,
  skillId,
}: {
  tutors: TutorCardData[];
  total: number;
  emptyTitle: string;
  emptyText: string;
  skillId?: string;
}) {
  const { t } = useTranslation();
  const tutorIds = tutors.map((tutor) => tutor.id);
  if (tutors.length === 0) {
    return (
      <EmptyState
        icon={UsersRound}
        title={emptyTitle}
        text={emptyText}
        action={
          <Link href={REGISTER_AS_LEARNER} className={wrappingButton('primary', 'text-sm')}>
            {t('catalog.cta.button')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      {total > tutors.length ? (
        <p className="mb-3 text-sm text-slate-700">{t('catalog.showing', { shown: tutors.length, total })}</p>
      ) : null}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="tutor-list">
        {tutors.map((tutor) => {
          const href = bookingHref(tutor, skillId);
          return (
            <li key={tutor.id}>
              <TutorCard
                tutor={tutor}
                action={<BookLink tutor={tutor} skillId={skillId} />}
                nextAvailable={
                  href ? (
                    <Island
                      name="catalog-next-available"
                      component={NextAvailable}
                      props={{ tutorId: tutor.id, tutorIds, href }}
                    />
                  ) : null
                }
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Into booking with this tutor and skill chosen (and the format, when it is 1:1). */
export function BookLink({
  tutor,
  skillId,
  format = 'group',
}: {
  tutor: Pick<TutorCardData, 'id' | 'name' | 'expertise'>;
  skillId?: string;
  format?: 'group' | 'private';
}) {
  const { t } = useTranslation();
  const href = bookingHref(tutor, skillId, format);
  if (!href) return null;
  return (
    <Link
      href={href}
      className={wrappingButton('primary', 'w-full text-sm')}
      aria-label={t('catalog.tutor.bookWith', { name: tutor.name })}
      data-testid="book-tutor"
    >
      {t('catalog.tutor.book')}
    </Link>
  );
}

export function RegisterCta({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="catalog-cta-title"
      className="mt-14 rounded-2xl bg-gradient-to-br from-indigo-600 to-indigo-800 p-6 text-white shadow-md sm:p-10"
    >
      <GraduationCap aria-hidden="true" className="size-9 text-indigo-200" />
      <h2 id="catalog-cta-title" className="mt-3 text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-indigo-100">{text}</p>
      <p className="mt-1 text-indigo-100">
        <GroupPrice />
      </p>
      <Link
        href={REGISTER_AS_LEARNER}
        className={wrappingButton('secondary', 'mt-6 text-base')}
        data-testid="register-cta"
      >
        {t('catalog.cta.button')}
      </Link>
    </section>
  );
}

/** A chip linking to another landing page (a city on a skill page, a skill on a city page). */
/**
 * A titled list of chips linking to related catalogue pages (the skills taught in a city, the cities a
 * skill is taught from); nothing at all when there are none.
 */
export function LinkChipSection({
  id,
  title,
  text,
  icon: Icon,
  items,
  hrefOf,
}: {
  id: string;
  title: string;
  text?: string;
  icon: LucideIcon;
  items: { id: string; name: string }[];
  hrefOf: (id: string) => string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {text ? <p className="mt-2 text-slate-700">{text}</p> : null}
      <ul className="mt-4 flex flex-wrap gap-2" data-testid={id}>
        {items.map((item) => (
          <li key={item.id}>
            <LinkChip href={hrefOf(item.id)}>
              <Icon aria-hidden="true" className="size-4 text-indigo-600" />
              {item.name}
            </LinkChip>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LinkChip({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {children}
    </Link>
  );
}
