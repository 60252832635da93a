import { defineRoutes } from '../../app/routing/route-entry';

export const accessibilityRoutes = defineRoutes([
  {
    path: '/accessibility',
    screen: () => import('./accessibility-statement-page').then((m) => m.AccessibilityStatementPage),
    access: 'public',
    render: 'islands',
    title: ({ t }) => t('layout.documentTitle', { title: t('accessibilityStatement.title') }),
    seo: async () => ({ description: ({ t }) => t('accessibilityStatement.description') }),
    nav: [{ menu: 'footer', label: 'layout.footer.accessibility', order: 60 }],
  },
]);
