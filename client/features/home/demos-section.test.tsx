import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type RecordedRequest, signedOut } from '../../test/fetch-mock';
import { formatSlot } from '../../lib/format';
import { renderAt } from '../../test/render';
import { EarningsDemo, TutorFinderDemo } from './demos-section';

const CSRF = { 'GET /api/csrf-token': () => json({ csrfToken: 't' }, { headers: { 'X-CSRF-Token': 't' } }) };

function tutor(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `t${n}`,
    name: `Tutor ${n}.`,
    rating: 4.8,
    reviews: 6,
    expertise: [
      { id: 'guitar', name: 'Guitar' },
      { id: 'music-theory', name: 'Music Theory' },
    ],
    pricing: '€12 per learner (3:1 group)',
    priceCents: 1200,
    nextAvailable: '2026-03-02T13:00:00.000Z',
    city: 'Berlin',
    languages: ['de', 'en'],
    ...overrides,
  };
}

function demoAnswer(tutors: unknown[]) {
  return json({
    success: true,
    demo: { personalizedContent: { tutorMatches: tutors, matchedSkills: ['Guitar'] } },
  });
}

describe('Find a tutor by skill (demo 1)', () => {
  it('keeps the button disabled while the skill text is empty or blank', async () => {
    const user = userEvent.setup();
    mockFetch(signedOut);
    renderAt(<TutorFinderDemo />);
    const button = screen.getByRole('button', { name: 'Find tutors' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Skill you want to learn'), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Skill you want to learn'), 'guitar');
    expect(button).toBeEnabled();
  });

  it('sends the skill with the fixed demo address and shows the real tutor cards', async () => {
    const user = userEvent.setup();
    const calls: RecordedRequest[] = [];
    mockFetch({
      ...signedOut,
      ...CSRF,
      'POST /api/conversion/instant-demo': (request) => {
        calls.push(request);
        return demoAnswer([
          tutor(1),
          tutor(2, { rating: null, reviews: 0, city: null, nextAvailable: null }),
        ]);
      },
    });
    renderAt(<TutorFinderDemo />);
    await user.type(screen.getByLabelText('Skill you want to learn'), '  guitar ');
    await user.click(screen.getByRole('button', { name: 'Find tutors' }));

    expect(await screen.findByTestId('finder-count')).toHaveTextContent('2 tutors for “guitar”');
    expect(calls[0]?.body).toMatchObject({
      skill: 'guitar',
      userType: 'student',
      email: 'demo@trt-tutoring.eu',
      // The tutors' next free hours are found in the zone the booking page shows its slots in.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });

    const [first, second] = screen.getAllByTestId('tutor-card');
    const one = within(first!);
    expect(one.getByRole('heading', { name: 'Tutor 1.' })).toBeInTheDocument();
    expect(first).toHaveTextContent('4.8 (6 reviews)');
    expect(one.getByText('Guitar')).toBeInTheDocument();
    expect(first).toHaveTextContent('€12 per learner (3:1 group)');
    expect(first).toHaveTextContent('Berlin');
    expect(first).toHaveTextContent('Teaches in German and English');
    // Each found tutor leads into real booking with their skill chosen, and so does their next free hour.
    expect(one.getByRole('link', { name: 'Book a session with Tutor 1.' })).toHaveAttribute(
      'href',
      '/session-booking?skill=guitar&tutor=t1',
    );
    expect(
      one.getByRole('link', { name: `Next available: ${formatSlot('2026-03-02T13:00:00.000Z', 'en')}` }),
    ).toHaveAttribute('href', '/session-booking?skill=guitar&tutor=t1');

    expect(second).toHaveTextContent('New tutor, no reviews yet');
    expect(second).not.toHaveTextContent(/reviews\)/);
    // None within the booking horizon: nothing is said.
    expect(second).not.toHaveTextContent(/Next available|open hours/);
  });

  it('shows an honest empty state linking to /skills', async () => {
    const user = userEvent.setup();
    mockFetch({ ...signedOut, ...CSRF, 'POST /api/conversion/instant-demo': () => demoAnswer([]) });
    renderAt(<TutorFinderDemo />);
    await user.type(screen.getByLabelText('Skill you want to learn'), 'yodelling');
    await user.click(screen.getByRole('button', { name: 'Find tutors' }));
    const empty = await screen.findByTestId('finder-empty');
    expect(empty).toHaveTextContent('No tutor teaches “yodelling” yet');
    expect(within(empty).getByRole('link', { name: 'Browse all skills' })).toHaveAttribute('href', '/skills');
    expect(screen.queryByTestId('tutor-card')).not.toBeInTheDocument();
  });

  it('says so when the search fails', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...signedOut,
      ...CSRF,
      'POST /api/conversion/instant-demo': () => json({ message: 'boom' }, { status: 500 }),
    });
    renderAt(<TutorFinderDemo />);
    await user.type(screen.getByLabelText('Skill you want to learn'), 'guitar');
    await user.click(screen.getByRole('button', { name: 'Find tutors' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The search did not work. Please try again.');
  });
});

describe('Tutor earnings calculator (demo 2)', () => {
  async function calculate(skill: string, tutors: unknown[] = []) {
    const user = userEvent.setup();
    const calls: RecordedRequest[] = [];
    mockFetch({
      ...signedOut,
      ...CSRF,
      'POST /api/conversion/instant-demo': (request) => {
        calls.push(request);
        return demoAnswer(tutors);
      },
    });
    renderAt(<EarningsDemo />);
    const button = screen.getByRole('button', { name: 'Calculate earnings' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Skill you would teach'), skill);
    await user.click(button);
    return calls;
  }

  const monthly = () => screen.getAllByTestId('earnings-monthly').map((e) => e.textContent);

  it("pays SPEC.md 9's 12 EUR per 3:1 session in the 20/60/80 session tiers", async () => {
    await calculate('Guitar');
    expect(screen.getByTestId('earnings-rate')).toHaveTextContent(
      'You earn €12 per 3:1 session, with no deductions',
    );
    expect(monthly()).toEqual(['€240', '€720', '€960']);
    expect(screen.getByTestId('earnings-tier-partTime')).toHaveTextContent('Part-time');
    expect(screen.getByTestId('earnings-tier-partTime')).toHaveTextContent('5 h/week');
    expect(screen.getByTestId('earnings-tier-partTime')).toHaveTextContent('20 sessions a month');
    expect(screen.getByTestId('earnings-tier-fullTime')).toHaveTextContent('Full-time');
    expect(screen.getByTestId('earnings-tier-fullTime')).toHaveTextContent('15 h/week');
    expect(screen.getByTestId('earnings-tier-expert')).toHaveTextContent('Expert');
    expect(screen.getByTestId('earnings-tier-expert')).toHaveTextContent('20+ h/week');
  });

  it.each(['Language coaching', 'Exam preparation', 'Professor of physics'])(
    'pays the same for "%s": tutors never set prices, and no skill earns a higher rate',
    async (skill) => {
      await calculate(skill);
      expect(monthly()).toEqual(['€240', '€720', '€960']);
      expect(screen.getByTestId('earnings-results')).not.toHaveTextContent(/€(20|25|35)\b/);
    },
  );

  it('shows at most two tutors who already teach the skill, asked for as a tutor', async () => {
    const calls = await calculate('guitar', [tutor(1), tutor(2), tutor(3)]);
    const list = within(screen.getByTestId('earnings-tutors'));
    await list.findAllByTestId('tutor-card');
    expect(list.getAllByTestId('tutor-card')).toHaveLength(2);
    expect(calls[0]?.body).toMatchObject({
      skill: 'guitar',
      userType: 'tutor',
      email: 'demo@trt-tutoring.eu',
    });
  });

  it('says when nobody teaches the skill yet', async () => {
    await calculate('yodelling', []);
    expect(
      await screen.findByText('Nobody teaches this skill yet. You could be the first.'),
    ).toBeInTheDocument();
  });
});
