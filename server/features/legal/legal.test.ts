import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalAcceptances, legalDocuments } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.insert(legalDocuments).values([
    {
      kind: 'terms',
      version: '2026-01',
      language: 'en',
      title: 'Terms',
      bodyMarkdown: 'Old terms.',
      publishedAt: new Date('2026-01-01'),
    },
    {
      kind: 'terms',
      version: '2026-11',
      language: 'en',
      title: 'Terms',
      bodyMarkdown: 'New **terms**.',
      publishedAt: new Date('2026-11-01'),
    },
    {
      kind: 'terms',
      version: '2026-11',
      language: 'de',
      title: 'AGB',
      bodyMarkdown: 'Neue AGB.',
      publishedAt: new Date('2026-11-01'),
    },
    {
      kind: 'privacy',
      version: '2026-11',
      language: 'en',
      title: 'Privacy policy',
      bodyMarkdown: 'We keep data in the EU.',
      publishedAt: new Date('2026-11-01'),
    },
  ]);
});
afterAll(async () => t.dispose());

describe('legal documents', () => {
  it('lists the current version of each kind, in the language when it exists', async () => {
    const de = json<{ kind: string; language: string; version: string }[]>(
      await new TestClient(t.app).get('/api/legal/documents?language=de'),
    );
    expect(de).toEqual([
      expect.objectContaining({ kind: 'terms', language: 'de', version: '2026-11' }),
      expect.objectContaining({ kind: 'privacy', language: 'en' }),
    ]);
  });

  it('serves older versions and the history', async () => {
    const current = json(await new TestClient(t.app).get('/api/legal/documents/terms'));
    expect(current).toMatchObject({ version: '2026-11', html: '<p>New <strong>terms</strong>.</p>\n' });
    expect((current.versions as { version: string }[]).map((v) => v.version)).toEqual(['2026-11', '2026-01']);
    const old = json(await new TestClient(t.app).get('/api/legal/documents/terms?version=2026-01'));
    expect(old.html).toContain('Old terms.');
    expect((await new TestClient(t.app).get('/api/legal/documents/terms?version=1999')).statusCode).toBe(404);
    expect((await new TestClient(t.app).get('/api/legal/documents/nonsense')).statusCode).toBe(400);
  });

  it('records the platform agreement accepted at registration with its version', async () => {
    const { user } = await registerUser(t, { agreementVersion: '2026-11' });
    const rows = await t.ctx.db.select().from(legalAcceptances);
    expect(rows).toEqual([
      expect.objectContaining({ userId: user.id, kind: 'agreement', version: '2026-11' }),
    ]);
  });
});
