// The pages module's face (decision 0023): what other modules and server.ts use of it.
export { pagesRoutes } from './routes.ts';
export { seedStaticPages } from './service.ts';
