let hubRoutes: Promise<typeof import('./hub-routes.ts')> | undefined;

/** Loads the hub's routes and screen modules (once), adding them to the route table. */
export function loadHubRoutes(): Promise<typeof import('./hub-routes.ts')> {
  hubRoutes ??= import('./hub-routes.ts');
  return hubRoutes;
}
