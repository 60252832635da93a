import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './catalog.repo.ts';
import { toTutorCards } from './tutor-card.ts';
import { findTutors } from './tutor-directory.repo.ts';

export const listSkills = (ctx: AppContext, category?: string) => repo.listSkills(ctx.db, { category });
export const listCities = (ctx: AppContext) => repo.listCities(ctx.db);

export async function getSkillPage(ctx: AppContext, id: string) {
  const [skill] = await repo.listSkills(ctx.db, { ids: [id] });
  if (!skill) throw new AppError('NOT_FOUND', 'This skill does not exist.');
  const tutors = await toTutorCards(ctx, await findTutors(ctx.db, { skillIds: [id] }, 12));
  const cityIds = await repo.cityIdsForSkill(ctx.db, id);
  return { skill, tutors, cities: cityIds.length ? await repo.listCities(ctx.db, { ids: cityIds }) : [] };
}

export async function getCityPage(ctx: AppContext, id: string) {
  const [city] = await repo.listCities(ctx.db, { ids: [id] });
  if (!city) throw new AppError('NOT_FOUND', 'This city does not exist.');
  const tutors = await toTutorCards(ctx, await findTutors(ctx.db, { cityId: id }, 12));
  const skillIds = await repo.skillIdsInCity(ctx.db, id);
  return { city, tutors, skills: skillIds.length ? await repo.listSkills(ctx.db, { ids: skillIds }) : [] };
}
