import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { FailedJobsPanel } from './index';

const jobA = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  queue: 'email.send',
  summary: 'outboxId=7c9e6679-7425-40de-944b-e07fc1f90ae7',
  attempts: 6,
  lastError: 'SMTP 451 temporary failure',
  failedAt: '2026-11-25T09:30:00.000Z',
};
const jobB = {
  id: '9b2d1c3e-4f5a-4b6c-8d7e-1f2a3b4c5d6e',
  queue: 'payouts.weekly',
  summary: 'tutorId=t-1, iban=…',
  attempts: 5,
  lastError: null,
  failedAt: '2026-11-24T18:00:00.000Z',
};
const page = (jobs: object[], total = jobs.length, p = 1) => ({ jobs, total, page: p, pageSize: 20 });

function renderPanel(canManage: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FailedJobsPanel canManage={canManage} />
    </QueryClientProvider>,
  );
}

describe('FailedJobsPanel', () => {
  it('lists the failed jobs in a captioned table, with buttons that name their job', async () => {
    mockFetch({ 'GET /api/admin/jobs/failed': () => json(page([jobA, jobB])) });
    renderPanel(true);
    const table = await screen.findByRole('table', { name: 'Failed jobs, newest first. Total: 2' });
    expect(screen.getByRole('heading', { name: 'Failed background jobs' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('0f8fad5b');
    expect(rows[1]).toHaveTextContent('SMTP 451 temporary failure');
    expect(rows[2]).toHaveTextContent('No message recorded');
    expect(screen.getByRole('button', { name: 'Retry job 0f8fad5b (email.send)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Discard job 9b2d1c3e (payouts.weekly)' })).toBeEnabled();
    expect(within(rows[1]!).getByText(/2026/).closest('time')).toHaveAttribute('datetime', jobA.failedAt);
  });

  it('says plainly when there is nothing to show', async () => {
    mockFetch({ 'GET /api/admin/jobs/failed': () => json(page([])) });
    renderPanel(true);
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('retries a job, announces it and reads the list again', async () => {
    let remaining = [jobA, jobB];
    const fetch = mockFetch({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/admin/jobs/failed': () => json(page(remaining)),
      [`POST /api/admin/jobs/${jobA.id}/retry`]: () => {
        remaining = [jobB];
        return json({ ok: true });
      },
    });
    renderPanel(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry job 0f8fad5b (email.send)' }));
    expect(await screen.findByText('Job 0f8fad5b is queued for another attempt.')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    const [retry] = fetch.calls(`POST /api/admin/jobs/${jobA.id}/retry`);
    expect(retry!.headers.get('X-CSRF-Token')).toBe('t');
  });

  it('asks before discarding, with focus on the confirming button; Keep backs out', async () => {
    const fetch = mockFetch({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/admin/jobs/failed': () => json(page([jobA])),
      [`POST /api/admin/jobs/${jobA.id}/discard`]: () => json({ ok: true }),
    });
    renderPanel(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Discard job 0f8fad5b (email.send)' }));
    expect(screen.getByText('Discard for good?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, discard job 0f8fad5b for good' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep job 0f8fad5b' }));
    expect(fetch.calls(`POST /api/admin/jobs/${jobA.id}/discard`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Discard job 0f8fad5b (email.send)' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Discard for good?')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Discard job 0f8fad5b (email.send)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, discard job 0f8fad5b for good' }));
    expect(await screen.findByText('Job 0f8fad5b was discarded.')).toBeInTheDocument();
    expect(fetch.calls(`POST /api/admin/jobs/${jobA.id}/discard`)).toHaveLength(1);
  });

  it('tells the operator when someone else already handled the job', async () => {
    mockFetch({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/admin/jobs/failed': () => json(page([jobA])),
      [`POST /api/admin/jobs/${jobA.id}/retry`]: () =>
        json({ message: 'Failed job not found', code: 'NOT_FOUND' }, { status: 404 }),
    });
    renderPanel(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry job 0f8fad5b (email.send)' }));
    expect(
      await screen.findByText('That job is no longer in the list; it may have been handled already.'),
    ).toBeInTheDocument();
  });

  it('is read-only for those who may only look', async () => {
    mockFetch({ 'GET /api/admin/jobs/failed': () => json(page([jobA])) });
    renderPanel(false);
    await screen.findByRole('table');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const fetch = mockFetch({
      'GET /api/admin/jobs/failed': (req) => {
        const p = Number(new URL(req.url, 'http://localhost').searchParams.get('page'));
        return json(page(p === 1 ? [jobA] : [jobB], 25, p));
      },
    });
    renderPanel(false);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of failed jobs' });
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await screen.findByText('payouts.weekly')).toBeInTheDocument();
    expect(fetch.calls('GET /api/admin/jobs/failed').map((r) => r.url)).toContain(
      '/api/admin/jobs/failed?page=2&pageSize=20',
    );
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      'GET /api/admin/jobs/failed': () =>
        fail ? json({ message: 'Boom', code: 'INTERNAL' }, { status: 500 }) : json(page([])),
    });
    renderPanel(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('The failed jobs could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
  });
});
