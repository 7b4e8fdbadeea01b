export { primaryMetrics, workerMetrics } from './cluster'
export { metricsRoute, type MetricsText, startMetricsListener } from './endpoint'
export { createMetrics, type SiteMetrics, useProcessMetrics } from './metrics'
