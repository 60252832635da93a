export {
  activeSecurityControls,
  clearMetricsCache,
  getPlatformMetrics,
  sampleHealth,
} from './metrics.service.ts';
export { registerPlatformRoutes } from './platform.routes.ts';
