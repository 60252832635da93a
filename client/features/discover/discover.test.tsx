import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BOOKING, PRICES_CENTS } from '../../../common/constants';
import { AppRoutes } from '../../app/routing/router';
import { formatEuro, formatSlot } from '../../lib/format';
import { aUser, json, mockFetch, signedOut } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';

const TUTOR = '11111111-2222-4333-8444-555555555555';
const catalogue = [
  { id: 'guitar', name: 'Guitar', category: 'music', description: '', tutorCount: 3 },
  { id: 'piano', name: 'Piano', category: 'music', description: '', tutorCount: 0 },
  { id: 'spanish', name: 'Spanish', category: 'languages', description: '', tutorCount: 2 },
];

describe('/skill-marketplace', () => {
  const withSeats = [
    {
      skill: { id: 'piano', name: 'Piano', category: 'music' },
      groups: 2,
      freeSeats: 3,
      soonestStart: '2026-12-02T09:00:00Z',
    },
    {
      skill: { id: 'spanish', name: 'Spanish', category: 'languages' },
      groups: 1,
      freeSeats: 1,
      soonestStart: '2026-12-03T15:00:00Z',
    },
  ];

  it('shows each skill with its groups, seats and soonest start, and filters by category', async () => {
    mockFetch({ ...signedOut, 'GET /api/discover/skills-with-seats': () => json({ skills: withSeats }) });
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/skill-marketplace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skills with open seats' })).toBeVisible();
    const cards = await screen.findAllByTestId('skill-with-seats');
    expect(cards).toHaveLength(2);
    const piano = cards[0]!;
    expect(within(piano).getByRole('heading', { level: 2 })).toHaveTextContent('Piano');
    expect(piano).toHaveTextContent('Music');
    expect(piano).toHaveTextContent('2 open groups');
    expect(piano).toHaveTextContent('3 free seats');
    expect(piano).toHaveTextContent(`Soonest: ${formatSlot('2026-12-02T09:00:00Z', 'en')}`);
    expect(within(piano).getByRole('link', { name: 'See the Piano groups' })).toHaveAttribute(
      'href',
      '/global-marketplace?skill=piano',
    );
    expect(screen.getByTestId('skills-count')).toHaveTextContent('2 skills with open seats');

    // The chips offer the categories present, and filter the list.
    const filter = within(screen.getByRole('group', { name: 'Filter by category' }));
    expect(filter.getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Languages', 'Music']);
    await user.click(filter.getByRole('button', { name: 'Languages' }));
    expect(filter.getByRole('button', { name: 'Languages' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('skill-with-seats').map((c) => c.querySelector('h2')?.textContent)).toEqual([
      'Spanish',
    ]);
    expect(screen.getByTestId('skills-count')).toHaveTextContent('1 skill with open seats');
    await user.click(filter.getByRole('button', { name: 'All' }));
    expect(screen.getAllByTestId('skill-with-seats')).toHaveLength(2);
  });

  it('says so honestly when no group has a seat', async () => {
    mockFetch({ ...signedOut, 'GET /api/discover/skills-with-seats': () => json({ skills: [] }) });
    renderAt(<AppRoutes />, '/skill-marketplace');
    const empty = await screen.findByTestId('no-skills-with-seats');
    expect(empty).toHaveTextContent('No open seats right now');
    expect(within(empty).getByRole('link', { name: 'Book a session' })).toHaveAttribute(
      'href',
      '/session-booking',
    );
    expect(screen.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument();
  });
});

describe('/universal-skills', () => {
  it('lists every category with its skills and their verified tutors', async () => {
    mockFetch({ ...signedOut, 'GET /api/skills': () => json(catalogue) });
    renderAt(<AppRoutes />, '/universal-skills');
    const music = await screen.findByTestId('category-music');
    expect(within(music).getByRole('heading', { level: 2, name: 'Music' })).toBeVisible();
    const guitar = within(music).getByRole('link', { name: /Guitar/ });
    expect(guitar).toHaveAttribute('href', '/learn/guitar');
    expect(guitar).toHaveTextContent('3 verified tutors');
    expect(within(music).getByRole('link', { name: /Piano/ })).toHaveTextContent('No tutors yet');
    // All eight categories, an empty one saying so.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(screen.getByTestId('category-business')).toHaveTextContent('No skills in this category yet.');
    expect(screen.getByTestId('universal-summary')).toHaveTextContent('3 skills in 8 categories.');
  });
});

describe('/music', () => {
  const group = {
    sessionId: '66666666-7777-4888-8999-000000000000',
    startsAt: '2026-12-02T09:00:00Z',
    skill: { id: 'guitar', name: 'Guitar' },
    tutor: { id: TUTOR, name: 'Lukas M.' },
    level: 'beginner',
    language: 'en',
    seatsLeft: 2,
    capacity: 3,
    forChildren: false,
  };

  it('shows the music skills and the open music groups, each leading on', async () => {
    const { calls } = mockFetch({
      ...signedOut,
      'GET /api/skills': () => json(catalogue),
      'GET /api/discover/open-groups': () => json({ groups: [group], total: 1 }),
    });
    renderAt(<AppRoutes />, '/music');
    const skills = await screen.findByTestId('music-skills');
    expect(
      within(skills)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/learn/guitar', '/learn/piano']);
    const card = await screen.findByTestId('music-group');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Guitar · Beginner');
    expect(card).toHaveTextContent('2 seats left');
    expect(within(card).getByRole('link', { name: 'Book Guitar with Lukas M.' })).toHaveAttribute(
      'href',
      `/session-booking?skill=guitar&tutor=${TUTOR}`,
    );
    expect(within(card).getByRole('link', { name: 'See the Guitar groups' })).toHaveAttribute(
      'href',
      '/global-marketplace?skill=guitar',
    );
    expect(calls('GET /api/discover/open-groups')[0]!.url).toContain('category=music');
    expect(screen.queryByTestId('groups-shown')).not.toBeInTheDocument();
  });

  it('says so when no music group has a seat', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/skills': () => json(catalogue),
      'GET /api/discover/open-groups': () => json({ groups: [], total: 0 }),
    });
    renderAt(<AppRoutes />, '/music');
    expect(await screen.findByTestId('no-music-groups')).toHaveTextContent('No open music group right now');
  });
});

describe('/kids', () => {
  it('states the real prices, rules and cleared tutors, and lists their skills', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/discover/kids': () =>
        json({
          clearedTutors: 4,
          skills: [{ id: 'spanish', name: 'Spanish', category: 'languages', tutorCount: 2 }],
        }),
    });
    renderAt(<AppRoutes />, '/kids');
    expect(await screen.findByTestId('kids-cleared')).toHaveTextContent(
      '4 verified tutors are cleared to work with children.',
    );
    expect(screen.getByTestId('kids-price-group')).toHaveTextContent(
      formatEuro(PRICES_CENTS.group3to1PerLearner, 'en'),
    );
    expect(screen.getByTestId('kids-price-private')).toHaveTextContent(
      formatEuro(PRICES_CENTS.private1to1, 'en'),
    );
    const page = screen.getByTestId('kids-page');
    expect(page).toHaveTextContent(`Every session lasts ${BOOKING.sessionMinutes} minutes.`);
    expect(page).toHaveTextContent(`up to ${BOOKING.freeChangeHours} hours before`);
    expect(page).not.toHaveTextContent(/parental control|age group|guardian/i);
    const skill = within(screen.getByTestId('kids-skills')).getByRole('link', { name: /Spanish/ });
    expect(skill).toHaveAttribute('href', '/learn/spanish');
    expect(skill).toHaveTextContent('2 cleared tutors');
    const cta = within(screen.getByTestId('kids-cta'));
    expect(cta.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/session-booking');
    expect(cta.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth?mode=register',
    );
  });

  it('lists no skills while no tutor is cleared, and offers no registration to a signed-in user', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/discover/kids': () => json({ clearedTutors: 0, skills: [] }),
    });
    renderAt(<AppRoutes />, '/kids');
    expect(await screen.findByTestId('no-kids-skills')).toHaveTextContent('No skills to show yet');
    expect(screen.getByTestId('kids-cleared')).toHaveTextContent('No tutor has been cleared');
    expect(
      within(screen.getByTestId('kids-cta')).queryByRole('link', { name: 'Create an account' }),
    ).toBeNull();
  });
});

