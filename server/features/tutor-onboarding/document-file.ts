import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can } from '../../../common/permissions.ts';
import type { AppContext } from '../../context.ts';
import { rawRoute } from '../../http/route.ts';
import * as repo from './application.repo.ts';

const id = z.uuid();

/**
 * GET /api/tutor-documents/:id/file: the file of one verification document, for its tutor and for
 * staff who review applications. Anyone else gets the same 404 as for a document that does not
 * exist. Always a download (never shown inline), so an uploaded file cannot act as a page of ours.
 */
export function registerDocumentDownload(app: FastifyInstance, ctx: AppContext) {
  rawRoute(
    app,
    { method: 'GET', url: '/api/tutor-documents/:id/file', access: 'user', listed: ['GET'] },
    async (req, reply, auth) => {
      const parsed = id.safeParse((req.params as { id?: string }).id);
      const doc = parsed.success ? await repo.documentById(ctx.db, parsed.data) : null;
      const allowed = doc && (doc.tutorId === auth!.user.id || can(auth!.user, 'users:manage'));
      const file = allowed ? await ctx.storage.open(doc.storageKey) : null;
      if (!doc || !file) return reply.status(404).send({ message: 'Document not found.', code: 'NOT_FOUND' });
      return reply
        .header('Content-Type', doc.mimeType)
        .header('Content-Length', file.size)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`)
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );
}
