import type { AppContext } from '../../context.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { hasAnalyticsConsent } from '../consent/index.ts';

type Event = { name: string; path?: string; properties?: Record<string, string | number | boolean | null> };

/** Stores first-party events, and only with analytics consent on record (403 otherwise, SPEC.md 6). */
export async function recordEvents(
  ctx: AppContext,
  who: { userId: string | null; visitorId: string | null },
  events: Event[],
) {
  if (!(await hasAnalyticsConsent(ctx, who)))
    throw new AppError('FORBIDDEN', 'Analytics consent is missing.');
  const now = ctx.now();
  await ctx.db.insert(analyticsEvents).values(
    events.map((e) => ({
      visitorId: who.visitorId,
      userId: who.userId,
      name: e.name,
      // Query strings may carry tokens (reset links): only the path is kept.
      path: (e.path ?? '').split('?')[0]!.slice(0, 500),
      properties: e.properties ?? {},
      createdAt: now,
    })),
  );
  return { ok: true as const, stored: events.length };
}
