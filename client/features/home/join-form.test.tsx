import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as contractSchemas from '../../lib/contract-schemas';
import { json, mockFetch, signedOut } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { JoinForm } from './join-form';

const CSRF = { 'GET /api/csrf-token': () => json({ csrfToken: 't' }, { headers: { 'X-CSRF-Token': 't' } }) };

function setup() {
  const user = userEvent.setup();
  const mock = mockFetch({
    ...signedOut,
    ...CSRF,
    'POST /api/leads': () =>
      json({ ok: true, redirectTo: '/auth?mode=register&type=tutor&email=ada%40example.org&name=Ada+L' }),
  });
  renderAt(<JoinForm />);
  return {
    user,
    mock,
    name: screen.getByLabelText('Full name'),
    email: screen.getByLabelText('Email address'),
    submit: screen.getByRole('button', { name: 'Continue to registration' }),
  };
}

describe('JoinForm (SPEC.md 5)', () => {
  it.each([
    ['nothing', {}],
    ['no choice', { name: 'Ada L', email: 'ada@example.org' }],
    ['no name', { email: 'ada@example.org', type: 'Tutor' }],
    ['a blank name', { name: '   ', email: 'ada@example.org', type: 'Learner' }],
    ['no email', { name: 'Ada L', type: 'Learner' }],
  ] as const)('says "Please fill all fields" with %s, and sends nothing', async (_, fill) => {
    const { user, mock, name, email, submit } = setup();
    const values = fill as { name?: string; email?: string; type?: string };
    if (values.name) await user.type(name, values.name);
    if (values.email) await user.type(email, values.email);
    if (values.type) await user.click(screen.getByRole('radio', { name: new RegExp(values.type) }));
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');
    expect(mock.calls('POST /api/leads')).toHaveLength(0);
  });

  it('rejects an invalid email address before sending', async () => {
    const { user, mock, name, email, submit } = setup();
    await user.type(name, 'Ada L');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('radio', { name: /Learner/ }));
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(mock.calls('POST /api/leads')).toHaveLength(0);
  });

  it('keeps the lead and continues where the server says', async () => {
    const { user, mock, name, email, submit } = setup();
    await user.type(name, 'Ada L');
    await user.type(email, 'Ada@Example.org');
    await user.click(screen.getByRole('radio', { name: /Tutor/ }));
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(window.location.search).toBe('?mode=register&type=tutor&email=ada%40example.org&name=Ada+L');
    expect(mock.calls('POST /api/leads')[0]?.body).toMatchObject({
      name: 'Ada L',
      email: 'ada@example.org',
      userType: 'tutor',
      source: 'landing_join_form',
    });
  });

  it("shows the server's message when the lead is refused", async () => {
    const user = userEvent.setup();
    mockFetch({
      ...signedOut,
      ...CSRF,
      'POST /api/leads': () => json({ message: 'Too many requests', code: 'RATE_LIMITED' }, { status: 429 }),
    });
    renderAt(<JoinForm />);
    await user.type(screen.getByLabelText('Full name'), 'Ada L');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.org');
    await user.click(screen.getByRole('radio', { name: /Learner/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(window.location.pathname).toBe('/');
  });

  it('says so and sends nothing when the rules cannot be loaded (offline), keeping what was typed', async () => {
    const { user, mock, name, email, submit } = setup();
    const load = vi
      .spyOn(contractSchemas, 'loadContracts')
      .mockRejectedValue(new TypeError('Failed to fetch'));
    try {
      await user.type(name, 'Ada L');
      await user.type(email, 'ada@example.org');
      await user.click(screen.getByRole('radio', { name: /Learner/ }));
      await user.click(submit);
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
      expect(mock.calls('POST /api/leads')).toHaveLength(0);
      expect(name).toHaveValue('Ada L');
    } finally {
      load.mockRestore();
    }
  });
});
