import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routing/router';
import { aUser, json, mockFetch, signedOut } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';

const overview = {
  memberSince: '2026-01-05T10:00:00.000Z',
  emailVerified: true,
  activeSessions: 3,
  lastSignInAt: null,
  profile: { completedSteps: 1, totalSteps: 3, missing: ['avatar', 'somethingNew'] },
};

function signedInAs(user: ReturnType<typeof aUser>, extra = {}) {
  return mockFetch({
    'GET /api/user': () => json(user),
    'GET /api/dashboard/overview': () => json(overview),
    ...extra,
  });
}

describe('dashboard routing', () => {
  it('sends anonymous visitors to /auth', async () => {
    mockFetch(signedOut);
    renderAt(<AppRoutes />, '/dashboard');
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
  });

  it.each([
    ['student', '/learner-dashboard'],
    ['tutor', '/tutor-dashboard-enhanced'],
  ])('sends a %s from /dashboard to %s', async (userType, path) => {
    signedInAs(aUser({ userType }));
    renderAt(<AppRoutes />, '/dashboard');
    await waitFor(() => expect(window.location.pathname).toBe(path));
  });

  it('sends a user who must set a password to /set-password', async () => {
    signedInAs(aUser({ mustSetPassword: true }));
    renderAt(<AppRoutes />, '/parent-dashboard');
    await waitFor(() => expect(window.location.pathname).toBe('/set-password'));
  });

  it('sends a non-student from /learner-dashboard to /tutor-dashboard (SPEC.md 2.7), and on to their own home', async () => {
    signedInAs(aUser({ userType: 'tutor' }));
    renderAt(<AppRoutes />, '/learner-dashboard');
    await waitFor(() => expect(window.location.pathname).toBe('/tutor-dashboard'));
    signedInAs(aUser({ userType: 'parent' }));
    renderAt(<AppRoutes />, '/learner-dashboard');
    await waitFor(() => expect(window.location.pathname).toBe('/parent-dashboard'));
  });

  it('shows a guardian the dashboard with badge, quick actions and real figures only', async () => {
    signedInAs(aUser({ userType: 'guardian' }));
    renderAt(<AppRoutes />, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByTestId('role-badge')).toHaveTextContent('Guardian');
    const links = within(screen.getByTestId('quick-actions'))
      .getAllByRole('link')
      .map((a) => [a.getAttribute('href'), a.textContent]);
    // Only routes that exist and that a guardian may open: no payment, gamification or video pages.
    expect(links).toEqual([
      ['/parent-dashboard', 'Guardian dashboard'],
      ['/skills', 'Browse skills'],
      ['/cities', 'Browse cities'],
      ['/faq', 'Questions and answers'],
      ['/blog', 'Blog'],
      ['/legal-documents', 'Legal documents'],
    ]);
    expect(await screen.findByTestId('active-sessions')).toHaveTextContent('3');
    expect(screen.getByText('1 of 3 steps done')).toBeInTheDocument();
    expect(screen.getByText('Add a profile photo')).toBeInTheDocument();
    expect(screen.getByText('somethingNew')).toBeInTheDocument();
    // A guardian's own area: honest and empty.
    expect(screen.getByTestId('area-section')).toHaveTextContent('No children linked yet');
  });

  it('shows honest empty states in Sessions and Progress', async () => {
    signedInAs(aUser());
    renderAt(<AppRoutes />, '/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'Sessions' }));
    const sessions = within(screen.getByRole('tabpanel'));
    expect(sessions.getByText('No sessions yet')).toBeInTheDocument();
    // There is no booking page yet: the next real step is browsing the skills.
    expect(sessions.getByRole('link', { name: 'Browse skills' })).toHaveAttribute('href', '/skills');
    await userEvent.click(screen.getByRole('tab', { name: 'Progress' }));
    expect(screen.getByText('Progress appears after your first session')).toBeInTheDocument();
  });

  it('lists sign-in sessions and revokes another device', async () => {
    let sessions = [
      {
        id: 'aaaaaaaaaaaaaaaa',
        createdAt: overview.memberSince,
        lastSeenAt: overview.memberSince,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
        ip: '10.0.0.1',
        current: true,
      },
      {
        id: 'bbbbbbbbbbbbbbbb',
        createdAt: overview.memberSince,
        lastSeenAt: overview.memberSince,
        userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1',
        ip: '10.0.0.2',
        current: false,
      },
    ];
    const { calls } = signedInAs(aUser(), {
      'GET /api/auth/sessions': () => json(sessions),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'DELETE /api/auth/sessions/bbbbbbbbbbbbbbbb': () => {
        sessions = sessions.slice(0, 1);
        return json({ ok: true });
      },
    });
    renderAt(<AppRoutes />, '/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(await screen.findAllByTestId('sign-in-session')).toHaveLength(2);
    expect(screen.getByText('This device')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Safari · iOS' }));
    await waitFor(() => expect(screen.getAllByTestId('sign-in-session')).toHaveLength(1));
    expect(calls('DELETE /api/auth/sessions/bbbbbbbbbbbbbbbb')).toHaveLength(1);
  });

  it('signs out with the SPEC toast', async () => {
    signedInAs(aUser(), {
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/logout': () => json({ ok: true }),
    });
    // Through the router, as in the app: the dashboard unmounts when the user is cleared.
    renderAt(<AppRoutes />, '/dashboard');
    await userEvent.click(await screen.findByTestId('sign-out', {}, { timeout: 5000 }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Logged out');
    expect(toast).toHaveTextContent('You have been successfully logged out.');
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(window.location.search).get('mode')).toBe('login');
  });
});
