import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { AppRoutes } from '../../app/routing/router';

const id = 'a1b2c3d4-0000-4000-8000-00000000c1a5';
const room = (over: Record<string, unknown> = {}) => ({
  session: {
    id,
    startsAt: '2026-12-05T10:00:00.000Z',
    endsAt: '2026-12-05T11:00:00.000Z',
    format: 'group',
    skill: { id: 'italian', name: 'Italian' },
  },
  me: { id: 'u1', name: 'Clara R.', role: 'learner' },
  participants: [
    { id: 't1', name: 'Sofia M.', role: 'tutor' },
    { id: 'u1', name: 'Clara R.', role: 'learner' },
  ],
  opensAt: '2026-12-05T09:50:00.000Z',
  closesAt: '2026-12-05T11:10:00.000Z',
  state: 'waiting',
  iceServers: [],
  ...over,
});

describe('the classroom page', () => {
  it('says when a room opens and who is in it, before it opens', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student', id: 'u1' })),
      [`GET /api/classroom/${id}`]: () => json(room()),
    });
    renderAt(<AppRoutes />, `/classroom/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Italian · 3:1 group' })).toBeInTheDocument();
    const state = screen.getByTestId('room-state');
    expect(state).toHaveTextContent(/^The classroom opens at .+\. This page opens it by itself\./);
    const people = within(state).getByRole('list');
    expect(people).toHaveTextContent('Sofia M. · Tutor');
    expect(people).toHaveTextContent('Clara R. (you)');
    expect(screen.queryByTestId('before-call')).not.toBeInTheDocument();
  });

  it('offers the camera check and Join once it is open', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student', id: 'u1' })),
      [`GET /api/classroom/${id}`]: () => json(room({ state: 'open' })),
    });
    renderAt(<AppRoutes />, `/classroom/${id}`);
    const before = await screen.findByTestId('before-call');
    expect(within(before).getByRole('button', { name: 'Turn on camera and microphone' })).toBeInTheDocument();
    expect(within(before).getByRole('button', { name: 'Join without camera' })).toBeInTheDocument();
  });

  it('tells a visitor whose classroom it is not that there is none', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      [`GET /api/classroom/${id}`]: () =>
        json({ message: 'Classroom not found.', code: 'NOT_FOUND' }, { status: 404 }),
    });
    renderAt(<AppRoutes />, `/classroom/${id}`);
    expect(await screen.findByRole('heading', { name: 'Classroom not found' })).toBeInTheDocument();
  });
});
