import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routing/router';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';

const empty = {
  birthDate: null,
  ageBand: null,
  languages: [],
  availability: [],
  guardianConsent: { needed: false, given: false },
};

function server(opts: {
  saved?: Record<string, unknown>;
  answer?: (body: Record<string, unknown>) => Response;
}) {
  let guardians: unknown[] = [];
  return mockFetch({
    'GET /api/user': () => json(aUser({ userType: 'student' })),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'GET /api/learning/onboarding': () => json(opts.saved ?? empty),
    'PUT /api/learning/onboarding': (r) => opts.answer!(r.body as Record<string, unknown>),
    'GET /api/family/guardians': () => json(guardians),
    'POST /api/family/guardians': () => {
      guardians = [{ id: 'g1', name: 'Sabine K.', linkedAt: '2026-11-28T10:00:00.000Z' }];
      return json(guardians[0], { status: 201 });
    },
  });
}

async function open() {
  renderAt(<AppRoutes />, '/student-onboarding');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your learner profile' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('onboarding-save')).toBeEnabled());
  return userEvent.setup();
}

describe('/student-onboarding (ADR 045)', () => {
  it('asks for the birth date and a language first, then saves; under 16 it asks for a guardian’s code', async () => {
    const api = server({
      answer: (body) => json({ ...body, ageBand: '10-12', guardianConsent: { needed: true, given: false } }),
    });
    const user = await open();
    await user.click(screen.getByTestId('onboarding-save'));
    expect(await screen.findByText('Enter your date of birth.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveFocus();
    expect(api.calls('PUT /api/learning/onboarding')).toHaveLength(0);

    await user.type(screen.getByLabelText('Date of birth'), '2016-05-31');
    await user.click(screen.getByRole('checkbox', { name: 'German' }));
    await user.click(screen.getByRole('checkbox', { name: 'Weekday afternoons (12-17)' }));
    await user.click(screen.getByTestId('onboarding-save'));
    expect(await screen.findByTestId('onboarding-result')).toHaveTextContent('Your profile is saved.');
    expect(api.calls('PUT /api/learning/onboarding')[0]!.body).toMatchObject({
      birthDate: '2016-05-31',
      languages: ['de'],
      availability: ['weekday_afternoon'],
    });

    // Under 16: the consent step, with the code field; once linked, booking is open.
    expect(await screen.findByTestId('consent-needed')).toHaveTextContent('Because you are under 16');
    await user.type(screen.getByLabelText('Code from your parent or guardian'), 'K7M2P-9QX4R');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByTestId('consent-given')).toHaveTextContent(
      'A parent or guardian follows your account',
    );
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/session-booking');
  });

  it('shows the server’s refusal of the birth date at the field', async () => {
    server({
      saved: { ...empty, languages: ['en'] },
      answer: () =>
        json(
          {
            message: 'Learners are 6 years or older.',
            code: 'VALIDATION',
            key: 'learning.onboarding.errors.tooYoung',
            details: [
              {
                field: 'birthDate',
                message: 'Learners are 6 years or older.',
                key: 'learning.onboarding.errors.tooYoung',
              },
            ],
          },
          { status: 400 },
        ),
    });
    const user = await open();
    await user.type(screen.getByLabelText('Date of birth'), '2023-01-01');
    await user.click(screen.getByTestId('onboarding-save'));
    await waitFor(() =>
      expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
        /Learners are 6 years or older\./,
      ),
    );
    expect(screen.queryByTestId('consent-needed')).not.toBeInTheDocument();
  });

  it('is for learners: others are sent away', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    });
    renderAt(<AppRoutes />, '/student-onboarding');
    await waitFor(() => expect(screen.queryByTestId('student-onboarding')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();
  });
});
