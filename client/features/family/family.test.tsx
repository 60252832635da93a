import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { FamilyHome } from './components/family-home';
import { MyGuardians } from './components/my-guardians';

const mia = {
  id: 'c0b2c3d4-0000-4000-8000-0000000000c1',
  name: 'Mia K.',
  linkedAt: '2026-11-20T10:00:00.000Z',
};
const conversation = {
  id: 'd1b2c3d4-0000-4000-8000-0000000000d1',
  tutor: { id: 't1', name: 'Lukas M.' },
};
const seat = {
  id: 'e1b2c3d4-0000-4000-8000-0000000000e1',
  status: 'confirmed',
  holdExpiresAt: null,
  priceCents: 1200,
  freeCancellation: true,
  attended: null,
  review: null,
  canReview: false,
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
};

describe("a parent's home", () => {
  it("shows each child's sessions and conversations read only, and stops following after asking", async () => {
    let linked = true;
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'parent' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/family': () => json({ children: linked ? [mia] : [], invitations: [] }),
      [`GET /api/family/children/${mia.id}/seats`]: () => json({ upcoming: [seat], past: [] }),
      [`GET /api/family/children/${mia.id}/conversations`]: () =>
        json([
          {
            ...conversation,
            last: {
              id: 'm2',
              author: 'tutor',
              body: 'See you Saturday!',
              createdAt: '2026-11-27T09:05:00.000Z',
            },
          },
        ]),
      [`GET /api/family/children/${mia.id}/conversations/${conversation.id}`]: () =>
        json({
          ...conversation,
          messages: [
            {
              id: 'm1',
              author: 'child',
              body: 'Can I bring my guitar?',
              createdAt: '2026-11-27T09:00:00.000Z',
            },
            { id: 'm2', author: 'tutor', body: 'See you Saturday!', createdAt: '2026-11-27T09:05:00.000Z' },
          ],
        }),
      [`DELETE /api/family/children/${mia.id}`]: () => {
        linked = false;
        return json({ ok: true });
      },
    });
    const user = userEvent.setup();
    renderAt(<FamilyHome />);
    const card = await screen.findByRole('article', { name: 'Mia K.' });
    expect(await within(card).findByTestId('child-seat')).toHaveTextContent('Guitar');
    expect(within(card).getByTestId('child-seat')).toHaveTextContent('Booked and paid');
    const row = await within(card).findByTestId('child-conversation');
    expect(row).toHaveTextContent('Mia K. and Lukas M.');
    expect(row).toHaveTextContent('Lukas M.: See you Saturday!');
    await user.click(within(row).getByRole('button', { expanded: false }));
    const thread = await within(card).findByRole('list', { name: 'Mia K. and Lukas M.' });
    expect(thread).toHaveTextContent('Mia K. wrote:Can I bring my guitar?');
    expect(thread).toHaveTextContent('Lukas M. wrote:See you Saturday!');
    // Read only: no field to write in.
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Stop following' }));
    const ask = within(card).getByRole('group', { name: 'Stop following' });
    expect(ask).toHaveTextContent('Stop following Mia K.?');
    expect(calls(`DELETE /api/family/children/${mia.id}`)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Stop following' }));
    await waitFor(() => expect(calls(`DELETE /api/family/children/${mia.id}`)).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'No children linked yet' })).toBeInTheDocument();
  });

  it("reads, on request, what was written in the classroom of a child's paid sessions, past ones too", async () => {
    const past = {
      ...seat,
      id: 'seat-0',
      session: {
        ...seat.session,
        id: 's0',
        startsAt: '2026-11-21T10:00:00.000Z',
        endsAt: '2026-11-21T11:00:00.000Z',
      },
    };
    const held = { ...seat, id: 'seat-2', status: 'held', session: { ...seat.session, id: 's2' } };
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'parent' })),
      'GET /api/family': () => json({ children: [mia], invitations: [] }),
      [`GET /api/family/children/${mia.id}/seats`]: () => json({ upcoming: [seat, held], past: [past] }),
      [`GET /api/family/children/${mia.id}/conversations`]: () => json([]),
      [`GET /api/family/children/${mia.id}/sessions/s1/chat`]: () => json({ lines: [] }),
      [`GET /api/family/children/${mia.id}/sessions/s0/chat`]: () =>
        json({
          lines: [
            {
              id: 'l1',
              userId: mia.id,
              name: 'Mia K.',
              role: 'learner',
              body: 'Hello!',
              redacted: false,
              at: '2026-11-21T10:01:00.000Z',
            },
            {
              id: 'l2',
              userId: 't1',
              name: 'Lukas M.',
              role: 'tutor',
              body: 'Welcome, Mia.',
              redacted: false,
              at: '2026-11-21T10:02:00.000Z',
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderAt(<FamilyHome />);
    const card = await screen.findByRole('article', { name: 'Mia K.' });
    const [upcoming, notPaid] = await within(card).findAllByTestId('child-seat');
    // A seat held and not paid had no classroom to read.
    expect(within(notPaid!).queryByRole('button', { name: 'Classroom chat' })).toBeNull();
    expect(calls(`GET /api/family/children/${mia.id}/sessions/s0/chat`)).toHaveLength(0);
    await user.click(within(upcoming!).getByRole('button', { name: 'Classroom chat', expanded: false }));
    expect(await within(upcoming!).findByTestId('child-chat-empty')).toHaveTextContent(
      "Nothing was written in this classroom's chat.",
    );
    expect(within(card).getByRole('heading', { name: 'Recent sessions' })).toBeInTheDocument();
    const earlier = within(card).getByTestId('child-past-seat');
    await user.click(within(earlier).getByRole('button', { name: 'Classroom chat' }));
    const log = await within(earlier).findByRole('log', { name: 'Classroom chat' });
    const lines = within(log).getAllByTestId('chat-line');
    // A parent reads names, never "You".
    expect(lines[0]).toHaveTextContent('Mia K. ·');
    expect(lines[0]).toHaveTextContent('Hello!');
    expect(lines[1]).toHaveTextContent('Lukas M. · Tutor');
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('makes a code, shows it once and lists open codes to withdraw', async () => {
    const invitation = {
      id: 'f1b2c3d4-0000-4000-8000-0000000000f1',
      createdAt: '2026-11-28T10:00:00.000Z',
      expiresAt: '2026-12-05T10:00:00.000Z',
    };
    let open: (typeof invitation)[] = [];
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'guardian' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/family': () => json({ children: [], invitations: open }),
      'POST /api/family/invitations': () => {
        open = [invitation];
        return json({ ...invitation, code: 'K7M2P-9QX4R' }, { status: 201 });
      },
      [`DELETE /api/family/invitations/${invitation.id}`]: () => {
        open = [];
        return json({ ok: true });
      },
    });
    const user = userEvent.setup();
    renderAt(<FamilyHome />);
    await user.click(await screen.findByRole('button', { name: 'Make a code' }));
    expect(await screen.findByTestId('new-code')).toHaveTextContent('K7M2P-9QX4R');
    const item = await screen.findByTestId('open-code');
    await user.click(within(item).getByRole('button', { name: /^Withdraw the code made/ }));
    await waitFor(() => expect(calls(`DELETE /api/family/invitations/${invitation.id}`)).toHaveLength(1));
    // The code withdrawn is no longer shown as one to give.
    await waitFor(() => expect(screen.queryByTestId('new-code')).not.toBeInTheDocument());
    expect(screen.queryByTestId('open-code')).not.toBeInTheDocument();
  });

  it('asks an adult to verify their email address before making a code (ADR 045)', async () => {
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'parent', emailVerified: false })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/family': () => json({ children: [], invitations: [] }),
    });
    renderAt(<FamilyHome />);
    const note = await screen.findByTestId('verify-first');
    expect(note).toHaveTextContent('verify your email address');
    expect(within(note).getByRole('link', { name: 'Verify my email address' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
    expect(screen.getByRole('button', { name: 'Make a code' })).toBeDisabled();
    expect(calls('POST /api/family/invitations')).toHaveLength(0);
  });
});

