import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { BlogListPage } from './blog-list-page';
import { BlogPostPage } from './blog-post-page';
import { aPost } from './test-fixtures';

const posts = [
  aPost({
    id: '0b9f7c9e-1111-4a5b-9c3d-000000000003',
    slug: 'pricing-explained',
    title: 'Our prices, explained',
    tags: ['pricing'],
    publishedAt: '2026-07-14T09:15:00.000Z',
  }),
  aPost(),
  aPost({
    id: '0b9f7c9e-1111-4a5b-9c3d-000000000002',
    slug: 'erste-einheit',
    title: 'Die erste Einheit in der Dreiergruppe',
    language: 'de',
    tags: ['getting-started', 'small-groups'],
    publishedAt: '2026-09-09T08:00:00.000Z',
  }),
];

describe('BlogListPage', () => {
  it('shows a loading state, then every published article with author, date, language and tags', async () => {
    mockFetch({ ...signedOut, 'GET /api/blog/posts': () => json(posts) });
    renderAt(<BlogListPage />, '/blog');
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles...');
    const list = await screen.findByTestId('blog-list');
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(3);
    const first = within(items[1]!);
    expect(first.getByRole('link', { name: 'Why learning in groups of three works' })).toHaveAttribute(
      'href',
      '/blog/why-groups-of-three-work',
    );
    expect(first.getByText('By Annika Lindqvist')).toBeInTheDocument();
    expect(first.getByText('February 10, 2026')).toHaveAttribute('datetime', '2026-02-10T09:00:00.000Z');
    expect(first.getByText('small groups')).toBeInTheDocument();
    expect(items[2]).toHaveAttribute('lang', 'de');
    expect(within(items[2]!).getByText('German')).toBeInTheDocument();
    expect(screen.getByTestId('blog-count')).toHaveTextContent('3 articles');
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/blog/rss.xml');
  });

  it('formats dates for the reader’s language', async () => {
    await i18n.changeLanguage('de');
    mockFetch({ ...signedOut, 'GET /api/blog/posts': () => json([aPost()]) });
    renderAt(<BlogListPage />, '/blog');
    expect(await screen.findByText('10. Februar 2026')).toBeInTheDocument();
    expect(screen.getByText('Von Annika Lindqvist')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ratgeber und Neuigkeiten' })).toBeInTheDocument();
  });

  it('filters by tag and language with chips and keeps the filter in the address', async () => {
    mockFetch({ ...signedOut, 'GET /api/blog/posts': () => json(posts) });
    renderAt(<BlogListPage />, '/blog');
    await screen.findByTestId('blog-list');
    const topics = screen.getByRole('group', { name: 'Topics' });
    await userEvent.click(within(topics).getByRole('button', { name: 'pricing' }));
    expect(within(topics).getByRole('button', { name: 'pricing' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.location.search).toBe('?tag=pricing');
    expect(within(screen.getByTestId('blog-list')).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByTestId('blog-count')).toHaveTextContent('1 article');

    await userEvent.click(within(topics).getByRole('button', { name: 'All topics' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'German' }),
    );
    expect(window.location.search).toBe('?language=de');
    expect(screen.getByRole('link', { name: 'Die erste Einheit in der Dreiergruppe' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Our prices, explained' })).not.toBeInTheDocument();
  });

  it('opens with a filter from the address and offers to show all when nothing matches', async () => {
    mockFetch({ ...signedOut, 'GET /api/blog/posts': () => json(posts) });
    renderAt(<BlogListPage />, '/blog?tag=pricing&language=de');
    expect(await screen.findByRole('heading', { name: 'No articles match this filter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(within(screen.getByTestId('blog-list')).getAllByRole('article')).toHaveLength(3);
  });

  it('shows an empty state when nothing is published', async () => {
    mockFetch({ ...signedOut, 'GET /api/blog/posts': () => json([]) });
    renderAt(<BlogListPage />, '/blog');
    expect(await screen.findByTestId('blog-empty')).toHaveTextContent('No articles yet');
    expect(screen.queryByRole('group', { name: 'Topics' })).not.toBeInTheDocument();
  });

  it('says when the articles could not be loaded and tries again', async () => {
    let fail = true;
    const { calls } = mockFetch({
      ...signedOut,
      'GET /api/blog/posts': () =>
        fail ? json({ message: 'down', code: 'INTERNAL' }, { status: 500 }) : json(posts),
    });
    renderAt(<BlogListPage />, '/blog');
    expect(await screen.findByTestId('error-state')).toHaveTextContent('The articles could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('blog-list')).toBeInTheDocument();
    expect(calls('GET /api/blog/posts')).toHaveLength(2);
  });
});

function renderPost(path: string) {
  return renderAt(<Route path="/blog/:postId" component={BlogPostPage} />, path);
}

describe('BlogPostPage', () => {
  it('shows the article with the server’s HTML, author, date, tags and a way back', async () => {
    const { calls } = mockFetch({
      ...signedOut,
      'GET /api/blog/posts/why-groups-of-three-work': () =>
        json({
          ...aPost(),
          bodyMarkdown: '## The dilemma\n\nText.',
          html: '<h2>The dilemma</h2>\n<p>Text <strong>here</strong>.</p>\n',
        }),
    });
    renderPost('/blog/why-groups-of-three-work');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the article...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Why learning in groups of three works' }),
    ).toBeInTheDocument();
    const body = screen.getByTestId('blog-article-body');
    expect(within(body).getByRole('heading', { level: 2, name: 'The dilemma' })).toBeInTheDocument();
    expect(body.querySelector('strong')).toHaveTextContent('here');
    expect(screen.getByTestId('blog-article')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('By Annika Lindqvist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'small groups' })).toHaveAttribute(
      'href',
      '/blog?tag=small-groups',
    );
    expect(screen.getAllByRole('link', { name: 'All articles' })[0]).toHaveAttribute('href', '/blog');
    expect(calls('GET /api/blog/posts/why-groups-of-three-work')).toHaveLength(1);
  });

  it('says when the article does not exist', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/blog/posts/gone': () =>
        json({ message: 'This article does not exist.', code: 'NOT_FOUND' }, { status: 404 }),
    });
    renderPost('/blog/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
  });

  it('treats an address the server would refuse as not found without asking', async () => {
    const { requests } = mockFetch(signedOut);
    renderPost(`/blog/${'x'.repeat(101)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => r.path.startsWith('/api/blog'))).toHaveLength(0));
  });
});
