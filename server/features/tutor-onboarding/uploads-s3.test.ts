import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '../../../common/contracts/tutor-onboarding.ts';
import { type App, buildApp } from '../../app.ts';
import { tutorDocuments } from '../../db/schema/index.ts';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { createTestApp, json, registerUser, type TestApp, TestClient } from '../../test/test-app.ts';
import { TEST_FILES } from './test-files.ts';

/**
 * Uploads with S3_BUCKET set, against a real S3 server on loopback (s3rver; server/test/s3-server.ts):
 * tus's parts, the scan and the type check read from the bucket, documents stored in it. And two
 * app nodes over one database and one bucket, as production runs them: an upload begun on one node
 * is continued and finished on the other.
 */
let s3: TestS3;
let t: TestApp;
let nodeB: App;
let origin = '';

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true', ...s3.env });
  nodeB = await buildApp({ env: t.ctx.env, database: t.ctx.database, mailer: t.mailer });
  await nodeB.app.ready();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 60_000);
afterAll(async () => {
  await nodeB?.close();
  await t?.dispose();
  await s3?.close();
});

const tutor = async () => {
  const { client, user } = await registerUser(t, { userType: 'tutor' });
  await client.get('/api/tutor-application');
  return { client, id: user.id as string };
};

function upload(client: TestClient, kind: string, bytes: Buffer, filename: string, chunkSize: number) {
  return new Promise<{ ok: true } | { ok: false; status: number; body: string }>((resolve) => {
    new tus.Upload(bytes, {
      endpoint: `${origin}/api/uploads`,
      chunkSize,
      retryDelays: [],
      metadata: { kind, filename },
      headers: {
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': client.csrf ?? '',
        'x-requested-with': 'XMLHttpRequest',
      },
      onSuccess: () => resolve({ ok: true }),
      onError: (error) => {
        const res = (error as tus.DetailedError).originalResponse;
        resolve({ ok: false, status: res?.getStatus() ?? 0, body: res?.getBody() ?? String(error) });
      },
    }).start();
  });
}

/** A video introduction a little over one 5 MiB part, with bytes that say MP4. */
const video = () => {
  const bytes = Buffer.concat([TEST_FILES.mp4(), Buffer.alloc(5 * 1024 * 1024 + 20_000, 3)]);
  bytes.write('LAST', bytes.length - 4);
  return bytes;
};

describe('uploads in S3', () => {
  it('takes a video in 5 MiB parts and a PDF in small pieces, stores both in the bucket and serves them', async () => {
    const { client, id } = await tutor();
    expect(await upload(client, 'video_intro', video(), 'hello.mp4', 5 * 1024 * 1024)).toEqual({ ok: true });
    expect(await upload(client, 'certificate', TEST_FILES.pdf(), 'diploma.pdf', 16)).toEqual({ ok: true });
    const app = json<Application>(await client.get('/api/tutor-application'));
    expect(app.documents.map((d) => d.kind).sort()).toEqual(['certificate', 'video_intro']);
    const rows = await t.ctx.db.select().from(tutorDocuments).where(eq(tutorDocuments.tutorId, id));
    const keys = await s3.keys();
    for (const row of rows) expect(keys).toContain(`documents/${row.storageKey}`);
    // Nothing of the uploads is left at the top of the bucket.
    expect(keys.filter((k) => k.startsWith(id))).toEqual([]);
    const file = await client.get(
      `/api/tutor-documents/${app.documents.find((d) => d.kind === 'video_intro')!.id}/file`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.equals(video())).toBe(true);
    // Removing the document removes its object.
    const pdf = app.documents.find((d) => d.kind === 'certificate')!;
    const pdfKey = rows.find((r) => r.id === pdf.id)!.storageKey;
    expect((await client.request('DELETE', `/api/tutor-application/documents/${pdf.id}`)).statusCode).toBe(
      200,
    );
    expect(await s3.keys()).not.toContain(`documents/${pdfKey}`);
  });

  it('scans and types the bytes read back from the bucket, and deletes a refused upload there', async () => {
    const { client, id } = await tutor();
    expect(await upload(client, 'certificate', TEST_FILES.eicar(), 'diploma.pdf', 1024)).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(await upload(client, 'certificate', TEST_FILES.fakePdf(), 'diploma.pdf', 1024)).toMatchObject({
      ok: false,
      status: 415,
    });
    expect((await s3.keys()).filter((k) => k.startsWith(id))).toEqual([]);
    expect(await t.ctx.db.select().from(tutorDocuments).where(eq(tutorDocuments.tutorId, id))).toEqual([]);
  });

  it('continues on a second node an upload begun on the first', async () => {
    const { client, id } = await tutor();
    const onB = new TestClient(nodeB.app);
    onB.cookies = client.cookies;
    onB.csrf = client.csrf;
    const bytes = video();
    const tusHeaders = { 'tus-resumable': '1.0.0' };
    const created = await client.request('POST', '/api/uploads', undefined, {
      headers: {
        ...tusHeaders,
        'upload-length': String(bytes.length),
        'upload-metadata': `kind ${Buffer.from('video_intro').toString('base64')},filename ${Buffer.from('hi.mp4').toString('base64')}`,
      },
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const patch = (c: TestClient, offset: number, end: number) =>
      c.request('PATCH', location, bytes.subarray(offset, end), {
        headers: {
          ...tusHeaders,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
      });
    const split = 5 * 1024 * 1024;
    expect((await patch(client, 0, split)).statusCode).toBe(204);
    // Node B knows how far node A got: the parts are in the bucket, not on A's disk.
    const head = await onB.request('HEAD', location, undefined, { headers: tusHeaders });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(split));
    const last = await patch(onB, split, bytes.length);
    expect(last.statusCode).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(bytes.length));
    const [row] = await t.ctx.db.select().from(tutorDocuments).where(eq(tutorDocuments.tutorId, id));
    expect(row).toMatchObject({ kind: 'video_intro', sizeBytes: bytes.length, scannedBy: 'builtin' });
    const file = await onB.get(`/api/tutor-documents/${row!.id}/file`);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });
});
