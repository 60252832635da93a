import { PRICES_CENTS, type SessionFormat } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import type * as repo from './tutor-directory.repo.ts';

type TutorRow = Awaited<ReturnType<typeof repo.findTutors>>[number];

/**
 * Public tutor cards: first name and last initial, the rating as the mean of the tutor's stored
 * reviews (null, shown as "New", without any), the 3:1 price (tutors never set prices).
 *
 * `nextAvailable` is null here: the next free hour depends on who looks (their time zone) and is the
 * booking feature's to compute (nextFreeSlots). An answer for one viewer fills it in (the landing
 * page's demo); shared pages ask GET /api/booking/next-available from the browser.
 */
export async function toTutorCards(_ctx: AppContext, tutors: TutorRow[], format: SessionFormat = 'group') {
  return tutors.map((t) => ({
    id: t.id,
    name: `${t.firstName} ${t.lastName.charAt(0)}.`,
    rating: t.reviewCount > 0 && t.ratingMean !== null ? Math.round(Number(t.ratingMean) * 10) / 10 : null,
    reviews: Number(t.reviewCount),
    // Skills by id, so each side names them in the reader's language (seedContent.skills.<id>).
    expertise: t.skills,
    pricing:
      format === 'private'
        ? `€${PRICES_CENTS.private1to1 / 100} per session (1:1)`
        : `€${PRICES_CENTS.group3to1PerLearner / 100} per learner (3:1 group)`,
    priceCents: format === 'private' ? PRICES_CENTS.private1to1 : PRICES_CENTS.group3to1PerLearner,
    nextAvailable: null as string | null,
    city: t.city,
    languages: t.languages,
  }));
}
