// The agencies module's face (decision 0023): what other modules and server.ts use of it.
export { adminAgenciesRoutes, agenciesRoutes, memberInvitationsRoutes } from './routes.ts';
export { sessionAgencyRole } from './service.ts';
export { registerViewAs } from './view-as.ts';
