import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_DOCUMENTS_PER_KIND, UPLOAD_RULES } from '../../../common/constants.ts';
import { UPLOADS_PATH } from '../../../common/contracts/routes.ts';
import type { AppContext } from '../../context.ts';
import { rawRoute } from '../../http/route.ts';
import { ScannerUnavailableError } from '../../integrations/scanning/index.ts';
import { isEditable } from './application.policy.ts';
import * as repo from './application.repo.ts';
import { isDocumentKind } from './application.service.ts';

/** Who is uploading: set around each tus request, read by the hooks tus calls within it. */
const uploader = new AsyncLocalStorage<{ userId: string }>();

const MAX_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));
export const UPLOAD_CLEANUP_QUEUE = 'uploads.cleanup';
/** The type check reads the file's first bytes; file-type needs far fewer for the types we accept. */
const TYPE_SAMPLE_BYTES = 64 * 1024;

/** A refusal tus sends as the answer: JSON with the message and its i18n key, as our API errors are. */
const refuse = (status_code: number, message: string, key: string, params: Record<string, number> = {}) => ({
  status_code,
  body: JSON.stringify({ message, key, params }),
});
type Refusal = ReturnType<typeof refuse>;
const isRefusal = (error: unknown): error is Refusal =>
  typeof (error as Refusal)?.status_code === 'number' && typeof (error as Refusal)?.body === 'string';

/** A file name as shown back: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'document';
}

/**
 * Resumable uploads of verification documents over the tus protocol (ADR 020): a phone on a train
 * can send a 100 MB video introduction in pieces. Each upload names its document kind in its
 * metadata; its size is checked when it starts; when it ends its bytes are scanned for malware and
 * its type read from them (ADR 024), and only then does it become a document of the tutor's
 * application. Upload ids begin with the uploader's user id, so nobody can continue or read someone
 * else's upload. Uploads, their locks and documents may live on another node (ADR 024).
 */
export function registerUploads(app: FastifyInstance, ctx: AppContext) {
  const { incoming, locker } = ctx.uploads;
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: incoming.datastore,
    // Shared by every node (ADR 024): a PATCH resumed on another node still waits for the first.
    locker,
    relativeLocation: true,
    respectForwardedHeaders: false,
    maxSize: MAX_BYTES,
    namingFunction: () => `${uploader.getStore()!.userId}.${randomUUID()}`,
    async onUploadCreate(_req, upload) {
      const userId = uploader.getStore()!.userId;
      const kind = upload.metadata?.kind;
      if (!isDocumentKind(kind))
        throw refuse(400, 'Choose which document this is.', 'onboarding.upload.kind');
      const rule = UPLOAD_RULES[kind];
      if (upload.size === undefined || upload.size <= 0)
        throw refuse(400, 'The file is empty.', 'onboarding.upload.empty');
      if (upload.size > rule.maxBytes)
        throw refuse(413, 'The file is too large.', 'onboarding.upload.tooLarge', {
          megabytes: rule.maxBytes / 1_000_000,
        });
      const row = await repo.applicationRow(ctx.db, userId);
      if (!row || !isEditable(row.status))
        throw refuse(409, 'Your application cannot be changed now.', 'onboarding.errors.underReview');
      if ((await repo.countOfKind(ctx.db, userId, kind)) >= MAX_DOCUMENTS_PER_KIND)
        throw refuse(409, 'There are already enough files of this kind.', 'onboarding.upload.tooMany', {
          count: MAX_DOCUMENTS_PER_KIND,
        });
      return { metadata: upload.metadata };
    },
    async onUploadFinish(_req, upload) {
      await acceptUpload(ctx, uploader.getStore()!.userId, upload.id);
      return {};
    },
  });

  ctx.jobs.handle(
    UPLOAD_CLEANUP_QUEUE,
    async () => {
      const removed = await incoming.removeExpired();
      if (removed) ctx.log.info({ removed }, 'expired uploads removed');
    },
    { cron: '17 3 * * *' },
  );

  // The file's bytes are tus's to read from the request stream: Fastify must not parse them.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const handle = rawHandler(tus, ctx);
  const access = { permission: 'teaching:use' as const };
  rawRoute(app, { method: ['POST'], url: UPLOADS_PATH, access, listed: ['POST'] }, handle);
  rawRoute(
    app,
    { method: ['HEAD', 'PATCH', 'DELETE'], url: `${UPLOADS_PATH}/:id`, access, listed: ['PATCH', 'DELETE'] },
    handle,
  );
}

function rawHandler(tus: Server, ctx: AppContext) {
  return async (
    req: Parameters<Parameters<typeof rawRoute>[2]>[0],
    reply: Parameters<Parameters<typeof rawRoute>[2]>[1],
    auth: Parameters<Parameters<typeof rawRoute>[2]>[2],
  ) => {
    const userId = auth!.user.id;
    const id = (req.params as { id?: string }).id;
    if (id !== undefined && !decodeURIComponent(id).startsWith(`${userId}.`))
      return reply.status(404).send({ message: 'Upload not found.', code: 'NOT_FOUND' });
    if (req.method === 'HEAD' && id !== undefined) {
      const answered = await retryAcceptance(ctx, userId, decodeURIComponent(id), reply);
      if (answered) return;
    }
    // tus writes the answer itself; the security headers set so far go with it.
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value as string);
    await uploader.run({ userId }, () => tus.handle(req.raw, reply.raw));
  };
}

