import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock';
import { detectBrowserLanguage, detectInitialLanguage, detectServerLanguage } from './language-detection';

describe('language detection', () => {
  it('prefers the browser region, then the browser language', () => {
    expect(detectBrowserLanguage(['en-AT'])).toBe('de');
    expect(detectBrowserLanguage(['fr'])).toBe('fr');
    expect(detectBrowserLanguage(['nb-NO'])).toBe('no');
    expect(detectBrowserLanguage(['zh-Hant-TW'])).toBe('zh-tw');
    expect(detectBrowserLanguage(['xx'])).toBeNull();
  });

  it('uses a saved choice first', () => {
    window.localStorage.setItem('language', 'it');
    expect(detectInitialLanguage()).toBe('it');
    window.localStorage.setItem('language', 'klingon');
    expect(detectInitialLanguage()).not.toBe('klingon');
  });

  it('reads the server country before its language and fails silently', async () => {
    mockFetch({
      'GET /api/language-config': () => json({ language: 'en', country: 'CH', source: 'country' }),
    });
    await expect(detectServerLanguage()).resolves.toBe('de');
    mockFetch({
      'GET /api/language-config': () => json({ language: 'fr', country: null, source: 'accept-language' }),
    });
    await expect(detectServerLanguage()).resolves.toBe('fr');
    // The server's own fallback is no opinion: the browser's guess stands.
    mockFetch({
      'GET /api/language-config': () => json({ language: 'en', country: null, source: 'default' }),
    });
    await expect(detectServerLanguage()).resolves.toBeNull();
    mockFetch({});
    await expect(detectServerLanguage()).resolves.toBeNull();
  });
});
