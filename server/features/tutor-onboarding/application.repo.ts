import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ApplicationStatus, DocumentKind, VerificationStep } from '../../../common/constants.ts';
import { VERIFICATION_STEPS } from '../../../common/constants.ts';
import type { Executor } from '../../db/client.ts';
import {
  skills,
  tutorApplications,
  tutorAvailability,
  tutorDocuments,
  tutorProfiles,
  tutorSkills,
  tutorVerificationSteps,
  users,
} from '../../db/schema/index.ts';

/**
 * A tutor who opens the application for the first time gets an empty profile and a draft. A tutor
 * verified before applications existed (the demo's, say) gets an approved one: nothing to apply for.
 */
export async function ensureApplication(ex: Executor, tutorId: string) {
  await ex.insert(tutorProfiles).values({ userId: tutorId }).onConflictDoNothing();
  await ex.execute(sql`
    insert into ${tutorApplications} (tutor_id, status)
    select user_id, case when verified_at is null then 'draft' else 'approved' end
    from ${tutorProfiles} where user_id = ${tutorId}
    on conflict do nothing`);
}

export async function applicationRow(ex: Executor, tutorId: string) {
  const [row] = await ex
    .select({
      status: tutorApplications.status,
      worksWithMinors: tutorApplications.worksWithMinors,
      revision: tutorApplications.revision,
      submittedAt: tutorApplications.submittedAt,
      decidedAt: tutorApplications.decidedAt,
      headline: tutorProfiles.headline,
      bio: tutorProfiles.bio,
      cityId: tutorProfiles.cityId,
      languages: tutorProfiles.languages,
      yearsExperience: tutorProfiles.yearsExperience,
      timeZone: tutorProfiles.timeZone,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
    })
    .from(tutorApplications)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, tutorApplications.tutorId))
    .innerJoin(users, eq(users.id, tutorApplications.tutorId))
    .where(eq(tutorApplications.tutorId, tutorId));
  return row ? { ...row, status: row.status as ApplicationStatus } : null;
}

/** Locks the application row for a state change (submit, a decision, a new document). */
export async function lockApplication(ex: Executor, tutorId: string) {
  const [row] = await ex
    .select({ status: tutorApplications.status, worksWithMinors: tutorApplications.worksWithMinors })
    .from(tutorApplications)
    .where(eq(tutorApplications.tutorId, tutorId))
    .for('update');
  return row ? { ...row, status: row.status as ApplicationStatus } : null;
}

export const skillsOf = (ex: Executor, tutorId: string) =>
  ex
    .select({ skillId: tutorSkills.skillId, name: skills.name, levels: tutorSkills.levels })
    .from(tutorSkills)
    .innerJoin(skills, eq(skills.id, tutorSkills.skillId))
    .where(eq(tutorSkills.tutorId, tutorId))
    .orderBy(asc(skills.name));

export async function windowCount(ex: Executor, tutorId: string): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(tutorAvailability)
    .where(eq(tutorAvailability.tutorId, tutorId));
  return row?.n ?? 0;
}

export const documentsOf = (ex: Executor, tutorId: string) =>
  ex
    .select({
      id: tutorDocuments.id,
      kind: tutorDocuments.kind,
      fileName: tutorDocuments.fileName,
      mimeType: tutorDocuments.mimeType,
      sizeBytes: tutorDocuments.sizeBytes,
      uploadedAt: tutorDocuments.uploadedAt,
      storageKey: tutorDocuments.storageKey,
    })
    .from(tutorDocuments)
    .where(eq(tutorDocuments.tutorId, tutorId))
    .orderBy(asc(tutorDocuments.uploadedAt));

export async function documentById(ex: Executor, id: string) {
  const [row] = await ex.select().from(tutorDocuments).where(eq(tutorDocuments.id, id));
  return row ?? null;
}

export async function countOfKind(ex: Executor, tutorId: string, kind: DocumentKind): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(tutorDocuments)
    .where(and(eq(tutorDocuments.tutorId, tutorId), eq(tutorDocuments.kind, kind)));
  return row?.n ?? 0;
}

export async function insertDocument(
  ex: Executor,
  doc: {
    tutorId: string;
    kind: DocumentKind;
    fileName: string;
    mimeType: string;
    sizeBytes: number;
    storageKey: string;
    scannedBy: string;
    scanVerdict: 'clean';
    scannedAt: Date;
  },
) {
  await ex.insert(tutorDocuments).values(doc);
}

export async function deleteDocument(ex: Executor, tutorId: string, id: string) {
  const [row] = await ex
    .delete(tutorDocuments)
    .where(and(eq(tutorDocuments.id, id), eq(tutorDocuments.tutorId, tutorId)))
    .returning({ storageKey: tutorDocuments.storageKey });
  return row ?? null;
}

