import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Application, ApplicationReview } from '../../../common/contracts/tutor-onboarding';
import { VERIFICATION_STEPS } from '../../../common/constants';
import { AppRoutes } from '../../app/routing/router';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';

const pending = VERIFICATION_STEPS.map((step) => ({
  step,
  status: 'pending' as const,
  feedback: '',
  decidedAt: null,
}));

const draft: Application = {
  status: 'draft',
  revision: 0,
  submittedAt: null,
  decidedAt: null,
  editable: true,
  profile: {
    headline: 'Cellist and patient teacher',
    bio: '',
    cityId: null,
    languages: ['en'],
    yearsExperience: 4,
    worksWithMinors: false,
    timeZone: 'Europe/Prague',
  },
  skills: [{ skillId: 'cello', name: 'Cello', levels: ['beginner'] }],
  availabilityWindows: 0,
  documents: [
    {
      id: '5b1f0b7e-3f7c-4b43-9a57-0d7f5c0a2b11',
      kind: 'certificate',
      fileName: 'diploma.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 2_400_000,
      uploadedAt: '2026-11-20T10:00:00Z',
    },
  ],
  steps: pending,
  missing: ['bio', 'availability', 'id_document', 'video_intro'],
};

const catalogue = {
  'GET /api/skills': () =>
    json([
      { id: 'cello', name: 'Cello', category: 'music', description: '', tutorCount: 0 },
      { id: 'spanish', name: 'Spanish', category: 'languages', description: '', tutorCount: 3 },
    ]),
  'GET /api/cities': () =>
    json([{ id: 'berlin', name: 'Berlin', region: '', countryCode: 'DE', tutorCount: 2 }]),
};

describe('the tutor application screen', () => {
  it('shows what is there, what is missing, and keeps Send disabled until it is complete', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/tutor-application': () => json(draft),
      ...catalogue,
    });
    renderAt(<AppRoutes />, '/tutor-onboarding');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your tutor application' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('application-status')).toHaveTextContent('Draft');
    expect(screen.getByLabelText('Headline')).toHaveValue('Cellist and patient teacher');
    expect(screen.getByTestId('hours-summary')).toHaveTextContent('No weekly hours yet');
    expect(screen.getByRole('link', { name: 'Set your teaching hours' })).toHaveAttribute(
      'href',
      '/tutor-availability',
    );
    const certificates = within(screen.getByTestId('documents-certificate'));
    expect(certificates.getByText(/diploma\.pdf/)).toBeInTheDocument();
    expect(certificates.getByText(/2\.4 MB/)).toBeInTheDocument();
    expect(certificates.getByRole('link', { name: 'Download diploma.pdf' })).toHaveAttribute(
      'href',
      '/api/tutor-documents/5b1f0b7e-3f7c-4b43-9a57-0d7f5c0a2b11/file',
    );
    // The criminal-record certificate is asked only from tutors of minors.
    expect(screen.queryByTestId('documents-criminal_record')).not.toBeInTheDocument();
    const missing = within(screen.getByTestId('missing'));
    expect(missing.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'An “About you” of at least 80 characters',
      'Your weekly teaching hours',
      'Your ID',
      'A video introduction',
    ]);
    expect(screen.getByTestId('submit-application')).toBeDisabled();
  });

  it('saves the profile with an added skill and levels in one call', async () => {
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/tutor-application': () => json(draft),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'PUT /api/tutor-application': () => json(draft),
      ...catalogue,
    });
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/tutor-onboarding');
    await screen.findByRole('option', { name: 'Spanish' });
    await user.selectOptions(screen.getByTestId('skill-picker'), 'spanish');
    await user.click(screen.getByTestId('add-skill'));
    // The second skill's row: Spanish, added with Beginner ticked.
    await user.click(screen.getAllByRole('checkbox', { name: 'Advanced' })[1]!);
    await user.type(screen.getByLabelText('About you'), 'I teach.');
    await user.click(screen.getByTestId('works-with-minors'));
    await user.click(screen.getByTestId('save-profile'));
    await waitFor(() => expect(calls('PUT /api/tutor-application')).toHaveLength(1));
    expect(calls('PUT /api/tutor-application')[0]!.body).toMatchObject({
      headline: 'Cellist and patient teacher',
      bio: 'I teach.',
      skills: [
        { skillId: 'cello', levels: ['beginner'] },
        { skillId: 'spanish', levels: ['beginner', 'advanced'] },
      ],
      worksWithMinors: true,
    });
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('shows the feedback of a sent-back application and sends it again', async () => {
    const back: Application = {
      ...draft,
      status: 'changes_requested',
      revision: 1,
      steps: pending.map((s) =>
        s.step === 'identity'
          ? {
              ...s,
              status: 'rejected',
              feedback: 'The photo of your ID is blurred.',
              decidedAt: '2026-11-22T09:00:00Z',
            }
          : { ...s, status: 'approved', decidedAt: '2026-11-22T09:00:00Z' },
      ),
      missing: [],
    };
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/tutor-application': () => json(back),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/tutor-application/submit': () =>
        json({
          ...back,
          status: 'submitted',
          editable: false,
          revision: 2,
          submittedAt: '2026-11-23T09:00:00Z',
        }),
      ...catalogue,
    });
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/tutor-onboarding');
    const changes = within(await screen.findByTestId('changes-requested'));
    expect(changes.getByText('The photo of your ID is blurred.')).toBeInTheDocument();
    expect(screen.getByTestId('step-identity')).toHaveAttribute('data-status', 'rejected');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(calls('POST /api/tutor-application/submit')).toHaveLength(1));
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.queryByTestId('submit-application')).not.toBeInTheDocument();
    expect(screen.queryByTestId('save-profile')).not.toBeInTheDocument();
  });
});

