import { count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { campaigns, publicActivityConsents, users } from '../schema/index.ts';

/**
 * A welcome campaign for the exit-intent offer (it ends 60 days after seeding; checkout redeems its voucher),
 * and the demo learner's permission to appear in social proof as "Lena from München".
 */
export async function seedCampaigns(db: Db, now = new Date()) {
  const [existing] = await db.select({ n: count() }).from(campaigns).where(eq(campaigns.kind, 'exit_intent'));
  if (Number(existing?.n ?? 0) === 0) {
    await db.insert(campaigns).values({
      kind: 'exit_intent',
      name: 'Welcome offer',
      textKey: 'welcome',
      message: 'Start with a 3:1 group session and get 50 credit points plus 10% off your first booking.',
      creditPoints: 50,
      discountPercent: 10,
      exclusivity: 'For new learners who sign up through this offer',
      urgency: 'high',
      claimWindowSeconds: 600,
      voucherValidDays: 30,
      sweepstakeLimit: 500,
      sweepstakeEmail: 'gewinnspiel@trt-tutoring.eu',
      // Its voucher redeems at checkout: 10 % off a seat and 50 credit points once the payment succeeds.
      active: true,
      startsAt: now,
      endsAt: new Date(now.getTime() + 60 * 86400_000),
    });
  }
  const [lena] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'student@demo.trt-tutoring.eu'));
  if (lena)
    await db
      .insert(publicActivityConsents)
      .values({ userId: lena.id, allowed: true, cityId: 'munich' })
      .onConflictDoNothing();
}