export const stepsOf = (ex: Executor, tutorId: string) =>
  ex
    .select({
      step: tutorVerificationSteps.step,
      status: tutorVerificationSteps.status,
      feedback: tutorVerificationSteps.feedback,
      decidedAt: tutorVerificationSteps.decidedAt,
    })
    .from(tutorVerificationSteps)
    .where(eq(tutorVerificationSteps.tutorId, tutorId));

export async function saveProfile(
  ex: Executor,
  tutorId: string,
  p: { headline: string; bio: string; cityId: string | null; languages: string[]; yearsExperience: number },
) {
  await ex.update(tutorProfiles).set(p).where(eq(tutorProfiles.userId, tutorId));
}

export async function setWorksWithMinors(ex: Executor, tutorId: string, worksWithMinors: boolean) {
  await ex
    .update(tutorApplications)
    .set({ worksWithMinors, updatedAt: sql`now()` })
    .where(eq(tutorApplications.tutorId, tutorId));
}

export async function replaceSkills(
  ex: Executor,
  tutorId: string,
  list: { skillId: string; levels: string[] }[],
) {
  await ex.delete(tutorSkills).where(eq(tutorSkills.tutorId, tutorId));
  if (list.length) await ex.insert(tutorSkills).values(list.map((s) => ({ tutorId, ...s })));
}

export async function knownSkills(ex: Executor, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await ex.select({ id: skills.id }).from(skills).where(inArray(skills.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Starts a review round: every step not already passed is pending again. */
export async function startRound(ex: Executor, tutorId: string, now: Date) {
  await ex
    .update(tutorApplications)
    .set({
      status: 'submitted',
      revision: sql`${tutorApplications.revision} + 1`,
      submittedAt: now,
      decidedAt: null,
      updatedAt: now,
    })
    .where(eq(tutorApplications.tutorId, tutorId));
  await ex
    .insert(tutorVerificationSteps)
    .values(VERIFICATION_STEPS.map((step) => ({ tutorId, step })))
    .onConflictDoUpdate({
      target: [tutorVerificationSteps.tutorId, tutorVerificationSteps.step],
      set: { status: 'pending', reviewerId: null, decidedAt: null },
      // The feedback of a rejected step stays visible to staff in the next round.
      setWhere: sql`${tutorVerificationSteps.status} = 'rejected'`,
    });
}

/** Decides one pending step; null when it was not pending (decided meanwhile). */
export async function decidePendingStep(
  ex: Executor,
  d: {
    tutorId: string;
    step: VerificationStep;
    status: 'approved' | 'rejected';
    feedback: string;
    reviewerId: string;
    now: Date;
  },
) {
  const [row] = await ex
    .update(tutorVerificationSteps)
    .set({ status: d.status, feedback: d.feedback, reviewerId: d.reviewerId, decidedAt: d.now })
    .where(
      and(
        eq(tutorVerificationSteps.tutorId, d.tutorId),
        eq(tutorVerificationSteps.step, d.step),
        eq(tutorVerificationSteps.status, 'pending'),
      ),
    )
    .returning({ step: tutorVerificationSteps.step });
  return row ?? null;
}

export async function closeRound(
  ex: Executor,
  tutorId: string,
  outcome: 'approved' | 'changes_requested',
  now: Date,
  worksWithMinors: boolean,
) {
  await ex
    .update(tutorApplications)
    .set({ status: outcome, decidedAt: now, updatedAt: now })
    .where(eq(tutorApplications.tutorId, tutorId));
  if (outcome === 'approved')
    await ex
      .update(tutorProfiles)
      .set({ verifiedAt: now, clearedForMinorsAt: worksWithMinors ? now : null })
      .where(eq(tutorProfiles.userId, tutorId));
}

/** The review queue: applications in one status, the longest waiting first. */
export const queue = (ex: Executor, status: ApplicationStatus) =>
  ex
    .select({
      tutorId: tutorApplications.tutorId,
      status: tutorApplications.status,
      revision: tutorApplications.revision,
      submittedAt: tutorApplications.submittedAt,
      worksWithMinors: tutorApplications.worksWithMinors,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      documents: sql<number>`(select count(*)::int from ${tutorDocuments} d where d.tutor_id = ${tutorApplications.tutorId})`,
    })
    .from(tutorApplications)
    .innerJoin(users, eq(users.id, tutorApplications.tutorId))
    .where(eq(tutorApplications.status, status))
    .orderBy(asc(tutorApplications.submittedAt))
    .limit(200);

export const stepsOfMany = (ex: Executor, tutorIds: string[]) =>
  tutorIds.length
    ? ex
        .select({
          tutorId: tutorVerificationSteps.tutorId,
          step: tutorVerificationSteps.step,
          status: tutorVerificationSteps.status,
        })
        .from(tutorVerificationSteps)
        .where(inArray(tutorVerificationSteps.tutorId, tutorIds))
    : Promise.resolve([]);

export async function userLanguageAndEmail(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
