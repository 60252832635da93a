/**
 * The markers of a server-rendered page that runs as islands (ADR 014). A component wrapped in
 * <Island> (client/components/island.tsx) is rendered by the server inside an element carrying
 * data-island="<name>"; the browser mounts the same component there and leaves the rest of the page.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The island's props as JSON, when it has any. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** Marks the server's copy of the cookie banner, so the client's own can take its place. */
export const SERVER_CONSENT_BANNER_ATTRIBUTE = 'data-server-consent-banner';

/** On #prerender: the page comes alive as islands; without it the whole app hydrates or takes over. */
export const ISLANDS_PAGE_ATTRIBUTE = 'data-islands-page';

/**
 * Set to "ready" on <html> once the page is fully interactive: every island of an islands page has
 * rendered, or the app has hydrated the server's render (tests and benchmarks wait for it).
 */
export const PAGE_READY_ATTRIBUTE = 'data-page';

/** The id of the JSON script with what the server rendered the page from (language, route data). */
export const PAGE_STATE_ID = 'page-state';
