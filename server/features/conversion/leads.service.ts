import type { AppContext } from '../../context.ts';
import { leads } from '../../db/schema/index.ts';

/** Keeps a join-form lead and tells the client where registration continues. */
export async function createLead(
  ctx: AppContext,
  input: { name: string; email: string; userType: 'student' | 'tutor'; source?: string },
  meta: { visitorId: string | null; language: string },
) {
  await ctx.db.insert(leads).values({
    name: input.name,
    email: input.email,
    userType: input.userType,
    source: input.source ?? 'landing_join_form',
    language: meta.language,
    visitorId: meta.visitorId,
  });
  const params = new URLSearchParams({
    mode: 'register',
    type: input.userType,
    email: input.email,
    name: input.name,
  });
  return { ok: true as const, redirectTo: `/auth?${params}` };
}
