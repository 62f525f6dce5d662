// The targeting module's face (decision 0023): what other modules and server.ts use of it.
export { targetingRoutes } from './routes.ts';
export { checkCustomTargeting, checkGeoTargeting, type TeamNotice } from './service.ts';
