import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, skills, tutorProfiles, tutorSkills } from '../../db/schema/index.ts';

const verifiedTutorsOfSkill = sql<number>`(select count(*)::int from ${tutorSkills} ts join ${tutorProfiles} tp on tp.user_id = ts.tutor_id where ts.skill_id = ${skills.id} and tp.verified_at is not null)`;
const verifiedTutorsOfCity = sql<number>`(select count(*)::int from ${tutorProfiles} tp where tp.city_id = ${cities.id} and tp.verified_at is not null)`;

export async function listSkills(ex: Executor, filter: { category?: string; ids?: string[] } = {}) {
  return ex
    .select({
      id: skills.id,
      name: skills.name,
      category: skills.category,
      description: skills.description,
      tutorCount: verifiedTutorsOfSkill,
    })
    .from(skills)
    .where(
      and(
        filter.category ? eq(skills.category, filter.category) : undefined,
        filter.ids ? inArray(skills.id, filter.ids) : undefined,
      ),
    )
    .orderBy(asc(skills.category), asc(skills.name));
}

export async function listCities(ex: Executor, filter: { ids?: string[] } = {}) {
  return ex
    .select({
      id: cities.id,
      name: cities.name,
      region: cities.region,
      countryCode: cities.countryCode,
      tutorCount: verifiedTutorsOfCity,
    })
    .from(cities)
    .where(filter.ids ? inArray(cities.id, filter.ids) : undefined)
    .orderBy(sql`${cities.population} desc nulls last`, asc(cities.name));
}

/** Skills taught by verified tutors of a city. */
export async function skillIdsInCity(ex: Executor, cityId: string) {
  const rows = await ex
    .selectDistinct({ id: tutorSkills.skillId })
    .from(tutorSkills)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, tutorSkills.tutorId))
    .where(and(eq(tutorProfiles.cityId, cityId), isNotNull(tutorProfiles.verifiedAt)));
  return rows.map((r) => r.id);
}

/** Cities from which verified tutors teach a skill. */
export async function cityIdsForSkill(ex: Executor, skillId: string) {
  const rows = await ex
    .selectDistinct({ id: tutorProfiles.cityId })
    .from(tutorProfiles)
    .innerJoin(tutorSkills, eq(tutorSkills.tutorId, tutorProfiles.userId))
    .where(
      and(
        eq(tutorSkills.skillId, skillId),
        isNotNull(tutorProfiles.verifiedAt),
        isNotNull(tutorProfiles.cityId),
      ),
    );
  return rows.map((r) => r.id!).filter(Boolean);
}
