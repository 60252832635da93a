import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/routing/router';
import { aUser, json, mockFetch, type RecordedRequest, signedOut } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';

const TUTOR = '5a0e8f56-7a43-4b1a-9d4e-0c7b0c1f2a11';
const skills = [
  { id: 'guitar', name: 'Guitar', category: 'music', description: 'Strings', tutorCount: 1 },
  { id: 'spanish', name: 'Spanish', category: 'languages', description: 'Words', tutorCount: 0 },
];
const tutor = {
  id: TUTOR,
  name: 'Lukas M.',
  rating: 4.8,
  reviews: 5,
  expertise: [{ id: 'guitar', name: 'Guitar' }],
  pricing: '€12',
  priceCents: 1200,
  nextAvailable: null,
  city: 'Hamburg',
  languages: ['de', 'en'],
};
/** The day's 12 hours in UTC (the test's zone): 09:00 free, 10:00 an open group, 11:00 full, the rest busy. */
const slotsOf = (date: string) => ({
  date,
  timeZone: 'UTC',
  slots: Array.from({ length: 12 }, (_, i) => {
    const hour = 9 + i;
    const startsAt = `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const group = { sessionId: 's', skillId: 'guitar', level: 'beginner', language: 'en', format: 'group' };
    return {
      startsAt,
      endsAt: `${date}T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
      state: hour === 9 ? 'free' : hour === 10 ? 'join' : hour === 11 ? 'full' : 'booked',
      group:
        hour === 10
          ? { ...group, seatsTaken: 1, capacity: 3 }
          : hour === 11
            ? { ...group, seatsTaken: 3, capacity: 3 }
            : null,
    };
  }),
});

function api(user: 'student' | 'tutor' | null, hold?: (r: RecordedRequest) => Response) {
  return mockFetch({
    ...(user ? { 'GET /api/user': () => json(aUser({ userType: user })) } : signedOut),
    'GET /api/skills': () => json(skills),
    'GET /api/booking/tutors': (r) =>
      json(new URL(r.url, 'http://x').searchParams.get('skillId') === 'guitar' ? [tutor] : []),
    [`GET /api/booking/tutors/${TUTOR}/slots`]: (r) =>
      json(slotsOf(new URL(r.url, 'http://x').searchParams.get('date')!)),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'POST /api/booking/seats': hold ?? (() => json({ message: 'no' }, { status: 500 })),
    'POST /api/booking/saved': (r) =>
      json(
        {
          id: 'x',
          format: 'group',
          startsAt: (r.body as { startsAt: string }).startsAt,
          skill: skills[0],
          tutor,
          createdAt: '',
        },
        { status: 201 },
      ),
  });
}

async function chooseGuitarAndTutor() {
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('skill-search'), 'gu');
  await user.click(await screen.findByRole('button', { name: 'Guitar' }));
  await user.click(await screen.findByRole('button', { name: 'Select Lukas M.' }));
  await screen.findByTestId('slot-list');
  return user;
}

