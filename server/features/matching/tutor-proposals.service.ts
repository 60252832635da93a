import type { TutorProposal } from '../../../common/contracts/matching.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { skillNamesIn } from '../../i18n/catalogue.ts';
import { notify } from '../notifications/index.ts';
import { hourOfWeek } from './group-health.policy.ts';
import { requestRun } from './matching.jobs.ts';
import { releasePending } from './matching.repo.ts';
import * as repo from './tutor-proposals.repo.ts';

const notFound = () => new AppError('NOT_FOUND', 'Proposal not found.').withKey('matching.errors.proposal');
const answered = () =>
  new AppError('CONFLICT', 'You have already answered this group, or it is no longer open.').withKey(
    'matching.errors.tutorAnswered',
  );

/** The groups Simi is forming with the tutor: new ones wait for the tutor's answer. */
export async function tutorProposals(ctx: AppContext, tutorId: string, language: string) {
  const names = skillNamesIn(language);
  const rows = await repo.openProposalsOfTutor(ctx.db, tutorId, ctx.now());
  const proposals: TutorProposal[] = rows.map((r) => ({
    id: r.id,
    skillId: r.skillId,
    skillName: names.get(r.skillId) ?? r.skillName,
    startsAt: r.startsAt.toISOString(),
    level: r.level as TutorProposal['level'],
    language: r.language,
    response: r.tutorResponse as TutorProposal['response'],
    asked: r.asked,
    accepted: r.accepted,
    expiresAt: r.expiresAt.toISOString(),
  }));
  return { proposals };
}

/** The tutor's proposal, locked and still waiting for their answer. */
async function pendingOf(tx: Executor, tutorId: string, id: string, now: Date) {
  const p = await repo.lockProposal(tx, id);
  if (!p || p.tutorId !== tutorId) throw notFound();
  if (p.status !== 'proposed' || p.expiresAt <= now || p.tutorResponse !== 'pending') throw answered();
  return p;
}

/** The tutor confirms a new group Simi formed with them: the learners see it is confirmed. */
export async function confirmAsTutor(ctx: AppContext, tutorId: string, id: string, language: string) {
  await ctx.db.transaction(async (tx) => {
    await pendingOf(tx, tutorId, id, ctx.now());
    await repo.setTutorResponse(tx, id, 'confirmed');
  });
  return tutorProposals(ctx, tutorId, language);
}

/**
 * The tutor declines a new group before any learner has taken a seat in it: the proposal closes, the
 * learners wait again in their old places and are told, the tutor is not proposed a new group of this
 * skill at this weekly hour again, and the engine runs for the skill at once. Once a learner holds a
 * seat, the session exists: the tutor cancels it like any session (its learners are refunded).
 */
export async function declineAsTutor(ctx: AppContext, tutorId: string, id: string, language: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const p = await pendingOf(tx, tutorId, id, now);
    const members = await repo.lockMembers(tx, id);
    if (members.some((m) => m.response === 'accepted'))
      throw new AppError(
        'CONFLICT',
        'A learner has already taken a seat in this group. Cancel the session under your upcoming sessions instead.',
      ).withKey('matching.errors.seatTaken');
    await repo.setTutorResponse(tx, id, 'declined');
    const waiting = await releasePending(tx, [id], now);
    await repo.declineSlot(tx, { tutorId, skillId: p.skillId, slot: hourOfWeek(p.startsAt), createdAt: now });
    for (const m of waiting)
      await notify(ctx, tx, {
        userId: m.learnerId,
        kind: 'group_withdrawn',
        params: { skillId: p.skillId, startsAt: p.startsAt.toISOString() },
        link: '/learner-dashboard#group-proposals',
      });
    await requestRun(ctx, tx, p.skillId);
  });
  return tutorProposals(ctx, tutorId, language);
}
