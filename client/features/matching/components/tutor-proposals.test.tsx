import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TutorProposal } from '../../../../common/contracts/matching';
import { AppRoutes } from '../../../app/routing/router';
import { aUser, json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';

const ID = '0f6f7a3e-3a55-4d2f-9a51-5a2b9d4c1e01';

function proposal(overrides: Partial<TutorProposal> = {}): TutorProposal {
  return {
    id: ID,
    skillId: 'spanish',
    skillName: 'Spanish',
    startsAt: '2026-12-02T17:00:00.000Z',
    level: 'beginner',
    language: 'es',
    response: 'pending',
    asked: 3,
    accepted: 0,
    expiresAt: '2026-11-30T17:00:00.000Z',
    ...overrides,
  };
}

function tutorWith(handlers: Record<string, () => Response>) {
  return mockFetch({
    'GET /api/user': () => json(aUser({ userType: 'tutor' })),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'GET /api/booking/teaching': () => json({ upcoming: [] }),
    ...handlers,
  });
}

describe('groups Simi is forming with a tutor', () => {
  it('shows a new group waiting for the tutor, who confirms it', async () => {
    const api = tutorWith({
      'GET /api/matching/tutor-proposals': () => json({ proposals: [proposal()] }),
      [`POST /api/matching/tutor-proposals/${ID}/confirm`]: () =>
        json({ proposals: [proposal({ response: 'confirmed' })] }),
    });
    renderAt(<AppRoutes />, '/tutor-dashboard-enhanced');
    const item = await screen.findByTestId('tutor-proposal');
    expect(item).toHaveTextContent('Spanish');
    expect(item).toHaveTextContent('Waiting for your answer');
    expect(item).toHaveTextContent('0 of 3 learners have taken a seat');
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: /^Confirm the Spanish group starting/ }));
    expect(await within(item).findByText('Confirmed')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).toBeNull();
    expect(api.calls(`POST /api/matching/tutor-proposals/${ID}/confirm`)).toHaveLength(1);
    expect(
      await screen.findByText('Group confirmed. Its learners see that you will teach it.'),
    ).toBeInTheDocument();
  });

  it('offers declining only while no learner has taken a seat', async () => {
    tutorWith({
      'GET /api/matching/tutor-proposals': () => json({ proposals: [proposal({ accepted: 1 })] }),
    });
    renderAt(<AppRoutes />, '/tutor-dashboard-enhanced');
    const item = await screen.findByTestId('tutor-proposal');
    expect(within(item).getByRole('button', { name: /^Confirm/ })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /^Decline/ })).toBeNull();
  });

  it('declines a group: it leaves the list', async () => {
    tutorWith({
      'GET /api/matching/tutor-proposals': () => json({ proposals: [proposal()] }),
      [`POST /api/matching/tutor-proposals/${ID}/decline`]: () => json({ proposals: [] }),
    });
    renderAt(<AppRoutes />, '/tutor-dashboard-enhanced');
    const item = await screen.findByTestId('tutor-proposal');
    await userEvent.setup().click(within(item).getByRole('button', { name: /^Decline the Spanish group/ }));
    expect(
      await screen.findByText('Group declined. Its learners wait for another group.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('tutor-proposals')).toBeNull();
  });
});
