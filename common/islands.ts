/**
 * The interactive parts of a server-rendered public page (ADR 013). The server marks each spot with
 * data-island="<name>" (its children, if any, are what a reader without JavaScript sees); the client
 * mounts the component of that name there and leaves the rest of the server's page as it is.
 */
export const ISLAND_NAMES = [
  'site-header',
  'site-footer',
  'scarcity-banner',
  'home-account',
  'home-demos',
  'home-features',
  'home-compliance',
  'home-roadmap',
  'home-join',
  'home-contact',
  'faq-hub',
  'faq-learn',
  'faq-teach',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

export const ISLAND_ATTRIBUTE = 'data-island';

export const isIslandName = (value: string | undefined): value is IslandName =>
  (ISLAND_NAMES as readonly (string | undefined)[]).includes(value);

/** Marks the server's copy of the cookie banner, so the client's own can take its place. */
export const SERVER_CONSENT_BANNER_ATTRIBUTE = 'data-server-consent-banner';

/** On #prerender: the page comes alive as islands; without it the whole app takes the page over. */
export const ISLANDS_PAGE_ATTRIBUTE = 'data-islands-page';

/** Set to "ready" on <html> once every island of the page has rendered: the page is fully interactive. */
export const ISLANDS_READY_ATTRIBUTE = 'data-islands';
