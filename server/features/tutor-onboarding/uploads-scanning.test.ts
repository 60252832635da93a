import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorDocuments } from '../../db/schema/index.ts';
import { type FakeClamd, startFakeClamd } from '../../test/fake-clamd.ts';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import { EICAR, TEST_FILES } from './test-files.ts';

/** Uploads with ClamAV configured (CLAMD_HOST): a loopback clamd that can be taken down and back. */
let t: TestApp;
let clamd: FakeClamd;
let origin = '';

beforeAll(async () => {
  clamd = await startFakeClamd({
    signatures: {
      'Eicar-Signature': Buffer.from(EICAR, 'latin1'),
      'Win.Trojan.Marker': Buffer.from('KNOWN-TROJAN-BYTES'),
    },
  });
  t = await createTestApp({
    RATE_LIMIT_DISABLED: 'true',
    CLAMD_HOST: '127.0.0.1',
    CLAMD_PORT: String(clamd.port),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 60_000);
afterAll(async () => {
  await t.dispose();
  await clamd.stop().catch(() => {});
});

const tutor = async () => {
  const { client, user } = await registerUser(t, { userType: 'tutor' });
  await client.get('/api/tutor-application');
  return { client, id: user.id as string };
};

type Result = { ok: true; url: string } | { ok: false; status: number; body: string; url: string | null };
function upload(
  client: TestClient,
  kind: string,
  bytes: Buffer,
  filename: string,
  retryDelays: number[] = [],
) {
  return new Promise<Result>((resolve) => {
    const u = new tus.Upload(bytes, {
      endpoint: `${origin}/api/uploads`,
      chunkSize: 1024,
      retryDelays,
      metadata: { kind, filename },
      headers: {
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': client.csrf ?? '',
        'x-requested-with': 'XMLHttpRequest',
      },
      onSuccess: () => resolve({ ok: true, url: u.url! }),
      onError: (error) => {
        const res = (error as tus.DetailedError).originalResponse;
        resolve({
          ok: false,
          status: res?.getStatus() ?? 0,
          body: res?.getBody() ?? String(error),
          url: u.url,
        });
      },
    });
    u.start();
  });
}

const documentsOf = (id: string) =>
  t.ctx.db.select().from(tutorDocuments).where(eq(tutorDocuments.tutorId, id));
const incomingFile = (url: string) =>
  path.join(t.ctx.env.DATA_DIR, 'uploads', 'incoming', decodeURIComponent(url.split('/').pop()!));

describe('uploads scanned by ClamAV', () => {
  it('accepts a clean file and records which scanners passed it', async () => {
    const { client, id } = await tutor();
    const before = clamd.scanned;
    expect(await upload(client, 'certificate', TEST_FILES.pdf(), 'diploma.pdf')).toMatchObject({ ok: true });
    expect(clamd.scanned).toBe(before + 1);
    expect(await documentsOf(id)).toMatchObject([{ scannedBy: 'clamav+builtin', scanVerdict: 'clean' }]);
  });

  it('refuses what ClamAV finds with a 422, and the EICAR file named .pdf too', async () => {
    const { client, id } = await tutor();
    const trojan = Buffer.concat([TEST_FILES.jpeg(), Buffer.from('KNOWN-TROJAN-BYTES')]);
    const res = await upload(client, 'id_document', trojan, 'passport.jpg');
    expect(res).toMatchObject({ ok: false, status: 422 });
    expect(JSON.parse((res as { body: string }).body).key).toBe('onboarding.upload.infected');
    expect(existsSync(incomingFile(res.url!))).toBe(false);
    expect(await upload(client, 'certificate', TEST_FILES.eicar(), 'diploma.pdf')).toMatchObject({
      status: 422,
    });
    expect(await documentsOf(id)).toEqual([]);
  });

  it('answers 503 while clamd is down and keeps the upload; a resume after it is back accepts it', async () => {
    const { client, id } = await tutor();
    await clamd.stop();
    try {
      const res = await upload(client, 'certificate', TEST_FILES.pdf(), 'diploma.pdf');
      expect(res).toMatchObject({ ok: false, status: 503 });
      expect(JSON.parse((res as { body: string }).body)).toMatchObject({
        key: 'onboarding.upload.scanUnavailable',
        message: expect.stringMatching(/try again/),
      });
      expect(existsSync(incomingFile(res.url!))).toBe(true);
      expect(await documentsOf(id)).toEqual([]);
      // A client resuming asks for the offset: not "complete" (it is no document yet), but "locked".
      const uploadPath = new URL(res.url!).pathname;
      const head = () =>
        client.request('HEAD', uploadPath, undefined, { headers: { 'tus-resumable': '1.0.0' } });
      expect((await head()).statusCode).toBe(423);
      await clamd.start();
      const resumed = await head();
      expect(resumed.statusCode).toBe(200);
      expect(resumed.headers['upload-offset']).toBe(String(TEST_FILES.pdf().length));
      expect(resumed.headers['upload-length']).toBe(String(TEST_FILES.pdf().length));
      expect(await documentsOf(id)).toMatchObject([{ fileName: 'diploma.pdf', scannedBy: 'clamav+builtin' }]);
      expect(existsSync(incomingFile(res.url!))).toBe(false);
      // Accepted once: asking again finds nothing left to accept.
      expect((await head()).statusCode).toBe(404);
    } finally {
      await clamd.start();
    }
  });

  it('lets tus-js-client’s own retry finish the upload once clamd is back', async () => {
    const { client, id } = await tutor();
    await clamd.stop();
    const before = clamd.scanned;
    const back = new Promise<void>((resolve) => setTimeout(() => void clamd.start().then(resolve), 300));
    expect(await upload(client, 'id_document', TEST_FILES.jpeg(), 'passport.jpg', [800, 800])).toMatchObject({
      ok: true,
    });
    await back;
    // Scanned once, after clamd came back: the first attempt found it down.
    expect(clamd.scanned).toBe(before + 1);
    expect(await documentsOf(id)).toHaveLength(1);
  });
});
