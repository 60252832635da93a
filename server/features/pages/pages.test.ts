import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../db/seed/blog-content.ts';
import { CITIES, SKILLS } from '../../db/seed/catalog-data.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { translate } from '../../i18n/catalogue.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { getSkillPage } from '../catalog/index.ts';

/**
 * Pages as a crawler without JavaScript gets them: rendered by the client's own components through
 * its server entry (ADR 014), with content, head, hreflang and JSON-LD in the HTML. The page template
 * is the source client/index.html and the public files come from client/public.
 */
const BASE = 'http://localhost:5000';

function clientSources(dir: string): string {
  let text = '';
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) text += clientSources(full);
    else if (/\.(tsx?|css|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      text += readFileSync(full, 'utf8');
  }
  return text;
}
const ROOT = path.resolve(import.meta.dirname, '../../..');

let built: TestApp;
const post = BLOG_POSTS.find((p) => p.language === 'en')!;

beforeAll(async () => {
  built = await createTestApp({}, { pages: true });
  await seedDemo(built.ctx.db);
});
afterAll(async () => built.dispose());

const get = (url: string, headers: Record<string, string> = {}) =>
  built.app.inject({ method: 'GET', url, headers });

/** Decodes the few entities our escaping produces, to compare with catalogue texts. */
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaDescription = (html: string) =>
  decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  );
/** The page itself: an islands page's server HTML, or a hydrated page's root. */
const prerendered = (html: string) =>
  /<div id="prerender"[^>]*>([\s\S]*)<\/div><div id="root"><\/div>/.exec(html)?.[1] ??
  /<div id="root" data-ssr="">([\s\S]*)<script type="application\/json" id="page-state">/.exec(html)?.[1] ??
  '';

type Node = Record<string, unknown>;
function jsonLd(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const doc = JSON.parse(blocks[0]![1]!) as { '@context': string; '@graph': Node[] };
  expect(doc['@context']).toBe('https://schema.org');
  return doc['@graph'];
}
const ofType = (graph: Node[], type: string) => graph.filter((n) => n['@type'] === type);

function expectSiteData(html: string) {
  const graph = jsonLd(html);
  expect(ofType(graph, 'Organization')).toHaveLength(1);
  const offers = ofType(graph, 'Service').map((s) => s.offers as Node);
  const group = offers.find((o) => Number(o.price) === 12);
  expect(group).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
  const cities = ofType(graph, 'City');
  expect(cities.map((c) => c.name).sort()).toEqual(CITIES.map((c) => c.name).sort());
  expect(cities).toHaveLength(18);
  const org = ofType(graph, 'Organization')[0]!;
  expect(org.areaServed).toHaveLength(18);
  return graph;
}

function expectAlternates(html: string, path: string) {
  const links = hreflangs(html);
  const suffix = path === '/' ? '' : path;
  expect(links['de-DE']).toBe(`${BASE}/de${suffix}`);
  expect(links['de-AT']).toBe(`${BASE}/de-at${suffix}`);
  expect(links['de-CH']).toBe(`${BASE}/de-ch${suffix}`);
  expect(links.fr).toBe(`${BASE}/fr${suffix}`);
  expect(links['zh-CN']).toBe(`${BASE}/zh-cn${suffix}`);
  expect(links['x-default']).toBe(`${BASE}${path}`);
  // 25 prefixed versions (de, de-at, de-ch and 22 other languages), generic de, x-default.
  expect(Object.keys(links)).toHaveLength(27);
}

