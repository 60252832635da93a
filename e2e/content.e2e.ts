import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../server/db/seed/blog-content.ts';
import { ROOT } from './support/app-server.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { failedLoad, type ViewportName } from './support/browser.ts';
import {
  apiPost,
  DEMO_PASSWORD,
  expectToast,
  signInOverApi,
  signInViaUi,
  waitForPath,
} from './support/flows.ts';
import { notFoundDocument, setupE2E } from './support/harness.ts';
import { saveScreenshot } from './support/screenshots.ts';

const e2e = setupE2E();
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const ADMIN = 'admin@demo.trt-tutoring.eu';

async function getJson<T>(context: BrowserContext, url: string): Promise<T> {
  const res = await context.request.get(url, { headers: XHR });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** A recorded "reject all" choice, so the cookie banner does not cover the screen under test. */
async function rejectCookies(context: BrowserContext) {
  const res = await apiPost(context, '/api/legal-compliance/cookie-consent', {
    analytics: false,
    marketing: false,
    preferences: false,
    performance: false,
    source: 'banner_reject_all',
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function h1(page: Page, text: string) {
  await page.locator('h1').filter({ hasText: text }).first().waitFor();
  expect(await page.locator('h1').count(), 'exactly one h1').toBe(1);
  expect((await page.locator('h1').innerText()).trim()).toBe(text);
}

const produced: string[] = [];
afterAll(() => {
  if (produced.length)
    console.log(`[e2e] screenshots:\n${produced.map((f) => `  ${path.relative(ROOT, f)}`).join('\n')}`);
});

const byDate = [...BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

describe('blog', () => {
  it('lists the published articles and opens one', async () => {
    const { page, context } = await e2e.open();
    await rejectCookies(context);
    await page.goto('/blog');
    await h1(page, 'Guides and news');
    const list = page.getByTestId('blog-list');
    await list.waitFor();
    // Newest first, exactly the seeded articles.
    const titles = await list.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(titles).toEqual(byDate.map((p) => p.title));
    expect(await page.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe('/blog/rss.xml');
    await expectNoSeriousA11yViolations(page, '/blog');

    // A tag chip filters the list and the address.
    await page.getByRole('group', { name: 'Topics' }).getByRole('button', { name: 'pricing' }).click();
    await expect
      .poll(() => list.getByRole('article').count())
      .toBe(BLOG_POSTS.filter((p) => p.tags.includes('pricing')).length);
    expect(new URL(page.url()).search).toBe('?tag=pricing');
    await page.getByRole('group', { name: 'Topics' }).getByRole('button', { name: 'All topics' }).click();

    await page.getByRole('link', { name: 'Why learning in groups of three works' }).click();
    await waitForPath(page, '/blog/why-groups-of-three-work');
    await h1(page, 'Why learning in groups of three works');
    const body = page.getByTestId('blog-article-body');
    await body.getByRole('heading', { level: 2, name: 'The tutoring dilemma' }).waitFor();
    expect(await page.getByTestId('blog-article').innerText()).toContain('By Annika Lindqvist');
    expect(await page.getByTestId('blog-article').innerText()).toContain('February 10, 2026');
    await expectNoSeriousA11yViolations(page, '/blog/why-groups-of-three-work');

    await page.getByRole('link', { name: 'All articles' }).first().click();
    await waitForPath(page, '/blog');
    await list.waitFor();
  });

  it('shows a not-found state for an unknown article', async () => {
    const { page, context, errors } = await e2e.open({ viewportName: 'phone' });
    // The server asks for the article while rendering the page and answers 404 with its not-found state.
    errors.expect(notFoundDocument('/blog/no-such-article'));
    await rejectCookies(context);
    await page.goto('/blog/no-such-article');
    await h1(page, 'Article not found');
    expect(await page.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/blog');
    await expectNoSeriousA11yViolations(page, '/blog/no-such-article');
  });

  it('lets an admin write and publish an article that then appears on /blog and in the RSS feed', async () => {
    const { page, context, errors } = await e2e.open();
    errors.expect({
      text: failedLoad(400, 'Bad Request'),
      url: '/api/admin/blog/posts',
      reason: 'the editor submits an invalid article on purpose to show the validation messages',
    });
    await rejectCookies(context);
    // Anonymous visitors are sent to sign in.
    await page.goto('/admin/blog');
    await waitForPath(page, '/auth');

    await signInViaUi(page, ADMIN, DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.goto('/admin/blog');
    await h1(page, 'Blog articles');
    await page.getByTestId('admin-post-list').waitFor();
    await expectNoSeriousA11yViolations(page, '/admin/blog');
    await page.getByRole('link', { name: 'New article' }).click();
    await waitForPath(page, '/admin/blog/new');
    await h1(page, 'New article');

    // The server's validation messages appear at their fields.
    await page.getByLabel('Title').fill('Hi');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByTestId('editor-error-summary').waitFor();
    expect(await page.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#post-title-error').innerText()).toBe('Title must be at least 3 characters');
    expect(await page.locator('#post-body-error').innerText()).toBe(
      'The article needs at least 20 characters',
    );
    await expectNoSeriousA11yViolations(page, '/admin/blog/new with errors');

    const title = `Study tips for the exam season ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('Five habits that help learners in a group of three.');
    await page.getByLabel('Tags').fill('exams, study-tips');
    await page
      .getByLabel('Article text (Markdown)')
      .fill(
        '## Plan your week\n\nTwo to three sessions a week and **ten minutes a day** in between.\n\n- Sleep\n- Practise',
      );
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expectToast(page, 'Article published', { description: title });
    await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('post-status').innerText()).toBe('Published');

    // The preview is the server's rendering of what was saved.
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page
      .getByTestId('editor-preview')
      .getByRole('heading', { level: 2, name: 'Plan your week' })
      .waitFor();

    // Public: the list, the article and the feed.
    await page.goto('/blog');
    const first = page.getByTestId('blog-list').getByRole('article').first();
    expect(await first.getByRole('heading', { level: 2 }).innerText()).toBe(title);
    await first.getByRole('link', { name: title }).click();
    await h1(page, title);
    await page.getByTestId('blog-article-body').getByRole('heading', { name: 'Plan your week' }).waitFor();
    const rss = await context.request.get('/blog/rss.xml');
    expect(rss.status()).toBe(200);
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    const feed = await rss.text();
    expect(feed).toContain(`<title>${title}</title>`);
    expect(feed.indexOf(`<title>${title}</title>`)).toBeLessThan(
      feed.indexOf(`<title>${byDate[0]!.title}</title>`),
    );
  });
});

describe('skills and cities', () => {
  it('goes from /skills to /learn/guitar, where Lukas M. teaches', async () => {
    const { page, context, errors } = await e2e.open();
    // An unknown skill on purpose: the server answers 404 with the page's own not-found state.
    errors.expect(notFoundDocument('/learn/underwater-basket-weaving'));
    await rejectCookies(context);
    const skills = await getJson<{ id: string; tutorCount: number }[]>(context, '/api/skills');
    await page.goto('/skills');
    await h1(page, 'Skills you can learn');
    const guitarLink = page.getByTestId('skill-link-guitar');
    await guitarLink.waitFor();
    // Counts come from the API.
    const guitarCount = skills.find((s) => s.id === 'guitar')!.tutorCount;
    expect(guitarCount).toBeGreaterThan(0);
    expect(await guitarLink.getByTestId('tutor-count').innerText()).toBe(
      `${guitarCount} verified tutor${guitarCount === 1 ? '' : 's'}`,
    );
    expect(await page.locator('[data-testid^="skill-link-"]').count()).toBe(skills.length);
    await expectNoSeriousA11yViolations(page, '/skills');

    await guitarLink.click();
    await waitForPath(page, '/learn/guitar');
    await h1(page, 'Learn Guitar');
    const lukas = page
      .getByTestId('tutor-card')
      .filter({ has: page.getByRole('heading', { name: 'Lukas M.' }) });
    await lukas.waitFor();
    expect(await lukas.getByTestId('tutor-price').innerText()).toContain('€12');
    expect(await lukas.innerText()).toContain('Hamburg');
    // The rating is the mean of Lukas's stored reviews, as the API computes it; his languages are
    // named, never "de, en"; his next free hour is the one booking finds in the browser's zone.
    const card = (
      await getJson<{ tutors: { id: string; name: string; rating: number; reviews: number }[] }>(
        context,
        '/api/skills/guitar',
      )
    ).tutors.find((x) => x.name === 'Lukas M.')!;
    expect(card.reviews).toBeGreaterThan(0);
    expect((await lukas.getByTestId('tutor-rating').innerText()).replace(/\s+/g, ' ')).toBe(
      `${card.rating.toFixed(1)} (${card.reviews} reviews)`,
    );
    expect(await lukas.innerText()).toContain('German and English');
    expect(await lukas.innerText()).not.toMatch(/\bde, en\b/);
    const next = (
      await getJson<{ tutors: { tutorId: string; startsAt: string | null }[] }>(
        context,
        `/api/booking/next-available?tutorIds=${card.id}&timeZone=Europe%2FBerlin`,
      )
    ).tutors[0]!.startsAt;
    expect(next, 'the seed gives Lukas free hours').not.toBeNull();
    const nextLink = lukas.getByTestId('tutor-next-available').getByRole('link');
    expect(await nextLink.innerText()).toMatch(/^Next available: /);
    expect(await nextLink.getAttribute('href')).toBe(`/session-booking?skill=guitar&tutor=${card.id}`);
    expect(await page.getByTestId('tutor-card').count()).toBe(Math.min(guitarCount, 12));
    expect(await page.getByTestId('register-cta').getAttribute('href')).toBe(
      '/auth?mode=register&type=student',
    );
    await expectNoSeriousA11yViolations(page, '/learn/guitar');

    await page.goto('/learn/underwater-basket-weaving');
    await h1(page, 'Skill not found');
  });

  it('goes from /cities to /city/berlin', async () => {
    const { page, context } = await e2e.open({ viewportName: 'phone' });
    await rejectCookies(context);
    const cities = await getJson<{ id: string; tutorCount: number }[]>(context, '/api/cities');
    // SPEC.md 1's 18 German cities and more across Europe.
    expect(cities.length).toBeGreaterThan(18);
    await page.goto('/cities');
    await h1(page, 'Find tutors in your city');
    await page.getByTestId('city-list').waitFor();
    expect(await page.locator('[data-testid^="city-link-"]').count()).toBe(cities.length);
    const total = cities.reduce((sum, c) => sum + c.tutorCount, 0);
    expect(await page.getByTestId('cities-summary').innerText()).toBe(
      `${total} verified tutors in ${cities.length} cities.`,
    );
    await expectNoSeriousA11yViolations(page, '/cities');

    await page.getByTestId('city-link-berlin').click();
    await waitForPath(page, '/city/berlin');
    await h1(page, 'Tutors in Berlin');
    const berlin = await getJson<{ tutors: { name: string }[]; skills: { name: string }[] }>(
      context,
      '/api/cities/berlin',
    );
    expect(berlin.tutors.length).toBeGreaterThan(0);
    await page.getByTestId('tutor-list').waitFor();
    expect(await page.getByTestId('tutor-card').getByRole('heading').allInnerTexts()).toEqual(
      berlin.tutors.map((t) => t.name),
    );
    expect(await page.getByTestId('city-skills').getByRole('link').allInnerTexts()).toEqual(
      berlin.skills.map((s) => s.name),
    );
    await expectNoSeriousA11yViolations(page, '/city/berlin');
  });
});

describe('legal documents', () => {
  it('switches documents and versions, deep-linkable, in English and German', async () => {
    const { page, context } = await e2e.open();
    await rejectCookies(context);
    await page.goto('/legal-documents');
    await h1(page, 'Imprint');
    const nav = page.getByRole('navigation', { name: 'Legal documents' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Imprint',
      'Terms of Service',
      'Privacy Policy',
      'Cookie Policy',
      'Platform Agreement',
    ]);
    expect(await page.getByTestId('legal-body').innerText()).toContain('[Registered office to be completed]');
    await expectNoSeriousA11yViolations(page, '/legal-documents');

    await nav.getByRole('link', { name: 'Platform Agreement' }).click();
    await h1(page, 'Platform Agreement');
    expect(await page.getByTestId('legal-version').innerText()).toContain('Version 2026-11');

    await nav.getByRole('link', { name: 'Privacy Policy' }).click();
    await h1(page, 'Privacy Policy');
    expect(new URL(page.url()).search).toBe('?doc=privacy');
    const history = page.getByLabel('Version history');
    expect(await history.locator('option').allInnerTexts()).toEqual([
      '2026-11 (Nov 1, 2026) – current',
      '2026-05 (May 1, 2026)',
    ]);
    await history.selectOption('2026-05');
    await page.getByTestId('legal-old-version').waitFor();
    expect(new URL(page.url()).search).toBe('?doc=privacy&version=2026-05');
    expect(await page.getByTestId('legal-body').innerText()).not.toContain('What changed in version 2026-11');
    await expectNoSeriousA11yViolations(page, '/legal-documents?doc=privacy&version=2026-05');

    // The deep link survives a reload; "Read the current version" goes back.
    await page.reload();
    await page.getByTestId('legal-old-version').waitFor();
    await page.getByRole('link', { name: 'Read the current version' }).click();
    await page.getByTestId('legal-old-version').waitFor({ state: 'detached' });
    expect(await page.getByTestId('legal-body').innerText()).toContain('What changed in version 2026-11');

    const de = await e2e.open({ language: 'de', viewportName: 'phone' });
    await rejectCookies(de.context);
    await de.page.goto('/legal-documents?doc=terms');
    await h1(de.page, 'Allgemeine Geschäftsbedingungen');
    expect(await de.page.getByTestId('legal-document').getAttribute('lang')).toBe('de');
    expect(await de.page.getByTestId('legal-fallback').count()).toBe(0);
    await expectNoSeriousA11yViolations(de.page, '/legal-documents?doc=terms (de)');
  });
});

describe('screenshots', () => {
  const germanPost = BLOG_POSTS.find((p) => p.language === 'de')!;
  for (const lang of ['en', 'de', 'el'] as const) {
    for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
      it(`${lang} ${viewport}`, async () => {
        const { page, context } = await e2e.open({ language: lang, viewportName: viewport });
        await rejectCookies(context);
        const screens: [string, string, (p: Page) => Promise<void>][] = [
          ['blog', '/blog', (p) => p.getByTestId('blog-list').waitFor()],
          [
            'blog-article',
            `/blog/${lang === 'de' ? germanPost.slug : 'why-groups-of-three-work'}`,
            (p) => p.getByTestId('blog-article-body').waitFor(),
          ],
          [
            'learn-guitar',
            '/learn/guitar',
            async (p) => {
              await p.getByTestId('tutor-list').waitFor();
              // The seeded skill is named in the reader's language, not in the stored English.
              if (lang !== 'en') expect(await p.locator('h1').innerText()).not.toContain('Guitar');
            },
          ],
          ['cities', '/cities', (p) => p.getByTestId('city-list').waitFor()],
          ['legal-documents', '/legal-documents?doc=privacy', (p) => p.getByTestId('legal-body').waitFor()],
        ];
        for (const [name, url, ready] of screens) {
          await page.goto(url);
          await ready(page);
          await page.waitForTimeout(200);
          produced.push(await saveScreenshot(page, name, lang, viewport));
        }
        await signInOverApi(context, ADMIN, DEMO_PASSWORD);
        const posts = await getJson<{ id: string; slug: string }[]>(context, '/api/admin/blog/posts');
        const post = posts.find((p) => p.slug === 'pricing-explained')!;
        await page.goto(`/admin/blog/${post.id}`);
        await page.getByTestId('blog-editor').waitFor();
        await page.waitForTimeout(200);
        produced.push(await saveScreenshot(page, 'admin-blog-editor', lang, viewport));
      }, 120_000);
    }
  }
});
