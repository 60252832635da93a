import { COOKIE_POLICY_VERSION } from '../../../common/contracts/consent.ts';
import type { AppContext } from '../../context.ts';
import * as repo from './consent.repo.ts';

export interface ConsentSubject {
  userId: string | null;
  visitorId: string | null;
}

type Choice = {
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  performance: boolean;
  source: string;
};

const toDto = (r: repo.ConsentRow) => ({
  analyticsCookies: r.analytics,
  marketingCookies: r.marketing,
  preferencesCookies: r.preferences,
  performanceCookies: r.performance,
  source: r.source,
  policyVersion: r.policyVersion,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The choice in force: the signed-in user's latest, else this browser's. A choice made under an older
 * cookie policy no longer counts, so the banner asks again.
 */
export async function findCurrentConsent(
  ctx: AppContext,
  who: ConsentSubject,
): Promise<repo.ConsentRow | null> {
  const row =
    (who.userId ? await repo.latestForUser(ctx.db, who.userId) : null) ??
    (who.visitorId ? await repo.latestForVisitor(ctx.db, who.visitorId) : null);
  return row && row.policyVersion === COOKIE_POLICY_VERSION ? row : null;
}

export async function getConsent(ctx: AppContext, who: ConsentSubject) {
  const row = await findCurrentConsent(ctx, who);
  return { consent: row ? toDto(row) : null, currentPolicyVersion: COOKIE_POLICY_VERSION };
}

/** Every choice is a new record (GDPR Art. 7(1)): when, what, through which control, under which policy. */
export async function saveConsent(ctx: AppContext, who: ConsentSubject, choice: Choice) {
  const row = await repo.insertConsent(ctx.db, {
    ...who,
    ...choice,
    policyVersion: COOKIE_POLICY_VERSION,
    createdAt: ctx.now(),
  });
  return { consent: toDto(row), currentPolicyVersion: COOKIE_POLICY_VERSION };
}

export async function hasAnalyticsConsent(ctx: AppContext, who: ConsentSubject) {
  return (await findCurrentConsent(ctx, who))?.analytics === true;
}
