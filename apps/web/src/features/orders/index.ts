/**
 * This feature's face. app/ uses nothing of it but its screens, reached through the route table (lib/routes.ts,
 * app/hub-routes.ts): each a lazily loaded chunk, imported by path. What app/ comes to need is exported here.
 */
export {};
