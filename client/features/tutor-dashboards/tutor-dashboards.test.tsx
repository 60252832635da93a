import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { DashboardPreview, FocusDashboard, ProfessionalDashboard } from './components/screens';

const analytics = {
  rating: { mean: 4.6, count: 5, distribution: [0, 0, 0, 2, 3] },
  totals: {
    sessions: 12,
    minutes: 720,
    learners: 8,
    returningLearners: 2,
    attendanceRate: 0.9,
    earnedCents: 14400,
  },
  months: [
    { month: '2026-10', sessions: 4, learners: 5, ratingMean: null, earnedCents: 4800 },
    { month: '2026-11', sessions: 8, learners: 6, ratingMean: 4.6, earnedCents: 9600 },
  ],
  recentComments: [{ rating: 5, comment: 'Clear and kind', at: '2026-11-20T10:00:00.000Z' }],
};

describe('tutor views', () => {
  it('the analytics view shows the figures it is given, per month and by stars', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/teaching/analytics': () => json(analytics),
    });
    renderAt(<ProfessionalDashboard />);
    const totals = await screen.findByTestId('tutor-totals');
    expect(totals).toHaveTextContent('4.6');
    expect(totals).toHaveTextContent('from 5 ratings');
    expect(totals).toHaveTextContent('25%');
    expect(totals).toHaveTextContent('2 of 8 learners came back');
    expect(totals).toHaveTextContent('€144');
    const rows = within(screen.getByTestId('tutor-months')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('€96');
    expect(screen.getByTestId('tutor-stars')).toHaveTextContent('5 stars3');
    expect(screen.getByText('90% of booked learners attended.')).toBeInTheDocument();
    expect(screen.getByTestId('tutor-comments')).toHaveTextContent('Clear and kind');
  });

  it('the focus view shows only the next session, or says there is none', async () => {
    const soon = {
      id: 'a1b2c3d4-0000-4000-8000-000000000009',
      startsAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 6 * 3_600_000).toISOString(),
      format: 'group',
      level: 'beginner',
      language: 'en',
      status: 'open',
      skill: { id: 'guitar', name: 'Guitar' },
      seatsTaken: 2,
      capacity: 3,
      learners: [
        { name: 'Lea S.', status: 'confirmed' },
        { name: 'Tom K.', status: 'confirmed' },
      ],
    };
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/booking/teaching': () => json({ upcoming: [soon, { ...soon, id: 'other' }], toRecord: [] }),
    });
    renderAt(<FocusDashboard />);
    const next = await screen.findByTestId('next-session');
    expect(next).toHaveTextContent('Guitar');
    expect(next).toHaveTextContent('2 of 3 seats taken');
    expect(screen.getAllByTestId('next-session')).toHaveLength(1);
  });

  it('the preview says it is an example', () => {
    mockFetch({ 'GET /api/user': () => json(null, { status: 401 }) });
    renderAt(<DashboardPreview />);
    expect(screen.getByTestId('preview-note')).toHaveTextContent('made-up figures');
    expect(screen.getByTestId('preview-score')).toHaveTextContent('87');
  });
});
