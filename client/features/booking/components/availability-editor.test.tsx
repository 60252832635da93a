import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/routing/router';
import { aUser, json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';

const stored = {
  timeZone: 'Europe/Berlin',
  windows: [{ weekday: 1, startMinute: 540, endMinute: 720 }],
  daysOff: ['2026-12-24'],
};

describe('tutor availability editor', () => {
  it('shows the stored hours by day, Monday first, and saves the edited week in one call', async () => {
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/booking/availability': () => json(stored),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'PUT /api/booking/availability': (r) => json(r.body),
    });
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/tutor-availability');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your teaching hours' })).toBeInTheDocument();
    const days = await screen.findAllByTestId('availability-day');
    expect(days.map((d) => d.querySelector('p')?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(within(days[0]!).getByLabelText('Monday: from')).toHaveValue('09:00');
    expect(within(days[0]!).getByLabelText('Monday: until')).toHaveValue('12:00');
    expect(within(days[1]!).getByText('Not available')).toBeInTheDocument();
    expect(screen.getByText('December 24, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Remove day off on December 24, 2026' }));
    await user.click(screen.getByTestId('save-availability'));
    await waitFor(() => expect(calls('PUT /api/booking/availability')).toHaveLength(1));
    // The client also sends the CSRF token as _csrf (SPEC.md 7.1).
    expect(calls('PUT /api/booking/availability')[0]!.body).toMatchObject({
      timeZone: 'Europe/Berlin',
      windows: [
        { weekday: 1, startMinute: 540, endMinute: 720 },
        { weekday: 2, startMinute: 540, endMinute: 720 },
      ],
      daysOff: [],
    });
    expect(await screen.findByText('Your hours are saved.')).toBeInTheDocument();
  });

  it("explains the server's refusal and keeps what was typed", async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/booking/availability': () => json(stored),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'PUT /api/booking/availability': () =>
        json({ code: 'VALIDATION', message: 'overlap', key: 'booking.validation.overlap' }, { status: 400 }),
    });
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/tutor-availability');
    await user.click(await screen.findByRole('button', { name: 'Add hours on Monday' }));
    await user.click(screen.getByTestId('save-availability'));
    expect(
      await screen.findByText('Two time windows on the same day overlap. Join them or move one.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getAllByTestId('availability-day')[0]!).getAllByLabelText('Monday: from'),
    ).toHaveLength(2);
  });
});
