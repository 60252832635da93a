import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { AiTeamPage } from './components/ai-team-page';
import { SimiChatPage } from './components/simi-chat-page';
import { assistantRoutes } from './routes';

describe('the chat with Simi (/gemini)', () => {
  it('sends the conversation, shows answers in a live log with their source, notices and links, and starts over', async () => {
    const bodies: { messages: { role: string; text: string }[] }[] = [];
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/assistant/chat': (req) => {
        bodies.push(req.body as (typeof bodies)[number]);
        return bodies.length === 1
          ? json({
              reply: 'Skills we teach: 12.',
              links: [{ href: '/skills', label: 'All skills' }],
              source: 'built-in',
              notice: null,
            })
          : json({
              reply: 'Group sessions are 3:1.',
              links: [],
              source: 'built-in',
              notice: 'protected',
            });
      },
    });
    const user = userEvent.setup();
    renderAt(<SimiChatPage />, '/gemini');
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');

    // A suggested question is asked with one click.
    await user.click(screen.getByRole('button', { name: 'Which skills do you teach?' }));
    expect(await within(log).findByText('Skills we teach: 12.')).toBeInTheDocument();
    expect(bodies[0]?.messages).toEqual([{ role: 'user', text: 'Which skills do you teach?' }]);
    expect(within(log).getByText(/built-in answer from our data/)).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'All skills' })).toHaveAttribute('href', '/skills');

    // Typed in the labelled box; Enter sends with the earlier turns, and the box empties.
    const box = screen.getByLabelText('Your question');
    await user.type(box, '  How much is a group?  {Enter}');
    expect(await within(log).findByText('Group sessions are 3:1.')).toBeInTheDocument();
    expect(bodies[1]?.messages).toEqual([
      { role: 'user', text: 'Which skills do you teach?' },
      { role: 'assistant', text: 'Skills we teach: 12.' },
      { role: 'user', text: 'How much is a group?' },
    ]);
    expect(box).toHaveValue('');
    expect(within(log).getByTestId('chat-notice')).toHaveTextContent('learners under 16');

    // Shift+Enter is a new line, not a send.
    await user.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(box).toHaveValue('one\ntwo');
    expect(bodies).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Start a new conversation' }));
    expect(within(log).queryByText('Group sessions are 3:1.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Which skills do you teach?' })).toBeInTheDocument();
  });

  it("says so when Simi cannot answer, with the server's message", async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'parent' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/assistant/chat': () =>
        json({ message: 'Too many requests', code: 'TOO_MANY_REQUESTS', requestId: 'r' }, { status: 429 }),
    });
    const user = userEvent.setup();
    renderAt(<SimiChatPage />, '/gemini');
    await user.type(screen.getByLabelText('Your question'), 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  });

  it('is for signed-in users; /ai-team is public', () => {
    const byPath = new Map(assistantRoutes.map((r) => [r.path, r]));
    expect(byPath.get('/gemini')?.access).toBe('user');
    expect(byPath.get('/ai-team')?.access).toBe('public');
    expect(byPath.get('/ai-team')?.seo).toBeDefined();
  });
});

describe('/ai-team', () => {
  it('introduces Simi with one heading and links only to screens that exist', async () => {
    mockFetch({ 'GET /api/user': () => json(null, { status: 401 }) });
    renderAt(<AiTeamPage />, '/ai-team');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Meet Simi']);
    const { ROUTES } = await import('../../app/routing/manifest');
    const { matchRoute } = await import('../../app/routing/match');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(4);
    for (const href of hrefs) expect(matchRoute(ROUTES, href.split('?')[0]!), href).toBeTruthy();
    expect(screen.getByText(/never goes to an outside provider/)).toBeInTheDocument();
  });
});
