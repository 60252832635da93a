import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { LearnerHome } from './components/learner-home';

const home = {
  stats: { completedSessions: 6, minutesLearned: 360, skills: 2, tutors: 3 },
  journey: [
    {
      skill: { id: 'guitar', name: 'Guitar' },
      category: 'music',
      sessions: 6,
      minutes: 360,
      level: 'intermediate',
      lastAt: '2026-11-20T17:00:00.000Z',
      milestone: { reached: 5, next: 10 },
    },
  ],
  recent: [
    {
      kind: 'rated',
      skill: { id: 'guitar', name: 'Guitar' },
      tutor: 'Lukas M.',
      at: '2026-11-21T10:00:00.000Z',
    },
  ],
};
const trendingRow = (id: string, name: string, tutors: number) => ({
  skill: { id, name },
  category: 'languages',
  tutors,
  bookings: 12,
});

describe("a learner's home", () => {
  it('shows the figures, the journey towards the next milestone and the latest activity', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/learning/home': () => json(home),
      'GET /api/learning/trending': () => json([]),
      'GET /api/booking/seats': () => json({ upcoming: [], past: [] }),
      'GET /api/booking/saved': () => json([]),
      'GET /api/skills': () => json([]),
    });
    renderAt(<LearnerHome />);
    const stats = await screen.findByTestId('learner-stats');
    expect(within(stats).getByText('Sessions completed').nextSibling).toHaveTextContent('6');
    expect(within(stats).getByText('Hours learned').nextSibling).toHaveTextContent('6 h');
    expect(within(stats).getByText('Tutors learned with').nextSibling).toHaveTextContent('3');
    const journey = screen.getByTestId('learning-journey');
    expect(within(journey).getByText('Next milestone: 10 sessions')).toBeInTheDocument();
    // 6 of the way from 5 to 10: a fifth.
    expect(within(journey).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByTestId('recent-activity')).toHaveTextContent('You rated Guitar with Lukas M.');
    expect(await screen.findByTestId('trending-none')).toBeInTheDocument();
  });

  it('filters what others book with the four chips, each a toggle the server applies', async () => {
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/learning/home': () => json({ ...home, journey: [], recent: [] }),
      'GET /api/learning/trending': (req) =>
        json(
          req.url.includes('topRated=true')
            ? [trendingRow('spanish', 'Spanish', 1)]
            : [trendingRow('spanish', 'Spanish', 3), trendingRow('english', 'English', 2)],
        ),
      'GET /api/booking/seats': () => json({ upcoming: [], past: [] }),
      'GET /api/booking/saved': () => json([]),
      'GET /api/skills': () => json([]),
    });
    const user = userEvent.setup();
    renderAt(<LearnerHome />);
    await waitFor(() => expect(screen.getAllByTestId('trending-skill')).toHaveLength(2));
    expect(screen.getAllByTestId('trending-skill')[0]).toHaveAttribute(
      'href',
      '/session-booking?skill=spanish',
    );
    const topRated = screen.getByRole('button', { name: 'Top Rated' });
    expect(topRated).toHaveAttribute('aria-pressed', 'false');
    await user.click(topRated);
    expect(topRated).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getAllByTestId('trending-skill')).toHaveLength(1));
    expect(screen.getByTestId('trending-skill')).toHaveTextContent('1 tutor');
    const last = calls('GET /api/learning/trending').at(-1)!;
    expect(last.url).toContain('topRated=true');
    expect(last.url).toContain('near=false');
  });
});
