import type { VerificationStep } from '../../../common/constants.ts';
import type { ApplicationReview } from '../../../common/contracts/tutor-onboarding.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueEmail } from '../../integrations/email/outbox.ts';
import { translate, asLanguage } from '../../i18n/catalogue.ts';
import { notify } from '../notifications/index.ts';
import { roundOutcome } from './application.policy.ts';
import * as repo from './application.repo.ts';
import { loadApplication } from './application.service.ts';

const notFound = () =>
  new AppError('NOT_FOUND', 'Application not found.').withKey('onboarding.errors.noApplication');

export async function reviewQueue(ctx: AppContext, status: 'submitted' | 'changes_requested' | 'approved') {
  const rows = await repo.queue(ctx.db, status);
  const steps = await repo.stepsOfMany(
    ctx.db,
    rows.map((r) => r.tutorId),
  );
  return rows.map((r) => ({
    tutor: { id: r.tutorId, name: r.name, email: r.email },
    status: r.status as typeof status,
    revision: r.revision,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    worksWithMinors: r.worksWithMinors,
    steps: steps
      .filter((s) => s.tutorId === r.tutorId)
      .map((s) => ({
        step: s.step as VerificationStep,
        status: s.status as 'pending' | 'approved' | 'rejected',
      })),
    documents: r.documents,
  }));
}

async function review(ex: Executor, tutorId: string): Promise<ApplicationReview> {
  const loaded = await loadApplication(ex, tutorId);
  if (!loaded) throw notFound();
  return { ...loaded.application, tutor: loaded.tutor };
}

export const reviewApplication = (ctx: AppContext, tutorId: string) => review(ctx.db, tutorId);

/**
 * Decides one step of an application under review. The application row is locked, so two reviewers
 * deciding the last two steps at once cannot both miss the end of the round. When no step is left
 * pending, the round ends: every step passed verifies the tutor (bookable from now on); otherwise the
 * application goes back to the tutor with the feedback, by email in their language.
 */
export async function decideStep(
  ctx: AppContext,
  reviewerId: string,
  tutorId: string,
  step: VerificationStep,
  decision: { decision: 'approve' | 'reject'; feedback: string },
): Promise<ApplicationReview> {
  await ctx.db.transaction(async (tx) => {
    const current = await repo.lockApplication(tx, tutorId);
    if (!current) throw notFound();
    if (current.status !== 'submitted')
      throw new AppError('CONFLICT', 'This application is not waiting for review.').withKey(
        'onboarding.errors.notUnderReview',
      );
    const now = ctx.now();
    const decided = await repo.decidePendingStep(tx, {
      tutorId,
      step,
      status: decision.decision === 'approve' ? 'approved' : 'rejected',
      feedback: decision.feedback.trim(),
      reviewerId,
      now,
    });
    if (!decided)
      throw new AppError('CONFLICT', 'This step was already decided.').withKey(
        'onboarding.errors.stepDecided',
      );
    const steps = await repo.stepsOf(tx, tutorId);
    const outcome = roundOutcome(steps);
    if (outcome === 'open') return;
    await repo.closeRound(tx, tutorId, outcome, now, current.worksWithMinors);
    await notify(ctx, tx, {
      userId: tutorId,
      kind: 'application_decided',
      params: { outcome },
      link: outcome === 'approved' ? '/tutor-dashboard' : '/tutor-onboarding',
    });
    const tutor = await repo.userLanguageAndEmail(tx, tutorId);
    if (!tutor) return;
    const language = asLanguage(tutor.language);
    const link = `${ctx.env.PUBLIC_URL}/tutor-onboarding`;
    if (outcome === 'approved')
      await enqueueEmail(ctx, tx, {
        userId: tutorId,
        to: tutor.email,
        template: 'tutorApproved',
        language,
        vars: { firstName: tutor.firstName, link: `${ctx.env.PUBLIC_URL}/tutor-dashboard` },
      });
    else {
      const feedback = steps
        .filter((s) => s.status === 'rejected')
        .map((s) => `- ${translate(language, `onboarding.steps.${s.step}.title`)}: ${s.feedback}`)
        .join('\n');
      await enqueueEmail(ctx, tx, {
        userId: tutorId,
        to: tutor.email,
        template: 'tutorChangesRequested',
        language,
        vars: { firstName: tutor.firstName, feedback, link },
      });
    }
  });
  return review(ctx.db, tutorId);
}
