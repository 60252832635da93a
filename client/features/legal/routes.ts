import { legalKinds } from '../../../common/contracts/values';
import { defineRoutes } from '../../app/routing/route-entry';
import { type LegalKind, legalQueries } from './api/legal.queries';

const requestedKind = (search: URLSearchParams): LegalKind | null => {
  const doc = search.get('doc') ?? legalKinds[0];
  return (legalKinds as readonly string[]).includes(doc) ? (doc as LegalKind) : null;
};

export const legalRoutes = defineRoutes([
  {
    path: '/legal-documents',
    screen: () => import('./components/legal-documents-page').then((m) => m.LegalDocumentsPage),
    access: 'public',
    data: ({ search, language }) => {
      const kind = requestedKind(search);
      const version = search.get('version') ?? undefined;
      return [legalQueries.list(language), ...(kind ? [legalQueries.document(kind, version, language)] : [])];
    },
    title: ({ t }) => t('seo.legal.title'),
    seo: () => import('./seo').then((m) => m.legalSeo),
    nav: [{ menu: 'footer', label: 'layout.footer.legal', order: 50 }],
  },
]);
