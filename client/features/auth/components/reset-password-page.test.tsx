import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const token = 'a'.repeat(43);

async function fillAndSubmit() {
  await userEvent.type(await screen.findByLabelText('New password'), 'Brand-New-Pass-1');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'Brand-New-Pass-1');
  await userEvent.click(screen.getByTestId('reset-password-submit'));
}

describe('ResetPasswordPage', () => {
  it('says the link is invalid without a token', async () => {
    mockFetch(signedOut);
    renderAt(<ResetPasswordPage />, '/reset-password');
    expect(await screen.findByTestId('reset-password-invalid')).toBeInTheDocument();
  });

  it('resets with the token and links to the login tab', async () => {
    const { calls } = mockFetch({
      ...signedOut,
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/reset-password': () => json({ ok: true }),
    });
    renderAt(<ResetPasswordPage />, `/reset-password?token=${token}`);
    await fillAndSubmit();
    expect(await screen.findByTestId('reset-password-success')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth?mode=login');
    expect(calls('POST /api/auth/reset-password')[0]?.body).toEqual({
      token,
      password: 'Brand-New-Pass-1',
      _csrf: 't',
    });
  });

  it('shows the invalid-link message when the server rejects the token', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/reset-password': () =>
        json({ message: 'Invalid or expired link', code: 'TOKEN_INVALID' }, { status: 422 }),
    });
    renderAt(<ResetPasswordPage />, `/reset-password?token=${token}`);
    await fillAndSubmit();
    expect(await screen.findByTestId('reset-password-invalid')).toHaveTextContent('invalid or has expired');
  });
});
