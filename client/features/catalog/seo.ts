import { PRICES_CENTS } from '../../../common/constants';
import type { RouteTextArgs, SeoEntry } from '../../app/routing/route-entry';
import { formatEuro } from '../../lib/format';
import { itemList, skillService, trail } from '../../lib/structured-data';
import { catalogQueries } from './api/catalog.queries';
import { skillDescription, skillName } from './lib/skill-text';

const groupPrice = (args: RouteTextArgs) => formatEuro(PRICES_CENTS.group3to1PerLearner, args.language);
export const skillOf = (args: Pick<RouteTextArgs, 'data' | 'params'>) =>
  args.data(catalogQueries.skill(args.params.skillId ?? ''))?.skill;
export const cityOf = (args: Pick<RouteTextArgs, 'data' | 'params'>) =>
  args.data(catalogQueries.city(args.params.cityId ?? ''))?.city;

export const skillsSeo: SeoEntry = {
  description: ({ t }) => t('seo.skills.description'),
  jsonLd: (args) => [
    itemList(
      args.url,
      (args.data(catalogQueries.skills()) ?? []).map((s) => ({
        name: skillName(args.t, s),
        url: `${args.origin}/learn/${s.id}`,
      })),
    ),
    trail(args, [{ name: args.t('catalog.skills.eyebrow'), path: '/skills' }]),
  ],
};

export const citiesSeo: SeoEntry = {
  description: ({ t }) => t('seo.cities.description'),
  jsonLd: (args) => [
    itemList(
      args.url,
      (args.data(catalogQueries.cities()) ?? []).map((c) => ({
        name: c.name,
        url: `${args.origin}/city/${c.id}`,
      })),
    ),
    trail(args, [{ name: args.t('catalog.cities.eyebrow'), path: '/cities' }]),
  ],
};

export const skillSeo: SeoEntry = {
  description: (args) => {
    const skill = skillOf(args);
    if (!skill) return args.t('seo.default.description');
    return args.t('seo.skill.description', {
      skill: skillName(args.t, skill),
      description: skillDescription(args.t, skill),
      price: groupPrice(args),
    });
  },
  jsonLd: (args) => {
    const skill = skillOf(args);
    if (!skill) return [];
    const name = skillName(args.t, skill);
    return [
      skillService(
        args.origin,
        args.url,
        args.t,
        { name, description: skillDescription(args.t, skill) },
        args.data(catalogQueries.cities()) ?? [],
      ),
      trail(args, [
        { name: args.t('catalog.skills.eyebrow'), path: '/skills' },
        { name, path: `/learn/${skill.id}` },
      ]),
    ];
  },
  sitemap: {
    queries: [catalogQueries.skills()],
    urls: ([skills]) => (skills as { id: string }[]).map((s) => ({ path: `/learn/${s.id}` })),
  },
};

export const citySeo: SeoEntry = {
  description: (args) => {
    const city = cityOf(args);
    if (!city) return args.t('seo.default.description');
    return args.t('seo.city.description', { city: city.name, region: city.region, price: groupPrice(args) });
  },
  jsonLd: (args) => {
    const city = cityOf(args);
    if (!city) return [];
    return [
      trail(args, [
        { name: args.t('catalog.cities.eyebrow'), path: '/cities' },
        { name: city.name, path: `/city/${city.id}` },
      ]),
    ];
  },
  sitemap: {
    queries: [catalogQueries.cities()],
    urls: ([cities]) => (cities as { id: string }[]).map((c) => ({ path: `/city/${c.id}` })),
  },
};
