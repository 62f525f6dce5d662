// The ads module's face (decision 0023): what other modules and server.ts use of it.
export { adsRoutes } from './routes.ts';
export { createAdsFront } from './front.ts';
