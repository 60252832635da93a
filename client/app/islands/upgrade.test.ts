import { afterEach, describe, expect, it, vi } from 'vitest';
import { followLinksInApp } from './upgrade';

vi.mock('../../main', () => ({ startApp: vi.fn(async () => {}) }));
vi.mock('../start/prerender-swap', () => ({ whenRevealed: () => Promise.resolve() }));
vi.mock('../app', () => ({ App: () => null }));

/** Clicks an anchor with the given attributes and reports whether the islands took the click. */
function click(attrs: Record<string, string>, init: MouseEventInit = {}): boolean {
  const anchor = document.createElement('a');
  for (const [name, value] of Object.entries(attrs)) anchor.setAttribute(name, value);
  anchor.textContent = 'link';
  document.body.append(anchor);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  anchor.addEventListener('click', (e) => e.preventDefault()); // jsdom would try to navigate
  document.addEventListener('click', followLinksInApp, { once: true, capture: true });
  let taken = false;
  const watch = (e: Event) => {
    taken = e.defaultPrevented;
  };
  // followLinksInApp runs first (capture); the anchor's own handler prevents navigation afterwards.
  document.addEventListener('click', watch, { once: true, capture: true });
  anchor.dispatchEvent(event);
  anchor.remove();
  return taken;
}

describe('followLinksInApp', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('hands a plain same-site link to the app', () => {
    expect(click({ href: '/faq' })).toBe(true);
  });

  it('leaves to the browser what the app does not route or the reader asked for', () => {
    expect(click({ href: 'https://example.org/' })).toBe(false);
    expect(click({ href: '/blog/rss.xml' })).toBe(false);
    expect(click({ href: '/api/health' })).toBe(false);
    expect(click({ href: '/faq', target: '_blank' })).toBe(false);
    expect(click({ href: '/faq', download: '' })).toBe(false);
    expect(click({ href: '/faq' }, { ctrlKey: true })).toBe(false);
    expect(click({ href: '/faq' }, { button: 1 })).toBe(false);
    // A same-page anchor (the skip links) scrolls; it is no navigation.
    expect(click({ href: '#main-content' })).toBe(false);
  });
});
