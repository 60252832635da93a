import type { TFunction } from 'i18next';
import { PRICES_CENTS, PRODUCT_NAME } from '../../common/constants';

/**
 * schema.org structured data (JSON-LD) of the public pages: plain objects that the server's page
 * renderer serialises into the head (client/entry-server.tsx). Routes build their own nodes from these.
 */
export interface CityRow {
  id: string;
  name: string;
  region: string;
  countryCode: string;
}

type Node = Record<string, unknown>;

const price = (cents: number) => (cents / 100).toFixed(2);
export const orgId = (base: string) => `${base}/#organization`;
const cityId = (base: string, id: string) => `${base}/city/${id}#place`;

export function cityNode(base: string, city: CityRow): Node {
  return {
    '@type': 'City',
    '@id': cityId(base, city.id),
    name: city.name,
    url: `${base}/city/${city.id}`,
    containedInPlace: {
      '@type': 'State',
      name: city.region,
      containedInPlace: { '@type': 'Country', name: city.countryCode },
    },
  };
}

/** SPEC.md 1: the site's metadata is for a German-language market and lists its German cities. */
const HOME_MARKET = 'DE';

/**
 * What every public page states (SPEC.md 1): the organisation, the 12 EUR 3:1 group session as a
 * Service with an Offer, and the catalogue's cities of the home market as the area served. Cities
 * elsewhere in Europe state themselves on their own pages.
 */
export function siteGraph(base: string, t: TFunction, inLanguage: string, allCities: CityRow[]): Node[] {
  const cities = allCities.filter((c) => c.countryCode === HOME_MARKET);
  const areaServed = cities.map((c) => ({ '@id': cityId(base, c.id) }));
  return [
    {
      '@type': 'Organization',
      '@id': orgId(base),
      name: PRODUCT_NAME,
      url: `${base}/`,
      logo: `${base}/icons/icon-512.png`,
      description: t('app.tagline'),
      areaServed,
    },
    {
      '@type': 'WebSite',
      '@id': `${base}/#website`,
      url: `${base}/`,
      name: PRODUCT_NAME,
      inLanguage,
      publisher: { '@id': orgId(base) },
    },
    {
      '@type': 'Service',
      '@id': `${base}/#group-session`,
      name: t('seo.offers.group.name'),
      serviceType: t('seo.offers.serviceType'),
      description: t('seo.offers.group.description'),
      provider: { '@id': orgId(base) },
      areaServed,
      offers: {
        '@type': 'Offer',
        name: t('seo.offers.group.name'),
        price: price(PRICES_CENTS.group3to1PerLearner),
        priceCurrency: 'EUR',
        url: `${base}/`,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: price(PRICES_CENTS.group3to1PerLearner),
          priceCurrency: 'EUR',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: t('seo.offers.unit') },
        },
      },
    },
    {
      '@type': 'Service',
      '@id': `${base}/#private-session`,
      name: t('seo.offers.private.name'),
      serviceType: t('seo.offers.serviceType'),
      description: t('seo.offers.private.description'),
      provider: { '@id': orgId(base) },
      offers: {
        '@type': 'Offer',
        price: price(PRICES_CENTS.private1to1),
        priceCurrency: 'EUR',
        url: `${base}/`,
      },
    },
    ...cities.map((c) => cityNode(base, c)),
  ];
}

export function breadcrumbs(items: { name: string; url: string }[]): Node {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** A page's breadcrumb trail, starting at the home page of its language. */
export function trail(
  args: { t: TFunction; origin: string; localePath(path: string): string },
  items: { name: string; path: string }[],
): Node {
  return breadcrumbs(
    [{ name: args.t('seo.nav.home'), path: '/' }, ...items].map((item) => ({
      name: item.name,
      url: args.origin + args.localePath(item.path),
    })),
  );
}

export function faqPage(url: string, items: { question: string; answer: string }[]): Node {
  return {
    '@type': 'FAQPage',
    '@id': `${url}#faq`,
    url,
    mainEntity: items.map((i) => ({
      '@type': 'Question',
      name: i.question,
      acceptedAnswer: { '@type': 'Answer', text: i.answer },
    })),
  };
}

export function itemList(url: string, items: { name: string; url: string }[]): Node {
  return {
    '@type': 'ItemList',
    '@id': `${url}#list`,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      url: item.url,
    })),
  };
}

export function blogPosting(
  base: string,
  url: string,
  post: {
    title: string;
    summary: string;
    language: string;
    author: string | null;
    publishedAt: string | null;
    updatedAt: string;
    tags: string[];
  },
): Node {
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.summary,
    inLanguage: post.language,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    keywords: post.tags.join(', ') || undefined,
    author: post.author ? { '@type': 'Person', name: post.author } : { '@id': orgId(base) },
    publisher: { '@id': orgId(base) },
    image: `${base}/icons/icon-512.png`,
  };
}

export function skillService(
  base: string,
  url: string,
  t: TFunction,
  skill: { name: string; description: string },
  cities: CityRow[],
): Node {
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: t('seo.skill.serviceName', { skill: skill.name }),
    serviceType: t('seo.offers.serviceType'),
    description: skill.description,
    url,
    provider: { '@id': orgId(base) },
    areaServed: cities.map((c) => ({ '@id': cityId(base, c.id) })),
    offers: {
      '@type': 'Offer',
      name: t('seo.offers.group.name'),
      price: price(PRICES_CENTS.group3to1PerLearner),
      priceCurrency: 'EUR',
      url,
    },
  };
}
