import { legalContracts } from '../../../common/contracts/legal.ts';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { getDocument, listCurrent } from './legal.service.ts';

export function registerLegalRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = { access: 'public' as const, allowWhilePasswordUnset: true };
  route(app, legalContracts.listLegalDocuments, open, async ({ input }) => listCurrent(ctx, input.language));
  route(app, legalContracts.getLegalDocument, open, async ({ params, input }) =>
    getDocument(ctx, params.kind as Parameters<typeof getDocument>[1], input),
  );
}
