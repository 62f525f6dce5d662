// The catalogue module's face (decision 0023): what other modules and server.ts use of it.
export { catalogueRoutes } from './routes.ts';
