import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const token = 'a'.repeat(43);
const linkIs = (status: string) => ({
  'GET /api/auth/reset-password/status': () => json({ status }),
});

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
      ...linkIs('valid'),
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
      ...linkIs('valid'),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/reset-password': () =>
        json({ message: 'Invalid or expired link', code: 'TOKEN_INVALID' }, { status: 422 }),
    });
    renderAt(<ResetPasswordPage />, `/reset-password?token=${token}`);
    await fillAndSubmit();
    expect(await screen.findByTestId('reset-password-invalid')).toHaveTextContent('invalid or has expired');
  });

  it('asks for the link state first, with the token, before showing the form', async () => {
    const { calls } = mockFetch({ ...signedOut, ...linkIs('valid') });
    renderAt(<ResetPasswordPage />, `/reset-password?token=${token}`);
    expect(await screen.findByTestId('reset-password-page')).toBeInTheDocument();
    expect(
      new URL(calls('GET /api/auth/reset-password/status')[0]!.url, 'http://x').searchParams.get('token'),
    ).toBe(token);
  });

  it('says a used link was already used, with no form, and offers a new one', async () => {
    mockFetch({
      ...signedOut,
      ...linkIs('used'),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/forgot-password': () => json({ ok: true, message: 'sent' }),
    });
    renderAt(<ResetPasswordPage />, `/reset-password?token=${token}`);
    const spent = await screen.findByTestId('reset-password-spent');
    expect(screen.getByRole('heading', { level: 1, name: 'This link was already used' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reset-password-submit')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(spent).toHaveTextContent('already been used');
  });

  it('says an expired link has expired, with no form', async () => {
    mockFetch({ ...signedOut, ...linkIs('expired') });
    renderAt(<ResetPasswordPage />, `/reset-password?token=${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('work for one hour');
    expect(screen.queryByTestId('reset-password-submit')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('says an unknown link is invalid', async () => {
    mockFetch({ ...signedOut, ...linkIs('invalid') });
    renderAt(<ResetPasswordPage />, `/reset-password?token=${token}`);
    expect(await screen.findByTestId('reset-password-invalid')).toBeInTheDocument();
  });

  it('still offers the form when the check itself fails; the reset call decides', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/auth/reset-password/status': () => json({ message: 'slow down' }, { status: 429 }),
    });
    renderAt(<ResetPasswordPage />, `/reset-password?token=${token}`);
    expect(await screen.findByTestId('reset-password-page')).toBeInTheDocument();
  });
});
