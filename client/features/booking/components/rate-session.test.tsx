import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { MySessions, PastSessions } from './my-sessions';

const seat = (over: object = {}) => ({
  id: 'c1b2c3d4-0000-4000-8000-000000000001',
  status: 'confirmed',
  holdExpiresAt: null,
  priceCents: 1200,
  freeCancellation: false,
  attended: true,
  review: null,
  canReview: true,
  session: {
    id: 'd1b2c3d4-0000-4000-8000-000000000001',
    startsAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
    endsAt: new Date(Date.now() - 25 * 3_600_000).toISOString(),
    format: 'group',
    level: 'beginner',
    language: 'en',
    status: 'completed',
    skill: { id: 'guitar', name: 'Guitar' },
    tutor: { id: 'e1b2c3d4-0000-4000-8000-000000000001', name: 'Lukas M.' },
    seatsTaken: 3,
    capacity: 3,
  },
  ...over,
});

describe('rating a past session', () => {
  it('asks for stars before sending, sends stars and comment once, then shows the rating', async () => {
    let rated = false;
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/booking/seats': () =>
        json({
          upcoming: [],
          past: [rated ? seat({ canReview: false, review: { rating: 4, comment: 'Great riffs' } }) : seat()],
        }),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      [`POST /api/booking/seats/${seat().id}/review`]: () => {
        rated = true;
        return json(seat({ canReview: false, review: { rating: 4, comment: 'Great riffs' } }));
      },
    });
    const user = userEvent.setup();
    renderAt(<PastSessions />);
    expect(await screen.findByText(/Completed/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Rate this session' }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose 1 to 5 stars.');
    expect(calls(`POST /api/booking/seats/${seat().id}/review`)).toHaveLength(0);

    expect(screen.getByRole('group', { name: 'How was the session with Lukas M.?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Comment (optional)'), 'Great riffs');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(calls(`POST /api/booking/seats/${seat().id}/review`)).toHaveLength(1));
    expect(calls(`POST /api/booking/seats/${seat().id}/review`)[0]!.body).toMatchObject({
      rating: 4,
      comment: 'Great riffs',
    });
    expect(await screen.findByTestId('my-rating')).toHaveTextContent('Great riffs');
    expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
  });

  it('offers no rating to a learner marked absent', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/booking/seats': () =>
        json({ upcoming: [], past: [seat({ attended: false, canReview: false })] }),
    });
    renderAt(<PastSessions />);
    expect(await screen.findByText(/Marked absent/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate this session' })).not.toBeInTheDocument();
  });
});

describe('moving a seat', () => {
  it('lists the other open groups of the skill and moves the seat with one call', async () => {
    const upcoming = seat({
      status: 'confirmed',
      attended: null,
      canReview: false,
      freeCancellation: true,
      session: {
        ...seat().session,
        status: 'open',
        startsAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 49 * 3_600_000).toISOString(),
      },
    });
    const group = (id: string, hours: number) => ({
      sessionId: id,
      startsAt: new Date(Date.now() + hours * 3_600_000).toISOString(),
      skill: { id: 'guitar', name: 'Guitar' },
      tutor: { id: 'e1b2c3d4-0000-4000-8000-000000000002', name: 'Mia K.' },
      level: 'beginner',
      language: 'en',
      seatsLeft: 1,
      capacity: 3,
      forChildren: false,
    });
    const target = 'f1b2c3d4-0000-4000-8000-000000000001';
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/booking/seats': () => json({ upcoming: [upcoming], past: [] }),
      'GET /api/booking/saved': () => json([]),
      'GET /api/marketplace': () =>
        json({ tutors: [], groups: [group(upcoming.session.id, 48), group(target, 72)] }),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      [`POST /api/booking/seats/${upcoming.id}/move`]: () =>
        json({ ...upcoming, session: { ...upcoming.session, id: target } }),
    });
    const user = userEvent.setup();
    renderAt(<MySessions />);
    await user.click(await screen.findByRole('button', { name: 'Move to another group' }));
    // Its own group is not offered.
    const here = await screen.findAllByTestId('move-here');
    expect(here).toHaveLength(1);
    expect(calls('GET /api/marketplace')[0]!.url).toContain('skillId=guitar');
    await user.click(here[0]!);
    await waitFor(() => expect(calls(`POST /api/booking/seats/${upcoming.id}/move`)).toHaveLength(1));
    expect(calls(`POST /api/booking/seats/${upcoming.id}/move`)[0]!.body).toMatchObject({
      sessionId: target,
    });
  });
});
