import { estimateEarnings } from '../../../common/earnings.ts';
import type { AppContext } from '../../context.ts';
import { nextFreeSlots } from '../booking/index.ts';
import { findSkillsLike, findTutorsForSkills, toTutorCards } from '../catalog/index.ts';

/**
 * The landing page's "find a tutor" demo, answered from the real catalogue: skills matching the text,
 * then verified tutors teaching them, with their rating computed from their stored reviews and their
 * next free hour as the booking page would offer it in the visitor's `timeZone` (none without one).
 * The tutor demo shows at most two (SPEC.md 9) and adds the earnings estimate.
 */
export async function instantDemo(
  ctx: AppContext,
  skill: string,
  userType: 'student' | 'tutor',
  timeZone: string | null,
) {
  const matched = await findSkillsLike(ctx.db, skill);
  const tutors = await findTutorsForSkills(
    ctx.db,
    matched.map((s) => s.id),
    userType === 'tutor' ? 2 : 3,
  );
  const cards = await toTutorCards(ctx, tutors);
  const next = timeZone
    ? await nextFreeSlots(
        ctx,
        cards.map((c) => c.id),
        timeZone,
      )
    : null;
  return {
    success: true as const,
    demo: {
      personalizedContent: {
        tutorMatches: cards.map((c) => ({ ...c, nextAvailable: next?.get(c.id)?.toISOString() ?? null })),
        matchedSkills: matched.map((s) => s.name),
      },
      // SPEC.md 9: 12 EUR per 3:1 session whatever the skill (tutors never set prices).
      ...(userType === 'tutor' ? { earnings: estimateEarnings() } : {}),
    },
  };
}
