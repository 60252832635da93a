import { afterEach, describe, expect, it, vi } from 'vitest';
import { isScreenReady, revealWhenReady, whenRevealed } from './prerender-swap';

function page() {
  document.body.innerHTML = '<div id="prerender"><main><h1>Server</h1></main></div><div id="root"></div>';
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('revealWhenReady', () => {
  it('keeps the server page while the screen loads, then swaps in one step', async () => {
    const root = page();
    const revealed = revealWhenReady(root);
    expect(root.hidden).toBe(true);
    root.innerHTML = '<main><div role="status"><svg class="animate-spin"></svg></div></main>';
    await Promise.resolve();
    expect(document.getElementById('prerender')).not.toBeNull();
    expect(root.hidden).toBe(true);
    root.querySelector('main')!.innerHTML = '<h1>App</h1><div role="status">Loading figures</div>';
    await revealed;
    expect(document.getElementById('prerender')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('tells waiting code (the idle prefetch) when the app has taken over', async () => {
    const root = page();
    void revealWhenReady(root);
    let shown = false;
    const waiting = whenRevealed().then(() => {
      shown = true;
    });
    await Promise.resolve();
    expect(shown).toBe(false);
    root.innerHTML = '<main><h1>App</h1></main>';
    await waiting;
    expect(shown).toBe(true);
    expect(document.getElementById('prerender')).toBeNull();
  });

  it('gives up waiting after the time limit', async () => {
    vi.useFakeTimers();
    const root = page();
    const revealed = revealWhenReady(root, 3000);
    root.innerHTML = '<main><span class="animate-pulse"></span></main>';
    vi.advanceTimersByTime(3000);
    await revealed;
    expect(document.getElementById('prerender')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('does nothing on a page without pre-rendered content', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    await revealWhenReady(root);
    expect(root.hidden).toBe(false);
  });

  it('calls a screen ready once its main content has the page heading', () => {
    const root = document.createElement('div');
    expect(isScreenReady(root)).toBe(false);
    root.innerHTML = '<header><h1>Not the page</h1></header><main></main>';
    expect(isScreenReady(root)).toBe(false);
    root.innerHTML = '<main><div role="status">Loading...</div></main>';
    expect(isScreenReady(root)).toBe(false);
    root.innerHTML = '<main><section><h1>Ready</h1></section></main>';
    expect(isScreenReady(root)).toBe(true);
  });
});
