import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { SEEDED, seedDemo } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * What visitors read on the server-rendered pages (ADR 014): only what is true today. The pages are
 * rendered by the client's own components, with the data of their routes.
 */
let plain: TestApp;
let withWhatsapp: TestApp;
beforeAll(async () => {
  plain = await createTestApp({}, { pages: true });
  withWhatsapp = await createTestApp({ SUPPORT_WHATSAPP: '4915123456789' }, { pages: true });
  await seedDemo(plain.ctx.db);
});
afterAll(async () => Promise.all([plain.dispose(), withWhatsapp.dispose()]));

const page = async (t: TestApp, url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));

describe('WhatsApp support links', () => {
  it.each(['/', '/faq'])(
    'are not on %s while SUPPORT_WHATSAPP is unset: no placeholder number',
    async (url) => {
      const html = await page(plain, url);
      expect(html).not.toContain('wa.me');
      expect(textOf(html)).not.toMatch(/WhatsApp Support|Message our support team on WhatsApp/);
    },
  );

  it.each(['/', '/faq'])('are rendered by the server on %s with the configured number', async (url) => {
    const html = await page(withWhatsapp, url);
    expect(html).toContain('href="https://wa.me/4915123456789"');
  });
});

describe('the landing page', () => {
  it('claims only what works today, with no past roadmap date', async () => {
    const text = textOf(await page(plain, '/'));
    for (const claim of [
      /Simi/,
      /translat/i,
      /captions/i,
      /around the clock/i,
      /24\/7/,
      /Q2 2025/,
      /progress tracking/i,
    ])
      expect(text).not.toMatch(claim);
    expect(text).toContain('In your language');
    expect(text).toContain('Full launch across Europe Planned');
    expect(text).toContain('Only verified tutors are listed');
  });

  it('counts learners only in "Active Learners", without "+"', async () => {
    const html = await page(plain, '/');
    const tile = /data-testid="metric-activeLearners"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    // The demo learner, the adult demo learners and the demo children; not the tutors or staff.
    expect(textOf(tile)).toMatch(new RegExp(`\\b${SEEDED.learners}\\b`));
    expect(textOf(tile)).not.toContain('+');
  });
});

describe('tutor cards on skill and city pages', () => {
  it('show language names, the rating from stored reviews and no "Next available" time', async () => {
    // Lukas's card: the mean of his review rows and their count, computed here.
    const [stats] = rowsOf<{ n: number; mean: string }>(
      await plain.ctx.db.execute(
        sql`select count(*)::int as n, round(avg(r.rating), 1)::text as mean from reviews r join users u on u.id = r.tutor_id where u.email = 'lukas.meyer@demo.trt-tutoring.eu'`,
      ),
    );
    const lukas = `${stats!.mean} (${stats!.n} reviews)`;
    for (const url of ['/learn/guitar', '/city/hamburg']) {
      const text = textOf(await page(plain, url));
      expect(text, url).toContain('German and English');
      expect(text, url).not.toMatch(/\bde, en\b/);
      expect(text, url).toContain(lukas);
      expect(text, url).not.toMatch(/Next available|No free time/);
    }
    // In the reader's language too.
    const german = textOf(await page(plain, '/de/learn/guitar'));
    expect(german).toContain('Deutsch und Englisch');
  });
});
