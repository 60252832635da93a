import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser, json, mockFetch, signedOut } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { AppShell } from '../layout/app-shell';
import { RenderErrorBoundary } from '../render-error-boundary';
import { AppRoutes } from './router';

/** The first import of a lazy screen is transformed on demand and can take longer than a second. */
const LAZY = { timeout: 5000 };

function renderApp(path: string) {
  return renderAt(
    <AppShell>
      <AppRoutes />
    </AppShell>,
    path,
  );
}

describe('routes', () => {
  it('shows the loading fallback, then the screen', async () => {
    mockFetch(signedOut);
    renderApp('/auth?mode=login');
    expect(screen.getByText('Loading the product...')).toBeInTheDocument();
    expect(await screen.findByTestId('login-form', {}, LAZY)).toBeInTheDocument();
  });

  it('titles the tab after the page heading on screens without their own title', async () => {
    mockFetch(signedOut);
    renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Oops! Page Not Found' }, LAZY);
    await waitFor(() => expect(document.title).toBe('Oops! Page Not Found | TRT Tutoring'));
  });

  it('serves anything under /auth with the auth screen', async () => {
    mockFetch(signedOut);
    renderApp('/auth/welcome');
    expect(await screen.findByRole('tablist', {}, LAZY)).toBeInTheDocument();
  });

  it('shows the not-found page with SPEC texts, tiles and claims for unknown paths', async () => {
    mockFetch(signedOut);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' }, LAZY)).toBeInTheDocument();
    expect(
      screen.getByText(
        "The page you're looking for doesn't exist or has been moved. Don't worry, let's get you back to learning!",
      ),
    ).toBeInTheDocument();
    const tiles = within(screen.getByRole('navigation', { name: 'Where to next' }));
    const hrefs = (name: string) => tiles.getByRole('link', { name }).getAttribute('href');
    expect(hrefs('Go Home')).toBe('/');
    expect(hrefs('Find Skills')).toBe('/skills');
    expect(hrefs('Join Us')).toBe('/auth');
    for (const [path, category] of [
      ['Languages', 'languages'],
      ['Cooking', 'lifestyle'],
      ['Music', 'music'],
      ['Tech', 'technology'],
    ]) {
      expect(screen.getAllByRole('link', { name: path }).at(-1)).toHaveAttribute(
        'href',
        `/skills#category-${category}`,
      );
    }
    // The test serves no metrics, so the page falls back to SPEC.md 2.11's figures.
    await waitFor(() => expect(screen.getByTestId('not-found-claims')).toHaveTextContent('500+'));
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it.each([
    ['tutor', '/tutor-dashboard'],
    ['sub_marketing_agent', '/sma/subma/dashboard'],
    ['admin', '/admin/motherboard'],
  ])('shows a %s their own dashboard at %s', async (userType, path) => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType })),
      'GET /api/dashboard/overview': () => json({}, { status: 404 }),
    });
    renderApp(path);
    expect(await screen.findByTestId('dashboard-page', {}, LAZY)).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });

  it('sends another role from a role home to their own home, and shows the 403 page on admin screens', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/dashboard/overview': () => json({}, { status: 404 }),
    });
    renderApp('/tutor-dashboard');
    await waitFor(() => expect(window.location.pathname).toBe('/learner-dashboard'));
    renderApp('/admin');
    expect(await screen.findByTestId('forbidden-page', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/learner-dashboard',
    );
    expect(window.location.pathname).toBe('/admin');
  });

  it('sends a signed-out visitor to sign in with a way back', async () => {
    mockFetch(signedOut);
    renderApp('/parent-dashboard?tab=x');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(
        `/auth?mode=login&next=${encodeURIComponent('/parent-dashboard?tab=x')}`,
      ),
    );
  });

  it('has skip links to the main content and the navigation, and landmarks', async () => {
    mockFetch(signedOut);
    renderApp('/');
    const skipMain = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipMain).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('link', { name: 'Skip to navigation' })).toHaveAttribute('href', '#navigation');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
    expect(document.getElementById('navigation')?.tagName).toBe('NAV');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.tab();
    expect(skipMain).toHaveFocus();
    await screen.findByRole('heading', { level: 1 }, LAZY);
  });
});

describe('render error fallback', () => {
  function Broken(): never {
    throw new Error('kaputt');
  }

  it('shows the SPEC fallback page with a reload button', () => {
    // React and the boundary both report the error; that is expected here, not a test failure.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(
      <RenderErrorBoundary>
        <Broken />
      </RenderErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'TRT Tutoring' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Temporary Error' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please refresh the page to access the platform. Our authentication system is fully operational.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(report).toHaveBeenCalled();
  });
});
