import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { TeachingSessions } from './teaching-sessions';

const session = (id: string, hoursAhead: number) => ({
  id,
  startsAt: new Date(Date.now() + hoursAhead * 3_600_000).toISOString(),
  endsAt: new Date(Date.now() + (hoursAhead + 1) * 3_600_000).toISOString(),
  format: 'group',
  level: 'beginner',
  language: 'en',
  status: 'open',
  skill: { id: 'guitar', name: 'Guitar' },
  seatsTaken: 1,
  capacity: 3,
  learners: [{ name: 'Lea S.', status: 'held' }],
});

describe("a tutor's sessions", () => {
  it('cancels one in two steps, and offers no cancel inside 2 hours', async () => {
    const later = session('a1b2c3d4-0000-4000-8000-000000000001', 48);
    const soon = session('a1b2c3d4-0000-4000-8000-000000000002', 1);
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/booking/teaching': () => json({ upcoming: [soon, later], toRecord: [] }),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      [`POST /api/booking/teaching/${later.id}/cancel`]: () => json({ upcoming: [soon], toRecord: [] }),
    });
    const user = userEvent.setup();
    renderAt(<TeachingSessions />);
    const items = await screen.findAllByTestId('teaching-session');
    expect(within(items[0]!).queryByTestId('cancel-teaching')).not.toBeInTheDocument();
    await user.click(within(items[1]!).getByTestId('cancel-teaching'));
    expect(calls(`POST /api/booking/teaching/${later.id}/cancel`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel it: tell the learners' }));
    await waitFor(() => expect(calls(`POST /api/booking/teaching/${later.id}/cancel`)).toHaveLength(1));
    expect(
      await screen.findByText('The session is cancelled and its learners are told.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('teaching-session')).toHaveLength(1));
  });
});

describe('recording attendance', () => {
  it('ticks everyone at first; the tutor unticks who missed it and completes the session', async () => {
    const started = {
      ...session('a1b2c3d4-0000-4000-8000-000000000003', -0.5),
      status: 'full',
      learners: [
        { seatId: 'b1b2c3d4-0000-4000-8000-000000000001', name: 'Lea S.' },
        { seatId: 'b1b2c3d4-0000-4000-8000-000000000002', name: 'Tom K.' },
      ],
    };
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/booking/teaching': () => json({ upcoming: [], toRecord: [started] }),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      [`POST /api/booking/teaching/${started.id}/complete`]: () => json({ upcoming: [], toRecord: [] }),
    });
    const user = userEvent.setup();
    renderAt(<TeachingSessions />);
    const form = await screen.findByTestId('record-session');
    expect(within(form).getByRole('group', { name: /Guitar/ })).toBeInTheDocument();
    const boxes = within(form).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-checked'))).toEqual(['true', 'true']);
    await user.click(within(form).getByRole('checkbox', { name: 'Tom K.' }));
    await user.click(within(form).getByRole('button', { name: 'Complete session' }));
    await waitFor(() => expect(calls(`POST /api/booking/teaching/${started.id}/complete`)).toHaveLength(1));
    expect(calls(`POST /api/booking/teaching/${started.id}/complete`)[0]!.body).toMatchObject({
      attendance: [
        { seatId: started.learners[0]!.seatId, attended: true },
        { seatId: started.learners[1]!.seatId, attended: false },
      ],
    });
    expect(await screen.findByText('Attendance recorded; the session is completed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('record-session')).not.toBeInTheDocument());
  });
});
