import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../../app/layout/site-footer';
import { aUser, json, mockFetch, signedOut } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { validateContact } from './contact-form';
import { useContactDialog } from './contact-dialog-context';

// The machine is shared and lazy chunks transform on first use: give async queries room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.useRealTimers());

function Trigger({ subject }: { subject?: string }) {
  const contact = useContactDialog();
  return (
    <button type="button" onClick={() => contact.open(subject ? { subject } : undefined)}>
      Open contact
    </button>
  );
}

const sent = () =>
  json({
    ok: true,
    ticketId: 't1',
    message: "Message Sent Successfully! We'll get back to you within 24 hours.",
  });

/** Clicks into a field and pastes: as real as typing for the form, and fast. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openDialog(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Open contact' }));
  return screen.findByRole('dialog', { name: 'Contact Support' }, { timeout: 5000 });
}

describe('contact validation', () => {
  it('gives SPEC.md 5 messages for each field and none for a good message', async () => {
    expect(await validateContact({ name: 'A', email: 'nope', subject: 'Hi', message: 'short' })).toEqual({
      name: 'contact.validation.name',
      email: 'contact.validation.email',
      subject: 'contact.validation.subject',
      message: 'contact.validation.message',
    });
    expect(
      await validateContact({ name: 'Al', email: 'al@example.org', subject: 'Hello', message: '0123456789' }),
    ).toEqual({});
    // Whitespace does not count towards the minimum lengths.
    expect(
      await validateContact({
        name: ' A ',
        email: 'al@example.org',
        subject: 'Hello',
        message: '0123456789',
      }),
    ).toEqual({
      name: 'contact.validation.name',
    });
  });
});

describe('contact-support dialog', { timeout: 20_000 }, () => {
  // The toaster loads with the first toast (toaster-when-needed.tsx). Loaded here first, it renders in
  // a microtask; otherwise testing-library's polling runs the fake clock on while the chunk loads, and
  // the dialog's 3 s auto-close would fire before the test looks.
  beforeAll(() => import('../../components/ui/toaster'));

  it('shows the errors inline on submit, sends, confirms and closes itself after 3 s with a cleared form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let release: () => void = () => {};
    const { calls } = mockFetch({
      ...signedOut,
      'GET /api/csrf-token': () => json({ csrfToken: 'tok' }),
      'POST /api/contact/send-email': () =>
        new Promise<Response>((resolve) => (release = () => resolve(sent()))),
    });
    renderAt(<Trigger />);
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Support request');
    await user.clear(within(dialog).getByLabelText('Subject'));
    await fill(user, within(dialog).getByLabelText('Full Name'), 'A');
    await fill(user, within(dialog).getByLabelText('Email Address'), 'not-an-email');
    await fill(user, within(dialog).getByLabelText('Subject'), 'Help');
    await fill(user, within(dialog).getByLabelText('Message'), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    for (const text of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Full Name')).toHaveFocus();
    expect(calls('POST /api/contact/send-email')).toHaveLength(0);

    await fill(user, within(dialog).getByLabelText('Full Name'), 'da Lovelace');
    await user.clear(within(dialog).getByLabelText('Email Address'));
    await fill(user, within(dialog).getByLabelText('Email Address'), 'ada@example.org');
    await fill(user, within(dialog).getByLabelText('Subject'), ' me please');
    await fill(user, within(dialog).getByLabelText('Message'), ', I cannot book a group.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const body = calls('POST /api/contact/send-email')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'Help me please',
      message: 'Too short, I cannot book a group.',
    });
    await act(async () => release());
    const panel = await within(dialog).findByTestId('contact-sent');
    expect(panel).toHaveTextContent('Message Sent Successfully');
    expect(panel).toHaveTextContent('within 24 hours');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent("Message Sent Successfully!We'll get back to you within 24 hours.");

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByRole('dialog', { name: 'Contact Support' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Contact Support' })).not.toBeInTheDocument(),
    );

    const again = await openDialog(user);
    expect(within(again).getByLabelText('Full Name')).toHaveValue('');
    expect(within(again).getByLabelText('Message')).toHaveValue('');
    expect(within(again).getByLabelText('Subject')).toHaveValue('Support request');
  });

  it('on failure shows the server message in a destructive toast and keeps the form', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/csrf-token': () => json({ csrfToken: 'tok' }),
      'POST /api/contact/send-email': () =>
        json(
          { message: 'Too many requests, please try again later.', code: 'RATE_LIMITED' },
          { status: 429 },
        ),
    });
    renderAt(<Trigger subject="Question about groups" />);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Question about groups');
    await fill(user, within(dialog).getByLabelText('Full Name'), 'Ada Lovelace');
    await fill(user, within(dialog).getByLabelText('Email Address'), 'ada@example.org');
    await fill(user, within(dialog).getByLabelText('Message'), 'When does the next group start?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Failed to Send Message');
    expect(toast).toHaveTextContent('Too many requests, please try again later.');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('When does the next group start?');
    expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("falls back to 'Failed to Send Email' when the server gives no message", async () => {
    mockFetch({
      ...signedOut,
      'GET /api/csrf-token': () => json({ csrfToken: 'tok' }),
      'POST /api/contact/send-email': () => new Response('', { status: 502 }),
    });
    renderAt(<Trigger />);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await fill(user, within(dialog).getByLabelText('Full Name'), 'Ada Lovelace');
    await fill(user, within(dialog).getByLabelText('Email Address'), 'ada@example.org');
    await fill(user, within(dialog).getByLabelText('Message'), 'When does the next group start?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Failed to Send MessageFailed to Send Email',
    );
  });

  it('prefills name and email for a signed-in user; Cancel closes', async () => {
    mockFetch({ 'GET /api/user': () => json(aUser()) });
    renderAt(<Trigger />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open contact' })).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 20));
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens from the footer', async () => {
    mockFetch(signedOut);
    renderAt(<SiteFooter />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(
      await screen.findByRole('dialog', { name: 'Contact Support' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
