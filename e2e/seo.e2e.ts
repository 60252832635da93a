import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/app-server.ts';
import type { ViewportName } from './support/browser.ts';
import { waitForAppReady, waitForPath } from './support/flows.ts';
import { setupE2E } from './support/harness.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Search engines and installability: the public pages without JavaScript, language prefixes, the
 * service worker with its offline page, and the per-language web manifest.
 */
const e2e = setupE2E();

type Catalogue = Record<string, unknown>;
const catalogue = (lang: string) =>
  JSON.parse(readFileSync(path.join(ROOT, `common/i18n/locales/${lang}.json`), 'utf8')) as Catalogue;
const texts = { en: catalogue('en'), de: catalogue('de') };
function text(lang: 'en' | 'de', key: string): string {
  let node: unknown = texts[lang];
  for (const part of key.split('.')) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`${lang}.json has no text for ${key}`);
  return node.replace(/\{product\}/g, 'TRT Tutoring');
}

const manifestHref = (page: Page) => page.locator('link[rel="manifest"]').getAttribute('href');
const visibleText = (page: Page) => page.locator('body').innerText();

describe('without JavaScript', () => {
  for (const [lang, prefix] of [
    ['en', ''],
    ['de', '/de'],
  ] as const) {
    it(`shows the landing page and the FAQ content in ${lang}`, async () => {
      const screenshots: string[] = [];
      for (const viewportName of ['phone', 'desktop'] as ViewportName[]) {
        const { page } = await e2e.open({ javaScriptEnabled: false, viewportName });
        await page.goto(prefix || '/');
        expect(await page.locator('html').getAttribute('lang')).toBe(lang === 'de' ? 'de-DE' : 'en');
        await expect.poll(() => page.locator('h1').innerText()).toBe(text(lang, 'home.title'));
        const home = await visibleText(page);
        expect(home).toContain(text(lang, 'home.subtitle'));
        expect(home).toContain(text(lang, 'landing.benefits.title'));
        expect(await page.locator('#prerender main a[href*="/learn/"]').count()).toBeGreaterThan(0);
        screenshots.push(await saveScreenshot(page, 'seo-nojs-home', lang, viewportName));

        // The FAQ works without JavaScript: questions are <details> that open on click.
        await page.locator('#prerender main a[href$="/faq"]').first().click();
        await waitForPath(page, `${prefix}/faq`);
        expect(await page.locator('h1').innerText()).toBe(text(lang, 'faq.hub.title'));
        const question = page.locator('summary', { hasText: text(lang, 'learnFaq.items.q01.question') });
        const answer = text(lang, 'learnFaq.items.q01.answer');
        expect(await page.getByText(answer).isVisible()).toBe(false);
        await question.click();
        expect(await page.getByText(answer).isVisible()).toBe(true);
        screenshots.push(await saveScreenshot(page, 'seo-nojs-faq', lang, viewportName));

        await page.goto(`${prefix}/LearnFAQ`);
        expect(await page.locator('summary').count()).toBe(15);
        await page.goto(`${prefix}/learn/guitar`);
        // The seeded skill in the page's language (Gitarre in German).
        expect(await page.locator('h1').innerText()).toContain(text(lang, 'seedContent.skills.guitar.name'));
        screenshots.push(await saveScreenshot(page, 'seo-nojs-skill', lang, viewportName));
      }
      expect(screenshots).toHaveLength(6);
    });
  }
});