describe('staff review', () => {
  const review: ApplicationReview = {
    ...draft,
    status: 'submitted',
    revision: 1,
    submittedAt: '2026-11-21T08:00:00Z',
    editable: false,
    missing: [],
    tutor: { id: '0f7c3a52-0c4e-4b8f-8a51-6a1f6c2d9e10', name: 'Jana Novak', email: 'jana@example.eu' },
  };

  it('lists the queue and decides a step, sending back with feedback', async () => {
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'admin' })),
      'GET /api/admin/tutor-applications': () =>
        json([
          {
            tutor: review.tutor,
            status: 'submitted',
            revision: 1,
            submittedAt: review.submittedAt,
            worksWithMinors: true,
            steps: pending.map(({ step, status }) => ({ step, status })),
            documents: 3,
          },
        ]),
      [`GET /api/admin/tutor-applications/${review.tutor.id}`]: () => json(review),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      [`POST /api/admin/tutor-applications/${review.tutor.id}/steps/identity`]: () =>
        json({
          ...review,
          steps: review.steps.map((s) => (s.step === 'identity' ? { ...s, status: 'rejected' } : s)),
        }),
    });
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/admin/tutor-applications');
    const item = await screen.findByTestId('queue-item');
    expect(item).toHaveTextContent('Jana Novak');
    expect(screen.getByText('0 of 6 steps passed · 3 documents')).toBeInTheDocument();
    expect(screen.getByText('Wants to teach minors')).toBeInTheDocument();
    await user.click(item);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jana Novak' })).toBeInTheDocument();
    const identity = within(screen.getByTestId('decide-identity'));
    await user.click(identity.getByRole('button', { name: 'Reject: Identity confirmation' }));
    const send = identity.getByRole('button', { name: 'Send back: Identity confirmation' });
    expect(send).toBeDisabled();
    await user.type(
      identity.getByLabelText('What should the tutor improve for “Identity confirmation”?'),
      'Blurred.',
    );
    expect(send).toBeDisabled();
    await user.type(identity.getByLabelText(/What should the tutor improve/), ' Retake it.');
    await user.click(send);
    await waitFor(() =>
      expect(calls(`POST /api/admin/tutor-applications/${review.tutor.id}/steps/identity`)).toHaveLength(1),
    );
    expect(
      calls(`POST /api/admin/tutor-applications/${review.tutor.id}/steps/identity`)[0]!.body,
    ).toMatchObject({
      decision: 'reject',
      feedback: 'Blurred. Retake it.',
    });
    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
  });
});

describe('the tutor hub', () => {
  it('gives visitors the way to register as a tutor, with the pay from the constants', async () => {
    mockFetch({ 'GET /api/user': () => json(null, { status: 401 }) });
    renderAt(<AppRoutes />, '/tutor-hub');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teach on TRT Tutoring' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('hub-apply')[0]).toHaveAttribute('href', '/auth?mode=register&type=tutor');
    expect(screen.getByTestId('hub-rate')).toHaveTextContent('You earn €12 per 3:1 session');
    expect(screen.getAllByTestId('hub-tier').map((t) => t.textContent)).toEqual([
      expect.stringContaining('€240'),
      expect.stringContaining('€720'),
      expect.stringContaining('€960'),
    ]);
  });

  it('sends a signed-in tutor to the application', async () => {
    mockFetch({ 'GET /api/user': () => json(aUser({ userType: 'tutor' })) });
    renderAt(<AppRoutes />, '/tutor-hub');
    expect((await screen.findAllByTestId('hub-continue'))[0]).toHaveAttribute('href', '/tutor-onboarding');
    expect(screen.queryByTestId('hub-apply')).not.toBeInTheDocument();
  });
});
