import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser, json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { AuthPage } from './auth-page';

async function renderAuth(path: string) {
  renderAt(<AuthPage />, path);
  return screen.findByRole('tablist');
}

describe('AuthPage tabs and type', () => {
  it('selects the login tab for mode=login', async () => {
    mockFetch(signedOut);
    await renderAuth('/auth?mode=login');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('login-form')).toBeVisible();
  });

  it.each(['/auth', '/auth?mode=register', '/auth?mode=whatever'])(
    'selects the register tab for %s',
    async (path) => {
      mockFetch(signedOut);
      await renderAuth(path);
      expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByTestId('register-form')).toBeVisible();
    },
  );

  it('preselects the user type from the type parameter', async () => {
    mockFetch(signedOut);
    await renderAuth('/auth?type=tutor');
    expect(screen.getByLabelText('I am joining as')).toHaveValue('tutor');
    expect(screen.getByRole('option', { name: 'Professional Tutor' })).toBeInTheDocument();
  });

  it('falls back to student for an unknown type', async () => {
    mockFetch(signedOut);
    await renderAuth('/auth?type=wizard');
    const select = screen.getByLabelText('I am joining as');
    expect(select).toHaveValue('student');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Student (Ages 6+)',
      'Parent',
      'Guardian',
      'Professional Tutor',
      'Teen Mentor (16-19)',
      'Marketing Agency (SMA)',
      'Field Agent (SubMA)',
    ]);
  });

  it('switching tabs updates the mode in the URL', async () => {
    mockFetch(signedOut);
    await renderAuth('/auth?type=parent');
    await userEvent.click(screen.getByRole('tab', { name: 'Login' }));
    expect(window.location.search).toBe('?type=parent&mode=login');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends a signed-in visitor to /', async () => {
    mockFetch({ 'GET /api/user': () => json(aUser()) });
    renderAt(<AuthPage />, '/auth');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});

describe('AuthPage registration', () => {
  it('gates the register button on the platform agreement', async () => {
    mockFetch(signedOut);
    await renderAuth('/auth');
    const submit = screen.getByTestId('register-submit');
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Accept Terms to Continue');
    expect(
      screen.getByText('Please accept the platform agreement to create your account.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Read the agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Platform Agreement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Agreement' }));

    expect(submit).toBeEnabled();
    expect(submit).toHaveTextContent('Create Free Account');
    expect(screen.getByRole('checkbox', { name: /accept the platform agreement/ })).toBeChecked();
    expect(
      await screen.findByText('Platform agreement accepted. You may now create your account.'),
    ).toBeInTheDocument();
  });

  it('shows the SPEC validation messages inline and links them to the fields', async () => {
    mockFetch(signedOut);
    await renderAuth('/auth');
    await userEvent.click(screen.getByRole('checkbox', { name: /accept the platform agreement/ }));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abcd');
    await userEvent.click(screen.getByTestId('register-submit'));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 4 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Password'), 'd');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abce');
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
  });

  it('registers with username = email and the agreement version, then asks to check email', async () => {
    const created = aUser({ userType: 'student', emailVerified: false, firstName: 'Mia' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls } = mockFetch({
      ...signedOut,
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/register': () => json(created, { status: 201 }),
      'POST /api/auth/send-verification': () =>
        json({ message: 'Mail down', code: 'UNAVAILABLE' }, { status: 503 }),
    });
    await renderAuth('/auth?type=student');
    await userEvent.type(screen.getByLabelText('First name'), 'Mia');
    await userEvent.type(screen.getByLabelText('Last name'), 'Muster');
    await userEvent.type(screen.getByLabelText('Email'), 'Mia@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('checkbox', { name: /accept the platform agreement/ }));
    await userEvent.click(screen.getByRole('button', { name: /Create Free Account/ }));

    expect(await screen.findByTestId('check-email')).toHaveTextContent('mia@example.com');
    expect(calls('POST /api/register')[0]?.body).toMatchObject({
      username: 'mia@example.com',
      email: 'mia@example.com',
      firstName: 'Mia',
      lastName: 'Muster',
      userType: 'student',
      agreementVersion: '2026-11',
      _csrf: 't',
    });
    expect(screen.getByText('Welcome to TRT Tutoring, Mia!')).toBeInTheDocument();
    expect(window.localStorage.getItem('pendingVerificationEmail')).toBe('mia@example.com');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await waitFor(() => expect(window.location.pathname).toBe('/verify-email'), { timeout: 3000 });
  });

  it('shows the server message in a destructive toast when registration fails', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/register': () =>
        json({ message: 'This email is already registered', code: 'EMAIL_TAKEN' }, { status: 409 }),
    });
    await renderAuth('/auth');
    await userEvent.type(screen.getByLabelText('First name'), 'A');
    await userEvent.type(screen.getByLabelText('Last name'), 'B');
    await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'abcd');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abcd');
    await userEvent.click(screen.getByRole('checkbox', { name: /accept the platform agreement/ }));
    await userEvent.click(screen.getByTestId('register-submit'));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Registration failed');
    expect(toast).toHaveTextContent('This email is already registered');
    // The form came back with what was typed.
    expect(screen.getByLabelText('Email')).toHaveValue('a@example.com');
  });
});

describe('AuthPage login', () => {
  it('requires username and password', async () => {
    mockFetch(signedOut);
    await renderAuth('/auth?mode=login');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });

  it('signs in and goes to the role home', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/login': () => json(aUser({ userType: 'tutor', firstName: 'Tom' })),
    });
    await renderAuth('/auth?mode=login');
    await userEvent.type(screen.getByLabelText('Email'), 'tom@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(window.location.pathname).toBe('/tutor-dashboard-enhanced'));
    // The toast renders with the navigation, which on a busy machine can be a tick after the URL.
    expect(await screen.findByText('Welcome back, Tom!')).toBeInTheDocument();
  });

  it('sends an unverified user to /verify-email after sign-in', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/login': () => json(aUser({ emailVerified: false })),
    });
    await renderAuth('/auth?mode=login');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(window.location.pathname).toBe('/verify-email'));
  });

  it('shows "Login failed" with the server message', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/login': () =>
        json({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, { status: 401 }),
    });
    await renderAuth('/auth?mode=login');
    await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByTestId('login-submit'));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(window.location.pathname).toBe('/auth');
  });
});
