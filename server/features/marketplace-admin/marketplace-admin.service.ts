import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './marketplace-admin.repo.ts';

const taken = (what: 'skill' | 'city') =>
  new AppError('CONFLICT', `A ${what} with this id already exists.`).withKey(
    `marketplaceAdmin.errors.${what}Exists`,
  );

export async function createSkill(
  ctx: AppContext,
  input: { id: string; name: string; category: string; description: string },
) {
  const row = await repo.insertSkill(ctx.db, input);
  if (!row) throw taken('skill');
  return { id: row.id, name: row.name, category: row.category as never, description: row.description };
}

export async function updateSkill(
  ctx: AppContext,
  id: string,
  input: { name: string; category: string; description: string },
) {
  const row = await repo.updateSkill(ctx.db, id, input);
  if (!row) throw new AppError('NOT_FOUND', 'Skill not found.').withKey('marketplaceAdmin.errors.noSkill');
  return { id: row.id, name: row.name, category: row.category as never, description: row.description };
}

export async function createCity(
  ctx: AppContext,
  input: { id: string; name: string; countryCode: string; region: string },
) {
  const row = await repo.insertCity(ctx.db, input);
  if (!row) throw taken('city');
  return { id: row.id, name: row.name, countryCode: row.countryCode, region: row.region };
}

export const tutors = (ctx: AppContext, q: string) => repo.verifiedTutors(ctx.db, q);

/**
 * Tutors never choose to teach 1:1 (SPEC.md 6): an operator enables it. Switching it off stops new
 * private bookings; private sessions already booked stay.
 */
export async function setPrivateSessions(ctx: AppContext, tutorId: string, enabled: boolean) {
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await repo.setPrivateSessions(tx, tutorId, enabled))) return null;
    const [tutor] = await repo.verifiedTutors(tx, '', tutorId);
    return tutor ?? null;
  });
  if (!row)
    throw new AppError('NOT_FOUND', 'Verified tutor not found.').withKey('marketplaceAdmin.errors.noTutor');
  return row;
}
