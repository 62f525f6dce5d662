// The audit module's face (decision 0023): what other modules and server.ts use of it.
export { adminAuditRoutes, auditRoutes } from './routes.ts';
export { listAuditEntries } from './service.ts';
