import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { Conversations } from './components/conversations';
import { MessageTutor } from './components/message-tutor';

const tutor = { id: 'a1b2c3d4-0000-4000-8000-0000000000aa', name: 'Lukas M.' };
const conversation = {
  id: 'c1b2c3d4-0000-4000-8000-0000000000cc',
  with: { id: 'u1b2c3d4-0000-4000-8000-0000000000dd', name: 'Mia K.' },
  redacted: false,
  followedByGuardian: false,
  messages: [
    { id: 'm1', mine: false, body: 'Do you teach beginners?', createdAt: '2026-11-27T09:00:00.000Z' },
  ],
};

describe('Message on a tutor card', () => {
  it('sends a first message and says contact details were taken out', async () => {
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      [`POST /api/messages/tutors/${tutor.id}`]: () =>
        json({ ...conversation, redacted: true }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderAt(<MessageTutor tutor={tutor} next="/session-booking" />);
    await user.click(await screen.findByRole('button', { name: 'Message Lukas M.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message to Lukas M.' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a message of 1 to 2000 characters.');
    await user.type(within(dialog).getByLabelText('Your message'), 'Hi! mail me at a@b.de');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls(`POST /api/messages/tutors/${tutor.id}`)).toHaveLength(1));
    expect(calls(`POST /api/messages/tutors/${tutor.id}`)[0]!.body).toMatchObject({
      body: 'Hi! mail me at a@b.de',
    });
    expect(
      await screen.findByText('Contact details were taken out: please keep talking here.'),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign in first and comes back to the booking', async () => {
    mockFetch({ 'GET /api/user': () => json(null, { status: 401 }) });
    renderAt(<MessageTutor tutor={tutor} next="/session-booking?skill=guitar" />);
    expect(await screen.findByRole('link', { name: 'Sign in to message Lukas M.' })).toHaveAttribute(
      'href',
      '/auth?mode=login&next=%2Fsession-booking%3Fskill%3Dguitar',
    );
  });
});

describe('conversations on a dashboard', () => {
  it('lists them with unread counts, opens one (its count goes) and sends an answer', async () => {
    let read = false;
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/messages/conversations': () =>
        json([
          {
            id: conversation.id,
            with: conversation.with,
            last: conversation.messages[0],
            unread: read ? 0 : 1,
          },
        ]),
      [`GET /api/messages/conversations/${conversation.id}`]: () => {
        read = true;
        return json({ ...conversation, followedByGuardian: true });
      },
      [`POST /api/messages/conversations/${conversation.id}`]: () => json(conversation),
    });
    const user = userEvent.setup();
    renderAt(<Conversations role="tutor" emptyText="none" />);
    const row = await screen.findByTestId('conversation');
    expect(row).toHaveTextContent('Mia K.');
    expect(row).toHaveTextContent('1 new');
    await user.click(within(row).getByRole('button', { expanded: false }));
    const thread = await screen.findByTestId('thread');
    await waitFor(() => expect(screen.getByTestId('conversation')).not.toHaveTextContent('1 new'));
    expect(within(thread).getByRole('list', { name: 'Conversation with Mia K.' })).toHaveTextContent(
      'Do you teach beginners?',
    );
    // Mia's guardian follows her account: the tutor is told who else reads along.
    expect(within(thread).getByTestId('guardian-follows')).toHaveTextContent(
      'A parent or guardian of Mia K. can read this conversation.',
    );
    await user.type(within(thread).getByLabelText('Your answer'), 'Yes, on Saturdays.');
    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls(`POST /api/messages/conversations/${conversation.id}`)).toHaveLength(1));
  });

  it('says so when there is none', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/messages/conversations': () => json([]),
    });
    renderAt(<Conversations role="learner" emptyText="No messages yet." />);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
