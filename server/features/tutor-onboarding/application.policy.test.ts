import { describe, expect, it } from 'vitest';
import type { DocumentKind } from '../../../common/constants.ts';
import { applicationGaps, isEditable, roundOutcome } from './application.policy.ts';

const complete = {
  headline: 'Guitar teacher for beginners',
  bio: 'I have taught guitar for twelve years in Berlin music schools and love helping adults start again.',
  languages: ['de', 'en'],
  skills: 1,
  availabilityWindows: 2,
  documentKinds: new Set<DocumentKind>(['id_document', 'certificate', 'video_intro']),
  worksWithMinors: false,
};

describe('application policy', () => {
  it('finds nothing missing in a complete application', () => {
    expect(applicationGaps(complete)).toEqual([]);
  });

  it('names every gap of an empty draft', () => {
    expect(
      applicationGaps({
        headline: '',
        bio: 'short',
        languages: [],
        skills: 0,
        availabilityWindows: 0,
        documentKinds: new Set(),
        worksWithMinors: true,
      }),
    ).toEqual([
      'headline',
      'bio',
      'languages',
      'skills',
      'availability',
      'id_document',
      'certificate',
      'video_intro',
      'criminal_record',
    ]);
  });

  it('asks for a criminal-record certificate only from tutors of minors', () => {
    expect(applicationGaps({ ...complete, worksWithMinors: true })).toEqual(['criminal_record']);
    const withCertificate = new Set<DocumentKind>([...complete.documentKinds, 'criminal_record']);
    expect(applicationGaps({ ...complete, worksWithMinors: true, documentKinds: withCertificate })).toEqual(
      [],
    );
  });

  it('lets the tutor edit a draft or a sent-back application only', () => {
    expect(isEditable('draft')).toBe(true);
    expect(isEditable('changes_requested')).toBe(true);
    expect(isEditable('submitted')).toBe(false);
    expect(isEditable('approved')).toBe(false);
  });

  it('ends a round only when no step is pending', () => {
    expect(roundOutcome([{ status: 'approved' }, { status: 'pending' }, { status: 'rejected' }])).toBe(
      'open',
    );
    expect(roundOutcome([{ status: 'approved' }, { status: 'approved' }])).toBe('approved');
    expect(roundOutcome([{ status: 'approved' }, { status: 'rejected' }])).toBe('changes_requested');
  });
});
