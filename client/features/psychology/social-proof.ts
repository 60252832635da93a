import type { RouteEntry } from '../../app/routing/route-entry';
import { matchRoute } from '../../app/routing/match';

export type TimeLabel =
  | { key: 'justNow' }
  | { key: 'minutesAgo'; count: number }
  | { key: 'hoursAgo'; count: number };

/** SPEC.md 9: 'just now' under a minute, 'Nm ago' under an hour, else 'Nh ago'. */
export function timeLabel(timestamp: string, now: number): TimeLabel {
  const elapsed = Math.max(0, now - new Date(timestamp).getTime());
  const minutes = Math.floor(elapsed / 60_000);
  if (minutes < 1) return { key: 'justNow' };
  if (minutes < 60) return { key: 'minutesAgo', count: minutes };
  return { key: 'hoursAgo', count: Math.floor(minutes / 60) };
}

/** Credibility 0..1 shown as a rounded percent. */
export function credibilityPercent(credibility: number): number {
  return Math.round(Math.min(1, Math.max(0, credibility)) * 100);
}

export type EventIcon = 'registration' | 'session_booking' | 'skill_match' | 'neutral';

export function iconFor(type: string): EventIcon {
  return type === 'registration' || type === 'session_booking' || type === 'skill_match' ? type : 'neutral';
}

/** The next index of a rotation, cycling. */
export function nextIndex(index: number, length: number): number {
  return length === 0 ? 0 : (index + 1) % length;
}

/**
 * Routes where the toast never appears although they are public: the account screens (sign-in and
 * registration, email verification, password screens). Checkout and every signed-in screen are not
 * public routes, so the access rule below keeps it off those.
 */
const ACCOUNT_ROUTES = new Set(['/auth/*?', '/verify-email', '/set-password', '/reset-password']);

/**
 * Whether the social-proof toast may appear on `path` (unprefixed): only on public content pages of
 * the route manifest. An unknown path (the not-found page) is no content page either.
 */
export function socialProofAllowedAt(routes: readonly RouteEntry[], path: string): boolean {
  const match = matchRoute(routes, path);
  if (!match) return false;
  return match.route.access === 'public' && !ACCOUNT_ROUTES.has(match.route.path);
}
