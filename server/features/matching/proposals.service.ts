import type { GroupProposal, WaitlistEntry } from '../../../common/contracts/matching.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { skillNamesIn } from '../../i18n/catalogue.ts';
import { holdSeat } from '../booking/index.ts';
import * as repo from './matching.repo.ts';

const gone = () =>
  new AppError('CONFLICT', 'This proposal is no longer open.').withKey('matching.errors.closed');
const notFound = () => new AppError('NOT_FOUND', 'Proposal not found.').withKey('matching.errors.proposal');

/** A learner's open proposals and their place in each skill's queue, with an honest estimate. */
export async function myProposals(ctx: AppContext, learnerId: string, language: string) {
  const now = ctx.now();
  const names = skillNamesIn(language);
  const [rows, waits] = await Promise.all([
    repo.proposalsOf(ctx.db, learnerId, now),
    repo.waitlistOf(ctx.db, learnerId),
  ]);
  const proposals: GroupProposal[] = rows.map((r) => ({
    id: r.id,
    skillId: r.skillId,
    skillName: names.get(r.skillId) ?? r.skillName,
    tutorId: r.tutorId,
    tutorName: r.tutorName,
    kind: r.sessionId ? 'open_group' : 'new_group',
    startsAt: r.startsAt.toISOString(),
    level: r.level,
    language: r.language,
    others: r.others,
    parts: r.parts as GroupProposal['parts'],
    tutorConfirmed: r.tutorResponse === 'confirmed',
    expiresAt: r.expiresAt.toISOString(),
  }));
  const waiting: WaitlistEntry[] = waits.map((w) => {
    const position = w.ahead + 1;
    // Learners placed per week over the last four weeks (three per proposed group).
    const perWeek = (w.formedLast28Days * 3) / 4;
    return {
      skillId: w.skillId,
      skillName: names.get(w.skillId) ?? w.skillName,
      since: w.since.toISOString(),
      position,
      estimateWeeks: perWeek > 0 ? Math.max(1, Math.ceil(position / perWeek)) : null,
    };
  });
  return { proposals, waiting };
}

/**
 * Accepting is taking the seat: the booking flow holds it for payment, and the answer, the request
 * and the proposal are updated in the same transaction, so a lapsed or answered proposal holds nothing.
 */
export async function accept(ctx: AppContext, learnerId: string, proposalId: string, timeZone: string) {
  const now = ctx.now();
  const p = await repo.memberForUpdate(ctx.db, proposalId, learnerId);
  if (!p) throw notFound();
  if (p.response !== 'pending' || p.status !== 'proposed' || p.expiresAt <= now) throw gone();
  const seat = await holdSeat(
    ctx,
    learnerId,
    {
      tutorId: p.tutorId,
      skillId: p.skillId,
      format: 'group',
      startsAt: p.startsAt.toISOString(),
      level: p.level as 'beginner' | 'intermediate' | 'advanced',
      language: p.language,
      timeZone,
    },
    async (tx, seatId) => {
      const again = await repo.memberForUpdate(tx, proposalId, learnerId);
      if (!again || again.response !== 'pending' || again.status !== 'proposed' || again.expiresAt <= now)
        throw gone();
      await repo.answerMember(tx, proposalId, learnerId, 'accepted', seatId, now);
      await repo.attachSession(tx, proposalId, seatId);
      await repo.setRequestStatus(tx, p.requestId, 'matched', now);
      await repo.closeIfAnswered(tx, proposalId);
    },
  );
  return { seatId: seat.id };
}

export async function decline(ctx: AppContext, learnerId: string, proposalId: string) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const p = await repo.memberForUpdate(tx, proposalId, learnerId);
    if (!p) throw notFound();
    if (p.response !== 'pending' || p.status !== 'proposed') throw gone();
    await repo.answerMember(tx, proposalId, learnerId, 'declined', null, now);
    await repo.setRequestStatus(tx, p.requestId, 'waiting', now);
    await repo.closeIfAnswered(tx, proposalId);
  });
  return { declined: true as const };
}
