import { LEARNING_MILESTONES } from '../../../common/contracts/learning.ts';

/** The milestone a count of attended sessions has reached, and the next one to aim for. */
export function milestoneOf(sessions: number): { reached: number | null; next: number | null } {
  const reached = [...LEARNING_MILESTONES].reverse().find((m) => m <= sessions) ?? null;
  const next = LEARNING_MILESTONES.find((m) => m > sessions) ?? null;
  return { reached, next };
}

/** The tutors' teaching-language code for a reader's language ("zh-cn" reads tutors who teach "zh"). */
export const teachingLanguageOf = (language: string) => language.slice(0, 2);

/** Top rated: a mean of at least 4.5 over at least 3 ratings (one glowing review is not a record). */
export const TOP_RATED = { minMean: 4.5, minReviews: 3 } as const;
