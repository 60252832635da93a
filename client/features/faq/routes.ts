import { defineRoutes } from '../../app/routing/route-entry';
import { siteConfigQuery } from '../platform';

const screens = () => import('./screens');
const seo = () => import('./seo');

export const faqRoutes = defineRoutes([
  {
    path: '/faq',
    screen: () => screens().then((m) => m.FaqHubScreen),
    access: 'public',
    render: 'islands',
    // "Still Need Help" links to WhatsApp only when the support number is configured.
    data: () => [siteConfigQuery()],
    title: ({ t }) => t('faq.pageTitle', { title: t('faq.hub.title') }),
    seo: () => seo().then((m) => m.faqHubSeo),
    nav: [
      { menu: 'header', label: 'layout.nav.faq', order: 40 },
      { menu: 'footer', label: 'layout.footer.faq', order: 10 },
    ],
  },
  {
    path: '/LearnFAQ',
    screen: () => screens().then((m) => m.LearnFaqScreen),
    access: 'public',
    render: 'islands',
    title: ({ t }) => t('faq.pageTitle', { title: t('faq.learn.title') }),
    seo: () => seo().then((m) => m.learnFaqSeo),
  },
  {
    path: '/TeachFAQ',
    screen: () => screens().then((m) => m.TeachFaqScreen),
    access: 'public',
    render: 'islands',
    title: ({ t }) => t('faq.pageTitle', { title: t('faq.teach.title') }),
    seo: () => seo().then((m) => m.teachFaqSeo),
  },
]);
