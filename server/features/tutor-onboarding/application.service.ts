import {
  type ApplicationStatus,
  DOCUMENT_KINDS,
  type DocumentKind,
  VERIFICATION_STEPS,
  type VerificationStep,
} from '../../../common/constants.ts';
import type { Application, ProfileInput } from '../../../common/contracts/tutor-onboarding.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { applicationGaps, isEditable } from './application.policy.ts';
import * as repo from './application.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The application as its tutor (or, with the tutor's name, staff) sees it. */
export async function loadApplication(ex: Executor, tutorId: string) {
  const row = await repo.applicationRow(ex, tutorId);
  if (!row) return null;
  const [skills, windows, documents, steps] = await Promise.all([
    repo.skillsOf(ex, tutorId),
    repo.windowCount(ex, tutorId),
    repo.documentsOf(ex, tutorId),
    repo.stepsOf(ex, tutorId),
  ]);
  const byStep = new Map(steps.map((s) => [s.step, s]));
  const application: Application = {
    status: row.status,
    revision: row.revision,
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    editable: isEditable(row.status),
    profile: {
      headline: row.headline,
      bio: row.bio,
      cityId: row.cityId,
      languages: row.languages,
      yearsExperience: row.yearsExperience,
      worksWithMinors: row.worksWithMinors,
      timeZone: row.timeZone,
    },
    skills: skills.map((s) => ({ ...s, levels: s.levels as Application['skills'][number]['levels'] })),
    availabilityWindows: windows,
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind as DocumentKind,
      fileName: d.fileName,
      mimeType: d.mimeType,
      sizeBytes: d.sizeBytes,
      uploadedAt: d.uploadedAt.toISOString(),
    })),
    // Before the first submission there are no step rows: every step is still to come (or, for a
    // tutor verified before applications existed, long passed).
    steps: VERIFICATION_STEPS.map((step) => {
      const s = byStep.get(step);
      return {
        step,
        status: (s?.status ?? (row.status === 'approved' ? 'approved' : 'pending')) as
          | 'pending'
          | 'approved'
          | 'rejected',
        feedback: s?.feedback ?? '',
        decidedAt: iso(s?.decidedAt ?? null),
      };
    }),
    missing: applicationGaps({
      headline: row.headline,
      bio: row.bio,
      languages: row.languages,
      skills: skills.length,
      availabilityWindows: windows,
      documentKinds: new Set(documents.map((d) => d.kind as DocumentKind)),
      worksWithMinors: row.worksWithMinors,
    }),
  };
  return { application, tutor: { id: tutorId, name: row.name, email: row.email } };
}

export async function myApplication(ctx: AppContext, tutorId: string): Promise<Application> {
  await repo.ensureApplication(ctx.db, tutorId);
  return (await loadApplication(ctx.db, tutorId))!.application;
}

const notEditable = (status: ApplicationStatus) =>
  status === 'approved'
    ? new AppError('CONFLICT', 'Your application is approved; it can no longer be changed here.').withKey(
        'onboarding.errors.approved',
      )
    : new AppError(
        'CONFLICT',
        'Your application is being reviewed; it cannot be changed until the review ends.',
      ).withKey('onboarding.errors.underReview');

/** Saves profile, skills and the minors choice in one transaction, while the tutor may edit. */
export async function saveApplication(
  ctx: AppContext,
  tutorId: string,
  input: ProfileInput,
): Promise<Application> {
  await ctx.db
    .transaction(async (tx) => {
      await repo.ensureApplication(tx, tutorId);
      const current = await repo.lockApplication(tx, tutorId);
      if (!current || !isEditable(current.status)) throw notEditable(current?.status ?? 'submitted');
      const skillIds = input.skills.map((s) => s.skillId);
      const known = await repo.knownSkills(tx, skillIds);
      const unknown = skillIds.find((id) => !known.has(id));
      if (unknown)
        throw new AppError('VALIDATION', 'Choose skills from the list.', [
          { field: 'skills', message: 'Choose skills from the list.', key: 'onboarding.validation.skills' },
        ]).withKey('onboarding.validation.skills');
      await repo.saveProfile(tx, tutorId, {
        headline: input.headline.trim(),
        bio: input.bio.trim(),
        cityId: input.cityId,
        languages: input.languages,
        yearsExperience: input.yearsExperience,
      });
      await repo.replaceSkills(
        tx,
        tutorId,
        input.skills.map((s) => ({ skillId: s.skillId, levels: [...s.levels] })),
      );
      await repo.setWorksWithMinors(tx, tutorId, input.worksWithMinors);
    })
    .catch(rethrowUnknownCity);
  return (await loadApplication(ctx.db, tutorId))!.application;
}

/** A city id that is not in the catalogue fails the foreign key: that is the tutor's input, a 400. */
function rethrowUnknownCity(error: unknown): never {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string });
  if ((cause as { code?: string }).code === '23503')
    throw new AppError('VALIDATION', 'Choose a city from the list.', [
      { field: 'cityId', message: 'Choose a city from the list.', key: 'onboarding.validation.city' },
    ]).withKey('onboarding.validation.city');
  throw error;
}

/** Sends the application for review: complete, editable, and not already sent (a double click is a 409). */
export async function submitApplication(ctx: AppContext, tutorId: string): Promise<Application> {
  await ctx.db.transaction(async (tx) => {
    await repo.ensureApplication(tx, tutorId);
    const current = await repo.lockApplication(tx, tutorId);
    if (!current || !isEditable(current.status)) throw notEditable(current?.status ?? 'submitted');
    const loaded = await loadApplication(tx, tutorId);
    const missing = loaded!.application.missing;
    if (missing.length)
      throw new AppError('VALIDATION', 'Your application is not complete yet.', { missing }).withKey(
        'onboarding.errors.incomplete',
      );
    await repo.startRound(tx, tutorId, ctx.now());
  });
  return (await loadApplication(ctx.db, tutorId))!.application;
}

export async function deleteDocument(
  ctx: AppContext,
  tutorId: string,
  documentId: string,
): Promise<Application> {
  const storageKey = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockApplication(tx, tutorId);
    if (!current)
      throw new AppError('NOT_FOUND', 'Document not found.').withKey('onboarding.errors.noDocument');
    if (!isEditable(current.status)) throw notEditable(current.status);
    const row = await repo.deleteDocument(tx, tutorId, documentId);
    if (!row) throw new AppError('NOT_FOUND', 'Document not found.').withKey('onboarding.errors.noDocument');
    return row.storageKey;
  });
  // The row is gone, so the file is unreachable; removing it after the commit loses nothing if it fails.
  await ctx.storage
    .remove(storageKey)
    .catch((error) => ctx.log.warn({ err: error }, 'document file not removed'));
  return (await loadApplication(ctx.db, tutorId))!.application;
}

export const isDocumentKind = (kind: unknown): kind is DocumentKind =>
  typeof kind === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(kind);
export const isStep = (step: string): step is VerificationStep =>
  (VERIFICATION_STEPS as readonly string[]).includes(step);
