import { describe, expect, it } from 'vitest';
import { textsFor } from './text.ts';
import { esc, jsonForScript } from './html.ts';
import { alternates, DEFAULT_LOCALE, localePath, PREFIXED_LOCALES, splitLocale } from './locales.ts';
import { isPrivatePath, matchPublicPage } from './pages.ts';
import { compileTemplate } from './render.ts';
import { TtlCache } from './ttl-cache.ts';

describe('language prefixes', () => {
  it('has de, de-at, de-ch and the 22 other languages', () => {
    expect(PREFIXED_LOCALES).toHaveLength(25);
    expect(PREFIXED_LOCALES.slice(0, 3).map((l) => [l.prefix, l.language, l.tag])).toEqual([
      ['de', 'de', 'de-DE'],
      ['de-at', 'de', 'de-AT'],
      ['de-ch', 'de', 'de-CH'],
    ]);
    expect(PREFIXED_LOCALES.find((l) => l.prefix === 'zh-tw')?.tag).toBe('zh-TW');
  });

  it('splits a prefix off a path and leaves other paths alone', () => {
    expect(splitLocale('/de-at/learn/guitar')).toMatchObject({
      locale: { prefix: 'de-at', language: 'de' },
      rest: '/learn/guitar',
    });
    expect(splitLocale('/de')).toMatchObject({ locale: { prefix: 'de' }, rest: '/' });
    expect(splitLocale('/fr/')).toMatchObject({ locale: { prefix: 'fr' }, rest: '/' });
    expect(splitLocale('/zh-cn/faq')).toMatchObject({ locale: { language: 'zh-cn' }, rest: '/faq' });
    expect(splitLocale('/faq')).toEqual({ locale: DEFAULT_LOCALE, rest: '/faq' });
    // Not a language: /xx, /de-fr, or a word that merely starts like one.
    expect(splitLocale('/xx/faq').locale).toBe(DEFAULT_LOCALE);
    expect(splitLocale('/de-fr/faq').locale).toBe(DEFAULT_LOCALE);
    expect(splitLocale('/dashboard').locale).toBe(DEFAULT_LOCALE);
    expect(splitLocale('/DE/faq').locale).toBe(DEFAULT_LOCALE);
  });

  it('builds locale paths and the alternates of a page', () => {
    const de = PREFIXED_LOCALES[0]!;
    expect(localePath(de, '/')).toBe('/de');
    expect(localePath(de, '/faq')).toBe('/de/faq');
    expect(localePath(DEFAULT_LOCALE, '/faq')).toBe('/faq');
    const alt = alternates('/faq');
    expect(alt).toContainEqual({ hreflang: 'de-CH', path: '/de-ch/faq' });
    expect(alt).toContainEqual({ hreflang: 'en', path: '/en/faq' });
    expect(alt).toContainEqual({ hreflang: 'x-default', path: '/faq' });
    expect(new Set(alt.map((a) => a.hreflang)).size).toBe(alt.length);
  });
});

describe('public pages', () => {
  it('matches the public routes, ignoring case and a trailing slash', () => {
    expect(matchPublicPage('/')).toEqual({ kind: 'home' });
    expect(matchPublicPage('/faq/')).toEqual({ kind: 'faq' });
    expect(matchPublicPage('/learnfaq')).toEqual({ kind: 'learnFaq' });
    expect(matchPublicPage('/TeachFAQ')).toEqual({ kind: 'teachFaq' });
    expect(matchPublicPage('/blog')).toEqual({ kind: 'blog' });
    expect(matchPublicPage('/blog/why-groups')).toEqual({ kind: 'blogPost', id: 'why-groups' });
    expect(matchPublicPage('/learn/guitar')).toEqual({ kind: 'skill', id: 'guitar' });
    expect(matchPublicPage('/city/berlin')).toEqual({ kind: 'city', id: 'berlin' });
    expect(matchPublicPage('/legal-documents')).toEqual({ kind: 'legal' });
    // An id no record can have still names the page kind (it answers 404).
    expect(matchPublicPage('/learn/%3Cscript%3E')).toEqual({ kind: 'skill', id: '' });
    expect(matchPublicPage('/learn/%E0%A4%A')).toBeNull();
    expect(matchPublicPage('/learn')).toBeNull();
    expect(matchPublicPage('/learn/a/b')).toBeNull();
    expect(matchPublicPage('/dashboard')).toBeNull();
  });

  it('knows the private screens without catching public pages that share a prefix', () => {
    expect(isPrivatePath('/dashboard')).toBe(true);
    expect(isPrivatePath('/admin/users')).toBe(true);
    expect(isPrivatePath('/sma/subma/signup')).toBe(true);
    expect(isPrivatePath('/trt/enterprise/hub')).toBe(true);
    expect(isPrivatePath('/trt-b2b-service')).toBe(false);
    expect(isPrivatePath('/payment-optimization')).toBe(false);
    expect(isPrivatePath('/faq')).toBe(false);
  });
});

