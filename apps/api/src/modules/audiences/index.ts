// The audiences module's face (decision 0023): what other modules and server.ts use of it.
export { audiencesRoutes } from './routes.ts';
export { audiencesDeps, listPixels, listSegments } from './service.ts';
