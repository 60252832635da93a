import type { FastifyInstance } from 'fastify';
import { tutorOnboardingContracts as c } from '../../../common/contracts/tutor-onboarding.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as applications from './application.service.ts';
import { registerDocumentDownload } from './document-file.ts';
import * as reviews from './review.service.ts';
import { registerUploads } from './uploads.ts';

export function registerTutorOnboardingRoutes(app: FastifyInstance, ctx: AppContext) {
  const tutor = { access: { permission: 'teaching:use' as const } };
  const staff = { access: { permission: 'users:manage' as const } };

  route(app, c.myApplication, tutor, async ({ auth }) => applications.myApplication(ctx, auth.user.id));
  route(app, c.saveApplication, tutor, async ({ auth, input }) =>
    applications.saveApplication(ctx, auth.user.id, input),
  );
  route(app, c.submitApplication, tutor, async ({ auth }) =>
    applications.submitApplication(ctx, auth.user.id),
  );
  route(app, c.deleteDocument, tutor, async ({ auth, params }) =>
    applications.deleteDocument(ctx, auth.user.id, params.id!),
  );
  route(app, c.reviewQueue, staff, async ({ input }) => reviews.reviewQueue(ctx, input.status));
  route(app, c.reviewApplication, staff, async ({ params }) => reviews.reviewApplication(ctx, params.id!));
  route(app, c.decideStep, staff, async ({ auth, params, input }) =>
    reviews.decideStep(ctx, auth.user.id, params.id!, params.step as never, input),
  );
  registerUploads(app, ctx);
  registerDocumentDownload(app, ctx);
}
