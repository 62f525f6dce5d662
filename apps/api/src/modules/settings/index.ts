// The settings module's face (decision 0023): what other modules and server.ts use of it.
export { settingsRoutes } from './routes.ts';
