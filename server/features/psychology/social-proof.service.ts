import type { AppContext } from '../../context.ts';
import { asLanguage, translate } from '../../i18n/catalogue.ts';
import { getPsychologySettings } from './settings.service.ts';
import * as repo from './social-proof.repo.ts';

const WINDOW_DAYS = 14;

/**
 * Only real events, only of users who said yes, and never more than a first name and a city
 * (DSA Art. 25, UCPD Annex I: no invented activity). Bookings and matches join once those exist.
 */
export async function getSocialProof(ctx: AppContext, lang: string | undefined) {
  const settings = await getPsychologySettings(ctx);
  const since = new Date(ctx.now().getTime() - WINDOW_DAYS * 86400_000);
  if (!settings.socialProof)
    return { success: true as const, enabled: false, socialProof: { recentJoins: 0, events: [] } };
  const language = asLanguage(lang);
  const signups = await repo.recentPublicSignups(ctx.db, since, 20);
  return {
    success: true as const,
    enabled: true,
    socialProof: {
      // An exact count (no "+" in the text): learners who signed up in the window.
      recentJoins: await repo.countLearnerSignupsSince(ctx.db, since),
      events: signups.map((s) => ({
        id: `registration:${s.id}`,
        type: 'registration' as const,
        message: s.city
          ? translate(language, 'socialProof.joinedFrom', { name: s.firstName, city: s.city })
          : translate(language, 'socialProof.joined', { name: s.firstName }),
        firstName: s.firstName,
        city: s.city,
        timestamp: s.createdAt.toISOString(),
        // A verified address is a confirmed person; an unverified sign-up is shown as less certain.
        credibility: s.emailVerifiedAt ? 1 : 0.7,
      })),
    },
  };
}
