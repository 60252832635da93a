import { defineRoutes } from '../../app/routing/route-entry';

export const safetyRoutes = defineRoutes([
  {
    path: '/child-safety',
    screen: () => import('./child-safety-page').then((m) => m.ChildSafetyPage),
    access: 'public',
    render: 'islands',
    title: ({ t }) => t('layout.documentTitle', { title: t('childSafety.title') }),
    seo: async () => ({ description: ({ t }) => t('childSafety.description') }),
    nav: [{ menu: 'footer', label: 'layout.footer.childSafety', order: 70 }],
  },
]);
