/**
 * The one place that decides what a request's path is, for every check that branches on it (API or
 * page, CSRF, security headers, the page fallback). The router percent-decodes before it matches, so
 * `/%61pi/login` reaches the login route; a check on the raw URL would see a page there (ADR 015).
 * Everything here errs towards "API": a path that looks like one after any decoding is one for checks.
 */

/**
 * The path as the router could understand it: query and fragment cut, percent-decoded (repeatedly,
 * so a double encoding does not hide anything), backslashes as slashes, empty and `.` segments
 * dropped and `..` resolved. An undecodable escape is left as it is (the router refuses it with 400).
 */
export function normalisedPath(url: string): string {
  let path = url;
  const cut = path.search(/[?#]/);
  if (cut !== -1) path = path.slice(0, cut);
  for (let i = 0; i < 4 && path.includes('%'); i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  if (path.includes('\\')) path = path.replace(/\\/g, '/');
  if (!/\/\.|\/\/|^[^/]/.test(path)) return path;
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  const trailing = path.endsWith('/') && out.length > 0 ? '/' : '';
  return `/${out.join('/')}${trailing}`;
}

/**
 * `/api` and everything under it, in any letter case, raw or normalised: a URL that starts as an
 * API call is one, whatever its dot segments say, so the common case costs one comparison.
 */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || /^\/api(\/|$)/i.test(normalisedPath(url));
}

/** The Swagger UI under /api/docs is an HTML page; every other API answer is JSON. */
export function isJsonApiPath(url: string): boolean {
  if (!isApiPath(url)) return false;
  const path = /[%\\.]|\/\//.test(url) ? normalisedPath(url) : url;
  return !/^\/api\/docs(\/|$)/i.test(path);
}
