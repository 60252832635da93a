import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch, type RecordedRequest, signedOut } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { AppRoutes } from '../../../app/routing/router';
import { aPost } from './test-fixtures';

const admin = aUser({ userType: 'admin', firstName: 'Annika', lastName: 'Lindqvist' });
const DRAFT_ID = '0b9f7c9e-1111-4a5b-9c3d-00000000000d';
const draft = aPost({ id: DRAFT_ID, slug: 'a-draft', title: 'A draft', status: 'draft', publishedAt: null });
const detail = (p: ReturnType<typeof aPost>, body = 'Some text that is long enough.') => ({
  ...p,
  bodyMarkdown: body,
  html: `<p>${body}</p>\n`,
});

function asAdmin(routes: Record<string, (r: RecordedRequest) => Response> = {}) {
  return mockFetch({
    'GET /api/user': () => json(admin),
    'GET /api/csrf-token': () => json({ csrfToken: 'tok' }),
    ...routes,
  });
}

/** Through the app's routes, so the manifest's guard (blog:manage) applies as in the app. */
function renderAdmin(path: string) {
  return renderAt(<AppRoutes />, path);
}

describe('admin blog guard', () => {
  it('sends anonymous visitors to /auth', async () => {
    mockFetch(signedOut);
    renderAdmin('/admin/blog');
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
  });

  it.each(['/admin/blog', '/admin/blog/new'])(
    'tells a signed-in non-admin that %s is not theirs',
    async (path) => {
      const { requests } = mockFetch({ 'GET /api/user': () => json(aUser({ userType: 'tutor' })) });
      renderAdmin(path);
      expect(await screen.findByTestId('forbidden-page', {}, { timeout: 5000 })).toHaveTextContent(
        'You are signed in as Ada Lovelace',
      );
      expect(requests.some((r) => r.path.startsWith('/api/admin/'))).toBe(false);
    },
  );
});

