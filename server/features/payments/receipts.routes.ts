import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { rawRoute } from '../../http/route.ts';
import { receiptPdf } from './receipts.service.ts';

const id = z.uuid();

/**
 * GET /api/payments/:id/receipt: the receipt of one of the caller's succeeded payments, as a PDF
 * download (ADR 028). Authorised like GET /api/payments/:id; anything else is a 404.
 */
export function registerReceiptRoutes(app: FastifyInstance, ctx: AppContext) {
  rawRoute(
    app,
    { method: 'GET', url: '/api/payments/:id/receipt', access: 'user', listed: ['GET'] },
    async (req, reply, auth) => {
      const parsed = id.safeParse((req.params as { id?: string }).id);
      if (!parsed.success)
        return reply.status(404).send({ message: 'Receipt not found.', code: 'NOT_FOUND' });
      const { fileName, pdf } = await receiptPdf(ctx, auth!.user.id, parsed.data);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', pdf.length)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
