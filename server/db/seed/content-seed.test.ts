import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalKinds } from '../../../common/contracts/legal.ts';
import { createTestApp, json, TestClient, type TestApp } from '../../test/test-app.ts';
import { blogPosts, legalDocuments } from '../schema/index.ts';
import { BLOG_POSTS, seedBlog } from './blog-content.ts';
import { CURRENT_LEGAL_VERSION, LEGAL_DOCUMENTS, seedLegal } from './legal-content.ts';
import { seedDemo } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
});
afterAll(async () => t.dispose());

const words = (markdown: string) => markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

interface Post {
  id: string;
  slug: string;
  title: string;
  language: string;
  tags: string[];
  author: string | null;
  status: string;
  publishedAt: string;
  html: string;
}

describe('seeded blog articles', () => {
  it('are inserted once: running the seed again adds nothing and keeps an admin edit', async () => {
    const [before] = await t.ctx.db.select({ n: count() }).from(blogPosts);
    expect(Number(before!.n)).toBe(BLOG_POSTS.length);
    const first = BLOG_POSTS[0]!;
    await t.ctx.db
      .update(blogPosts)
      .set({ title: 'Edited by an admin' })
      .where(eq(blogPosts.slug, first.slug));
    expect(await seedBlog(t.ctx.db)).toBe(0);
    await seedDemo(t.ctx.db);
    const [after] = await t.ctx.db.select({ n: count() }).from(blogPosts);
    expect(Number(after!.n)).toBe(BLOG_POSTS.length);
    const [edited] = await t.ctx.db.select().from(blogPosts).where(eq(blogPosts.slug, first.slug));
    expect(edited!.title).toBe('Edited by an admin');
    await t.ctx.db.update(blogPosts).set({ title: first.title }).where(eq(blogPosts.slug, first.slug));
  });

  it('meets the brief: at least five, 400 to 900 words, different 2026 dates, at least one in German', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(5);
    for (const p of BLOG_POSTS) {
      expect(words(p.bodyMarkdown), p.slug).toBeGreaterThanOrEqual(400);
      expect(words(p.bodyMarkdown), p.slug).toBeLessThanOrEqual(900);
      expect(p.publishedAt.startsWith('2026-'), p.slug).toBe(true);
      expect(p.tags.length, p.slug).toBeGreaterThan(0);
      // The page shows the title as the only h1.
      expect(p.bodyMarkdown, p.slug).not.toMatch(/^# /m);
    }
    expect(new Set(BLOG_POSTS.map((p) => p.publishedAt.slice(0, 10))).size).toBe(BLOG_POSTS.length);
    expect(BLOG_POSTS.some((p) => p.language === 'de')).toBe(true);
  });

  it('are public, newest first, signed by the admin demo account', async () => {
    const list = json<Post[]>(await new TestClient(t.app).get('/api/blog/posts'));
    expect(list.map((p) => p.slug)).toEqual(
      [...BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((p) => p.slug),
    );
    for (const p of list) expect(p).toMatchObject({ status: 'published', author: 'Annika Lindqvist' });
    const german = json<Post[]>(await new TestClient(t.app).get('/api/blog/posts?language=de'));
    expect(german.length).toBeGreaterThan(0);
    expect(german.every((p) => p.language === 'de')).toBe(true);
  });

  it.each(BLOG_POSTS.map((p) => [p.slug]))(
    'renders %s to HTML with sections and no Markdown left over',
    async (slug) => {
      const res = await new TestClient(t.app).get(`/api/blog/posts/${slug}`);
      expect(res.statusCode).toBe(200);
      const post = json<Post>(res);
      expect(post.html).toMatch(/<h2>[^<]+<\/h2>/);
      expect(post.html).not.toContain('<h1');
      expect(post.html).not.toMatch(/(^|\n)#{1,6} /);
      expect(post.html).not.toMatch(/\*\*\S/);
      expect(post.html).not.toContain('<script');
      // Internal links stay relative and get no nofollow; every link target is a path or https.
      for (const [, href] of post.html.matchAll(/href="([^"]+)"/g))
        expect(href).toMatch(/^(\/|https:\/\/|mailto:)/);
    },
  );

  it('are in the RSS feed', async () => {
    const rss = await t.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    for (const p of BLOG_POSTS) expect(rss.body).toContain(`/blog/${p.slug}</link>`);
  });
});

describe('seeded legal documents', () => {
  it('are inserted once', async () => {
    const [before] = await t.ctx.db.select({ n: count() }).from(legalDocuments);
    expect(Number(before!.n)).toBe(LEGAL_DOCUMENTS.length);
    expect(await seedLegal(t.ctx.db)).toBe(0);
    const [after] = await t.ctx.db.select({ n: count() }).from(legalDocuments);
    expect(Number(after!.n)).toBe(LEGAL_DOCUMENTS.length);
  });

  it.each(['en', 'de'])(
    'offer every kind in %s at the current version, the agreement at 2026-11',
    async (language) => {
      const list = json<{ kind: string; version: string; language: string }[]>(
        await new TestClient(t.app).get(`/api/legal/documents?language=${language}`),
      );
      expect(list.map((d) => d.kind)).toEqual([...legalKinds]);
      for (const d of list) expect(d).toMatchObject({ version: CURRENT_LEGAL_VERSION, language });
      expect(CURRENT_LEGAL_VERSION).toBe('2026-11');
    },
  );

  it('keep the previous versions of the terms and the privacy policy readable', async () => {
    const current = json<{ versions: { version: string }[]; html: string }>(
      await new TestClient(t.app).get('/api/legal/documents/privacy?language=de'),
    );
    expect(current.versions.map((v) => v.version)).toEqual(['2026-11', '2026-05']);
    expect(current.html).toContain('<table>');
    const old = json<{ version: string; html: string }>(
      await new TestClient(t.app).get('/api/legal/documents/terms?version=2026-05'),
    );
    expect(old.version).toBe('2026-05');
    expect(old.html).not.toContain('right of withdrawal');
  });

  it('mark company registry data as placeholders and name no invented company', async () => {
    for (const language of ['en', 'de']) {
      const imprint = json<{ html: string }>(
        await new TestClient(t.app).get(`/api/legal/documents/imprint?language=${language}`),
      );
      expect(imprint.html).toMatch(
        language === 'en'
          ? /\[Registered office to be completed\]/
          : /\[Sitz der Gesellschaft – noch zu ergänzen\]/,
      );
      expect(imprint.html).not.toMatch(/\b(GmbH|Ltd|HRB \d)/);
    }
  });

  it('cover the GDPR essentials in the privacy policy', async () => {
    const { html } = json<{ html: string }>(await new TestClient(t.app).get('/api/legal/documents/privacy'));
    // markdown-it's typographer would turn "(c)" into "©"; the source escapes it.
    expect(html).toContain('Art. 6(1)(c)');
    expect(html).not.toContain('©');
    for (const phrase of [
      'Controller',
      'Legal basis',
      'How long we keep data',
      'Your rights',
      'European Union',
      'under 16',
      'Processors',
      'Art. 77',
    ]) {
      expect(html).toContain(phrase);
    }
  });
});