describe('admin article list', () => {
  it('lists drafts and published articles with their status and links to edit and create', async () => {
    asAdmin({ 'GET /api/admin/blog/posts': () => json([draft, aPost()]) });
    renderAdmin('/admin/blog');
    const list = await screen.findByTestId('admin-post-list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('post-status')).toHaveTextContent('Draft');
    expect(within(rows[0]!).getByText('Not published yet', { exact: false })).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('post-status')).toHaveTextContent('Published');
    expect(within(rows[0]!).getByRole('link', { name: 'Edit “A draft”' })).toHaveAttribute(
      'href',
      `/admin/blog/${DRAFT_ID}`,
    );
    expect(within(rows[0]!).queryByRole('link', { name: /View/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      '/blog/why-groups-of-three-work',
    );
    expect(screen.getByText('Total: 2 · Published: 1 · Drafts: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/admin/blog/new');
  });

  it('shows an empty state with a way to write the first article', async () => {
    asAdmin({ 'GET /api/admin/blog/posts': () => json([]) });
    renderAdmin('/admin/blog');
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New article' })).toHaveLength(2);
  });
});

// Typing into several fields is slow on a busy machine; the default 5 s is too tight.
describe('admin article editor', { timeout: 20_000 }, () => {
  it('shows the server’s validation messages next to their fields', async () => {
    const { calls } = asAdmin({
      'POST /api/admin/blog/posts': () =>
        json(
          {
            message: 'Title must be at least 3 characters',
            code: 'VALIDATION',
            details: [
              {
                field: 'title',
                message: 'Title must be at least 3 characters',
                key: 'blog.editor.errors.titleMin',
              },
              {
                field: 'bodyMarkdown',
                message: 'The article needs at least 20 characters',
                key: 'blog.editor.errors.bodyMin',
              },
              { field: 'tags.2', message: 'Too big: expected string to have <=40 characters' },
            ],
          },
          { status: 400 },
        ),
    });
    renderAdmin('/admin/blog/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New article' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Hi');
    await userEvent.type(screen.getByLabelText('Tags'), 'a, b , , c');
    await userEvent.type(screen.getByLabelText('Article text (Markdown)'), 'Short');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByTestId('editor-error-summary')).toHaveTextContent(
      'please correct the 3 marked fields',
    );
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title must be at least 3 characters');
    expect(screen.getByLabelText('Article text (Markdown)')).toHaveAccessibleDescription(
      expect.stringContaining('The article needs at least 20 characters'),
    );
    expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription(
      expect.stringContaining('Use at most 10 tags of up to 40 characters each.'),
    );
    expect(screen.getByLabelText('Slug', { exact: false })).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(title).toHaveFocus());
    // Empty slug is left out (the server makes one from the title); tags are split and trimmed.
    const sent = calls('POST /api/admin/blog/posts')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      title: 'Hi',
      summary: '',
      language: 'en',
      tags: ['a', 'b', 'c'],
      bodyMarkdown: 'Short',
    });
    expect(sent).not.toHaveProperty('slug');

    // Typing in a field clears its error.
    await userEvent.type(title, 'gh');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('shows a taken address (409) on the slug field', async () => {
    asAdmin({
      'POST /api/admin/blog/posts': () =>
        json(
          {
            message: 'Another article already uses this address.',
            code: 'CONFLICT',
            key: 'blog.editor.errors.slugTaken',
            details: [
              {
                field: 'slug',
                message: 'Another article already uses this address.',
                key: 'blog.editor.errors.slugTaken',
              },
            ],
          },
          { status: 409 },
        ),
    });
    renderAdmin('/admin/blog/new');
    await userEvent.type(await screen.findByLabelText('Title'), 'Pricing');
    await userEvent.type(screen.getByLabelText('Address (slug)'), 'pricing-explained');
    await userEvent.type(screen.getByLabelText('Article text (Markdown)'), 'A body that is long enough.');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByLabelText('Address (slug)')).toHaveAccessibleDescription(
      expect.stringContaining('Another article already uses this address.'),
    );
  });

  it('creates and publishes a new article in one go, then edits it at its own address', async () => {
    const created = detail(
      aPost({ id: DRAFT_ID, slug: 'new-one', title: 'New one', status: 'draft', publishedAt: null }),
    );
    const { calls } = asAdmin({
      'POST /api/admin/blog/posts': () => json(created),
      [`POST /api/admin/blog/posts/${DRAFT_ID}/status`]: () =>
        json({ ...created, status: 'published', publishedAt: '2026-11-22T10:00:00.000Z' }),
    });
    renderAdmin('/admin/blog/new');
    await userEvent.type(await screen.findByLabelText('Title'), 'New one');
    await userEvent.type(screen.getByLabelText('Article text (Markdown)'), 'Some text that is long enough.');
    await userEvent.click(screen.getByRole('button', { name: 'Save and publish' }));

    await waitFor(() => expect(window.location.pathname).toBe(`/admin/blog/${DRAFT_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit article' })).toBeInTheDocument();
    expect(screen.getByTestId('post-status')).toHaveTextContent('Published');
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on the blog' })).toHaveAttribute('href', '/blog/new-one');
    expect(calls(`POST /api/admin/blog/posts/${DRAFT_ID}/status`)[0]!.body).toMatchObject({
      status: 'published',
    });
    expect(await screen.findByText('Article published')).toBeInTheDocument();
  });

  it('loads an existing draft, previews the saved version and publishes it without saving again', async () => {
    const { calls } = asAdmin({
      [`GET /api/admin/blog/posts/${DRAFT_ID}`]: () => json(detail(draft)),
      [`POST /api/admin/blog/posts/${DRAFT_ID}/status`]: () =>
        json({ ...detail(draft), status: 'published', publishedAt: '2026-11-22T10:00:00.000Z' }),
    });
    renderAdmin(`/admin/blog/${DRAFT_ID}`);
    expect(await screen.findByLabelText('Title')).toHaveValue('A draft');
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('a-draft');
    expect(screen.getByTestId('editor-state')).toHaveTextContent('Draft: only administrators can see it.');

    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByTestId('editor-preview');
    expect(preview).toHaveTextContent('This is the saved version');
    expect(preview.querySelector('p:last-child')).toHaveTextContent('Some text that is long enough.');

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(calls(`PUT /api/admin/blog/posts/${DRAFT_ID}`)).toHaveLength(0);
  });

  it('says an unknown article does not exist', async () => {
    asAdmin({
      [`GET /api/admin/blog/posts/${DRAFT_ID}`]: () =>
        json({ message: 'This article does not exist.', code: 'NOT_FOUND' }, { status: 404 }),
    });
    renderAdmin(`/admin/blog/${DRAFT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('treats an id that is not an article id as not found without asking', async () => {
    const { requests } = asAdmin();
    renderAdmin('/admin/blog/not-a-uuid');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith('/api/admin/'))).toBe(false);
  });
});
