import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { SetPasswordPage } from './set-password-page';

function rule(key: string) {
  return screen.getByTestId('password-checklist').querySelector(`[data-rule="${key}"]`);
}

async function renderSignedIn() {
  let mustSetPassword = true;
  const fetch = mockFetch({
    'GET /api/user': () => json(aUser({ mustSetPassword })),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'POST /api/auth/set-password': () => {
      mustSetPassword = false;
      return json({ ok: true });
    },
  });
  renderAt(<SetPasswordPage />, '/set-password');
  await screen.findByTestId('set-password-page');
  return fetch;
}

describe('SetPasswordPage', () => {
  it('sends anonymous visitors to /auth', async () => {
    mockFetch(signedOut);
    renderAt(<SetPasswordPage />, '/set-password');
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
  });

  it('ticks the checklist live', async () => {
    await renderSignedIn();
    const password = screen.getByLabelText('New password');
    for (const key of ['length', 'uppercase', 'lowercase', 'number', 'special']) {
      expect(rule(key)).toHaveAttribute('data-met', 'false');
    }
    await userEvent.type(password, 'abc');
    expect(rule('lowercase')).toHaveAttribute('data-met', 'true');
    expect(rule('uppercase')).toHaveAttribute('data-met', 'false');
    await userEvent.type(password, 'DEF12!xyzabc');
    for (const key of ['length', 'uppercase', 'lowercase', 'number', 'special']) {
      expect(rule(key)).toHaveAttribute('data-met', 'true');
    }
    expect(rule('special')).toHaveTextContent('One special character(met)');
  });

  it('keeps submit disabled when too short or when the entries differ', async () => {
    await renderSignedIn();
    const submit = screen.getByTestId('set-password-submit');
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(submit).toBeDisabled();

    await userEvent.type(password, 'Short1!');
    await userEvent.type(confirm, 'Short1!');
    expect(submit).toBeDisabled();
    expect(screen.getByTestId('password-too-short')).toHaveTextContent(
      'Password Too Short Password must be at least 12 characters long.',
    );

    await userEvent.type(password, 'LongEnough');
    expect(submit).toBeDisabled();
    expect(screen.getByTestId('password-mismatch')).toHaveTextContent(
      "Passwords Don't Match Please make sure both password fields match.",
    );

    await userEvent.type(confirm, 'LongEnough');
    expect(screen.queryByTestId('password-mismatch')).not.toBeInTheDocument();
    expect(screen.queryByTestId('password-too-short')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('shows and hides both passwords with one toggle', async () => {
    await renderSignedIn();
    const toggle = screen.getByRole('button', { name: 'Show passwords' });
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'text');
  });

  it('posts both entries, toasts success and goes to /dashboard', async () => {
    const { calls } = await renderSignedIn();
    await userEvent.type(screen.getByLabelText('New password'), 'Correct-Horse-9');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Correct-Horse-9');
    await userEvent.click(screen.getByTestId('set-password-submit'));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(calls('POST /api/auth/set-password')[0]?.body).toEqual({
      password: 'Correct-Horse-9',
      confirmPassword: 'Correct-Horse-9',
      _csrf: 't',
    });
    // The toaster loads with the first toast (toaster-when-needed.tsx).
    expect(await screen.findByText('Password Set Successfully!')).toBeInTheDocument();
    expect(screen.getByText('You can now access all features of the product.')).toBeInTheDocument();
  });

  it('shows the failure toast with the fallback text', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser()),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/set-password': () =>
        new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    renderAt(<SetPasswordPage />, '/set-password');
    await userEvent.type(await screen.findByLabelText('Current password'), 'Old-Password-1');
    await userEvent.type(screen.getByLabelText('New password'), 'Correct-Horse-9');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Correct-Horse-9');
    await userEvent.click(screen.getByTestId('set-password-submit'));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Password Setting Failed');
    expect(toast).toHaveTextContent('Please check your password requirements and try again.');
  });

  it('does not ask for the current password while a new one must be set', async () => {
    await renderSignedIn();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('otherwise asks for the current password, needs it to submit and sends it', async () => {
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ mustSetPassword: false })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/set-password': () => json({ ok: true, message: 'Password Set Successfully!' }),
    });
    renderAt(<SetPasswordPage />, '/set-password');
    const current = await screen.findByLabelText('Current password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    const submit = screen.getByTestId('set-password-submit');
    await userEvent.type(screen.getByLabelText('New password'), 'Correct-Horse-9');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Correct-Horse-9');
    expect(submit).toBeDisabled();
    await userEvent.type(current, 'Old-Password-1');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(calls('POST /api/auth/set-password')).toHaveLength(1));
    expect(calls('POST /api/auth/set-password')[0]?.body).toEqual({
      password: 'Correct-Horse-9',
      confirmPassword: 'Correct-Horse-9',
      currentPassword: 'Old-Password-1',
      _csrf: 't',
    });
  });

  it('shows a wrong current password at its field', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ mustSetPassword: false })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/set-password': () =>
        json(
          {
            code: 'VALIDATION',
            message: 'Your current password is not correct.',
            details: [{ field: 'currentPassword', message: 'Your current password is not correct.' }],
          },
          { status: 400 },
        ),
    });
    renderAt(<SetPasswordPage />, '/set-password');
    await userEvent.type(await screen.findByLabelText('Current password'), 'Not-It-1234');
    await userEvent.type(screen.getByLabelText('New password'), 'Correct-Horse-9');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Correct-Horse-9');
    await userEvent.click(screen.getByTestId('set-password-submit'));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Your current password is not correct.');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});
