import type { ApplicationStatus, DocumentKind } from '../../../common/constants.ts';
import { type ApplicationGap, BIO_MIN_LENGTH } from '../../../common/contracts/tutor-onboarding.ts';

/** The tutor may change the application only while nobody is reviewing it and before it passed. */
export const isEditable = (status: ApplicationStatus): boolean =>
  status === 'draft' || status === 'changes_requested';

export interface ApplicationFacts {
  headline: string;
  bio: string;
  languages: readonly string[];
  skills: number;
  availabilityWindows: number;
  documentKinds: ReadonlySet<DocumentKind>;
  worksWithMinors: boolean;
}

/**
 * What a complete application has (SPEC.md 9): a profile, skills, weekly hours, an ID, a certificate
 * or credential and a short video introduction; teaching minors adds a criminal-record certificate.
 * Proof of experience is "if applicable", so it is never required.
 */
export function applicationGaps(a: ApplicationFacts): ApplicationGap[] {
  const gaps: ApplicationGap[] = [];
  if (a.headline.trim().length < 10) gaps.push('headline');
  if (a.bio.trim().length < BIO_MIN_LENGTH) gaps.push('bio');
  if (a.languages.length === 0) gaps.push('languages');
  if (a.skills === 0) gaps.push('skills');
  if (a.availabilityWindows === 0) gaps.push('availability');
  for (const kind of ['id_document', 'certificate', 'video_intro'] as const)
    if (!a.documentKinds.has(kind)) gaps.push(kind);
  if (a.worksWithMinors && !a.documentKinds.has('criminal_record')) gaps.push('criminal_record');
  return gaps;
}

/**
 * Where a review round stands once a step is decided: still open while any step is pending; the
 * tutor is verified when every step passed; otherwise the application goes back with the feedback.
 */
export function roundOutcome(
  steps: readonly { status: string }[],
): 'open' | 'approved' | 'changes_requested' {
  if (steps.some((s) => s.status === 'pending')) return 'open';
  return steps.every((s) => s.status === 'approved') ? 'approved' : 'changes_requested';
}
