// The profile module's face (decision 0023): what other modules and server.ts use of it.
export { usersRoutes } from './routes.ts';
