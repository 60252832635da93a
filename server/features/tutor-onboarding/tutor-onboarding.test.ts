import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ApplicationReview } from '../../../common/contracts/tutor-onboarding.ts';
import { VERIFICATION_STEPS } from '../../../common/constants.ts';
import { emailOutbox, skills, tutorDocuments, tutorProfiles, users } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import { TEST_FILES } from './test-files.ts';

let t: TestApp;
let origin = '';
let admin: TestClient;
let secondAdmin: TestClient;
const SKILL = 'onboarding-test-cello';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
  await t.ctx.db.insert(skills).values({ id: SKILL, name: 'Cello', category: 'music' }).onConflictDoNothing();
  admin = await staff();
  secondAdmin = await staff();
}, 60_000);
afterAll(async () => t.dispose());

async function staff() {
  const { client, user } = await registerUser(t);
  await t.ctx.db
    .update(users)
    .set({ userType: 'admin' })
    .where(eq(users.id, user.id as string));
  return client;
}

const tutorAccount = async () => {
  const { client, user } = await registerUser(t, { userType: 'tutor', firstName: 'Jana', lastName: 'Novak' });
  return { client, id: user.id as string };
};

/** Uploads bytes as the browser does: the tus protocol, in pieces, with the session's cookie and token. */
function upload(client: TestClient, kind: string, bytes: Buffer, filename: string, chunkSize = 1024) {
  return new Promise<{ ok: true } | { ok: false; status: number; body: string }>((resolve) => {
    const u = new tus.Upload(bytes, {
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
    });
    u.start();
  });
}

const profile = {
  headline: 'Cellist and patient teacher',
  bio: 'I studied cello in Prague and have taught children and adults for nine years, in orchestras and at home.',
  cityId: null,
  languages: ['cs', 'en'],
  yearsExperience: 9,
  skills: [{ skillId: SKILL, levels: ['beginner', 'intermediate'] }],
  worksWithMinors: false,
};

async function completeApplication(client: TestClient, extra: Partial<typeof profile> = {}) {
  expect((await client.request('PUT', '/api/tutor-application', { ...profile, ...extra })).statusCode).toBe(
    200,
  );
  const hours = await client.request('PUT', '/api/booking/availability', {
    timeZone: 'Europe/Prague',
    windows: [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 21 * 60 })),
    daysOff: [],
  });
  expect(hours.statusCode).toBe(200);
  expect(await upload(client, 'id_document', TEST_FILES.jpeg(), 'passport.jpg')).toEqual({ ok: true });
  expect(await upload(client, 'certificate', TEST_FILES.pdf(), 'diploma.pdf')).toEqual({ ok: true });
  expect(await upload(client, 'video_intro', TEST_FILES.mp4(), 'hello.mp4')).toEqual({ ok: true });
}

const decide = (
  client: TestClient,
  tutorId: string,
  step: string,
  decision: 'approve' | 'reject',
  feedback = '',
) => client.post(`/api/admin/tutor-applications/${tutorId}/steps/${step}`, { decision, feedback });

const bookable = async (tutorId: string) => {
  const res = await admin.get(`/api/booking/tutors?skillId=${SKILL}`);
  return json<{ id: string }[]>(res).some((x) => x.id === tutorId);
};