describe('escaping', () => {
  it('escapes HTML text and attributes', () => {
    expect(esc(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps JSON-LD from closing its script element', () => {
    const out = jsonForScript({ t: '</script><!-- & \u2028' });
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual({ t: '</script><!-- & \u2028' });
  });
});

describe('page template', () => {
  const values = {
    lang: 'de-AT',
    title: 'T <1>',
    description: 'D "2"',
    manifest: '/manifest-de.webmanifest',
    head: '<meta name="x" />',
    body: '<div id="prerender">P</div>',
  };

  it('fills the built index.html at its insertion points', () => {
    const fill = compileTemplate(
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="old" /><link rel="manifest" href="/manifest.webmanifest" /><title>Old</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
    );
    const html = fill(values);
    expect(html).toBe(
      '<!doctype html><html lang="de-AT"><head><meta charset="UTF-8" /><meta name="description" content="D &quot;2&quot;" /><link rel="manifest" href="/manifest-de.webmanifest" /><title>T &lt;1&gt;</title><script type="module" src="/assets/index-1.js"></script><meta name="x" /></head><body><div id="prerender">P</div><div id="root"></div></body></html>',
    );
  });

  it('adds what a minimal template lacks', () => {
    const html = compileTemplate('<html><head></head><body><div id="root"></div></body></html>')(values);
    expect(html).toContain('<html lang="de-AT">');
    expect(html).toContain('<title>T &lt;1&gt;</title>');
    expect(html).toContain('<link rel="manifest" href="/manifest-de.webmanifest" />');
    expect(html).toContain('<div id="prerender">P</div><div id="root"></div>');
  });
});

describe('TtlCache', () => {
  it('shares one computation, answers stale while refreshing, and drops failures', async () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, 2, () => now);
    let calls = 0;
    const compute = async () => `v${++calls}`;
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a, b, calls]).toEqual(['v1', 'v1', 1]);
    now = 1500;
    expect(await cache.get('k', compute)).toBe('v1'); // stale answer, refresh started
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toBe(2);
    expect(await cache.get('k', compute)).toBe('v2');

    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await Promise.resolve();
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
  });

  it('keeps at most maxEntries', async () => {
    const cache = new TtlCache<number>(1000, 2);
    let calls = 0;
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(key, async () => ++calls);
    // "a" was evicted when "c" came in, so it is computed again.
    expect(calls).toBe(4);
  });
});

describe('plural texts on server-rendered pages', () => {
  it("uses the language's own plural category and falls back to _other", () => {
    const pl = textsFor('pl');
    expect(pl.plural('faq.found', 1)).toBe('Znaleziono 1 pytanie');
    expect(pl.plural('faq.found', 3)).toBe('Znaleziono 3 pytania');
    expect(pl.plural('faq.found', 5)).toBe('Znaleziono 5 pytań');
    // English has no _many: 5 takes _other.
    expect(textsFor('en').plural('faq.found', 5)).toBe('5 questions found');
  });
});
