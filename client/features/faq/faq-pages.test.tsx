import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, signedOut } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { FaqHubPage } from './faq-hub-page';
import { LearnFaqPage } from './learn-faq-page';
import { TeachFaqPage } from './teach-faq-page';

const openContact = vi.hoisted(() => vi.fn());
vi.mock('../support/contact-dialog-context', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../support/contact-dialog-context')>()),
  useContactDialog: () => ({ open: openContact }),
}));

beforeEach(() => {
  openContact.mockReset();
  mockFetch(signedOut);
});

const count = () => screen.getByTestId('faq-count');
/** A question is a heading inside the <summary> of its <details>. */
const question = (name: string | RegExp) => screen.getByRole('heading', { name });
const disclosure = (name: string) => question(name).closest('details') as HTMLDetailsElement;
const summaryOf = (details: HTMLDetailsElement) => details.querySelector('summary') as HTMLElement;
const questions = () => screen.getAllByTestId('faq-item');
const categoryButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name });

describe('/LearnFAQ', () => {
  it('shows all 15 questions, the count badge and a link back to all FAQs', () => {
    renderAt(<LearnFaqPage />, '/LearnFAQ');
    expect(screen.getByRole('heading', { level: 1, name: 'Learner FAQ' })).toBeInTheDocument();
    expect(count()).toHaveTextContent('15 questions found');
    expect(questions()).toHaveLength(15);
    expect(screen.getByRole('link', { name: 'All FAQs' })).toHaveAttribute('href', '/faq');
  });

  it('filters by category and marks the pressed filter', async () => {
    const user = userEvent.setup();
    renderAt(<LearnFaqPage />, '/LearnFAQ');
    const buttons = within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('data-category'))).toEqual([
      'all',
      'getting-started',
      'sessions',
      'pricing',
      'platform',
      'support',
    ]);
    await user.click(categoryButton('Pricing & Payments'));
    expect(categoryButton('Pricing & Payments')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryButton('All Questions')).toHaveAttribute('aria-pressed', 'false');
    expect(count()).toHaveTextContent('3 questions found');
    expect(question('How much does a session cost?')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What is a 3:1 session?' })).not.toBeInTheDocument();
  });

  it('searches question and answer text case-insensitively, within the chosen category', async () => {
    const user = userEvent.setup();
    renderAt(<LearnFaqPage />, '/LearnFAQ');
    const search = screen.getByRole('searchbox', { name: 'Search learner questions' });
    await user.type(search, 'REFUND');
    // "Can I get a refund?" by its question; two more mention a refund only in the answer.
    expect(questions().map((q) => q.textContent)).toEqual([
      expect.stringContaining('Can I get a refund?'),
      expect.stringContaining('What if I am not happy with my tutor or group?'),
    ]);
    expect(count()).toHaveTextContent('2 questions found');
    await user.click(categoryButton('Help & Support'));
    expect(count()).toHaveTextContent('1 question found');
  });

  it('shows an empty state that resets search and filter', async () => {
    const user = userEvent.setup();
    renderAt(<LearnFaqPage />, '/LearnFAQ');
    await user.type(screen.getByRole('searchbox'), 'zebra crossing');
    expect(count()).toHaveTextContent('0 questions found');
    expect(screen.getByText('No questions match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(questions()).toHaveLength(15);
  });

  it('opens one answer at a time and closes it again (accordion)', async () => {
    const user = userEvent.setup();
    renderAt(<LearnFaqPage />, '/LearnFAQ');
    const first = disclosure('How does TRT Tutoring work?');
    const second = disclosure('Who can learn on TRT Tutoring?');
    expect(first.open).toBe(false);
    expect(within(first).getByTestId('faq-answer')).toHaveTextContent('with a verified tutor');

    await user.click(summaryOf(first));
    expect(first.open).toBe(true);

    await user.click(summaryOf(second));
    expect(second.open).toBe(true);
    expect(first.open).toBe(false);

    await user.click(summaryOf(second));
    expect(second.open).toBe(false);
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
  });

  it('opens the contact dialog from the bottom panel', async () => {
    const user = userEvent.setup();
    renderAt(<LearnFaqPage />, '/LearnFAQ');
    await user.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(openContact).toHaveBeenCalledWith({ subject: 'Support request' });
  });
});

describe('/TeachFAQ', () => {
  it('shows 17 questions, the SPEC placeholder and the six category buttons', () => {
    renderAt(<TeachFaqPage />, '/TeachFAQ');
    expect(screen.getByRole('heading', { level: 1, name: 'Tutor FAQ' })).toBeInTheDocument();
    expect(count()).toHaveTextContent('17 questions found');
    expect(screen.getByPlaceholderText('Search tutor questions...')).toBeInTheDocument();
    const buttons = within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'All Questions',
      'Getting Started',
      'Teaching Sessions',
      'Earnings & Payments',
      'Tutor Verification',
      'Help & Support',
    ]);
    expect(buttons.map((b) => b.getAttribute('data-category'))).toEqual([
      'all',
      'getting-started',
      'teaching',
      'earnings',
      'verification',
      'support',
    ]);
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    renderAt(<TeachFaqPage />, '/TeachFAQ');
    await user.click(categoryButton('Tutor Verification'));
    expect(count()).toHaveTextContent('4 questions found');
    await user.type(screen.getByRole('searchbox'), 'video');
    expect(count()).toHaveTextContent('1 question found');
    expect(question('Which documents do I need?')).toBeInTheDocument();
  });

  it("has the 'Ready to Start Teaching?' panel with its three destinations", async () => {
    const user = userEvent.setup();
    renderAt(<TeachFaqPage />, '/TeachFAQ');
    const panel = within(screen.getByTestId('ready-to-teach'));
    expect(panel.getByRole('heading', { name: 'Ready to Start Teaching?' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Start Verification' })).toHaveAttribute('href', '/tutor-hub');
    expect(panel.getByRole('link', { name: 'Success Resources' })).toHaveAttribute('href', '/blog');
    await user.click(panel.getByRole('button', { name: 'Tutor Support' }));
    expect(openContact).toHaveBeenCalledWith({ subject: 'Tutor support request' });
  });

  it('is translated (German)', async () => {
    const { i18n } = await import('../../lib/i18n');
    await i18n.changeLanguage('de');
    renderAt(<TeachFaqPage />, '/TeachFAQ');
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ für Tutor:innen' })).toBeInTheDocument();
    expect(count()).toHaveTextContent('17 Fragen gefunden');
    expect(question('Wie viel verdiene ich?')).toBeInTheDocument();
  });
});

describe('/faq', () => {
  it('has the two category cards with counts computed from the data', () => {
    renderAt(<FaqHubPage />, '/faq');
    const learn = screen.getByTestId('faq-card-learnFaq');
    const teach = screen.getByTestId('faq-card-teachFaq');
    expect(learn).toHaveAttribute('href', '/LearnFAQ');
    expect(learn).toHaveTextContent('15 questions');
    expect(teach).toHaveAttribute('href', '/TeachFAQ');
    expect(teach).toHaveTextContent('17 questions');
  });

  it('lists six popular questions with their count', () => {
    renderAt(<FaqHubPage />, '/faq');
    expect(screen.getByRole('heading', { level: 2, name: 'Popular Questions' })).toBeInTheDocument();
    expect(questions()).toHaveLength(6);
    expect(count()).toHaveTextContent('6 questions found');
  });

  it('searches over every learner and tutor question', async () => {
    const user = userEvent.setup();
    renderAt(<FaqHubPage />, '/faq');
    await user.type(screen.getByRole('searchbox', { name: 'Search all questions' }), 'paypal');
    expect(screen.getByRole('heading', { level: 2, name: 'Search results' })).toBeInTheDocument();
    expect(count()).toHaveTextContent('1 question found');
    expect(question(/When and how am I paid\?/)).toHaveTextContent('Tutors');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '24 hours');
    // Learner and tutor answers both mention the 24-hour reply or refund window.
    const found = Number(count().getAttribute('data-count'));
    expect(found).toBeGreaterThan(3);
    expect(questions()).toHaveLength(found);
  });

  it('has Platform Features and the Still Need Help actions', async () => {
    const user = userEvent.setup();
    mockFetch({ ...signedOut, 'GET /api/site-config': () => json({ supportWhatsapp: '4915123456789' }) });
    renderAt(<FaqHubPage />, '/faq');
    expect(screen.getByRole('heading', { name: 'Platform Features' })).toBeInTheDocument();
    const help = within(screen.getByRole('region', { name: 'Still Need Help?' }));
    const whatsapp = await help.findByRole('link', { name: /WhatsApp Support/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/4915123456789');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(help.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/blog');
    await user.click(help.getByRole('button', { name: 'Live Chat' }));
    expect(openContact).toHaveBeenCalledWith({ subject: 'Support request' });
  });

  it('shows no WhatsApp link while no support number is configured', async () => {
    const { calls } = mockFetch({
      ...signedOut,
      'GET /api/site-config': () => json({ supportWhatsapp: null }),
    });
    renderAt(<FaqHubPage />, '/faq');
    await vi.waitFor(() => expect(calls('GET /api/site-config')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    const help = within(screen.getByRole('region', { name: 'Still Need Help?' }));
    expect(help.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(help.getByRole('button', { name: 'Live Chat' })).toBeInTheDocument();
  });

  it('claims only features that exist: no live translation, no progress tracking', () => {
    renderAt(<FaqHubPage />, '/faq');
    const features = screen.getByRole('region', { name: 'Platform Features' });
    expect(features).not.toHaveTextContent(/translat|progress tracking|around the clock/i);
    expect(within(features).getByRole('heading', { name: '23 languages' })).toBeInTheDocument();
  });

  it('answers without promising what does not exist yet: no Simi, captions, round-the-clock chat or WhatsApp', () => {
    const untrue = /\bSimi\b|captions|around the clock|24\/7|WhatsApp/i;
    const learn = renderAt(<LearnFaqPage />, '/LearnFAQ');
    expect(screen.getAllByTestId('faq-answer')).toHaveLength(15);
    for (const answer of screen.getAllByTestId('faq-answer')) expect(answer).not.toHaveTextContent(untrue);
    learn.unmount();
    renderAt(<TeachFaqPage />, '/TeachFAQ');
    expect(screen.getAllByTestId('faq-answer')).toHaveLength(17);
    for (const answer of screen.getAllByTestId('faq-answer')) expect(answer).not.toHaveTextContent(untrue);
  });
});
