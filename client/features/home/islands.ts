/** The landing page's islands (app/islands/registry.ts): the parts that act on input. */
export const homeIslands = {
  'home-account': () => import('./hero-account-line').then((m) => m.HeroAccountLine),
  'home-demos': () => import('./demos-section').then((m) => m.DemosSection),
  'home-join': () => import('./join-form').then((m) => m.JoinForm),
  'home-contact': () => import('./contact-section').then((m) => m.ContactSection),
};
