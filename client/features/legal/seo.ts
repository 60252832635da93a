import type { SeoEntry } from '../../app/routing/route-entry';
import { trail } from '../../lib/structured-data';

export const legalSeo: SeoEntry = {
  description: ({ t }) => t('seo.legal.description'),
  jsonLd: (args) => [trail(args, [{ name: args.t('legal.title'), path: '/legal-documents' }])],
};
