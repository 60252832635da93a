import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  learnerProfiles,
  learnerSkillProfiles,
  questionnaireAnswers,
  questionnaireSessions,
  skills,
  tutorMatchingProfiles,
  tutorSkills,
  users,
} from '../../db/schema/index.ts';

export type SessionRow = typeof questionnaireSessions.$inferSelect;

/** A catalogue skill by id or by name (any case). */
export async function findSkill(ex: Executor, words: string) {
  if (words.trim() === '') return null;
  const [row] = await ex
    .select({ id: skills.id, name: skills.name, category: skills.category })
    .from(skills)
    .where(or(eq(skills.id, words.trim().toLowerCase()), ilike(skills.name, words.trim())))
    .limit(1);
  return row ?? null;
}

export async function skillById(ex: Executor, id: string) {
  const [row] = await ex
    .select({ id: skills.id, name: skills.name, category: skills.category })
    .from(skills)
    .where(eq(skills.id, id));
  return row ?? null;
}

/** The skills a tutor teaches, in the order they were added. */
export async function tutorSkillIds(ex: Executor, tutorId: string) {
  const rows = await ex
    .select({ id: tutorSkills.skillId })
    .from(tutorSkills)
    .where(eq(tutorSkills.tutorId, tutorId))
    .orderBy(asc(tutorSkills.skillId));
  return rows.map((r) => r.id);
}

