/**
 * The server sends public pages with their content already in the HTML (<div id="prerender">,
 * client/entry-server.tsx). The app renders into a hidden #root; once its screen is there (its <main>
 * has the page heading, so a screen still loading its data behind a spinner is not) the pre-rendered
 * block is removed and #root shown in the same frame. The reader sees one page, never a spinner
 * between two, and the swap itself moves nothing. The swap runs in the mutation observer's microtask
 * right after React's commit, so no other task ever sees both copies.
 */
import { PENDING_ATTRIBUTE } from '../../lib/take-over';

export const MAX_WAIT_MS = 3000;

export function isScreenReady(root: HTMLElement): boolean {
  // Parts of the screen still waiting for their task (take-over.ts) would leave holes in the page.
  return root.querySelector('main h1') !== null && root.querySelector(`[${PENDING_ATTRIBUTE}]`) === null;
}

let revealed: Promise<void> = Promise.resolve();

/** Resolves once the app's first screen is on show (at once when the page was not pre-rendered). */
export function whenRevealed(): Promise<void> {
  return revealed;
}

/** Hides root while a pre-rendered page is shown; resolves once root has taken its place. */
export function revealWhenReady(root: HTMLElement, maxWaitMs = MAX_WAIT_MS): Promise<void> {
  const prerender = root.ownerDocument.getElementById('prerender');
  if (!prerender) return Promise.resolve();
  root.hidden = true;
  revealed = new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      prerender.remove();
      root.hidden = false;
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (isScreenReady(root)) finish();
    });
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'aria-busy'],
    });
    const timer = setTimeout(finish, maxWaitMs);
  });
  return revealed;
}

/**
 * Resolves once the browser has painted the page: after the next animation frame's paint, or after
 * `fallbackMs` when frames do not run (a tab opened in the background).
 */
export function afterFirstPaint(fallbackMs = 250): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
