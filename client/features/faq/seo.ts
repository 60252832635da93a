import type { SeoEntry } from '../../app/routing/route-entry';
import { faqPage, trail } from '../../lib/structured-data';
import { FAQ_ENTRIES, type FaqSet, localiseFaq, POPULAR_FAQ } from './faq-data';

export const faqHubSeo: SeoEntry = {
  description: ({ t }) => t('faq.hub.subtitle'),
  jsonLd: (args) => [
    faqPage(args.url, localiseFaq(POPULAR_FAQ, args.t)),
    trail(args, [{ name: args.t('faq.hub.title'), path: '/faq' }]),
  ],
};

const listSeo = (set: FaqSet, ns: 'learn' | 'teach', path: string): SeoEntry => ({
  description: ({ t }) => t(`faq.${ns}.subtitle`),
  jsonLd: (args) => [
    faqPage(args.url, localiseFaq(FAQ_ENTRIES[set], args.t)),
    trail(args, [
      { name: args.t('faq.hub.title'), path: '/faq' },
      { name: args.t(`faq.${ns}.title`), path },
    ]),
  ],
});

export const learnFaqSeo = listSeo('learnFaq', 'learn', '/LearnFAQ');
export const teachFaqSeo = listSeo('teachFaq', 'teach', '/TeachFAQ');