export async function unfinishedSession(
  ex: Executor,
  userId: string,
  role: string,
  skillId: string | null,
  context: string,
) {
  const [row] = await ex
    .select()
    .from(questionnaireSessions)
    .where(
      and(
        eq(questionnaireSessions.userId, userId),
        eq(questionnaireSessions.role, role),
        inArray(questionnaireSessions.status, ['in_progress', 'paused']),
        skillId === null
          ? sql`${questionnaireSessions.skillId} is null and lower(${questionnaireSessions.skillContext}) = lower(${context})`
          : eq(questionnaireSessions.skillId, skillId),
      ),
    )
    .orderBy(desc(questionnaireSessions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function createSession(
  ex: Executor,
  values: {
    userId: string;
    role: string;
    skillId: string | null;
    skillContext: string;
    category: string;
    known: unknown;
    now: Date;
  },
) {
  const [row] = await ex
    .insert(questionnaireSessions)
    .values({
      userId: values.userId,
      role: values.role,
      skillId: values.skillId,
      skillContext: values.skillContext,
      category: values.category,
      known: values.known,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row as SessionRow;
}

/** A run without a lock: for reads that decide nothing (the notes enrichment before an answer). */
export async function findSession(ex: Executor, id: string) {
  const [row] = await ex.select().from(questionnaireSessions).where(eq(questionnaireSessions.id, id));
  return row ?? null;
}

export async function sessionForUpdate(ex: Executor, id: string) {
  const [row] = await ex
    .select()
    .from(questionnaireSessions)
    .where(eq(questionnaireSessions.id, id))
    .for('update');
  return row ?? null;
}

export async function answersOf(ex: Executor, sessionId: string) {
  return ex
    .select({
      questionId: questionnaireAnswers.questionId,
      response: questionnaireAnswers.response,
      confidence: questionnaireAnswers.confidence,
    })
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.sessionId, sessionId))
    .orderBy(asc(questionnaireAnswers.createdAt));
}

export async function addAnswer(
  ex: Executor,
  sessionId: string,
  questionId: string,
  response: unknown,
  confidence: number,
  now: Date,
) {
  await ex
    .insert(questionnaireAnswers)
    .values({ sessionId, questionId, response, confidence, createdAt: now });
}

/** Moves a session on, only from the state the caller saw (compare-and-swap on status and answered). */
export async function updateSession(
  ex: Executor,
  id: string,
  seen: { status: string; answered: number },
  next: { status?: string; answered?: number; completedAt?: Date | null; now: Date },
) {
  const rows = await ex
    .update(questionnaireSessions)
    .set({
      ...(next.status ? { status: next.status } : {}),
      ...(next.answered !== undefined ? { answered: next.answered } : {}),
      ...(next.completedAt !== undefined ? { completedAt: next.completedAt } : {}),
      updatedAt: next.now,
    })
    .where(
      and(
        eq(questionnaireSessions.id, id),
        eq(questionnaireSessions.status, seen.status),
        eq(questionnaireSessions.answered, seen.answered),
      ),
    )
    .returning({ id: questionnaireSessions.id });
  return rows.length === 1;
}

export async function learnerProfile(ex: Executor, userId: string) {
  const [row] = await ex.select().from(learnerProfiles).where(eq(learnerProfiles.userId, userId));
  return row ?? null;
}

export async function skillProfiles(ex: Executor, userId: string) {
  return ex
    .select({
      skillId: learnerSkillProfiles.skillId,
      skillName: skills.name,
      level: learnerSkillProfiles.level,
      goals: learnerSkillProfiles.goals,
      focus: learnerSkillProfiles.focus,
      confidence: learnerSkillProfiles.confidence,
      updatedAt: learnerSkillProfiles.updatedAt,
    })
    .from(learnerSkillProfiles)
    .innerJoin(skills, eq(skills.id, learnerSkillProfiles.skillId))
    .where(eq(learnerSkillProfiles.userId, userId))
    .orderBy(desc(learnerSkillProfiles.updatedAt), asc(learnerSkillProfiles.skillId));
}

export async function upsertLearnerProfile(
  ex: Executor,
  userId: string,
  values: Partial<Omit<typeof learnerProfiles.$inferInsert, 'userId'>>,
  now: Date,
) {
  // A band Simi heard or the learner picked never overrides one their birth date gives (ADR 045).
  const set =
    values.ageBand !== undefined
      ? {
          ...values,
          ageBand: sql`case when ${learnerProfiles.birthDate} is null then excluded.age_band else ${learnerProfiles.ageBand} end`,
        }
      : values;
  await ex
    .insert(learnerProfiles)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: learnerProfiles.userId, set: { ...set, updatedAt: now } });
}

export async function upsertSkillProfile(
  ex: Executor,
  userId: string,
  skillId: string,
  values: Omit<typeof learnerSkillProfiles.$inferInsert, 'userId' | 'skillId'>,
  now: Date,
) {
  await ex
    .insert(learnerSkillProfiles)
    .values({ userId, skillId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [learnerSkillProfiles.userId, learnerSkillProfiles.skillId],
      set: { ...values, updatedAt: now },
    });
}

export async function updateSkillProfile(
  ex: Executor,
  userId: string,
  skillId: string,
  values: { level?: number; goals?: string[] },
  now: Date,
) {
  const rows = await ex
    .update(learnerSkillProfiles)
    .set({ ...values, confidence: null, updatedAt: now })
    .where(and(eq(learnerSkillProfiles.userId, userId), eq(learnerSkillProfiles.skillId, skillId)))
    .returning({ skillId: learnerSkillProfiles.skillId });
  return rows.length === 1;
}

export async function tutorProfile(ex: Executor, userId: string) {
  const [row] = await ex.select().from(tutorMatchingProfiles).where(eq(tutorMatchingProfiles.userId, userId));
  return row ?? null;
}

export async function upsertTutorProfile(
  ex: Executor,
  userId: string,
  values: Omit<typeof tutorMatchingProfiles.$inferInsert, 'userId'>,
  now: Date,
) {
  await ex
    .insert(tutorMatchingProfiles)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: tutorMatchingProfiles.userId, set: { ...values, updatedAt: now } });
}

/** The levels a tutor teaches a skill (tutor_skills), set from Simi's teach_levels answer. */
export async function setLevelsTaught(ex: Executor, tutorId: string, skillId: string, levels: string[]) {
  await ex
    .update(tutorSkills)
    .set({ levels })
    .where(and(eq(tutorSkills.tutorId, tutorId), eq(tutorSkills.skillId, skillId)));
}

export async function userSettings(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ language: users.language, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { language: 'en', timeZone: 'Europe/Berlin' };
}
