import type { AssistantLink } from '../../../common/contracts/assistant.ts';
import type { Language } from '../../../common/constants.ts';

/**
 * What Simi knows when it answers: the product's own data, read for this user. The built-in Simi
 * words it with the catalogues; the LLM gets the same facts in its system prompt.
 */
export interface SimiFacts {
  language: Language;
  firstName: string;
  role: 'learner' | 'tutor' | 'other';
  /** The user's own dashboard (where Ask Simi is, for learners and tutors). */
  home: string;
  skills: {
    total: number;
    /** Category name (translated) and how many skills it holds, largest first. */
    categories: { name: string; count: number }[];
  };
  prices: {
    group: string;
    private: string;
    groupSize: number;
    sessionMinutes: number;
    freeChangeHours: number;
  };
  /** A learner's next sessions (at most 3), already worded; null for other roles. */
  upcoming: { skill: string; tutor: string; when: string }[] | null;
  /** A learner's Simi profile per skill, or whether a tutor has a teaching profile; null: none. */
  profile: { skills: { skill: string; level: string }[] } | { teaching: true } | null;
}

export type SimiReply = { reply: string; links: AssistantLink[] };
