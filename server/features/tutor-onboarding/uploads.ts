import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { MAX_DOCUMENTS_PER_KIND, UPLOAD_RULES } from '../../../common/constants.ts';
import { UPLOADS_PATH } from '../../../common/contracts/routes.ts';
import type { AppContext } from '../../context.ts';
import { rawRoute } from '../../http/route.ts';
import { isEditable } from './application.policy.ts';
import * as repo from './application.repo.ts';
import { isDocumentKind } from './application.service.ts';

/** Who is uploading: set around each tus request, read by the hooks tus calls within it. */
const uploader = new AsyncLocalStorage<{ userId: string }>();

const MAX_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));
/** An upload left unfinished this long is deleted by the daily clean-up. */
const UNFINISHED_TTL_MS = 24 * 3600_000;
export const UPLOAD_CLEANUP_QUEUE = 'uploads.cleanup';

/** A refusal tus sends as the answer: JSON with the message and its i18n key, as our API errors are. */
const refuse = (status_code: number, message: string, key: string, params: Record<string, number> = {}) => ({
  status_code,
  body: JSON.stringify({ message, key, params }),
});

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
 * metadata; its size is checked when it starts, its type from its bytes when it ends, and only then
 * does it become a document of the tutor's application. Upload ids begin with the uploader's user
 * id, so nobody can continue or read someone else's upload.
 */
export function registerUploads(app: FastifyInstance, ctx: AppContext) {
  const directory = path.join(ctx.env.DATA_DIR, 'uploads', 'incoming');
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: UNFINISHED_TTL_MS });
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
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
      await acceptUpload(ctx, uploader.getStore()!.userId, upload, path.join(directory, upload.id));
      return {};
    },
  });

  ctx.jobs.handle(
    UPLOAD_CLEANUP_QUEUE,
    async () => {
      const removed = await tus.cleanUpExpiredUploads();
      if (removed) ctx.log.info({ removed }, 'unfinished uploads removed');
    },
    { cron: '17 3 * * *' },
  );

  // The file's bytes are tus's to read from the request stream: Fastify must not parse them.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const handle = rawHandler(tus);
  const access = { permission: 'teaching:use' as const };
  rawRoute(app, { method: ['POST'], url: UPLOADS_PATH, access, listed: ['POST'] }, handle);
  rawRoute(
    app,
    { method: ['HEAD', 'PATCH', 'DELETE'], url: `${UPLOADS_PATH}/:id`, access, listed: ['PATCH', 'DELETE'] },
    handle,
  );
}

function rawHandler(tus: Server) {
  return async (
    req: Parameters<Parameters<typeof rawRoute>[2]>[0],
    reply: Parameters<Parameters<typeof rawRoute>[2]>[1],
    auth: Parameters<Parameters<typeof rawRoute>[2]>[2],
  ) => {
    const userId = auth!.user.id;
    const id = (req.params as { id?: string }).id;
    if (id !== undefined && !decodeURIComponent(id).startsWith(`${userId}.`))
      return reply.status(404).send({ message: 'Upload not found.', code: 'NOT_FOUND' });
    // tus writes the answer itself; the security headers set so far go with it.
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value as string);
    await uploader.run({ userId }, () => tus.handle(req.raw, reply.raw));
  };
}

/**
 * A finished upload becomes a document: its type read from its bytes must be one its kind allows
 * (a renamed .exe is not a PDF), the application must still be editable, and the file moves into
 * storage under a key of ours. Anything refused is deleted.
 */
async function acceptUpload(ctx: AppContext, userId: string, upload: Upload, file: string) {
  const kind = upload.metadata?.kind;
  const discard = () => Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
  if (!isDocumentKind(kind)) {
    await discard();
    throw refuse(400, 'Choose which document this is.', 'onboarding.upload.kind');
  }
  const type = await fileTypeFromFile(file);
  if (!type || !UPLOAD_RULES[kind].mimeTypes.includes(type.mime)) {
    await discard();
    throw refuse(415, 'This type of file is not accepted here.', 'onboarding.upload.type');
  }
  const storageKey = randomUUID();
  await ctx.storage.adopt(storageKey, file);
  await rm(`${file}.json`, { force: true });
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
        sizeBytes: upload.offset,
        storageKey,
      });
    });
  } catch (error) {
    await ctx.storage.remove(storageKey);
    throw error;
  }
}
