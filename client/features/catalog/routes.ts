import { defineRoutes } from '../../app/routing/route-entry';
import { catalogQueries } from './api/catalog.queries';
import { skillName } from './lib/skill-text';

/** SPEC.md 2.1: /skills, /cities, /learn/{skillId} and /city/{cityId} share one SEO landing screen. */
const screen = () => import('./components/catalog-page').then((m) => m.CatalogPage);
const seo = () => import('./seo');

export const catalogRoutes = defineRoutes([
  {
    path: '/skills',
    screen,
    access: 'public',
    data: () => [catalogQueries.skills()],
    title: ({ t }) => t('seo.skills.title'),
    seo: () => seo().then((m) => m.skillsSeo),
    nav: [{ menu: 'footer', label: 'catalog.footer.skills', order: 30 }],
  },
  {
    path: '/cities',
    screen,
    access: 'public',
    data: () => [catalogQueries.cities()],
    title: ({ t }) => t('seo.cities.title'),
    seo: () => seo().then((m) => m.citiesSeo),
    nav: [{ menu: 'footer', label: 'catalog.footer.cities', order: 40 }],
  },
  {
    path: '/learn/:skillId',
    screen,
    access: 'public',
    render: 'islands',
    data: ({ params }) => [catalogQueries.skill(params.skillId ?? ''), catalogQueries.cities()],
    title: ({ t, data, params }) => {
      const skill = data(catalogQueries.skill(params.skillId ?? ''))?.skill;
      return skill ? t('seo.skill.title', { skill: skillName(t, skill) }) : t('seo.default.title');
    },
    seo: () => seo().then((m) => m.skillSeo),
  },
  {
    path: '/city/:cityId',
    screen,
    access: 'public',
    render: 'islands',
    data: ({ params }) => [catalogQueries.city(params.cityId ?? '')],
    title: ({ t, data, params }) => {
      const city = data(catalogQueries.city(params.cityId ?? ''))?.city;
      return city ? t('seo.city.title', { city: city.name }) : t('seo.default.title');
    },
    seo: () => seo().then((m) => m.citySeo),
  },
]);