describe('a tutor application', () => {
  it('starts as a draft that names everything still missing', async () => {
    const { client } = await tutorAccount();
    const res = await client.get('/api/tutor-application');
    expect(res.statusCode).toBe(200);
    const app = json<Application>(res);
    expect(app.status).toBe('draft');
    expect(app.editable).toBe(true);
    expect(app.missing).toEqual([
      'headline',
      'bio',
      'languages',
      'skills',
      'availability',
      'id_document',
      'certificate',
      'video_intro',
    ]);
    expect(app.steps.map((s) => s.step)).toEqual([...VERIFICATION_STEPS]);
  });

  it('refuses unknown skills and cities with a 400 and keeps what was saved', async () => {
    const { client } = await tutorAccount();
    expect((await client.request('PUT', '/api/tutor-application', profile)).statusCode).toBe(200);
    const badSkill = await client.request('PUT', '/api/tutor-application', {
      ...profile,
      headline: 'Something else entirely',
      skills: [{ skillId: 'no-such-skill', levels: ['beginner'] }],
    });
    expect(badSkill.statusCode).toBe(400);
    expect(json(badSkill).key).toBe('onboarding.validation.skills');
    const badCity = await client.request('PUT', '/api/tutor-application', { ...profile, cityId: 'atlantis' });
    expect(badCity.statusCode).toBe(400);
    expect(json(badCity).key).toBe('onboarding.validation.city');
    const noLevels = await client.request('PUT', '/api/tutor-application', {
      ...profile,
      skills: [{ skillId: SKILL, levels: [] }],
    });
    expect(noLevels.statusCode).toBe(400);
    const app = json<Application>(await client.get('/api/tutor-application'));
    expect(app.profile.headline).toBe(profile.headline);
    expect(app.skills).toEqual([{ skillId: SKILL, name: 'Cello', levels: ['beginner', 'intermediate'] }]);
  });

  it('cannot be submitted while incomplete', async () => {
    const { client } = await tutorAccount();
    await client.request('PUT', '/api/tutor-application', profile);
    const res = await client.post('/api/tutor-application/submit', {});
    expect(res.statusCode).toBe(400);
    expect(json<{ details: { missing: string[] } }>(res).details.missing).toEqual([
      'availability',
      'id_document',
      'certificate',
      'video_intro',
    ]);
    expect(json<Application>(await client.get('/api/tutor-application')).status).toBe('draft');
  });
});

