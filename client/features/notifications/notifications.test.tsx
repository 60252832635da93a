import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_LIST, NOTIFICATION_KINDS } from '../../../common/constants';
import type { NotificationView } from '../../../common/contracts/notifications';
import { AppRoutes } from '../../app/routing/router';
import { SiteHeader } from '../../app/layout/site-header';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';

const held: NotificationView = {
  id: '7a1d9f0e-8c55-4f0e-9d0a-3d1f2c4b5a61',
  kind: 'seat_held',
  params: { skillId: 'guitar', skill: 'Guitar', startsAt: '2026-12-04T09:00:00Z', tutor: 'Lukas M.' },
  link: '/learner-dashboard',
  readAt: null,
  createdAt: '2026-11-27T08:00:00Z',
};
const decided: NotificationView = {
  id: '9b2e0a1f-7d66-4a1f-8e1b-4e2a3d5c6b72',
  kind: 'application_decided',
  params: { outcome: 'approved' },
  link: '/tutor-dashboard',
  readAt: '2026-11-26T08:00:00Z',
  createdAt: '2026-11-26T07:00:00Z',
};

describe('the notification bell', () => {
  it('shows the unread count, words each notification in the reader’s language and marks all read', async () => {
    let unread = 1;
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/notifications': () =>
        json({ items: [held, decided].map((n) => (unread ? n : { ...n, readAt: n.readAt ?? 'x' })), unread }),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/notifications/read': () => {
        unread = 0;
        return json({ unread: 0 });
      },
    });
    const user = userEvent.setup();
    renderAt(<SiteHeader />);
    const bell = await screen.findByRole('button', { name: 'Notifications: 1 unread' });
    expect(within(bell).getByTestId('notification-count')).toHaveTextContent('1');
    await user.click(bell);
    const items = await screen.findAllByTestId('notification');
    expect(items[0]).toHaveTextContent('Seat held: Guitar');
    expect(items[0]).toHaveTextContent('Your seat with Lukas M. on');
    expect(items[0]).toHaveTextContent('Unread');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/learner-dashboard');
    expect(items[1]).toHaveTextContent('Your tutor application was approved');
    await user.click(screen.getByTestId('mark-all-read'));
    await waitFor(() => expect(calls('POST /api/notifications/read')).toHaveLength(1));
    expect(calls('POST /api/notifications/read')[0]!.body).not.toHaveProperty('ids');
    // The dialog hides the page behind it from assistive technology; the bell's own name has changed.
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Notifications'),
    );
  });

  it('says so when there is nothing yet', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/notifications': () => json({ items: [], unread: 0 }),
    });
    const user = userEvent.setup();
    renderAt(<SiteHeader />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});

describe('notification settings', () => {
  it('lists every kind, keeps a kind with its own email unmailed, and saves the choices', async () => {
    const stored = NOTIFICATION_KIND_LIST.map((kind) => ({
      kind,
      inApp: NOTIFICATION_KINDS[kind].inApp,
      email: NOTIFICATION_KINDS[kind].email,
    }));
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/notifications': () => json({ items: [], unread: 0 }),
      'GET /api/notifications/preferences': () => json(stored),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'PUT /api/notifications/preferences': (r) => json((r.body as { preferences: unknown }).preferences),
    });
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/learner-dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const form = within(await screen.findByTestId('notification-preferences'));
    expect(form.getAllByRole('row')).toHaveLength(NOTIFICATION_KIND_LIST.length + 1);
    expect(form.getByText('Sent by its own email')).toBeInTheDocument();
    await user.click(form.getByRole('checkbox', { name: 'You cancelled a booking: By email' }));
    await user.click(form.getByTestId('save-notification-preferences'));
    await waitFor(() => expect(calls('PUT /api/notifications/preferences')).toHaveLength(1));
    const sent = (calls('PUT /api/notifications/preferences')[0]!.body as { preferences: typeof stored })
      .preferences;
    expect(sent.find((p) => p.kind === 'seat_cancelled')).toEqual({
      kind: 'seat_cancelled',
      inApp: true,
      email: false,
    });
    expect(await screen.findByText('Your choices are saved.')).toBeInTheDocument();
  });
});
