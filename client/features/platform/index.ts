export { siteConfigQuery } from './api/site-config.queries';
export {
  METRICS_FALLBACK,
  type PanelMetrics,
  platformMetricsQuery,
  usePlatformMetrics,
} from './use-platform-metrics';