describe('uploads', () => {
  it('accepts a document in pieces and reads its type from its bytes', async () => {
    const { client } = await tutorAccount();
    await client.get('/api/tutor-application');
    expect(await upload(client, 'certificate', TEST_FILES.pdf(), '../../etc/diploma.pdf', 16)).toEqual({
      ok: true,
    });
    const app = json<Application>(await client.get('/api/tutor-application'));
    expect(app.documents).toHaveLength(1);
    expect(app.documents[0]).toMatchObject({
      kind: 'certificate',
      fileName: 'diploma.pdf',
      mimeType: 'application/pdf',
      sizeBytes: TEST_FILES.pdf().length,
    });
    const [row] = await t.ctx.db
      .select()
      .from(tutorDocuments)
      .where(eq(tutorDocuments.id, app.documents[0]!.id));
    expect(row).toMatchObject({ scannedBy: 'builtin', scanVerdict: 'clean' });
    expect(row!.scannedAt).toBeInstanceOf(Date);
    const file = await client.get(`/api/tutor-documents/${app.documents[0]!.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''diploma.pdf");
    expect(file.rawPayload.equals(TEST_FILES.pdf())).toBe(true);
  });

  it('refuses a file whose bytes are not what its kind allows, and keeps nothing of it', async () => {
    const { client, id } = await tutorAccount();
    await client.get('/api/tutor-application');
    const fake = await upload(client, 'certificate', TEST_FILES.fakePdf(), 'diploma.pdf');
    expect(fake).toMatchObject({ ok: false, status: 415 });
    expect(JSON.parse((fake as { body: string }).body).key).toBe('onboarding.upload.type');
    const videoAsId = await upload(client, 'id_document', TEST_FILES.mp4(), 'id.mp4');
    expect(videoAsId).toMatchObject({ ok: false, status: 415 });
    expect(await t.ctx.db.select().from(tutorDocuments).where(eq(tutorDocuments.tutorId, id))).toEqual([]);
  });

  it('refuses harmful files with a 422 and keeps nothing of them: the EICAR test file named .pdf, a PDF that runs script', async () => {
    const { client, id } = await tutorAccount();
    await client.get('/api/tutor-application');
    const eicar = await upload(client, 'certificate', TEST_FILES.eicar(), 'diploma.pdf');
    expect(eicar).toMatchObject({ ok: false, status: 422 });
    expect(JSON.parse((eicar as { body: string }).body)).toMatchObject({
      key: 'onboarding.upload.infected',
      message: expect.stringMatching(/harmful/),
    });
    const script = await upload(client, 'id_document', TEST_FILES.pdfWithJavaScript(), 'passport.pdf', 32);
    expect(script).toMatchObject({ ok: false, status: 422 });
    expect(await t.ctx.db.select().from(tutorDocuments).where(eq(tutorDocuments.tutorId, id))).toEqual([]);
    const left = await readdir(path.join(t.ctx.env.DATA_DIR, 'uploads', 'incoming')).catch(() => []);
    expect(left.filter((name) => name.startsWith(id))).toEqual([]);
    // A clean PDF from the same tutor is accepted.
    expect(await upload(client, 'certificate', TEST_FILES.pdf(), 'diploma.pdf')).toEqual({ ok: true });
  });

  it('refuses an unknown kind and a file over the size limit before any byte is sent', async () => {
    const { client } = await tutorAccount();
    await client.get('/api/tutor-application');
    expect(await upload(client, 'selfie', TEST_FILES.jpeg(), 'me.jpg')).toMatchObject({
      ok: false,
      status: 400,
    });
    const big = Buffer.concat([TEST_FILES.pdf(), Buffer.alloc(10_000_000)]);
    const res = await upload(client, 'certificate', big, 'huge.pdf', 64 * 1024 * 1024);
    expect(res).toMatchObject({ ok: false, status: 413 });
    expect(JSON.parse((res as { body: string }).body)).toMatchObject({
      key: 'onboarding.upload.tooLarge',
      params: { megabytes: 10 },
    });
  });

  it('keeps documents private: another tutor gets 404, staff may read them', async () => {
    const owner = await tutorAccount();
    await owner.client.get('/api/tutor-application');
    await upload(owner.client, 'id_document', TEST_FILES.jpeg(), 'passport.jpg');
    const [doc] = json<Application>(await owner.client.get('/api/tutor-application')).documents;
    const other = await tutorAccount();
    expect((await other.client.get(`/api/tutor-documents/${doc!.id}/file`)).statusCode).toBe(404);
    expect((await admin.get(`/api/tutor-documents/${doc!.id}/file`)).statusCode).toBe(200);
    // Nor can another tutor continue or delete someone's upload.
    const res = await other.client.request('DELETE', `/api/tutor-application/documents/${doc!.id}`);
    expect(res.statusCode).toBe(404);
    const head = await other.client.request(
      'PATCH',
      `/api/uploads/${owner.id}.00000000-0000-4000-8000-000000000000`,
      undefined,
      {
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
      },
    );
    expect(head.statusCode).toBe(404);
    expect(
      (await owner.client.request('DELETE', `/api/tutor-application/documents/${doc!.id}`)).statusCode,
    ).toBe(200);
    expect((await owner.client.get(`/api/tutor-documents/${doc!.id}/file`)).statusCode).toBe(404);
  });

  it('refuses uploads from anyone but tutors', async () => {
    const { client } = await registerUser(t);
    expect(await upload(client, 'certificate', TEST_FILES.pdf(), 'a.pdf')).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});

describe('review', () => {
  it('rejects with feedback, takes a resubmission and verifies the tutor, who becomes bookable', async () => {
    const { client, id } = await tutorAccount();
    await completeApplication(client);
    const submitted = json<Application>(await client.post('/api/tutor-application/submit', {}));
    expect(submitted).toMatchObject({ status: 'submitted', revision: 1, editable: false, missing: [] });
    expect((await client.post('/api/tutor-application/submit', {})).statusCode).toBe(409);
    expect((await client.request('PUT', '/api/tutor-application', profile)).statusCode).toBe(409);
    expect(await upload(client, 'certificate', TEST_FILES.pdf(), 'late.pdf')).toMatchObject({
      ok: false,
      status: 409,
    });

    const queue = json<{ tutor: { id: string } }[]>(await admin.get('/api/admin/tutor-applications'));
    expect(queue.some((q) => q.tutor.id === id)).toBe(true);
    expect((await decide(admin, id, 'identity', 'reject')).statusCode).toBe(400);
    expect(
      (await decide(admin, id, 'identity', 'reject', 'The photo of your ID is blurred.')).statusCode,
    ).toBe(200);
    expect((await decide(admin, id, 'identity', 'approve')).statusCode).toBe(409);
    for (const step of VERIFICATION_STEPS.filter((s) => s !== 'identity'))
      expect((await decide(admin, id, step, 'approve')).statusCode).toBe(200);

    const back = json<Application>(await client.get('/api/tutor-application'));
    expect(back).toMatchObject({ status: 'changes_requested', editable: true });
    expect(back.steps.find((s) => s.step === 'identity')).toMatchObject({
      status: 'rejected',
      feedback: 'The photo of your ID is blurred.',
    });
    expect(await bookable(id)).toBe(false);
    await t.ctx.jobs.drain();
    const mail = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, id));
    expect(mail.map((m) => m.template)).toEqual(['tutorChangesRequested']);
    expect(mail[0]!.body).toContain('The photo of your ID is blurred.');

    // The tutor replaces the ID and sends it again: only the rejected step is reviewed again.
    const old = back.documents.find((d) => d.kind === 'id_document')!;
    await client.request('DELETE', `/api/tutor-application/documents/${old.id}`);
    expect(await upload(client, 'id_document', TEST_FILES.jpeg(), 'passport-sharp.jpg')).toEqual({
      ok: true,
    });
    const again = json<Application>(await client.post('/api/tutor-application/submit', {}));
    expect(again.revision).toBe(2);
    expect(again.steps.filter((s) => s.status === 'pending').map((s) => s.step)).toEqual(['identity']);
    const review = json<ApplicationReview>(await decide(admin, id, 'identity', 'approve'));
    expect(review.status).toBe('approved');
    expect(await bookable(id)).toBe(true);
    const [tutor] = await t.ctx.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, id));
    expect(tutor!.verifiedAt).not.toBeNull();
    expect(tutor!.clearedForMinorsAt).toBeNull();
    await t.ctx.jobs.drain();
    expect(t.mailer.sent.filter((m) => m.kind === 'tutorApproved').length).toBeGreaterThanOrEqual(1);
  });

  it('asks tutors of minors for a criminal-record certificate and clears them with it', async () => {
    const { client, id } = await tutorAccount();
    await completeApplication(client, { worksWithMinors: true });
    const res = await client.post('/api/tutor-application/submit', {});
    expect(json<{ details: { missing: string[] } }>(res).details.missing).toEqual(['criminal_record']);
    expect(await upload(client, 'criminal_record', TEST_FILES.pdf(), 'fuehrungszeugnis.pdf')).toEqual({
      ok: true,
    });
    expect((await client.post('/api/tutor-application/submit', {})).statusCode).toBe(200);
    for (const step of VERIFICATION_STEPS) await decide(admin, id, step, 'approve');
    const [tutor] = await t.ctx.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, id));
    expect(tutor!.clearedForMinorsAt).not.toBeNull();
  });

  it('ends a round once when two reviewers decide the last steps at the same time', async () => {
    const { client, id } = await tutorAccount();
    await completeApplication(client);
    await client.post('/api/tutor-application/submit', {});
    for (const step of VERIFICATION_STEPS.slice(0, 4)) await decide(admin, id, step, 'approve');
    const [a, b] = await Promise.all([
      decide(admin, id, 'sample_lesson', 'approve'),
      decide(secondAdmin, id, 'training', 'reject', 'Please finish the platform training first.'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const app = json<Application>(await client.get('/api/tutor-application'));
    expect(app.status).toBe('changes_requested');
    const mail = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, id));
    expect(mail).toHaveLength(1);
  });

  it('is for staff only', async () => {
    const { client, id } = await tutorAccount();
    expect((await client.get('/api/admin/tutor-applications')).statusCode).toBe(403);
    expect((await decide(client, id, 'identity', 'approve')).statusCode).toBe(403);
  });
});
