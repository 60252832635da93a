import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routing/router';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';

const tutor = {
  id: '11111111-2222-4333-8444-555555555555',
  name: 'Lukas M.',
  rating: 4.8,
  reviews: 12,
  expertise: [{ id: 'guitar', name: 'Guitar' }],
  pricing: '€12 per learner (3:1 group)',
  priceCents: 1200,
  nextAvailable: null,
  city: 'Berlin',
  languages: ['de', 'en'],
};
const group = {
  sessionId: '66666666-7777-4888-8999-000000000000',
  startsAt: '2026-12-02T09:00:00Z',
  skill: { id: 'guitar', name: 'Guitar' },
  tutor: { id: tutor.id, name: 'Lukas M.' },
  level: 'beginner',
  language: 'en',
  seatsLeft: 2,
  capacity: 3,
  forChildren: false,
};

describe('/global-marketplace', () => {
  it('shows open groups and tutors, each leading into booking, and filters by asking again', async () => {
    const { calls } = mockFetch({
      'GET /api/user': () => json(null, { status: 401 }),
      'GET /api/skills': () =>
        json([{ id: 'guitar', name: 'Guitar', category: 'music', description: '', tutorCount: 1 }]),
      'GET /api/cities': () =>
        json([{ id: 'berlin', name: 'Berlin', region: '', countryCode: 'DE', tutorCount: 1 }]),
      'GET /api/marketplace': (r) =>
        new URL(r.url, 'http://x').searchParams.get('format') === 'private'
          ? json({ tutors: [], groups: [] })
          : json({
              tutors: [tutor],
              groups: [
                group,
                { ...group, sessionId: '66666666-7777-4888-8999-000000000001', forChildren: true },
              ],
            }),
    });
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/global-marketplace');
    const [card, kidsCard] = await screen.findAllByTestId('open-group');
    // Only the children's group says so.
    expect(within(card!).queryByTestId('children-group')).not.toBeInTheDocument();
    expect(within(kidsCard!).getByTestId('children-group')).toHaveTextContent("Children's group");
    expect(card).toHaveTextContent('Guitar · Beginner');
    expect(card).toHaveTextContent('2 seats left');
    expect(within(card!).getByRole('link', { name: 'Join the Guitar group with Lukas M.' })).toHaveAttribute(
      'href',
      `/session-booking?skill=guitar&tutor=${tutor.id}`,
    );
    const tutors = within(screen.getByTestId('marketplace-tutors'));
    expect(tutors.getByRole('link', { name: /Lukas M\./ })).toHaveAttribute(
      'href',
      `/session-booking?skill=guitar&tutor=${tutor.id}`,
    );

    await user.selectOptions(screen.getByTestId('filter-format'), 'private');
    expect(await screen.findByTestId('no-tutors')).toHaveTextContent('No tutor matches these filters');
    expect(screen.queryByTestId('open-groups')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls('GET /api/marketplace').some((c) => c.url.includes('format=private'))).toBe(true),
    );
  });

  it('starts with the skill a link names (?skill=)', async () => {
    const { calls } = mockFetch({
      'GET /api/user': () => json(null, { status: 401 }),
      'GET /api/skills': () =>
        json([{ id: 'guitar', name: 'Guitar', category: 'music', description: '', tutorCount: 1 }]),
      'GET /api/cities': () => json([]),
      'GET /api/marketplace': () => json({ tutors: [], groups: [] }),
    });
    renderAt(<AppRoutes />, '/global-marketplace?skill=guitar');
    expect(await screen.findByTestId('no-groups')).toBeInTheDocument();
    expect(screen.getByTestId('filter-skill')).toHaveValue('guitar');
    expect(calls('GET /api/marketplace')[0]!.url).toContain('skillId=guitar');
  });
});
