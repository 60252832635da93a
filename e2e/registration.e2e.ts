import { describe, expect, it } from 'vitest';
import { homePathFor, type RegisterUserType } from '../common/constants.ts';
import {
  expectToast,
  fillRegisterForm,
  type NewAccount,
  STRONG_PASSWORD,
  signOutFromDashboard,
  submitRegistration,
  uniqueEmail,
  waitForPath,
  waitForText,
} from './support/flows.ts';
import { setupE2E } from './support/harness.ts';
import { verificationCodeOf } from './support/smtp-capture.ts';

const e2e = setupE2E();

/** Area titles of the generic dashboard per route (client/features/dashboard/routes.ts, en.json dashboard.areas). */
const AREA_TITLES: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/learner-dashboard': 'Learner Dashboard',
  '/tutor-dashboard-enhanced': 'Tutor Dashboard',
  '/parent-dashboard': 'Parent Dashboard',
  '/teen-mentor': 'Teen Mentor Dashboard',
  '/sma/dashboard': 'Agency Dashboard (SMA)',
  '/sma/subma/dashboard': 'Field Agent Dashboard (SubMA)',
};

interface Case {
  userType: RegisterUserType;
  /** Label of the option the type parameter preselects (SPEC.md 2.3). */
  optionLabel: string;
  /** Role badge on the dashboard (en.json roles). */
  roleBadge: string;
  /** Where "Continue to Dashboard" leads: the role's own home (SPEC.md 2.3). */
  afterContinue: string;
  agreement: 'dialog' | 'checkbox';
}

const CASES: Case[] = [
  {
    userType: 'student',
    optionLabel: 'Student (Ages 6+)',
    roleBadge: 'Student',
    afterContinue: '/learner-dashboard',
    agreement: 'dialog',
  },
  {
    userType: 'parent',
    optionLabel: 'Parent',
    roleBadge: 'Parent',
    afterContinue: '/parent-dashboard',
    agreement: 'checkbox',
  },
  {
    userType: 'guardian',
    optionLabel: 'Guardian',
    roleBadge: 'Guardian',
    afterContinue: '/parent-dashboard',
    agreement: 'dialog',
  },
  {
    userType: 'tutor',
    optionLabel: 'Professional Tutor',
    roleBadge: 'Tutor',
    afterContinue: '/tutor-dashboard-enhanced',
    agreement: 'checkbox',
  },
  {
    userType: 'teen_mentor',
    optionLabel: 'Teen Mentor (16-19)',
    roleBadge: 'Teen Mentor',
    afterContinue: '/teen-mentor',
    agreement: 'dialog',
  },
  {
    userType: 'super_marketing_agent',
    optionLabel: 'Marketing Agency (SMA)',
    roleBadge: 'Marketing Agency (SMA)',
    afterContinue: '/sma/dashboard',
    agreement: 'checkbox',
  },
  {
    userType: 'sub_marketing_agent',
    optionLabel: 'Field Agent (SubMA)',
    roleBadge: 'Field Agent (SubMA)',
    afterContinue: '/sma/subma/dashboard',
    agreement: 'dialog',
  },
];

