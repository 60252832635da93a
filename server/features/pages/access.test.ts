import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePathFor, ROLES, type Role } from '../../../common/constants.ts';
import type { RouteSummary } from '../../../common/page-rendering.ts';
import { decideAccess } from '../../../common/permissions.ts';
import { users } from '../../db/schema/index.ts';
import { BLOG_POSTS } from '../../db/seed/blog-content.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { registeredEndpoints } from '../../http/route.ts';
import {
  createTestApp,
  registerUser,
  type TestApp,
  TestClient,
  testClientSource,
} from '../../test/test-app.ts';

/**
 * Every role against every route of the manifest and every endpoint (issue 9): what the server
 * answers must be what the route's or endpoint's declared access says, for each role and for a
 * signed-out visitor. A screen or endpoint added without the right access fails here.
 */
let t: TestApp;
let table: RouteSummary[];
const clients = new Map<Role | 'anonymous', TestClient>();
let postId = '';
/** A tutor with an application, for the review screen's id. */
let applicantId = '';

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  await seedDemo(t.ctx.db);
  table = (await testClientSource().pages.renderer()).routeTable();
  clients.set('anonymous', new TestClient(t.app));
  // One fresh account per role: registered as a student, then given the role (as an operator would).
  for (const role of ROLES) {
    const { client, user } = await registerUser(t);
    await t.ctx.db
      .update(users)
      .set({ userType: role })
      .where(eq(users.id, user.id as string));
    clients.set(role, client);
  }
  const tutor = clients.get('tutor')!;
  await tutor.get('/api/tutor-application');
  applicantId = String(((await tutor.get('/api/user')).json() as { id: string }).id);
  const admin = clients.get('admin')!;
  const posts = (await admin.get('/api/admin/blog/posts')).json() as { id: string }[];
  postId = posts[0]!.id;
}, 120_000);
afterAll(async () => t.dispose());

/** A concrete URL for a route pattern, with parameters that exist in the demo data. */
function sampleUrl(pattern: string): string {
  return pattern
    .replace('/*?', '')
    .replace(':skillId', 'guitar')
    .replace(':cityId', 'berlin')
    .replace(':postId', BLOG_POSTS[0]!.slug)
    .replace(':id', pattern.startsWith('/admin/tutor-applications/') ? applicantId : postId);
}

/** Screens of one record that only its own people see (a session's classroom). */
const OWN_RECORD_ROUTES = new Set(['/classroom/:id']);

describe('every role against every route of the manifest', () => {
  it('lists the routes with their access', () => {
    expect(table.length).toBeGreaterThan(20);
    expect(table.find((r) => r.path === '/admin')?.access).toEqual({ permission: 'admin:access' });
  });

  it.each([...ROLES, 'anonymous' as const])('%s gets what each route allows', async (who) => {
    const client = clients.get(who)!;
    const actor = who === 'anonymous' ? null : { userType: who };
    const wrong: string[] = [];
    for (const route of table) {
      const url = sampleUrl(route.path);
      const res = await client.get(url);
      const location = String(res.headers.location ?? '');
      const decision = decideAccess(route.access, actor);
      let ok: boolean;
      if (decision === 'sign-in') {
        ok = res.statusCode === 302 && location.startsWith('/auth?mode=login&next=');
      } else if (decision === 'forbidden') {
        ok = route.redirectsWhenForbidden
          ? res.statusCode === 302 && location.startsWith('/') && !location.startsWith('//')
          : res.statusCode === 403 && res.body.includes('data-testid="forbidden-page"');
      } else if (OWN_RECORD_ROUTES.has(route.path)) {
        // Open to every signed-in user, but a record that is not theirs is not found (not even told
        // apart from one that does not exist); the sample id is nobody's classroom.
        ok = res.statusCode === 404 && res.body.includes('data-testid="not-found-claims"');
      } else {
        ok = res.statusCode === 200 || (route.redirects && res.statusCode === 302);
      }
      if (!ok) wrong.push(`${url}: ${decision} but ${res.statusCode} ${location}`);
    }
    expect(wrong).toEqual([]);
  });

  it('never follows a return path off the site', async () => {
    const anonymous = clients.get('anonymous')!;
    const res = await anonymous.get('/dashboard');
    expect(res.headers.location).toBe('/auth?mode=login&next=%2Fdashboard');
  });
});

