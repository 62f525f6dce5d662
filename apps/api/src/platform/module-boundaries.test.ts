import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The module boundaries `npm run lint` checks (issue 29, decision 0023), run with the project's own rules: over the
 * API as it is (no violation), and over a fixture where two modules import each other, so that a new cycle between
 * modules is shown to fail lint.
 */

const repo = path.resolve(import.meta.dirname, '../../../..');

async function cruiseApi(baseDir: string, withTsConfig: boolean): Promise<ICruiseResult['summary']> {
  const options = await extractDepcruiseOptions(path.join(repo, '.dependency-cruiser.cjs'));
  const transpile = withTsConfig
    ? { tsConfig: extractTSConfig(path.join(repo, 'tsconfig.base.json')) }
    : undefined;
  const { output } = await cruise(['apps/api/src'], { ...options, baseDir, validate: true }, {}, transpile);
  return (output as ICruiseResult).summary;
}

const brief = (v: IViolation) => `${v.rule.name}: ${v.from} -> ${v.to}`;

describe('module boundaries (dependency-cruiser, .dependency-cruiser.cjs)', () => {
  it('the API modules depend on each other one way, each reached through its index.ts', async () => {
    const summary = await cruiseApi(repo, true);
    expect(summary.totalCruised).toBeGreaterThan(200);
    expect(summary.violations.map(brief)).toEqual([]);
  });

  describe('a fixture of modules that break the rules', () => {
    let dir = '';
    const file = async (name: string, text: string) => {
      const full = path.join(dir, 'apps/api/src', name);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, text);
    };

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'module-boundaries-'));
      // alpha and beta import each other through their faces: a cycle.
      await file('modules/alpha/index.ts', "export { a } from './service.ts';\n");
      await file(
        'modules/alpha/service.ts',
        "import { b } from '../beta/index.ts';\nexport const a = () => b;\n",
      );
      await file('modules/beta/index.ts', "export { b } from './service.ts';\n");
      await file(
        'modules/beta/service.ts',
        "import { a } from '../alpha/index.ts';\nexport const b = () => a;\n",
      );
      // gamma reaches past alpha's face; its tables name alpha's table (allowed: a foreign key).
      await file(
        'modules/gamma/service.ts',
        "import { a } from '../alpha/service.ts';\nexport const g = a;\n",
      );
      await file('modules/alpha/tables.ts', 'export const alphas = 1;\n');
      await file(
        'modules/gamma/tables.ts',
        "import { alphas } from '../alpha/tables.ts';\nexport const g = alphas;\n",
      );
      // platform leans on a module.
      await file('platform/lean.ts', "import { a } from '../modules/alpha/index.ts';\nexport const l = a;\n");
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('reports the cycle between two modules, the import past a face, and platform importing a module', async () => {
      const found = (await cruiseApi(dir, false)).violations.map(brief).sort();
      expect(found).toEqual([
        'api-module-face: apps/api/src/modules/gamma/service.ts -> apps/api/src/modules/alpha/service.ts',
        'api-platform-below-modules: apps/api/src/platform/lean.ts -> apps/api/src/modules/alpha/index.ts',
        'no-module-cycle: apps/api/src/modules/alpha -> apps/api/src/modules/beta',
        'no-module-cycle: apps/api/src/modules/beta -> apps/api/src/modules/alpha',
      ]);
    });
  });
});
