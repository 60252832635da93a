import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatLine } from '../../../../common/contracts/classroom';
import { RoomChat } from './chat';

const line = (over: Partial<ChatLine>): ChatLine => ({
  id: 'l1',
  userId: 't1',
  name: 'Sofia M.',
  role: 'tutor',
  body: 'Welcome!',
  redacted: false,
  at: '2026-12-05T10:01:00.000Z',
  ...over,
});

describe('the classroom chat', () => {
  it('says there is nothing yet, sends a trimmed line, and keeps the draft when not connected', async () => {
    const user = userEvent.setup();
    const onSay = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<RoomChat lines={[]} myId="u1" onSay={onSay} />);
    expect(screen.getByTestId('chat-empty')).toHaveTextContent('No messages yet.');
    const input = screen.getByLabelText('Message to everyone in the room');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(input, '  Ciao a tutti  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSay).toHaveBeenLastCalledWith('Ciao a tutti');
    expect(screen.getByRole('alert')).toHaveTextContent('You are not connected');
    expect(input).toHaveValue('  Ciao a tutti  ');
    await user.type(input, '{Enter}');
    expect(onSay).toHaveBeenCalledTimes(2);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows who wrote each line, marks the tutor and one’s own, and tells the writer of removed details', () => {
    render(
      <RoomChat
        lines={[
          line({}),
          line({
            id: 'l2',
            userId: 'u1',
            name: 'Clara R.',
            role: 'learner',
            body: 'Call me on [removed]',
            redacted: true,
          }),
        ]}
        myId="u1"
        onSay={() => true}
      />,
    );
    const log = screen.getByRole('log', { name: 'Chat' });
    const [first, second] = within(log).getAllByTestId('chat-line');
    expect(first).toHaveTextContent('Sofia M. · Tutor');
    expect(first).toHaveTextContent('Welcome!');
    expect(second).toHaveTextContent(/^You ·/);
    expect(second).toHaveTextContent('Contact details were taken out of your message.');
    expect(screen.queryByTestId('chat-empty')).toBeNull();
  });
});