/**
 * A client resuming an upload asks for its offset (HEAD). An upload whose bytes are all in but which
 * is still here never became a document: its acceptance failed for a reason of ours (the scanner was
 * down: 503). Telling the client "complete" would be a lie, so the acceptance runs again now:
 * accepted, the client hears the upload is complete; refused, it hears why (by status; HEAD has no
 * body); the scanner still down, 423, which tus clients treat as "locked, ask again later", whereas a
 * 5xx would make them start the whole upload over. Anything else is tus's to answer.
 */
async function retryAcceptance(
  ctx: AppContext,
  userId: string,
  id: string,
  reply: Parameters<Parameters<typeof rawRoute>[2]>[1],
): Promise<boolean> {
  const upload = await ctx.uploads.incoming.datastore.getUpload(id).catch(() => null);
  if (!upload || upload.size === undefined || upload.offset !== upload.size) return false;
  try {
    await acceptUpload(ctx, userId, id);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    reply
      .status(error.status_code === 503 ? 423 : error.status_code)
      .header('Tus-Resumable', '1.0.0')
      .header('Cache-Control', 'no-store')
      .send();
    return true;
  }
  reply
    .status(200)
    .header('Tus-Resumable', '1.0.0')
    .header('Upload-Offset', String(upload.size))
    .header('Upload-Length', String(upload.size))
    .header('Cache-Control', 'no-store')
    .send();
  return true;
}

/**
 * A finished upload becomes a document, under the upload's lock so that two nodes never accept it
 * twice: its bytes are scanned for malware (ADR 024), its type read from its bytes must be one its
 * kind allows (a renamed .exe is not a PDF), the application must still be editable, and the file
 * moves into storage under a key of ours. Anything refused is deleted; a scanner that cannot answer
 * leaves the upload where it is, for the client's retry (retryAcceptance).
 */
async function acceptUpload(ctx: AppContext, userId: string, id: string) {
  const lock = ctx.uploads.locker.newLock(id);
  await lock.lock(new AbortController().signal, () => {
    // Accepting takes seconds and ends by itself; a request waiting for it waits.
  });
  try {
    // Another request may have accepted or deleted it while this one waited for the lock.
    const upload = await ctx.uploads.incoming.datastore.getUpload(id).catch(() => null);
    if (!upload || upload.size === undefined || upload.offset !== upload.size)
      throw refuse(
        404,
        'This upload is no longer here. Please send the file again.',
        'onboarding.upload.gone',
      );
    await accept(ctx, userId, upload);
  } finally {
    await lock.unlock();
  }
}

async function accept(ctx: AppContext, userId: string, upload: Upload) {
  const { incoming, scanner } = ctx.uploads;
  const kind = upload.metadata?.kind;
  const discard = () => incoming.discard(upload.id);
  if (!isDocumentKind(kind)) {
    await discard();
    throw refuse(400, 'Choose which document this is.', 'onboarding.upload.kind');
  }
  // One read of the bytes (from disk or S3): the scanner sees all of them, the type check the first.
  const sample: Buffer[] = [];
  let sampled = 0;
  async function* bytes() {
    for await (const chunk of await incoming.read(upload.id)) {
      const data = chunk as Buffer;
      if (sampled < TYPE_SAMPLE_BYTES) {
        sample.push(Buffer.from(data.subarray(0, TYPE_SAMPLE_BYTES - sampled)));
        sampled += Math.min(data.length, TYPE_SAMPLE_BYTES - sampled);
      }
      yield data;
    }
  }
  let verdict: Awaited<ReturnType<typeof scanner.scan>>;
  try {
    verdict = await scanner.scan(bytes());
  } catch (error) {
    if (!(error instanceof ScannerUnavailableError)) throw error;
    // Our outage, not the tutor's mistake: the upload stays for a retry, and expires with the others.
    ctx.log.error({ err: error, upload: upload.id }, 'malware scanner unavailable; upload kept for a retry');
    throw refuse(
      503,
      'We cannot check files for viruses right now. Please try again in a few minutes.',
      'onboarding.upload.scanUnavailable',
    );
  }
  if (!verdict.clean) {
    ctx.log.warn(
      { upload: upload.id, userId, scanner: verdict.scanner, threat: verdict.threat },
      'upload refused: the malware scanner found a threat',
    );
    await discard();
    throw refuse(
      422,
      'This file may be harmful (it contains a program, a script or a virus), so it was not kept.',
      'onboarding.upload.infected',
    );
  }
  const type = await fileTypeFromBuffer(Buffer.concat(sample));
  if (!type || !UPLOAD_RULES[kind].mimeTypes.includes(type.mime)) {
    await discard();
    throw refuse(415, 'This type of file is not accepted here.', 'onboarding.upload.type');
  }
  const storageKey = randomUUID();
  await ctx.storage.adopt(storageKey, incoming.locationOf(upload.id));
  // The bytes have moved; what is left is tus's notes about the upload.
  await discard();
  try {
    await ctx.db.transaction(async (tx) => {
      const current = await repo.lockApplication(tx, userId);
      if (!current || !isEditable(current.status))
        throw refuse(409, 'Your application cannot be changed now.', 'onboarding.errors.underReview');
      if ((await repo.countOfKind(tx, userId, kind)) >= MAX_DOCUMENTS_PER_KIND)
        throw refuse(409, 'There are already enough files of this kind.', 'onboarding.upload.tooMany', {
          count: MAX_DOCUMENTS_PER_KIND,
        });
      await repo.insertDocument(tx, {
        tutorId: userId,
        kind,
        fileName: cleanFileName(upload.metadata?.filename),
        mimeType: type.mime,
        sizeBytes: upload.size ?? upload.offset,
        storageKey,
        scannedBy: verdict.scanner,
        scanVerdict: 'clean',
        scannedAt: ctx.now(),
      });
    });
  } catch (error) {
    await ctx.storage.remove(storageKey);
    throw error;
  }
}