describe('registration, email verification and sign-out for every user type', () => {
  it.each(CASES)('$userType', async ({ userType, optionLabel, roleBadge, afterContinue, agreement }) => {
    const { page } = await e2e.open();
    const account: NewAccount = {
      userType,
      firstName: 'Zoë',
      lastName: `Tester-${userType}`,
      email: uniqueEmail(userType),
      password: STRONG_PASSWORD,
    };

    await fillRegisterForm(page, account, agreement);
    const selected = page.getByTestId('register-user-type').locator('option:checked');
    expect((await selected.innerText()).trim()).toBe(optionLabel);
    await submitRegistration(page, account);

    // SPEC.md 2.4 / 8: after 1.5 s the verification screen, for the address just registered.
    await waitForPath(page, '/verify-email');
    await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
    expect(await page.getByTestId('verify-email-page').innerText()).toContain(account.email);
    await waitForText(page.getByTestId('verification-countdown'), (t) =>
      /^Code expires in [45]:\d\d$/.test(t.trim()),
    );

    // The code comes from the real email the server sent over SMTP.
    const mail = await e2e.smtp.waitForMail(account.email, (m) =>
      m.subject.startsWith('Your TRT Tutoring verification code'),
    );
    const code = verificationCodeOf(mail);
    expect(mail.subject).toBe(`Your TRT Tutoring verification code: ${code}`);
    expect(mail.text).toContain(`Hello ${account.firstName},`);
    expect(mail.text).toContain(`your verification code is ${code}. It is valid for 5 minutes.`);
    expect(mail.headerTo).toEqual([account.email]);
    expect(e2e.smtp.mailsTo(account.email)).toHaveLength(1);

    const input = page.getByLabel('Verification code');
    const verify = page.getByRole('button', { name: 'Verify Email' });
    await input.fill(code.slice(0, 5));
    expect(await verify.isDisabled()).toBe(true);
    await input.fill(code);
    expect(await verify.isEnabled()).toBe(true);
    await verify.click();

    await page.getByRole('heading', { level: 1, name: 'Email verified' }).waitFor();
    expect(await page.getByTestId('verify-email-success').innerText()).toContain(
      'Your email address is confirmed and your account is active.',
    );
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();

    await waitForPath(page, afterContinue);
    const dashboard = page.getByTestId('dashboard-page');
    await dashboard.waitFor();
    expect(await page.getByTestId('dashboard-user-name').innerText()).toBe(
      `${account.firstName} ${account.lastName}`,
    );
    expect(await page.getByTestId('role-badge').innerText()).toBe(roleBadge);
    expect(await dashboard.innerText()).toContain(AREA_TITLES[afterContinue]);
    // The overview reflects the verification just done (served by /api/dashboard/overview).
    await page.getByTestId('dashboard-overview').waitFor();
    expect(await page.getByTestId('dashboard-overview').innerText()).toContain('Verified');
    expect(await page.getByTestId('dashboard-overview').innerText()).not.toContain('Not verified');

    // SPEC.md 2.3's home of this role (where sign-in sends it) exists and shows this user under the area's title.
    const home = homePathFor(userType);
    if (home !== afterContinue) {
      await page.goto(home);
      await dashboard.waitFor();
      expect(new URL(page.url()).pathname).toBe(home);
      expect(await dashboard.innerText()).toContain(AREA_TITLES[home]);
      expect(await page.getByTestId('dashboard-user-name').innerText()).toBe(
        `${account.firstName} ${account.lastName}`,
      );
    }

    await signOutFromDashboard(page);
    // Signed out, the dashboard sends the visitor to /auth again (SPEC.md 6).
    await page.goto('/dashboard');
    await waitForPath(page, '/auth');
  });

  it('refuses a second account with the same email and keeps what was typed', async () => {
    const { page, errors } = await e2e.open();
    const email = uniqueEmail('dup');
    const account: NewAccount = {
      userType: 'parent',
      firstName: 'Erste',
      lastName: 'Person',
      email,
      password: STRONG_PASSWORD,
    };
    await fillRegisterForm(page, account);
    await submitRegistration(page, account);
    await waitForPath(page, '/verify-email');
    // The first account's screen has read its verification status: signing out now cannot cut that
    // request off (it would answer 401 in the console).
    await waitForText(page.getByTestId('verification-countdown'), (t) => /^Code expires in /.test(t.trim()));
    await page.context().clearCookies();

    errors.expect({
      text: 'Failed to load resource: the server responded with a status of 409 (Conflict)',
      url: '/api/register',
      reason: 'duplicate email is refused',
    });
    await fillRegisterForm(page, { ...account, firstName: 'Zweite' });
    await page.getByRole('button', { name: 'Create Free Account' }).click();
    await expectToast(page, 'Registration failed', {
      variant: 'destructive',
      description: 'An account with this email already exists. Sign in or reset your password.',
    });
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await page.getByTestId('register-email').inputValue()).toBe(email);
    expect(await page.getByTestId('register-first-name').inputValue()).toBe('Zweite');
  });
});
