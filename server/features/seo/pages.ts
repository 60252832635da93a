/**
 * Which paths are public pages the server renders for crawlers, which are private app screens
 * (noindex), and which are neither (the plain shell; the client router decides).
 */
export type PublicPage =
  | { kind: 'home' }
  | { kind: 'faq' }
  | { kind: 'learnFaq' }
  | { kind: 'teachFaq' }
  | { kind: 'blog' }
  | { kind: 'blogPost'; id: string }
  | { kind: 'skill'; id: string }
  | { kind: 'city'; id: string }
  | { kind: 'skills' }
  | { kind: 'cities' }
  | { kind: 'legal' };

/** The static public pages, with the path each one is canonically served at. */
export const STATIC_PAGES: { kind: PublicPage['kind']; path: string }[] = [
  { kind: 'home', path: '/' },
  { kind: 'faq', path: '/faq' },
  { kind: 'learnFaq', path: '/LearnFAQ' },
  { kind: 'teachFaq', path: '/TeachFAQ' },
  { kind: 'skills', path: '/skills' },
  { kind: 'cities', path: '/cities' },
  { kind: 'blog', path: '/blog' },
  { kind: 'legal', path: '/legal-documents' },
];

const STATIC_BY_PATH = new Map(STATIC_PAGES.map((p) => [p.path.toLowerCase(), p.kind]));
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** The public page at an unprefixed path, or null. Matching ignores case and one trailing slash, as the client router does. */
export function matchPublicPage(path: string): PublicPage | null {
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  const kind = STATIC_BY_PATH.get(clean.toLowerCase());
  if (kind) return { kind } as PublicPage;
  const m = /^\/(blog|learn|city)\/([^/]+)$/i.exec(clean);
  if (!m) return null;
  let id: string;
  try {
    id = decodeURIComponent(m[2]!);
  } catch {
    return null;
  }
  const section = m[1]!.toLowerCase();
  // An id no page can have is still "that kind of page", just unknown: it answers 404 below.
  const safeId = SEGMENT.test(id) ? id : '';
  if (section === 'blog') return { kind: 'blogPost', id: safeId };
  if (section === 'learn') return { kind: 'skill', id: safeId };
  return { kind: 'city', id: safeId };
}

/** The canonical unprefixed path of a public page. */
export function pathOf(page: PublicPage): string {
  switch (page.kind) {
    case 'blogPost':
      return `/blog/${page.id}`;
    case 'skill':
      return `/learn/${page.id}`;
    case 'city':
      return `/city/${page.id}`;
    default:
      return STATIC_PAGES.find((p) => p.kind === page.kind)!.path;
  }
}

/**
 * Screens behind a sign-in or otherwise of no use to a search engine: served with noindex and kept
 * out of robots.txt's allowed paths. Matched on the first path segment (or the whole path).
 */
export const PRIVATE_PATHS = [
  '/admin',
  '/auth',
  '/dashboard',
  '/learner-dashboard',
  '/parent-dashboard',
  '/tutor-dashboard',
  '/tutor-dashboard-enhanced',
  '/tutor-dashboard-professional',
  '/professional-tutor-dashboard',
  '/tutor-dashboard-clean',
  '/tutor-dashboard-preview',
  '/tutor-payment-management',
  '/tutor-direct-payments',
  '/teen-mentor',
  '/sma',
  '/set-password',
  '/reset-password',
  '/verify-email',
  '/payment',
  '/refund-portal',
  '/book-session',
  '/session-booking',
  '/trt',
  '/platform-monitor',
  '/deployment-control',
  '/email-management',
  '/executive-monitoring',
  '/mobile-executive',
  '/auth-monitoring',
] as const;

export function isPrivatePath(path: string): boolean {
  const lower = path.toLowerCase();
  return PRIVATE_PATHS.some((p) => lower === p || lower.startsWith(`${p}/`));
}
