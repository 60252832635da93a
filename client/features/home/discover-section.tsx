import { PRICES_CENTS } from '../../../common/constants';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatEuro, formatLongDate } from '../../lib/format';
import { blogQueries } from '../blog';
import { catalogQueries, skillName } from '../catalog';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
const LINK =
  'font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';
/** Twelve skills with the most tutors: the landing page's way into the catalogue. */
const POPULAR_SKILLS = 12;
const RECENT_POSTS = 4;

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-10">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The two formats and their prices (SPEC.md 9), from the shared constants. */
function Offers() {
  const { t, i18n } = useTranslation();
  const offers = [
    {
      name: t('seo.offers.group.name'),
      price: formatEuro(PRICES_CENTS.group3to1PerLearner, i18n.language),
      text: t('seo.offers.group.description'),
      badge: t('seo.offers.popular'),
    },
    {
      name: t('seo.offers.private.name'),
      price: formatEuro(PRICES_CENTS.private1to1, i18n.language),
      text: t('seo.offers.private.description'),
    },
  ];
  return (
    <Block id="home-offers" title={t('seo.offers.title')}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {offers.map((offer) => (
          <li key={offer.name} className={CARD}>
            {offer.badge ? (
              <span className="inline-flex rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">
                {offer.badge}
              </span>
            ) : null}
            <h3 className="mt-2 text-lg font-semibold text-slate-900">{offer.name}</h3>
            <p className="mt-2 text-2xl font-bold text-slate-900">
              {offer.price}{' '}
              <span className="text-base font-normal text-slate-700">{t('seo.offers.perSession')}</span>
            </p>
            <p className="mt-2 text-slate-700">{offer.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-slate-700">{t('seo.offers.note')}</p>
    </Block>
  );
}

function PopularSkills() {
  const { t } = useTranslation();
  const skills = useQuery(catalogQueries.skills());
  if (!skills.data?.length) return null;
  const popular = [...skills.data]
    .sort((a, b) => b.tutorCount - a.tutorCount || a.name.localeCompare(b.name))
    .slice(0, POPULAR_SKILLS);
  return (
    <Block id="home-skills" title={t('seo.home.skillsTitle')}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {popular.map((skill) => (
          <li key={skill.id} className={CARD}>
            <Link href={`/learn/${skill.id}`} className={LINK}>
              {skillName(t, skill)}
            </Link>
            <p className="mt-1 text-sm text-slate-700">
              {t('catalog.tutorCount', { count: skill.tutorCount })}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link href="/skills" className={LINK}>
          {t('seo.home.allSkills')}
        </Link>
      </p>
    </Block>
  );
}

function Cities() {
  const { t } = useTranslation();
  const cities = useQuery(catalogQueries.cities());
  if (!cities.data?.length) return null;
  return (
    <Block id="home-cities" title={t('seo.home.citiesTitle')}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cities.data.map((city) => (
          <li key={city.id} className={CARD}>
            <Link href={`/city/${city.id}`} className={LINK}>
              {city.name}
            </Link>
            <p className="mt-1 text-sm text-slate-700">{city.region}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link href="/cities" className={LINK}>
          {t('seo.home.allCities')}
        </Link>
      </p>
    </Block>
  );
}

function RecentPosts() {
  const { t, i18n } = useTranslation();
  const posts = useQuery(blogQueries.published());
  if (!posts.data?.length) return null;
  return (
    <Block id="home-blog" title={t('seo.home.blogTitle')}>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {posts.data.slice(0, RECENT_POSTS).map((post) => (
          <li key={post.id}>
            <article className={CARD} lang={post.language}>
              <h3 className="text-lg font-semibold text-slate-900">
                <Link href={`/blog/${post.slug}`} className={LINK}>
                  {post.title}
                </Link>
              </h3>
              {post.summary ? <p className="mt-2 text-slate-700">{post.summary}</p> : null}
              {post.publishedAt ? (
                <p className="mt-2 text-sm text-slate-700" lang={i18n.language}>
                  <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, i18n.language)}</time>
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link href="/blog" className={LINK}>
          {t('seo.home.allPosts')}
        </Link>
      </p>
    </Block>
  );
}

/**
 * The ways from the landing page into the site, after SPEC.md 2.2's sections: the formats and prices,
 * the skills with the most tutors, the cities, the newest articles and the FAQ. Crawlers and readers
 * without JavaScript follow the same links; every count comes from the catalogue.
 */
export function DiscoverSection() {
  const { t } = useTranslation();
  return (
    <div className="border-t border-slate-200 bg-slate-50" data-testid="home-discover">
      <Offers />
      <PopularSkills />
      <Cities />
      <RecentPosts />
      <Block id="home-faq" title={t('faq.hub.title')}>
        <p className="mt-2 text-slate-700">{t('faq.hub.subtitle')}</p>
        <p className="mt-4">
          <Link href="/faq" className={LINK}>
            {t('faq.allFaqs')}
          </Link>
        </p>
      </Block>
    </div>
  );
}