describe('booking page (SPEC.md 2.9)', () => {
  it('shows the steps in order: format and tutor after the skill, times after the tutor, the summary after a time', async () => {
    api(null);
    renderAt(<AppRoutes />, '/session-booking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a session' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Platform' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('2. Format and level')).not.toBeInTheDocument();
    const user = await chooseGuitarAndTutor();
    expect(screen.getByRole('radio', { name: /3:1 group/ })).toBeChecked();
    expect(screen.queryByTestId('booking-summary')).not.toBeInTheDocument();

    const slots = within(screen.getByTestId('slot-list')).getAllByTestId('slot');
    expect(slots).toHaveLength(12);
    expect(slots[0]).toHaveTextContent('Free: you start a new group');
    expect(slots[1]).toHaveTextContent('Open group: 2 seats left');
    expect(slots[2]).toBeDisabled();
    expect(slots[2]).toHaveTextContent('Group full');
    expect(slots[3]).toBeDisabled();

    await user.click(slots[1]!);
    const summary = await screen.findByTestId('booking-summary');
    expect(summary).toHaveTextContent('Lukas M.');
    expect(summary).toHaveTextContent('€12');
    // Signed out: no booking buttons that would fail, a way to sign in instead.
    expect(screen.queryByTestId('book-session')).not.toBeInTheDocument();
    expect(screen.getByTestId('sign-in-to-book')).toHaveAttribute('href', '/auth?mode=login');
  });

  it('a learner books a seat: the hold is sent with the chosen time, zone and language, and shown with its expiry', async () => {
    const { calls } = api('student', (r) => {
      const body = r.body as { startsAt: string };
      return json(
        {
          id: '9b6e8f56-7a43-4b1a-9d4e-0c7b0c1f2a12',
          status: 'held',
          holdExpiresAt: '2026-11-25T18:10:00.000Z',
          priceCents: 1200,
          freeCancellation: true,
          session: {
            id: 's',
            startsAt: body.startsAt,
            endsAt: body.startsAt,
            format: 'group',
            level: 'beginner',
            language: 'en',
            status: 'open',
            skill: { id: 'guitar', name: 'Guitar' },
            tutor: { id: TUTOR, name: 'Lukas M.' },
            seatsTaken: 2,
            capacity: 3,
          },
        },
        { status: 201 },
      );
    });
    renderAt(<AppRoutes />, '/session-booking');
    const user = await chooseGuitarAndTutor();
    const slots = within(screen.getByTestId('slot-list')).getAllByTestId('slot');
    await user.click(slots[0]!);
    await user.click(await screen.findByTestId('book-session'));
    const held = await screen.findByTestId('seat-held');
    expect(held).toHaveTextContent('Your seat is held');
    expect(held).toHaveTextContent(/\(Guitar, .*\) is held until 0?6:10 PM\./);
    const [post] = calls('POST /api/booking/seats');
    expect(post!.body).toMatchObject({
      tutorId: TUTOR,
      skillId: 'guitar',
      format: 'group',
      level: 'beginner',
      language: 'en',
      timeZone: 'UTC',
      startsAt: expect.stringMatching(/T09:00:00\.000Z$/),
    });
    expect(within(held).getByRole('link', { name: 'See my sessions' })).toHaveAttribute(
      'href',
      '/learner-dashboard',
    );
  });

  it("a lost race is explained with the server's message, and the times are asked again", async () => {
    const { calls } = api('student', () =>
      json(
        { code: 'GROUP_FULL', message: 'This group is full.', key: 'booking.errors.groupFull' },
        { status: 409 },
      ),
    );
    renderAt(<AppRoutes />, '/session-booking');
    const user = await chooseGuitarAndTutor();
    const before = calls(`GET /api/booking/tutors/${TUTOR}/slots`).length;
    await user.click(within(screen.getByTestId('slot-list')).getAllByTestId('slot')[1]!);
    await user.click(await screen.findByTestId('book-session'));
    expect(await screen.findByText('This group is full. Please choose another time.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls(`GET /api/booking/tutors/${TUTOR}/slots`).length).toBeGreaterThan(before),
    );
    expect(screen.queryByTestId('seat-held')).not.toBeInTheDocument();
  });

  it('a learner under 16 without a parent’s link is told why and where to make it (ADR 045)', async () => {
    api('student', () =>
      json(
        {
          code: 'GUARDIAN_CONSENT_REQUIRED',
          message: 'Learners under 16 book once a parent or guardian has linked their account to yours.',
          key: 'booking.errors.guardianConsent',
        },
        { status: 403 },
      ),
    );
    renderAt(<AppRoutes />, '/session-booking');
    const user = await chooseGuitarAndTutor();
    await user.click(within(screen.getByTestId('slot-list')).getAllByTestId('slot')[0]!);
    await user.click(await screen.findByTestId('book-session'));
    const told = await screen.findByTestId('booking-consent');
    expect(told).toHaveTextContent('Learners under 16 can book once a parent or guardian has linked');
    // Said once, where the way to fix it is, not in a toast as well.
    expect(screen.getAllByText(/Learners under 16 can book/)).toHaveLength(1);
    expect(within(told).getByRole('link', { name: 'My learner profile' })).toHaveAttribute(
      'href',
      '/student-onboarding',
    );
    expect(screen.queryByTestId('seat-held')).not.toBeInTheDocument();
  });

  it('Save for Later stores the choice', async () => {
    const { calls } = api('student');
    renderAt(<AppRoutes />, '/session-booking');
    const user = await chooseGuitarAndTutor();
    await user.click(within(screen.getByTestId('slot-list')).getAllByTestId('slot')[0]!);
    await user.click(await screen.findByTestId('save-for-later'));
    await waitFor(() => expect(calls('POST /api/booking/saved')).toHaveLength(1));
    expect(calls('POST /api/booking/saved')[0]!.body).toMatchObject({
      tutorId: TUTOR,
      skillId: 'guitar',
      format: 'group',
    });
  });

  it('a skill nobody teaches yet says so; a tutor account cannot book', async () => {
    api('tutor');
    renderAt(<AppRoutes />, '/book-session?skill=spanish');
    expect(await screen.findByTestId('no-tutors')).toHaveTextContent(
      'No verified tutor teaches Spanish in this format yet.',
    );
  });
});
