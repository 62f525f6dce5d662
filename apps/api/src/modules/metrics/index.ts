// The metrics module's face (decision 0023): what other modules and server.ts use of it.
export { metricsRoutes } from './routes.ts';
export { metricsCsv, orderMetrics } from './service.ts';