describe('every role against every endpoint', () => {
  /** Calls that start or end the caller's session, or mail a stranger: their access is "public" by nature. */
  const SKIP = new Set([
    'POST /api/login',
    'POST /api/register',
    'POST /api/logout',
    'POST /api/auth/forgot-password',
    'POST /api/auth/reset-password',
  ]);
  const fill = (path: string) =>
    path.replace(/:kind\b/, 'privacy').replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

  it.each([...ROLES, 'anonymous' as const])(
    '%s is refused exactly where the access rule says',
    async (who) => {
      const client = clients.get(who)!;
      const actor = who === 'anonymous' ? null : { userType: who };
      const wrong: string[] = [];
      const endpoints = registeredEndpoints(t.app).filter((e) => !SKIP.has(`${e.method} ${e.path}`));
      expect(endpoints.length).toBeGreaterThan(25);
      for (const endpoint of endpoints) {
        const res = await client.request(
          endpoint.method,
          fill(endpoint.path),
          endpoint.method === 'GET' ? undefined : {},
        );
        const code = (() => {
          try {
            return (res.json() as { code?: string }).code;
          } catch {
            return undefined;
          }
        })();
        const decision = decideAccess(endpoint.access, actor);
        const ok =
          decision === 'sign-in'
            ? res.statusCode === 401
            : decision === 'forbidden'
              ? res.statusCode === 403 && code === 'FORBIDDEN'
              : res.statusCode !== 401 && code !== 'FORBIDDEN' && code !== 'UNAUTHENTICATED';
        if (!ok)
          wrong.push(`${endpoint.method} ${endpoint.path}: ${decision} but ${res.statusCode} ${code ?? ''}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('every link leads somewhere real', () => {
  /** A route pattern as a regular expression (wouter's rules: case-insensitive, one trailing slash). */
  const patternOf = (path: string) =>
    new RegExp(`^${path.replace('/*?', '(?:/.*)?').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i');
  const PREFIX = /^\/(?:[a-z]{2}(?:-[a-z]{2})?)(?=\/|$)/;

  /** Internal links of a page (href="/..."), without query, hash and language prefix. */
  function internalLinks(html: string): string[] {
    const body = html.slice(html.indexOf('<body'));
    return [...body.matchAll(/href="(\/[^"]*)"/g)]
      .map((m) => m[1]!.replace(/&amp;/g, '&'))
      .filter((href) => !href.startsWith('//'))
      .map((href) => href.split(/[?#]/)[0]!)
      .map((path) => {
        const withoutPrefix = path.replace(PREFIX, '');
        return table.some((r) => patternOf(r.path).test(path)) ? path : withoutPrefix || '/';
      });
  }

  async function deadLinks(client: TestClient, url: string, status = 200): Promise<string[]> {
    const res = await client.get(url);
    expect(res.statusCode, url).toBe(status);
    const dead: string[] = [];
    for (const link of new Set(internalLinks(res.body))) {
      if (table.some((r) => patternOf(r.path).test(link))) continue;
      // Files the server generates or serves (the RSS feed, icons): they must answer.
      if (/\.[a-z0-9]+$/i.test(link) && (await client.get(link)).statusCode === 200) continue;
      dead.push(`${url} links to ${link}`);
    }
    return dead;
  }

  it('on every public page', async () => {
    const anonymous = clients.get('anonymous')!;
    const dead: string[] = [];
    for (const route of table.filter((r) => r.access === 'public'))
      dead.push(...(await deadLinks(anonymous, sampleUrl(route.path))));
    // A language-prefixed page, whose links carry the prefix, and the not-found page.
    dead.push(...(await deadLinks(anonymous, '/de/faq')));
    dead.push(...(await deadLinks(anonymous, '/nothing/here', 404)));
    expect(dead).toEqual([]);
  });

  it.each(ROLES)("on the %s's home", async (role) => {
    expect(await deadLinks(clients.get(role)!, homePathFor(role))).toEqual([]);
  });
});
