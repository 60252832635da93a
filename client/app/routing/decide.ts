import type { User } from '../../../common/contracts/auth';
import { decideAccess } from '../../../common/permissions';
import type { RouteEntry } from './route-entry';

export type RouteDecision =
  | { kind: 'allowed' }
  /**
   * 'access': the visitor may not be here (sign in first, set a password, another role's screen);
   * 'route': the route sends this user elsewhere (route.redirect), decided when the screen is entered.
   */
  | { kind: 'redirect'; to: string; reason: 'access' | 'route' }
  /** Signed in, but the route is not for this role: the 403 page. */
  | { kind: 'forbidden' };

/**
 * What opening `route` at `here` (path and query, unprefixed) means for `user`. One pure rule for
 * both sides: the server answers with its status (302, 403, 200) and the browser's guard renders the
 * same outcome after a client-side navigation.
 */
export function decideRoute(route: RouteEntry, user: User | null, here: string): RouteDecision {
  const access = decideAccess(route.access, user);
  if (access === 'sign-in') return { kind: 'redirect', to: signInPath(here), reason: 'access' };
  if (!user) return { kind: 'allowed' };
  if (user.mustSetPassword && route.access !== 'public' && !route.allowWhilePasswordUnset)
    return { kind: 'redirect', to: '/set-password', reason: 'access' };
  if (access === 'forbidden')
    return route.whenForbidden
      ? { kind: 'redirect', to: route.whenForbidden(user), reason: 'access' }
      : { kind: 'forbidden' };
  const elsewhere = route.redirect?.(user);
  return elsewhere ? { kind: 'redirect', to: elsewhere, reason: 'route' } : { kind: 'allowed' };
}

/** The sign-in screen, coming back to `here` afterwards. */
export function signInPath(here: string): string {
  return `/auth?mode=login&next=${encodeURIComponent(here)}`;
}

/**
 * A return path taken from a URL is followed only when it stays on this site: one leading slash, no
 * scheme, no "//" or backslash that a browser would read as another host. Anything else is dropped.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters (a tab or newline inside "/\t/evil.example") are stripped by URL parsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const url = new URL(value, 'http://local.invalid');
  if (url.origin !== 'http://local.invalid') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