describe('with JavaScript', () => {
  it('brings the server-rendered page to life without moving the heading', async () => {
    const { page } = await e2e.open({ viewportName: 'phone' });
    // Hold the app's script until the server-rendered page has been measured.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/faq', { waitUntil: 'commit' });
    const heading = page.locator('#prerender h1');
    await heading.waitFor();
    // Measured once the stylesheet applies (Tailwind's reset takes the body margin away).
    await page.waitForFunction(() => getComputedStyle(document.body).marginTop === '0px');
    const before = await heading.boundingBox();
    release();
    // The FAQ hub is an island: the client's screen takes the server's place inside the same page.
    await waitForAppReady(page);
    const appHeading = page.locator('main h1');
    expect(await appHeading.innerText()).toBe(text('en', 'faq.hub.title'));
    expect(await page.locator('h1').count()).toBe(1);
    const after = await appHeading.boundingBox();
    expect(after).toEqual(before);
  });

  it('routes under a language prefix and keeps links inside it', async () => {
    const { page } = await e2e.open({ viewportName: 'desktop' });
    await page.goto('/de-at/faq');
    expect(await page.locator('html').getAttribute('lang')).toBe('de-AT');
    expect(await page.locator('main h1').innerText()).toBe(text('de', 'faq.hub.title'));
    await page.locator('main a[href="/de-at/LearnFAQ"]').first().click();
    await waitForPath(page, '/de-at/LearnFAQ');
    await expect.poll(() => page.locator('main h1').innerText()).toBe(text('de', 'faq.learn.title'));
    // Choosing another language moves the page under that language's prefix.
    await page.getByTestId('language-picker').selectOption('fr');
    await waitForPath(page, '/fr/LearnFAQ');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await manifestHref(page)).toBe('/manifest-fr.webmanifest');
  });

  it('switches the web manifest with the language', async () => {
    const { page } = await e2e.open({ viewportName: 'desktop', language: 'en' });
    await page.goto('/');
    expect(await manifestHref(page)).toBe('/manifest.webmanifest');
    const picker = page.getByTestId('language-picker');
    for (const [code, href] of [
      ['de', '/manifest-de.webmanifest'],
      ['es', '/manifest-es.webmanifest'],
      ['it', '/manifest-it.webmanifest'],
      ['pl', '/manifest.webmanifest'],
    ]) {
      await picker.selectOption(code!); // waits while the picker is locked (300 ms)
      // The first choice hands the English page's islands over to the app (ADR 013).
      if (code === 'de') await page.locator('#prerender').waitFor({ state: 'detached' });
      await expect.poll(() => manifestHref(page)).toBe(href);
    }
    expect(await page.locator('link[rel="manifest"]').count()).toBe(1);
    const manifest = (await (await page.request.get('/manifest-de.webmanifest')).json()) as {
      lang: string;
      start_url: string;
    };
    expect(manifest).toMatchObject({ lang: 'de-DE', start_url: '/de' });
  });

  it('registers the service worker after load and answers with the offline page without a network', async () => {
    const { context, page } = await e2e.open({ viewportName: 'phone' });
    await page.goto('/');
    // Registered after load; it claims the page once installed (the app shell cached by then).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    const registrations = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => [r.scope, r.active?.scriptURL]),
    );
    expect(registrations).toEqual([[`${e2e.baseUrl}/`, `${e2e.baseUrl}/service-worker.js`]]);
    expect(await page.evaluate(async () => (await caches.keys()).sort().join(','))).toBe(
      'trt-assets-v1,trt-pages-v1,trt-shell-v1',
    );
    expect(await page.evaluate(async () => Boolean(await caches.match('/offline.html')))).toBe(true);
    // API answers are never cached.
    expect(
      await page.evaluate(async () =>
        (await caches.open('trt-pages-v1').then((c) => c.keys())).some((r) => r.url.includes('/api/')),
      ),
    ).toBe(false);

    // The idle prefetch of /auth and /dashboard loads its chunks one import after another (no
    // modulepreload, docs/performance.md); let it finish, or going offline cuts it off mid-way.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    try {
      // The service worker's offline page is no app page: nothing there to wait for.
      await page.goto('/TeachFAQ', { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      expect(await page.locator('h1').innerText()).toBe('You are offline');
      expect(await visibleText(page)).toContain('Du bist offline');
      await saveScreenshot(page, 'seo-offline', 'en', 'phone');
    } finally {
      await context.setOffline(false);
    }
    await page.goto('/TeachFAQ');
    expect(await page.locator('h1').first().innerText()).toBe(text('en', 'faq.teach.title'));
  });
});