describe('pre-rendered public pages', () => {
  it('serves the landing page with its content, head and structured data in the HTML', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toMatch(/<html lang="en">/);
    expect(titleOf(html)).toBe(translate('en', 'home.pageTitle', { product: 'TRT Tutoring' }));
    expect(metaDescription(html)).toBe(translate('en', 'home.subtitle'));
    expect(canonicalOf(html)).toBe(`${BASE}/`);
    expectAlternates(html, '/');
    const main = textOf(prerendered(html));
    expect(main).toContain(translate('en', 'home.title'));
    expect(main).toContain(translate('en', 'landing.benefits.title'));
    // Real data: the cities of the catalogue and links to skill pages.
    expect(main).toContain('Köln');
    expect(prerendered(html)).toMatch(/<h1 id="hero-title"[^>]*>/);
    // ADR 013: the page comes alive as islands; the trust panel is in the HTML with real figures.
    expect(html).toContain('<div id="prerender" data-islands-page>');
    for (const name of ['site-header', 'site-footer', 'home-demos', 'home-join'])
      expect(prerendered(html)).toContain(`data-island="${name}"`);
    expect(prerendered(html)).toContain('data-testid="trust-metrics" data-state="live"');
    expect(prerendered(html)).toContain('href="/learn/');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).not.toContain('noindex');
    expectSiteData(html);
  });

  it('serves /faq with the popular questions, their answers and FAQPage data', async () => {
    const html = (await get('/faq')).body;
    expect(titleOf(html)).toBe(`${translate('en', 'faq.hub.title')} | TRT Tutoring`);
    expect(canonicalOf(html)).toBe(`${BASE}/faq`);
    expectAlternates(html, '/faq');
    const main = textOf(prerendered(html));
    expect(main).toContain(translate('en', 'faq.hub.title'));
    expect(main).toContain(translate('en', 'learnFaq.items.q01.question'));
    expect(main).toContain(translate('en', 'learnFaq.items.q01.answer'));
    expect(main).toContain('15 questions');
    expect(main).toContain('17 questions');
    const graph = expectSiteData(html);
    const faq = ofType(graph, 'FAQPage')[0]!;
    const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(6);
    expect(questions[0]).toEqual({
      '@type': 'Question',
      name: translate('en', 'learnFaq.items.q01.question'),
      acceptedAnswer: { '@type': 'Answer', text: translate('en', 'learnFaq.items.q01.answer') },
    });
  });

  it('serves the learner and tutor FAQs with every question', async () => {
    const learn = await get('/LearnFAQ');
    const teach = await get('/TeachFAQ');
    expect(textOf(prerendered(learn.body))).toContain(translate('en', 'learnFaq.items.q15.question'));
    expect(textOf(prerendered(teach.body))).toContain(translate('en', 'teachFaq.items.q17.answer'));
    expect((ofType(jsonLd(learn.body), 'FAQPage')[0]!.mainEntity as unknown[]).length).toBe(15);
    expect((ofType(jsonLd(teach.body), 'FAQPage')[0]!.mainEntity as unknown[]).length).toBe(17);
    // Answers open without JavaScript.
    expect(prerendered(learn.body)).toContain('<details');
  });

  it('serves /learn/guitar with the skill, its real tutors and an offer for the skill', async () => {
    const res = await get('/learn/guitar');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titleOf(html)).toBe('Learn Guitar online in small groups | TRT Tutoring');
    expect(canonicalOf(html)).toBe(`${BASE}/learn/guitar`);
    expectAlternates(html, '/learn/guitar');
    const main = textOf(prerendered(html));
    expect(main).toContain('Learn Guitar');
    expect(main).toContain(SKILLS.find((s) => s.id === 'guitar')!.description);
    const page = await getSkillPage(built.ctx, 'guitar');
    expect(page.tutors.length).toBeGreaterThan(0);
    for (const tutor of page.tutors) expect(main).toContain(tutor.name);
    const graph = expectSiteData(html);
    const service = graph.find((n) => n['@id'] === `${BASE}/learn/guitar#service`)!;
    expect(service.offers).toMatchObject({ price: '12.00', priceCurrency: 'EUR' });
  });

  it('serves a seeded article with its text and BlogPosting data', async () => {
    const res = await get(`/blog/${post.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titleOf(html)).toBe(`${post.title} | TRT Tutoring Blog`);
    expect(canonicalOf(html)).toBe(`${BASE}/blog/${post.slug}`);
    expectAlternates(html, `/blog/${post.slug}`);
    const main = textOf(prerendered(html));
    expect(main).toContain(post.title);
    // The first paragraph of the Markdown body, rendered.
    expect(main).toContain(post.bodyMarkdown.split('\n')[0]!.slice(0, 60));
    const article = ofType(expectSiteData(html), 'BlogPosting')[0]!;
    expect(article).toMatchObject({
      headline: post.title,
      inLanguage: 'en',
      datePublished: post.publishedAt,
    });
  });

  it('serves the blog, skills, cities and legal pages from the database', async () => {
    const blog = textOf(prerendered((await get('/blog')).body));
    for (const p of BLOG_POSTS) expect(blog).toContain(p.title);
    const skills = textOf(prerendered((await get('/skills')).body));
    for (const s of SKILLS) expect(skills).toContain(s.name);
    const cities = textOf(prerendered((await get('/cities')).body));
    for (const c of CITIES) expect(cities).toContain(c.name);
    const city = await get('/city/munich');
    expect(titleOf(city.body)).toContain('München');
    const legal = await get('/legal-documents');
    expect(legal.statusCode).toBe(200);
    expect(textOf(prerendered(legal.body))).toContain(translate('en', 'legal.title'));
    expect(prerendered(legal.body)).toContain('href="/legal-documents?doc=imprint"');
  });

  it('serves /de/faq in German with its own canonical URL', async () => {
    const html = (await get('/de/faq')).body;
    expect(html).toMatch(/<html lang="de-DE">/);
    const title = translate('de', 'faq.hub.title');
    expect(title).not.toBe(translate('en', 'faq.hub.title'));
    expect(titleOf(html)).toBe(`${title} | TRT Tutoring`);
    expect(canonicalOf(html)).toBe(`${BASE}/de/faq`);
    const main = textOf(prerendered(html));
    expect(main).toContain(translate('de', 'learnFaq.items.q01.question'));
    expect(main).not.toContain(translate('en', 'learnFaq.items.q01.question'));
    // Links inside stay in German.
    expect(prerendered(html)).toContain('href="/de/LearnFAQ"');
    expect(html).toContain('<link rel="manifest" href="/manifest-de.webmanifest" />');
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    // The language picker names the page's language, not the default one.
    const selected = [...html.matchAll(/<option\b(?=[^>]*\bselected\b)[^>]*\bvalue="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(selected).toEqual(['de']);

    const austria = (await get('/de-at/learn/guitar')).body;
    expect(austria).toMatch(/<html lang="de-AT">/);
    expect(canonicalOf(austria)).toBe(`${BASE}/de-at/learn/guitar`);
    // The seeded skill is named and described in German (seedContent.* in the catalogues).
    const gitarre = translate('de', 'seedContent.skills.guitar.name');
    expect(gitarre).not.toBe('Guitar');
    expect(textOf(prerendered(austria))).toContain(translate('de', 'catalog.skill.title', { name: gitarre }));
    expect(textOf(prerendered(austria))).toContain(translate('de', 'seedContent.skills.guitar.description'));
    expect(textOf(prerendered(austria))).not.toContain(
      translate('en', 'seedContent.skills.guitar.description'),
    );
    expect((await get('/fr')).body).toMatch(/<html lang="fr">/);
  });

  it('answers unknown paths and unknown ids with the not-found page and status 404', async () => {
    for (const url of [
      '/learn/x',
      '/city/atlantis',
      '/blog/no-such-article',
      '/de/learn/x',
      '/learn/%3Cscript%3E',
      '/nothing/here',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      // The not-found page, or the screen's own not-found state (with its way back).
      expect(textOf(prerendered(res.body)), url).toMatch(/Oops! Page Not Found|not found|nicht gefunden/i);
      expect(res.body).not.toContain('<script>');
    }
    // A path that is not even valid percent-encoding is a bad request.
    expect((await get('/learn/%E0%A4%A')).statusCode).toBe(400);
  });

  it('sends a signed-out visitor of a signed-in screen to sign in, and back only to a local path', async () => {
    for (const url of ['/dashboard', '/learner-dashboard', '/de/learner-dashboard', '/admin']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(302);
      const target = new URL(res.headers.location as string, BASE);
      expect(target.pathname).toBe(url.startsWith('/de/') ? '/de/auth' : '/auth');
      expect(target.searchParams.get('next')).toBe(url.replace(/^\/de/, ''));
    }
    const auth = await get('/auth?mode=login');
    expect(auth.statusCode).toBe(200);
    expect(auth.body).toContain('<meta name="robots" content="noindex" />');
    expect(auth.body).toContain('<div id="root" data-ssr="">');
    expect(auth.body).not.toContain('rel="canonical"');
    // Missing files are not answered with the page, and the raw template is not served.
    expect((await get('/assets/index-gone.js')).statusCode).toBe(404);
    expect((await get('/index.html')).statusCode).toBe(404);
    expect((await get('/api/nothing-here')).statusCode).toBe(404);
  });

  it("keeps a staff member's not-found answer to themselves: a visitor of the same URL is asked to sign in", async () => {
    const admin = new TestClient(built.app);
    await admin.post('/api/login', {
      username: 'admin@demo.trt-tutoring.eu',
      password: 'Demo-Tutoring-2026!',
    });
    const url = '/admin/tutor-applications/00000000-0000-4000-8000-000000000000';
    expect((await admin.get(url)).statusCode).toBe(404);
    const visitor = await get(url);
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(`/auth?mode=login&next=${encodeURIComponent(url)}`);
  });

  it('escapes what it interpolates, in the page and in the JSON-LD', async () => {
    const admin = new TestClient(built.app);
    await admin.post('/api/login', {
      username: 'admin@demo.trt-tutoring.eu',
      password: 'Demo-Tutoring-2026!',
    });
    const evil = '</script><script>alert(1)</script> "quoted" & <b>bold</b>';
    const created = await admin.post('/api/admin/blog/posts', {
      title: `Escaping ${evil}`,
      slug: 'escaping-test',
      summary: evil,
      bodyMarkdown: `Body text ${evil}`,
    });
    expect(created.statusCode).toBe(200);
    await admin.post(`/api/admin/blog/posts/${created.json().id}/status`, { status: 'published' });
    const html = (await get('/blog/escaping-test')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&amp; &lt;b&gt;bold&lt;/b&gt;');
    const article = ofType(jsonLd(html), 'BlogPosting')[0]!;
    expect(article.headline).toBe(`Escaping ${evil}`);
  });

  it('uses only style classes that exist in the client, so the page looks the same before the app starts', async () => {
    // Tailwind builds its CSS from the client's sources; a class used only here would have no style.
    const sources = clientSources(path.join(ROOT, 'client'));
    const missing = new Set<string>();
    for (const url of [
      '/',
      '/faq',
      '/LearnFAQ',
      '/learn/guitar',
      '/city/berlin',
      '/skills',
      '/cities',
      '/blog',
      `/blog/${post.slug}`,
      '/legal-documents',
    ]) {
      const html = prerendered((await get(url)).body);
      // lucide-react names each icon in a class of its own that nothing styles.
      for (const m of html.matchAll(/ class="([^"]*)"/g))
        for (const token of decode(m[1]!).split(/\s+/))
          if (token && !token.startsWith('lucide') && !sources.includes(token))
            missing.add(`${token} (${url})`);
    }
    expect([...missing]).toEqual([]);
  });

  it('compresses pages for clients that accept it', async () => {
    const br = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('asks for cookie consent in the first paint until this browser has chosen, in its language', async () => {
    const browser = new TestClient(built.app);
    const first = await browser.get('/de/faq');
    expect(first.body).toContain('id="cookie-banner-title"');
    expect(textOf(first.body)).toContain(translate('de', 'consent.banner.title'));
    // Its buttons wait for the app, which takes the banner over.
    expect(first.body).toMatch(/<button type="button" disabled class="[^"]*">/);
    expect(first.body).not.toContain('<!--consent-banner-->');

    await browser.post('/api/legal-compliance/cookie-consent', {
      analytics: false,
      marketing: false,
      preferences: false,
      performance: false,
      source: 'banner_reject_all',
    });
    const later = await browser.get('/de/faq');
    expect(later.statusCode).toBe(200);
    expect(later.body).not.toContain('cookie-banner-title');
    expect(later.body).not.toContain('<!--consent-banner-->');
    // App screens have no pre-rendered page and no banner.
    expect((await new TestClient(built.app).get('/dashboard')).body).not.toContain('cookie-banner-title');
  });

  it('gives a new browser its CSRF anchor with the page, so parallel first API calls agree on one token', async () => {
    const page = await get('/faq');
    const anon = page.cookies.find((c) => c.name === 'trt_anon');
    expect(anon?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(anon?.httpOnly).toBe(true);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const cookie = `trt_anon=${anon!.value}`;
    const [a, b] = await Promise.all([
      get('/api/language-config', { cookie }),
      get('/api/csrf-token', { cookie }),
    ]);
    expect(a.cookies.find((c) => c.name === 'trt_anon')).toBeUndefined();
    expect(a.headers['x-csrf-token']).toBe(b.json().csrfToken);
    // A browser that already has one keeps it.
    const again = await get('/', { cookie });
    expect(again.cookies.find((c) => c.name === 'trt_anon')).toBeUndefined();
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every static page, skill, city and published article with hreflang alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const p of [
      '/',
      '/faq',
      '/LearnFAQ',
      '/TeachFAQ',
      '/skills',
      '/cities',
      '/blog',
      '/legal-documents',
    ])
      expect(locs).toContain(`${BASE}${p}`);
    for (const s of SKILLS) expect(locs).toContain(`${BASE}/learn/${s.id}`);
    for (const c of CITIES) expect(locs).toContain(`${BASE}/city/${c.id}`);
    for (const p of BLOG_POSTS) expect(locs).toContain(`${BASE}/blog/${p.slug}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de-AT" href="${BASE}/de-at/learn/guitar"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/learn/guitar"/>`);
    expect(xml).not.toContain('/dashboard');
  });

  it('opens public pages, closes the API and private screens, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const rule of [
      '/api/',
      '/admin$',
      '/admin/',
      '/dashboard$',
      '/learner-dashboard$',
      '/tutor-dashboard$',
      '/auth?',
      '/de/admin/',
      '/de-at/dashboard$',
    ])
      expect(lines).toContain(`Disallow: ${rule}`);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    // Public pages must not fall under a prefix rule.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    for (const open of [
      '/faq',
      '/learn/guitar',
      '/trt-b2b-service',
      '/payment-optimization',
      '/blog',
      '/de/faq',
    ]) {
      expect(
        disallowed.some((rule) => !rule.endsWith('$') && open.startsWith(rule)),
        open,
      ).toBe(false);
    }
  });
});

describe('installability files', () => {
  it('serves a manifest per language (de, fr, es, it) and a default', async () => {
    const expected = {
      '/manifest.webmanifest': ['en', '/'],
      '/manifest-de.webmanifest': ['de-DE', '/de'],
      '/manifest-fr.webmanifest': ['fr', '/fr'],
      '/manifest-es.webmanifest': ['es', '/es'],
      '/manifest-it.webmanifest': ['it', '/it'],
    };
    for (const [url, [lang, start]] of Object.entries(expected)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      const manifest = res.json();
      expect(manifest).toMatchObject({
        name: 'TRT Tutoring',
        lang,
        start_url: start,
        display: 'standalone',
        theme_color: '#4f46e5',
        scope: '/',
      });
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
    }
    expect((await get('/manifest-de.webmanifest')).json().description).toBe(
      translate('de', 'seo.manifest.description'),
    );
  });

  it('serves the service worker, the offline page and the icons with their types', async () => {
    const sw = await get('/service-worker.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain("url.pathname.startsWith('/api/')");
    const offline = await get('/offline.html');
    expect(offline.headers['content-type']).toContain('text/html');
    expect(offline.body).toContain('You are offline');
    expect(offline.body).toContain('Du bist offline');
    for (const [icon, size] of [
      ['/icons/icon-192.png', 192],
      ['/icons/icon-512.png', 512],
      ['/icons/icon-maskable-512.png', 512],
    ] as const) {
      const res = await get(icon);
      expect(res.headers['content-type']).toBe('image/png');
      const png = res.rawPayload;
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(size);
      expect(png.readUInt32BE(20)).toBe(size);
    }
  });
});
