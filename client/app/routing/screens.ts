import { type ComponentType, lazy } from 'react';
import { splitLanguagePrefix } from '../../lib/language-prefix';
import { ROUTES } from './manifest';
import { matchRoute } from './match';
import type { RouteEntry } from './route-entry';

/** Screens already loaded render at once (the server's render, the hydration, a return visit). */
const loaded = new Map<RouteEntry, ComponentType>();
const lazyScreens = new Map<RouteEntry, ComponentType>();

/** Loads a route's screen and keeps it, so the next render of that route needs no Suspense. */
export async function loadScreen(route: RouteEntry): Promise<ComponentType> {
  const known = loaded.get(route);
  if (known) return known;
  const screen = await route.screen();
  loaded.set(route, screen);
  return screen;
}

export function screenOf(route: RouteEntry): ComponentType {
  const known = loaded.get(route);
  if (known) return known;
  let component = lazyScreens.get(route);
  if (!component) {
    component = lazy(() => loadScreen(route).then((screen) => ({ default: screen })));
    lazyScreens.set(route, component);
  }
  return component;
}

/** Loads the screen of the route at `pathname` (prefixed or not), so it renders without a fallback. */
export async function screenForLocation(pathname: string): Promise<void> {
  const match = matchRoute(ROUTES, splitLanguagePrefix(pathname).rest);
  if (match) await loadScreen(match.route);
}
