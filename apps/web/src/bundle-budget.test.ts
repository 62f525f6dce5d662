import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HUB_ROUTES } from './lib/hub-routes.ts';
import { BASE_ROUTES, screenRoutes } from './lib/routes.ts';

const SCREEN_ROUTES = screenRoutes([...BASE_ROUTES, ...HUB_ROUTES]);

/**
 * The build's shape (issue 2, item 9), on the production build (`npm run build -w @portal/web` first; `npm test`
 * builds before it runs the tests): each hub screen is a lazy chunk of its own, outside the login page's. The
 * JavaScript a page really loads is measured in the browser (e2e/page-weight.spec.ts, issue 13 §1): the static
 * import graph missed the message chunks and the chunks loaded on demand.
 */
const dist = path.join(import.meta.dirname, '..', 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

function readManifest(): Manifest {
  if (!fs.existsSync(manifestFile)) {
    throw new Error(
      `No ${path.relative(process.cwd(), manifestFile)}: run \`npm run build -w @portal/web\` first.`,
    );
  }
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
}

/** The chunk keys a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

describe('bundle budget', () => {
  const manifest = readManifest();
  /** A screen's module: composed in app/screens/ when it shows another feature's part, else its feature's own. */
  const screenKey = (screen: string) => {
    const [feature, file] = screen.split('/');
    const composed = `src/app/screens/${feature}/${file}.tsx`;
    return composed in manifest ? composed : `src/features/${feature}/screens/${file}.tsx`;
  };

  it('makes each hub screen a lazy chunk of its own', () => {
    const hubScreens = SCREEN_ROUTES.filter((route) => route.area === 'hub');
    expect(hubScreens.length, 'hub screens in the route table').toBeGreaterThanOrEqual(29);
    const files = new Set<string>();
    for (const route of hubScreens) {
      const chunk = manifest[screenKey(route.screen)];
      expect(chunk, `${route.name}: ${route.screen} is in the build`).toBeDefined();
      expect(chunk.isDynamicEntry, `${route.name} is loaded lazily`).toBe(true);
      expect(chunk.isEntry ?? false, `${route.name} is not in the entry`).toBe(false);
      files.add(chunk.file);
    }
    expect(files.size, 'one chunk file per hub screen').toBe(hubScreens.length);
  });

  it('keeps every hub screen out of the login page', () => {
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
    const loaded = staticClosure(manifest, entry);
    for (const route of SCREEN_ROUTES.filter((r) => r.area === 'hub')) {
      expect(loaded.has(screenKey(route.screen)), route.name).toBe(false);
    }
  });

  it("keeps the hub's route table out of the login page: a chunk loaded on demand", () => {
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
    const hubRoutes = manifest['src/app/hub-routes.ts'];
    expect(hubRoutes?.isDynamicEntry, 'hub-routes.ts is loaded lazily').toBe(true);
    expect(staticClosure(manifest, entry).has('src/app/hub-routes.ts')).toBe(false);
  });

  // zod (21.7 KB brotli, and the longest script evaluation of the list's load) is for forms: the domain's modules
  // these pages read keep apart from its schemas (roles.ts, creative-file.ts; issue 13 §1).
  it('loads no validation library on the login page, the hub’s frame or the campaign list', () => {
    const holdsZod = (key: string) =>
      fs.readFileSync(path.join(dist, manifest[key].file), 'utf8').includes('$ZodType');
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
    // The check itself: some chunk of the build holds zod (the forms' screens load it).
    expect(Object.keys(manifest).some((key) => manifest[key].file.endsWith('.js') && holdsZod(key))).toBe(
      true,
    );
    for (const start of [
      entry,
      'src/app/layout/HubShell.tsx',
      'src/app/hub-routes.ts',
      screenKey('orders/OrdersListPage'),
    ]) {
      expect(manifest[start], `${start} is in the build`).toBeDefined();
      const withZod = [...staticClosure(manifest, start)].filter(holdsZod).map((key) => manifest[key].file);
      expect(withZod, `${start} loads zod`).toEqual([]);
    }
  });
});
