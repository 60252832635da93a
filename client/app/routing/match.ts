import { parse } from 'regexparam';
import type { RouteEntry } from './route-entry';

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

const compiled = new WeakMap<RouteEntry, { keys: string[] | false; pattern: RegExp }>();

/**
 * The route an unprefixed path opens, as wouter matches it (regexparam: case-insensitive, one
 * optional trailing slash), with its parameters decoded. A parameter that does not decode is no match.
 */
export function matchRoute(routes: readonly RouteEntry[], path: string): RouteMatch | null {
  for (const route of routes) {
    let pattern = compiled.get(route);
    if (!pattern) {
      pattern = parse(route.path) as { keys: string[] | false; pattern: RegExp };
      compiled.set(route, pattern);
    }
    const found = pattern.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      (pattern.keys || []).forEach((key, i) => {
        const value = found[i + 1];
        if (value !== undefined) params[key] = decodeURIComponent(value);
      });
    } catch {
      return null;
    }
    return { route, params };
  }
  return null;
}
