import { json, type RecordedRequest } from './fetch-mock';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const storedConsent = (overrides: Record<string, unknown> = {}) => ({
  analyticsCookies: false,
  marketingCookies: false,
  preferencesCookies: false,
  performanceCookies: false,
  source: 'banner_reject_all',
  policyVersion: '2026-11',
  createdAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

/** Answers for every call the page overlays make, as the real server gives them with no data yet. */
export function overlayRoutes(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/user': () => json({ message: 'Not signed in', code: 'UNAUTHENTICATED' }, { status: 401 }),
    'GET /api/csrf-token': () => json({ csrfToken: 'token-1' }),
    'GET /api/legal-compliance/cookie-consent': () =>
      json({ consent: null, currentPolicyVersion: '2026-11' }),
    'GET /api/psychology/settings': () => json({ socialProof: true, scarcity: true, exitIntent: true }),
    'GET /api/psychology/social-proof': () =>
      json({ success: true, enabled: true, socialProof: { recentJoins: 0, events: [] } }),
    'POST /api/psychology/loss-aversion': () =>
      json({ success: true, trigger: null, display: null, reason: 'no_upcoming_groups' }),
    'POST /api/psychology/exit-intent': () => json({ success: true, modalContent: null }),
    ...overrides,
  };
}
