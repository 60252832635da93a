import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { VerifyEmailPage } from './verify-email-page';

const unverified = aUser({ emailVerified: false });
const status =
  (expiresInSeconds: number, resendAfterSeconds = 60) =>
  () =>
    json({ email: unverified.email, emailVerified: false, expiresInSeconds, resendAfterSeconds });

describe('VerifyEmailPage', () => {
  it('sends anonymous visitors to /auth', async () => {
    mockFetch(signedOut);
    renderAt(<VerifyEmailPage />, '/verify-email');
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
  });

  it('accepts digits only and enables Verify at 6 digits', async () => {
    mockFetch({ 'GET /api/user': () => json(unverified), 'GET /api/auth/verification': status(300) });
    renderAt(<VerifyEmailPage />, '/verify-email');
    const input = await screen.findByLabelText('Verification code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(await screen.findByTestId('verification-countdown')).toHaveTextContent(
      /Code expires in [45]:\d\d/,
    );
    const submit = screen.getByTestId('verify-submit');
    await userEvent.type(input, '12a3-45');
    expect(input).toHaveValue('12345');
    expect(submit).toBeDisabled();
    await userEvent.type(input, '67');
    expect(input).toHaveValue('123456');
    expect(submit).toBeEnabled();
  });

  it('shows Expired and keeps Verify disabled once the code expired', async () => {
    mockFetch({ 'GET /api/user': () => json(unverified), 'GET /api/auth/verification': status(0, 0) });
    renderAt(<VerifyEmailPage />, '/verify-email');
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    expect(screen.getByTestId('verify-submit')).toBeDisabled();
    expect(screen.getByTestId('resend-code')).toBeEnabled();
  });

  it('shows the SPEC text for a wrong code', async () => {
    mockFetch({
      'GET /api/user': () => json(unverified),
      'GET /api/auth/verification': status(300),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/verify-email': () =>
        json({ message: 'Wrong code', code: 'CODE_INVALID' }, { status: 422 }),
    });
    renderAt(<VerifyEmailPage />, '/verify-email');
    await userEvent.type(await screen.findByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByTestId('verify-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code. Please try again.',
    );
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      expect.stringContaining('Invalid verification code. Please try again.'),
    );
  });

  it('verifies and offers Continue to Dashboard and Back to Login', async () => {
    window.localStorage.setItem('pendingVerificationEmail', unverified.email);
    const { calls } = mockFetch({
      'GET /api/user': () => json(unverified),
      'GET /api/auth/verification': status(300),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/verify-email': () => json({ ...unverified, emailVerified: true }),
    });
    renderAt(<VerifyEmailPage />, '/verify-email');
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByTestId('verify-submit'));
    // The user's own home (SPEC.md 2.3), not the generic dashboard.
    expect(await screen.findByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute(
      'href',
      '/parent-dashboard',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
    expect(calls('POST /api/auth/verify-email')[0]?.body).toEqual({ code: '123456', _csrf: 't' });
    expect(window.localStorage.getItem('pendingVerificationEmail')).toBeNull();
  });

  it('resends only after the cooldown and clears the input', async () => {
    const { calls } = mockFetch({
      'GET /api/user': () => json(unverified),
      'GET /api/auth/verification': status(300, 0),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/send-verification': () =>
        json({ ok: true, expiresInSeconds: 300, resendAfterSeconds: 60 }),
    });
    renderAt(<VerifyEmailPage />, '/verify-email');
    const input = await screen.findByLabelText('Verification code');
    await userEvent.type(input, '111');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(calls('POST /api/auth/send-verification')).toHaveLength(1));
    expect(await screen.findByTestId('resend-code')).toBeDisabled();
    expect(screen.getByTestId('resend-code')).toHaveTextContent(/Resend code in (60|59) s/);
    expect(input).toHaveValue('');
  });
});
