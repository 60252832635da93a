import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { homePathFor, ROLES } from '../../../common/constants';
import { decideAccess } from '../../../common/permissions';
import { ROUTES } from '../../app/routing/manifest';
import { matchRoute } from '../../app/routing/match';
import { AppRoutes } from '../../app/routing/router';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { quickActionsFor } from './lib/quick-actions';

const overview = (missing: string[] = []) => ({
  memberSince: '2026-01-05T10:00:00.000Z',
  emailVerified: !missing.includes('emailVerified'),
  activeSessions: 1,
  lastSignInAt: null,
  profile: { completedSteps: 4 - missing.length, totalSteps: 4, missing },
});

const adminFigures = {
  usersByRole: ROLES.map((role) => ({ role, count: role === 'student' ? 9 : role === 'tutor' ? 9 : 1 })),
  totalUsers: 27,
  verifiedTutors: 9,
  applicationsWaiting: 2,
  publishedArticles: 4,
};

function signedInAs(userType: string, extra: Record<string, () => Response> = {}, missing: string[] = []) {
  return mockFetch({
    'GET /api/user': () => json(aUser({ userType })),
    'GET /api/dashboard/overview': () => json(overview(missing)),
    'GET /api/admin/overview': () => json(adminFigures),
    'GET /api/admin/jobs/failed': () => json({ jobs: [], total: 0, page: 1, pageSize: 20 }),
    ...extra,
  });
}

/** Figures SPEC.md's sample dashboards showed; none may appear. */
const SAMPLE_FIGURES = /2,840|\b47\b|4\.8|24 sessions|36h/;

describe('quick actions', () => {
  const DEAD = ['/dual-payment-system', '/payment', '/gamification', '/video-infrastructure'];

  it.each(ROLES)('for a %s lead only to existing routes the role may open, never to itself', (role) => {
    const user = aUser({ userType: role }) as Parameters<typeof quickActionsFor>[1];
    const here = homePathFor(role);
    const actions = quickActionsFor(ROUTES, user, here);
    expect(actions.length).toBeGreaterThan(0);
    for (const { href, key } of actions) {
      const route = matchRoute(ROUTES, href)?.route;
      expect(route, href).toBeDefined();
      expect(decideAccess(route!.access, user), href).toBe('allowed');
      expect(DEAD).not.toContain(href);
      expect(key).toMatch(/^dashboard\.actions\./);
      expect(href).not.toBe(here);
    }
  });

  it('offers operators their area and editors the article list, others neither', () => {
    const hrefs = (role: string, here = '/dashboard') =>
      quickActionsFor(ROUTES, aUser({ userType: role }) as never, here).map((a) => a.href);
    expect(hrefs('admin')).toEqual(expect.arrayContaining(['/admin', '/admin/blog']));
    expect(hrefs('moderator')).toContain('/admin');
    expect(hrefs('moderator')).not.toContain('/admin/blog');
    expect(hrefs('parent')).not.toContain('/admin');
    // Booking is offered to learners, who can book, and to nobody else.
    expect(hrefs('student', '/learner-dashboard')).toContain('/session-booking');
    expect(hrefs('tutor', '/tutor-dashboard')).not.toContain('/session-booking');
    // The same screen under its second path is not offered either.
    expect(hrefs('admin', '/admin/motherboard')).not.toContain('/admin');
    expect(hrefs('tutor', '/tutor-dashboard')).not.toContain('/tutor-dashboard-enhanced');
  });
});

