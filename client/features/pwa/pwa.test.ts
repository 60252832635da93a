import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { manifestHrefFor, setManifestLink, syncManifestLink } from './manifest-link';
import { registerServiceWorker } from './register-service-worker';

afterEach(() => {
  document.head.querySelectorAll('link[rel="manifest"]').forEach((l) => l.remove());
});

describe('manifest link', () => {
  it('uses its own manifest for de, fr, es and it and the default otherwise', () => {
    expect(manifestHrefFor('de')).toBe('/manifest-de.webmanifest');
    expect(manifestHrefFor('fr')).toBe('/manifest-fr.webmanifest');
    expect(manifestHrefFor('es')).toBe('/manifest-es.webmanifest');
    expect(manifestHrefFor('it')).toBe('/manifest-it.webmanifest');
    expect(manifestHrefFor('en')).toBe('/manifest.webmanifest');
    expect(manifestHrefFor('pl')).toBe('/manifest.webmanifest');
  });

  it('switches the link when the language changes', async () => {
    setManifestLink('en');
    const stop = syncManifestLink(i18n);
    const link = () => document.head.querySelector('link[rel="manifest"]')!.getAttribute('href');
    expect(link()).toBe('/manifest.webmanifest');
    await i18n.changeLanguage('de');
    expect(link()).toBe('/manifest-de.webmanifest');
    await i18n.changeLanguage('nl');
    expect(link()).toBe('/manifest.webmanifest');
    stop();
    await i18n.changeLanguage('it');
    expect(link()).toBe('/manifest.webmanifest');
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});

function fakeWindow(readyState: DocumentReadyState, register: () => Promise<unknown>) {
  const listeners: Record<string, () => void> = {};
  const win = {
    navigator: { serviceWorker: { register: vi.fn(register) } },
    document: { readyState },
    addEventListener: vi.fn((type: string, fn: () => void) => {
      listeners[type] = fn;
    }),
  };
  return {
    win: win as unknown as Window,
    register: win.navigator.serviceWorker.register,
    load: () => listeners.load?.(),
  };
}

describe('registerServiceWorker', () => {
  it('registers /service-worker.js only after the page has loaded', () => {
    const { win, register, load } = fakeWindow('interactive', () => Promise.resolve({}));
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledWith('/service-worker.js');
  });

  it('registers at once when the page has already loaded', () => {
    const { win, register } = fakeWindow('complete', () => Promise.resolve({}));
    registerServiceWorker(win);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('only warns when registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win } = fakeWindow('complete', () => Promise.reject(new Error('insecure origin')));
    registerServiceWorker(win);
    await new Promise((r) => setTimeout(r, 0));
    expect(warn).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
  });

  it('does nothing where service workers are not supported', () => {
    const win = {
      navigator: {},
      document: { readyState: 'complete' },
      addEventListener: vi.fn(),
    } as unknown as Window;
    expect(() => registerServiceWorker(win)).not.toThrow();
    expect(win.addEventListener).not.toHaveBeenCalled();
  });
});
