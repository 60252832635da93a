import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { tutorProfiles } from './catalog.ts';

/**
 * A tutor's application to teach (PRODUCT.md D). `draft` while the tutor fills it in, `submitted`
 * while staff review it, `changes_requested` when a review round ended with a rejected step (the
 * tutor improves it and submits again), `approved` once every step passed: then, and only then,
 * tutor_profiles.verified_at is set and learners can book the tutor.
 */
export const tutorApplications = pgTable(
  'tutor_applications',
  {
    tutorId: uuid('tutor_id')
      .primaryKey()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    status: text('status').notNull().default('draft'),
    /** Teaching learners under 18 needs a verified criminal-record certificate (background check). */
    worksWithMinors: boolean('works_with_minors').notNull().default(false),
    /** How many times the tutor has submitted: each submission starts a review round. */
    revision: integer('revision').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'tutor_applications_status_check',
      sql`${t.status} in ('draft','submitted','changes_requested','approved')`,
    ),
    index('tutor_applications_status_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * One verification step of SPEC.md 9 (identity, qualifications, background check, skills
 * assessment, sample lesson, platform training), decided by staff with feedback. An approved step
 * stays approved across resubmissions; a rejected one goes back to pending when the tutor resubmits.
 */
export const tutorVerificationSteps = pgTable(
  'tutor_verification_steps',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorApplications.tutorId, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    status: text('status').notNull().default('pending'),
    feedback: text('feedback').notNull().default(''),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tutorId, t.step] }),
    check('tutor_verification_steps_status_check', sql`${t.status} in ('pending','approved','rejected')`),
    check(
      'tutor_verification_steps_step_check',
      sql`${t.step} in ('identity','qualifications','background_check','skills_assessment','sample_lesson','training')`,
    ),
  ],
);

/**
 * A document a tutor uploaded for verification. The file itself lives in storage (DATA_DIR/uploads by
 * default) under `storage_key`; its type was read from its bytes, not from the name it came with.
 */
export const tutorDocuments = pgTable(
  'tutor_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorApplications.tutorId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Which malware scanner passed the file (`builtin`, `clamav+builtin`) and what it said (ADR 024).
     * A file it refuses never becomes a row, so the verdict is `clean`; null for documents uploaded
     * before scanning began.
     */
    scannedBy: text('scanned_by'),
    scanVerdict: text('scan_verdict'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
  },
  (t) => [
    index('tutor_documents_tutor_idx').on(t.tutorId),
    check(
      'tutor_documents_scan_check',
      sql`(${t.scannedBy} is null) = (${t.scanVerdict} is null) and (${t.scanVerdict} is null or ${t.scanVerdict} = 'clean')`,
    ),
    check(
      'tutor_documents_kind_check',
      sql`${t.kind} in ('id_document','certificate','experience_proof','video_intro','criminal_record')`,
    ),
  ],
);
