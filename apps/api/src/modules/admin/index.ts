// The admin module's face (decision 0023): what other modules and server.ts use of it.
export { adminUsersRoutes } from './routes.ts';
export { listAccounts } from './service.ts';
