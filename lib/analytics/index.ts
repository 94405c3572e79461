export {
  analytics,
  consoleAnalytics,
  noopAnalytics,
  selectAnalytics,
  setAnalytics,
  type Analytics,
  type AnalyticsEvent,
  type AnalyticsParams,
} from './analytics';
