import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, signedOut } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { HomePage } from './home-page';

const openContact = vi.hoisted(() => vi.fn());
vi.mock('../support/contact-dialog-context', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../support/contact-dialog-context')>()),
  useContactDialog: () => ({ open: openContact }),
}));

beforeEach(() => {
  openContact.mockReset();
  mockFetch({ ...signedOut, 'GET /api/platform/metrics': () => json({ message: 'down' }, { status: 503 }) });
});

describe('HomePage (SPEC.md 2.2)', () => {
  it('has one h1 and the two hero calls to action', () => {
    renderAt(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/student-hub');
    expect(screen.getByRole('link', { name: 'Become a tutor' })).toHaveAttribute('href', '/tutor-hub');
    expect(
      screen.getByText('Groups of three from €12 per learner · private lessons €36'),
    ).toBeInTheDocument();
  });

  it('marks exactly one sign-up button for the scarcity banner and exit intent', () => {
    renderAt(<HomePage />);
    const marked = document.querySelectorAll('[data-signup-button]');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent('Join Free');
    expect(marked[0]).toHaveAttribute('href', '/auth?mode=register');
    const signIn = screen.getAllByRole('link', { name: 'Sign In' });
    expect(signIn.length).toBeGreaterThan(0);
    for (const link of signIn) expect(link).toHaveAttribute('href', '/auth?mode=login');
  });

  it('has the sections of the landing page', () => {
    renderAt(<HomePage />);
    for (const name of [
      'Trust in numbers',
      'Try it now',
      'Why TRT Tutoring',
      'Everything you get',
      'European compliance',
      'Roadmap',
      'Join TRT Tutoring',
      'Questions? We are here for you',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(within(screen.getByTestId('benefits')).getAllByRole('listitem')).toHaveLength(8);
    expect(within(screen.getByTestId('compliance-badges')).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByText('Security certification')).toBeInTheDocument();
    expect(screen.getByTestId('audit-results')).toHaveTextContent('Independent security auditPlanned');
    for (const name of ['3:1 learning', 'In your language', 'Universal skills']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('claims only what works today: no Simi matching, live translation or round-the-clock chat', () => {
    renderAt(<HomePage />);
    const page = screen.getByTestId('landing-page');
    expect(page).not.toHaveTextContent(/Simi|translat|captions|around the clock|24\/7|progress tracking/i);
    const benefits = within(screen.getByTestId('benefits'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(benefits).toEqual([
      'Only verified tutors are listed',
      'Groups of three at €12 per learner, private lessons at €36',
      'Free registration and browsing; you pay only when you book',
      'Free rescheduling or cancellation up to 2 hours before the start',
      'The whole site in 23 languages',
      "Tutor ratings only from real learners' reviews",
      'Extra protection for learners under 16 with guardian consent',
      'GDPR: your consent is recorded, and only essential cookies are set without it',
    ]);
  });

  it('shows the roadmap phases with honest states and no past date', () => {
    renderAt(<HomePage />);
    const phases = within(screen.getByTestId('roadmap'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(phases).toEqual([
      'Phase 1Platform developmentIn progress',
      'Phase 2Tutor certificationPlanned',
      'Phase 3Platform launchOpen for registration and browsing',
      'Phase 4Full launch across EuropePlanned',
    ]);
    expect(screen.getByTestId('roadmap')).not.toHaveTextContent(/20\d\d/);
  });

  it('opens the support dialog with the default subject and links to the configured WhatsApp number', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...signedOut,
      'GET /api/platform/metrics': () => json({ message: 'down' }, { status: 503 }),
      'GET /api/site-config': () => json({ supportWhatsapp: '4915123456789' }),
    });
    renderAt(<HomePage />);
    await user.click(screen.getByRole('button', { name: 'Email support' }));
    expect(openContact).toHaveBeenCalledWith({ subject: 'Support request' });
    const whatsapp = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/4915123456789');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no WhatsApp link while no number is configured', async () => {
    const { calls } = mockFetch({
      ...signedOut,
      'GET /api/platform/metrics': () => json({ message: 'down' }, { status: 503 }),
      'GET /api/site-config': () => json({ supportWhatsapp: null }),
    });
    renderAt(<HomePage />);
    await vi.waitFor(() => expect(calls('GET /api/site-config')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email support' })).toBeInTheDocument();
  });
});
