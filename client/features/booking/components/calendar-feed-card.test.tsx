import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { CalendarFeedCard } from './calendar-feed-card';

describe('calendar feed card', () => {
  it('makes a link, shows it once to copy, and turns the feed off', async () => {
    const url = 'http://localhost/api/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/calendar-feed': () => json({ active: false, createdAt: null }),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/calendar-feed': () =>
        json({ active: true, createdAt: '2026-11-27T08:00:00Z', url }, { status: 201 }),
      'DELETE /api/calendar-feed': () => json({ active: false, createdAt: null }),
    });
    const user = userEvent.setup();
    renderAt(<CalendarFeedCard />);
    expect(await screen.findByText('The feed is off.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a feed link' }));
    expect(await screen.findByLabelText('Your calendar feed link')).toHaveValue(url);
    expect(screen.getByText(/it is shown only once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(calls('DELETE /api/calendar-feed')).toHaveLength(1));
    expect(await screen.findByText('The feed is off.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your calendar feed link')).not.toBeInTheDocument();
  });

  it('says since when an existing feed is on, without its link', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/calendar-feed': () => json({ active: true, createdAt: '2026-11-20T08:00:00Z' }),
    });
    renderAt(<CalendarFeedCard />);
    expect(await screen.findByTestId('calendar-feed-state')).toHaveTextContent(
      'The feed is on since Nov 20, 2026',
    );
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeInTheDocument();
  });
});
