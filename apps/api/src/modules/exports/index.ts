// The exports module's face (decision 0023): what other modules and server.ts use of it.
export { exportsRoutes } from './routes.ts';
export { registerExportJobs } from './service.ts';
export { createExportsDeps } from './deps.ts';
