// The teams module's face (decision 0023): what other modules and server.ts use of it.
export { teamsRoutes } from './routes.ts';
export { registerRoleCheck, ROUTE_CAPABILITIES, routeClass, type RouteClass } from './route-capabilities.ts';
export { userAccountInfo } from './user-account.ts';
