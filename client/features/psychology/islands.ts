/** The persuasion overlays that sit in the page itself (app/islands/registry.ts). */
export const psychologyIslands = {
  'scarcity-banner': () => import('./scarcity-banner').then((m) => m.ScarcityBanner),
};
