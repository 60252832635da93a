import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/seed.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
  admin = new TestClient(t.app);
  await admin.post('/api/login', { username: 'admin@demo.trt-tutoring.eu', password: 'Demo-Tutoring-2026!' });
});
afterAll(async () => t.dispose());

const listSlugs = async () =>
  json<{ slug: string }[]>(await new TestClient(t.app).get('/api/blog/posts')).map((p) => p.slug);

const article = {
  title: 'Why three learners per tutor works',
  summary: 'Small groups, real conversation.',
  bodyMarkdown:
    '# Small groups\n\nThree learners talk more.\n\n<script>alert(1)</script>\n\n[evil](javascript:alert(1)) [ok](https://example.eu)',
  tags: ['groups', 'learning'],
};

describe('blog', () => {
  it('lets an admin write a draft, publish it, and renders Markdown without scripts', async () => {
    const created = await admin.post('/api/admin/blog/posts', article);
    expect(created.statusCode).toBe(200);
    const post = json<{ id: string; slug: string; status: string; html: string }>(created);
    expect(post).toMatchObject({ slug: 'why-three-learners-per-tutor-works', status: 'draft' });
    expect(post.html).toContain('<h1>Small groups</h1>');
    expect(post.html).not.toContain('<script>');
    expect(post.html).toContain('&lt;script&gt;');
    expect(post.html).not.toMatch(/href="javascript:/);
    expect(post.html).toContain('rel="noopener noreferrer nofollow"');
    // Drafts are not public.
    expect((await new TestClient(t.app).get(`/api/blog/posts/${post.slug}`)).statusCode).toBe(404);
    const slugs = (await listSlugs()).filter((s) => s === post.slug);
    expect(slugs).toEqual([]);
    await admin.post(`/api/admin/blog/posts/${post.id}/status`, { status: 'published' });
    const pub = json(await new TestClient(t.app).get(`/api/blog/posts/${post.slug}`));
    expect(pub).toMatchObject({ title: article.title, author: 'Annika Lindqvist', status: 'published' });
    expect(await listSlugs()).toContain(post.slug);
    const byTag = json<{ slug: string; tags: string[] }[]>(
      await new TestClient(t.app).get('/api/blog/posts?tag=groups'),
    );
    expect(byTag.map((p) => p.slug)).toContain(post.slug);
    expect(byTag.every((p) => p.tags.includes('groups'))).toBe(true);
  });

  it('refuses a second article at the same address with 409', async () => {
    const res = await admin.post('/api/admin/blog/posts', article);
    expect(res.statusCode).toBe(409);
  });

  it('keeps non-admins out of the editor', async () => {
    const { client } = await registerUser(t);
    expect((await client.post('/api/admin/blog/posts', { ...article, slug: 'other' })).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/admin/blog/posts')).statusCode).toBe(401);
  });

  it('serves an RSS feed of published articles', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<title>Why three learners per tutor works</title>');
    expect(res.body).toContain('http://localhost:5000/blog/why-three-learners-per-tutor-works');
  });
});
