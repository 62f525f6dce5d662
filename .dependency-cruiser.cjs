/**
 * Module boundaries (issue 29), checked by `npm run lint`:
 * - the API's modules (apps/api/src/modules/<name>) and the web's features (apps/web/src/features/<name>) depend on
 *   each other one way: no cycle between two of them, however long;
 * - a module or feature is reached only through its face, its `index.ts`: no import past it from outside the folder
 *   (an API module's tables.ts may name another module's table, for a foreign key, from that module's tables.ts);
 * - the API's platform/ and adapters/ import no module;
 * - a web feature does not import another feature at all (bulletproof-react): what two share moves down to
 *   components/ or lib/, and app/ composes features; components/ and lib/ import neither features nor app/;
 * - packages/domain imports nothing of ours.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment:
        'Modules depend on each other one way: move what both need down, or make it an event (ARCHITECTURE.md).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'api-module-face',
      comment: 'Another module is reached through its index.ts only.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '^apps/api/src/modules/[^/]+/tables\\.ts$' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/.+',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-module-schema-face',
      comment:
        "A module's tables.ts names another module's table (a foreign key) from that module's tables.ts, never its " +
        'index.ts: drizzle-kit loads the tables files alone, without the code (decision 0023).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/tables\\.ts$' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/.+',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/tables\\.ts$'],
      },
    },
    {
      name: 'api-platform-below-modules',
      comment: 'platform/ is what every module leans on: it imports no module (decision 0023).',
      severity: 'error',
      from: { path: '^apps/api/src/(platform|adapters)/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'web-feature-isolation',
      comment:
        'A feature does not import another feature (bulletproof-react): shared code moves to components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-no-app',
      comment: 'app/ composes the features; a feature does not import app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-feature-face',
      comment:
        "app/ and the rest reach a feature through its index.ts only. The routes' screens are loaded by path " +
        '(import.meta.glob in app/router.tsx and app/hub-routes.ts, which this cruise does not see): a screen is its ' +
        "own lazily loaded chunk, and a static import of the face would pull every screen into the importer's chunk. " +
        "For the same reason a dynamic import() may name one module of a feature (main.tsx's console helper).",
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/features/' },
      to: {
        path: '^apps/web/src/features/[^/]+/.+',
        pathNot: '^apps/web/src/features/[^/]+/index\\.ts$',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'web-shared-below-features',
      comment:
        'components/ and lib/ are what features share: they import no feature and not app/ (bulletproof-react).',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach any module's insides (factories, tables); the rules are about the product's code.
    exclude: { path: ['(^|/)(node_modules|dist)/', '\\.test\\.tsx?$', '^apps/api/src/test/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