describe("a learner's parent or guardian", () => {
  it('takes the code, says who follows the account now, and shows the server’s refusal', async () => {
    let guardians: unknown[] = [];
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/family/guardians': () => json(guardians),
      'POST /api/family/guardians': (req) => {
        if ((req.body as { code: string }).code === 'WRONG')
          return json(
            {
              message: 'This code is not valid or has expired. Ask for a new one.',
              code: 'CODE_INVALID',
              key: 'family.errors.codeInvalid',
            },
            { status: 422 },
          );
        guardians = [{ id: 'g1', name: 'Sabine K.', linkedAt: '2026-11-28T10:00:00.000Z' }];
        return json(guardians[0], { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderAt(<MyGuardians />);
    const field = await screen.findByLabelText('Code from your parent or guardian');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Enter the code your parent or guardian gave you.')).toBeInTheDocument();
    expect(calls('POST /api/family/guardians')).toHaveLength(0);
    await user.type(field, 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(
      await screen.findByText('This code is not valid or has expired. Ask for a new one.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'k7m2p-9qx4r');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByTestId('guardian')).toHaveTextContent(
      /^Sabine K\. follows your account since .+: they see your sessions and your messages with tutors\.$/,
    );
    expect(calls('POST /api/family/guardians').at(-1)!.body).toMatchObject({ code: 'k7m2p-9qx4r' });
  });
});
