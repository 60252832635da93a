/**
 * The way from islands to the app. A page that runs as islands (start-islands.tsx) hands over to the
 * whole app when the reader asks for something only the app does: another page (a link, a form that
 * moves on) or another language. The app's code has usually been warmed while the browser was idle.
 */
let unmountIslands: (() => void) | null = null;
let target: string | null = null;
let upgrading: Promise<void> | null = null;

export function setIslandsUnmount(unmount: (() => void) | null): void {
  unmountIslands = unmount;
}

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Starts the app in place of the islands, at `to` when given (the latest call's `to` wins). */
export function upgradeToApp(to?: string): Promise<void> {
  if (to !== undefined) target = to;
  upgrading ??= (async () => {
    document.removeEventListener('click', followLinksInApp);
    // Load first, so the islands stay usable meanwhile.
    const [{ startApp }, { whenRevealed }] = await Promise.all([
      import('../../main'),
      import('../start/prerender-swap'),
      import('../app'),
    ]);
    const moving = target !== null && target !== here();
    if (moving) window.history.pushState(null, '', target);
    // The app renders hidden and replaces the server's page once its screen is ready; the islands
    // (header, footer, overlays) stay on the old page until then.
    await startApp('at-once');
    await whenRevealed();
    unmountIslands?.();
    unmountIslands = null;
    if (moving) window.scrollTo(0, 0);
  })();
  return upgrading;
}

/** Paths the app routes; files the server generates (feeds, sitemap) and the API are left to the browser. */
const isAppPath = (pathname: string) => !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname);

/**
 * Plain links in the server's HTML would load a new document; in the app they are one render away. A
 * click the page or the browser handles itself (new tab, download, same-page anchor) is left alone.
 */
export function followLinksInApp(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !isAppPath(url.pathname)) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return;
  event.preventDefault();
  void upgradeToApp(`${url.pathname}${url.search}${url.hash}`);
}
