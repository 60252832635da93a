/** The FAQ islands (app/islands/registry.ts); their questions need the whole English catalogue. */
export const faqIslands = {
  'faq-hub': () => import('./faq-hub-page').then((m) => m.FaqHubPage),
  'faq-learn': () => import('./learn-faq-page').then((m) => m.LearnFaqPage),
  'faq-teach': () => import('./teach-faq-page').then((m) => m.TeachFaqPage),
};
