import { platformEndpoints } from '../../../common/contracts/endpoints';
import type { PlatformMetrics } from '../../../common/contracts/platform';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/queries';

/** The platform's figures: the landing page's server render reads them, as do the panel and the 404 page. */
export const platformMetricsQuery = () => endpointQuery(platformEndpoints.platformMetrics);

/**
 * SPEC.md 8: the figures shown when the metrics call fails (non-OK or network error). They are the
 * only fixed figures on the landing page, and the panel says when it shows them.
 */
export const METRICS_FALLBACK = {
  registeredUsers: 247,
  // SPEC.md 8's "247 users" is the fallback of the Active Learners tile.
  learners: 247,
  fraudDetectionAccuracy: 99.4,
  systemUptime: 99.8,
  isGDPRCompliant: true,
  trustChainActive: true,
  securityFeatures: 8,
  europeanCities: 24,
  languages: 18,
} as const satisfies Omit<PlatformMetrics, 'activeTutors' | 'skills'>;

export type PanelMetrics = Omit<PlatformMetrics, 'activeTutors' | 'skills'>;

export type MetricsState =
  | { status: 'loading' }
  | { status: 'live'; metrics: PlatformMetrics }
  | { status: 'fallback' };

/** The platform's real figures (GET /api/platform/metrics); shared by the landing page and the not-found page. */
export function usePlatformMetrics(): MetricsState {
  const query = useQuery(platformMetricsQuery());
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'fallback' };
  return { status: 'live', metrics: query.data };
}
