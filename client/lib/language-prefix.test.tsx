import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, useLocation } from 'wouter';
import { i18n } from './i18n';
import { LANGUAGE_PREFIXES, parseLanguagePrefix, prefixForLanguage, swapPrefix } from './language-prefix';
import { LanguageRouter } from '../app/language-router';

describe('language prefixes', () => {
  it('knows /de, /de-at, /de-ch and a prefix for each other language', () => {
    expect(LANGUAGE_PREFIXES).toHaveLength(25);
    expect(parseLanguagePrefix('/de-at/faq')).toMatchObject({
      prefix: 'de-at',
      language: 'de',
      tag: 'de-AT',
    });
    expect(parseLanguagePrefix('/de')).toMatchObject({ prefix: 'de', tag: 'de-DE' });
    expect(parseLanguagePrefix('/zh-tw/blog')).toMatchObject({ language: 'zh-tw', tag: 'zh-TW' });
    expect(parseLanguagePrefix('/faq')).toBeNull();
    expect(parseLanguagePrefix('/dashboard')).toBeNull();
    expect(parseLanguagePrefix('/xx/faq')).toBeNull();
  });

  it('keeps the German region when German is chosen again, and swaps the prefix of a URL', () => {
    const at = parseLanguagePrefix('/de-at')!;
    expect(prefixForLanguage('de', at)).toBe(at);
    expect(prefixForLanguage('fr', at)?.prefix).toBe('fr');
    expect(
      swapPrefix(
        { pathname: '/de-at/learn/guitar', search: '?a=1', hash: '#x' },
        at,
        parseLanguagePrefix('/fr')!,
      ),
    ).toBe('/fr/learn/guitar?a=1#x');
    expect(swapPrefix({ pathname: '/de-at', search: '', hash: '' }, at, parseLanguagePrefix('/it')!)).toBe(
      '/it',
    );
  });
});

function Where() {
  const [location] = useLocation();
  return (
    <>
      <p data-testid="location">{location}</p>
      <Link href="/faq">FAQ</Link>
    </>
  );
}

describe('LanguageRouter', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('routes under the prefix, keeps links inside it and moves with a language change', async () => {
    window.history.replaceState(null, '', '/de-at/learn/guitar');
    render(
      <LanguageRouter>
        <Where />
      </LanguageRouter>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/learn/guitar');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/de-at/faq');
    expect(document.documentElement.lang).toBe('de-AT');

    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    expect(window.location.pathname).toBe('/fr/learn/guitar');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/fr/faq');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('leaves unprefixed URLs unprefixed', async () => {
    window.history.replaceState(null, '', '/learn/guitar');
    render(
      <LanguageRouter>
        <Where />
      </LanguageRouter>,
    );
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(window.location.pathname).toBe('/learn/guitar');
  });
});