describe("each role's home shows its real state", () => {
  // The screens load on demand; loading them cold inside the first test's one-second wait was flaky
  // on a busy CI machine, so they are loaded once before.
  beforeAll(async () => {
    await Promise.all([import('./components/dashboard-page'), import('./components/role-dashboards')]);
  }, 30_000);

  it.each([
    ['parent', '/parent-dashboard', 'No children linked yet', 'How we protect children', '/child-safety'],
    ['guardian', '/parent-dashboard', 'No children linked yet', 'How we protect children', '/child-safety'],
    ['teen_mentor', '/teen-mentor', 'No mentoring sessions yet', 'Read the tutor FAQ', '/TeachFAQ'],
  ])('%s on %s: "%s" with the next step', async (role, path, title, action, href) => {
    // A parent's home reads their children from the family API: none linked yet.
    signedInAs(role, { 'GET /api/family': () => json({ children: [], invitations: [] }) });
    renderAt(<AppRoutes />, path);
    const section = await screen.findByTestId('area-section');
    expect(await within(section).findByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: action })).toHaveAttribute('href', href);
    expect(screen.getByTestId('dashboard-page')).not.toHaveTextContent(SAMPLE_FIGURES);
  });

  const seat = (over: Record<string, unknown> = {}) => ({
    id: '8d7f2b7e-4a55-4c1e-9a51-5d7a1c1f0a01',
    status: 'confirmed',
    holdExpiresAt: null,
    priceCents: 1200,
    freeCancellation: true,
    session: {
      id: 's1',
      startsAt: '2026-12-05T10:00:00.000Z',
      endsAt: '2026-12-05T11:00:00.000Z',
      format: 'group',
      level: 'beginner',
      language: 'en',
      status: 'open',
      skill: { id: 'guitar', name: 'Guitar' },
      tutor: { id: 't1', name: 'Lukas M.' },
      seatsTaken: 2,
      capacity: 3,
    },
    ...over,
  });

  it('a student on /learner-dashboard sees their upcoming seats and saved choices, from the booking API', async () => {
    signedInAs('student', {
      'GET /api/booking/seats': () => json({ upcoming: [seat()], past: [] }),
      'GET /api/booking/saved': () =>
        json([
          {
            id: '0b7f2b7e-4a55-4c1e-9a51-5d7a1c1f0a02',
            format: 'private',
            startsAt: null,
            skill: { id: 'spanish', name: 'Spanish' },
            tutor: { id: 't2', name: 'Sofia R.' },
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ]),
    });
    renderAt(<AppRoutes />, '/learner-dashboard');
    const section = await screen.findByTestId('area-section');
    const row = await within(section).findByTestId('my-seat');
    expect(row).toHaveTextContent('Guitar · 3:1 group');
    expect(row).toHaveTextContent('Lukas M.');
    expect(row).toHaveTextContent('2 of 3 seats taken');
    expect(within(row).getByRole('button', { name: /Cancel Guitar on/ })).toBeInTheDocument();
    // A paid seat's Join goes into the session's classroom.
    expect(within(row).getByRole('link', { name: /^Join Guitar on / })).toHaveAttribute(
      'href',
      '/classroom/s1',
    );
    const saved = await within(section).findByTestId('saved-booking');
    expect(saved).toHaveTextContent('Spanish · 1:1 private · Sofia R.');
    expect(within(saved).getByRole('link', { name: 'Continue booking' })).toHaveAttribute(
      'href',
      '/session-booking?skill=spanish&format=private&tutor=t2',
    );
    expect(screen.getByTestId('dashboard-page')).not.toHaveTextContent(SAMPLE_FIGURES);
  });

  it('a tutor on /tutor-dashboard-enhanced sees their groups with the learners who took a seat', async () => {
    signedInAs('tutor', {
      'GET /api/booking/teaching': () =>
        json({
          upcoming: [
            {
              ...seat().session,
              learners: [
                { name: 'Mia S.', status: 'confirmed' },
                { name: 'Jonas S.', status: 'held' },
              ],
            },
          ].map(({ tutor: _tutor, ...rest }) => rest),
        }),
    });
    renderAt(<AppRoutes />, '/tutor-dashboard-enhanced');
    const section = await screen.findByTestId('area-section');
    const row = await within(section).findByTestId('teaching-session');
    expect(row).toHaveTextContent('Guitar · 3:1 group · Beginner');
    expect(row).toHaveTextContent('2 of 3 seats taken');
    // Mia has paid: the tutor can open the classroom.
    expect(within(row).getByRole('link', { name: /^Join Guitar on / })).toHaveAttribute(
      'href',
      '/classroom/s1',
    );
    const learners = within(row).getByRole('list', { name: 'Learners' });
    expect(learners).toHaveTextContent('Mia S.');
    expect(learners).toHaveTextContent('Jonas S. (seat held, not paid yet)');
  });

  it('a tutor nobody booked yet is told so, with the tutor FAQ as the next step', async () => {
    signedInAs('tutor', { 'GET /api/booking/teaching': () => json({ upcoming: [] }) });
    renderAt(<AppRoutes />, '/tutor-dashboard-enhanced');
    const section = await screen.findByTestId('area-section');
    expect(
      await within(section).findByText(/No learner has booked a session with you yet/),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Read the tutor FAQ' })).toHaveAttribute(
      'href',
      '/TeachFAQ',
    );
  });

  it('a student downloads a session as a calendar file', async () => {
    signedInAs('student', {
      'GET /api/booking/seats': () => json({ upcoming: [seat()], past: [] }),
      'GET /api/booking/saved': () => json([]),
    });
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => (files.push(b), 'blob:x'),
        revokeObjectURL: () => {},
      }),
    );
    renderAt(<AppRoutes />, '/learner-dashboard');
    const row = await screen.findByTestId('my-seat');
    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: /^Add Guitar on .+ to your calendar$/ }));
    await waitFor(() => expect(files).toHaveLength(1));
    // jsdom's Blob has no text(): read it as a browser's FileReader would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0]!);
    });
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('SUMMARY:Guitar · 3:1 group with Lukas M.');
    expect(text).toContain('DTSTART:20261205T100000Z');
  });

  it('a student without bookings is told so and led to the booking page', async () => {
    signedInAs('student', {
      'GET /api/booking/seats': () => json({ upcoming: [], past: [] }),
      'GET /api/booking/saved': () => json([]),
    });
    renderAt(<AppRoutes />, '/learner-dashboard');
    const section = await screen.findByTestId('area-section');
    expect(await within(section).findByText('No sessions booked yet.')).toBeInTheDocument();
    expect(within(section).getByTestId('book-a-session')).toHaveAttribute('href', '/session-booking');
    expect(within(section).getByText('Nothing saved for later.')).toBeInTheDocument();
  });

  it.each([
    ['super_marketing_agent', '/sma/dashboard', 'No field agents yet'],
    ['sub_marketing_agent', '/sma/subma/dashboard', 'No referred sign-ups yet'],
    ['ssma', '/dashboard', 'No agencies yet'],
    ['enterprise_admin', '/dashboard', 'No organisation members yet'],
  ])('%s on %s: "%s", without a link to a screen that does not exist', async (role, path, title) => {
    signedInAs(role);
    renderAt(<AppRoutes />, path);
    const section = await screen.findByTestId('area-section');
    expect(within(section).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('an admin on /admin sees the platform counts, the failed jobs and the article editor', async () => {
    const { calls } = signedInAs('admin');
    renderAt(<AppRoutes />, '/admin');
    const area = await screen.findByTestId('admin-overview');
    expect(await within(area).findByTestId('admin-total-users')).toHaveTextContent('27');
    expect(within(area).getByTestId('admin-verified-tutors')).toHaveTextContent('9');
    expect(within(area).getByTestId('admin-published-articles')).toHaveTextContent('4');
    expect(within(area).getByTestId('admin-applications-waiting')).toHaveTextContent('2');
    expect(within(area).getByRole('link', { name: 'Review applications' })).toHaveAttribute(
      'href',
      '/admin/tutor-applications',
    );
    const table = within(area).getByRole('table', { name: 'Accounts by role' });
    expect(within(table).getByRole('row', { name: 'Student 9' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Master Agent (SSMA) 1' })).toBeInTheDocument();
    expect(within(area).getByRole('link', { name: 'Manage articles' })).toHaveAttribute(
      'href',
      '/admin/blog',
    );
    expect(await within(area).findByText('No failed jobs')).toBeInTheDocument();
    expect(calls('GET /api/admin/overview')).toHaveLength(1);
  });

  it('a moderator on /admin sees the counts and the failed jobs read-only, without the article editor', async () => {
    signedInAs('moderator', {
      'GET /api/admin/jobs/failed': () =>
        json({
          jobs: [
            {
              id: '0f8fad5b-d9cb-469f-a165-70867728950e',
              queue: 'email.send',
              summary: 'x',
              attempts: 6,
              lastError: null,
              failedAt: '2026-11-25T09:30:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
    });
    renderAt(<AppRoutes />, '/admin');
    const area = await screen.findByTestId('admin-overview');
    await within(area).findByTestId('admin-total-users');
    expect(within(area).queryByRole('link', { name: 'Manage articles' })).not.toBeInTheDocument();
    await within(area).findByRole('table', { name: /Failed jobs/ });
    expect(within(area).queryByRole('button', { name: /Retry job/ })).not.toBeInTheDocument();
  });

  it('says so when the platform counts cannot be loaded', async () => {
    signedInAs('admin', { 'GET /api/admin/overview': () => json({ message: 'x' }, { status: 500 }) });
    renderAt(<AppRoutes />, '/admin');
    expect(await screen.findByText('The platform figures could not be loaded.')).toBeInTheDocument();
  });
});

describe('dashboard tabs and profile steps', () => {
  it('lay the tabs out in two rows on a phone and move between them with the arrow keys', async () => {
    signedInAs('parent');
    renderAt(<AppRoutes />, '/parent-dashboard');
    const list = await screen.findByRole('tablist', { name: 'Dashboard sections' });
    expect(list.className).toMatch(/\bgrid\b/);
    expect(list.className).toContain('grid-cols-2');
    expect(list.className).toContain('sm:flex');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sessions' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');
  });

  it('links each missing profile step to where it is done', async () => {
    signedInAs('parent', {}, ['emailVerified', 'language']);
    renderAt(<AppRoutes />, '/parent-dashboard');
    const missing = await screen.findByTestId('profile-missing');
    expect(within(missing).getByRole('link', { name: 'Verify your email address' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
    await userEvent.click(within(missing).getByRole('button', { name: 'Choose your language' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true'),
    );
  });
});
