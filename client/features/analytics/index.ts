export { trackConversion, trackEngagement } from './analytics';
export { AnalyticsTracker } from './analytics-tracker';