describe('/student-hub', () => {
  it('explains the three steps with real prices and shows the most booked skills', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/discover/popular-skills': () =>
        json({
          days: 30,
          skills: [
            { skill: { id: 'piano', name: 'Piano', category: 'music' }, seats: 12 },
            { skill: { id: 'spanish', name: 'Spanish', category: 'languages' }, seats: 1 },
          ],
        }),
    });
    renderAt(<AppRoutes />, '/student-hub');
    const popular = await screen.findByTestId('popular-skills');
    expect(screen.getByRole('heading', { level: 2, name: 'Most booked in the last 30 days' })).toBeVisible();
    const links = within(popular).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/learn/piano', '/learn/spanish']);
    expect(links[0]).toHaveTextContent('12 seats booked');
    expect(links[1]).toHaveTextContent('1 seat booked');
    const steps = within(screen.getByTestId('hub-steps')).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[1]).toHaveTextContent(formatEuro(PRICES_CENTS.group3to1PerLearner, 'en'));
    expect(steps[1]).toHaveTextContent(formatEuro(PRICES_CENTS.private1to1, 'en'));
    const ctas = within(screen.getByTestId('hub-ctas'))
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    // A visitor may also start with an account (the landing's "Start learning" leads here).
    expect(ctas).toEqual([
      '/session-booking',
      '/global-marketplace',
      '/universal-skills',
      '/auth?mode=register&type=student',
    ]);
  });

  it('says so when nothing was booked in the window', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/discover/popular-skills': () => json({ days: 30, skills: [] }),
    });
    renderAt(<AppRoutes />, '/student-hub');
    expect(await screen.findByTestId('no-popular')).toHaveTextContent('No bookings in the last 30 days');
  });
});
