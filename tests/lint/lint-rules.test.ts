/**
 * The house import rules (eslint.config.js) each fail on a deliberate violation and stay quiet on an allowed
 * import. Probes are linted as virtual files inside the real folders so the import resolver sees real targets.
 * Two repository scans back them up: nothing disables a boundary rule, and nothing in app/ reaches server/db.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const BOUNDARY_RULES = [
  'import/no-restricted-paths',
  '@typescript-eslint/no-restricted-imports',
  '@typescript-eslint/no-import-type-side-effects',
  'no-restricted-imports',
  'no-restricted-syntax',
];
const TIMEOUT = 60_000;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
}, TIMEOUT);

async function boundaryMessages(folder: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: `${folder}/__lint_probe__.ts` });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId !== null && BOUNDARY_RULES.includes(m.ruleId));
}

const all = (specifier: string) => `import * as probe from '${specifier}';\nexport { probe };\n`;
const types = (specifier: string) => `import type * as probe from '${specifier}';\nexport type { probe };\n`;
const SERVER = '../../server/modules/catalog'; // from app/routes, app/lib, app/components
const SERVER3 = '../../../server/modules/catalog'; // from app/features/<area>

/** [what, folder of the virtual file, code, words the `rule: message` of a boundary report must contain] */
const violations: [string, string, string, string][] = [
  ['core imports app', 'core', all('../app/lib/cn'), 'core is pure'],
  ['core imports server (types too)', 'core', types('../server/config'), 'core is pure'],
  ['core imports tests', 'core', all('../tests/helpers/multipart'), 'core is pure'],
  [
    'route: value import from server',
    'app/routes',
    all(`${SERVER}/catalog.dto`),
    'restricted-imports: .*only as types',
  ],
  ['feature: value import', 'app/features/cart', all(`${SERVER3}/catalog.dto`), 'restricted-imports: .*only as types'],
  ['lib re-exports server', 'app/lib', `export * from '${SERVER}/catalog.dto';`, 'restricted-imports: .*only as types'],
  [
    'app: import() of server',
    'app/routes',
    `export const m = () => import('${SERVER}/catalog.dto');`,
    'no dynamic import',
  ],
  [
    'app: inline type specifiers leave a side-effect import',
    'app/routes',
    `import { type CatalogService } from '${SERVER}/catalog.service';\nexport type S = CatalogService;`,
    'no-import-type-side-effects',
  ],
  ['app: value import from server/db', 'app/routes', all('../../server/db/client'), 'app never imports server/db'],
  [
    'app: type import from server/db',
    'app/features/cart',
    types('../../../server/db/client'),
    'never imports server/db',
  ],
  ['feature imports a sibling feature', 'app/features/cart', all('../catalog/product-id'), 'another feature'],
  ['...via ../../features', 'app/features/cart', all('../../features/catalog/product-id'), 'another feature'],
  [
    '...via ../../../app/features',
    'app/features/cart',
    all('../../../app/features/catalog/product-id'),
    'another feature',
  ],
  ['components import a feature', 'app/components', all('../features/cart/cart-lines'), 'never import a feature'],
  ['lib imports a feature', 'app/lib', all('../features/catalog/product-id'), 'never import a feature'],
  ['feature imports a route', 'app/features/cart', all('../../routes/home'), 'only routes import routes'],
  [
    'integration imports a module',
    'server/integrations/mail',
    types('../../modules/cart/cart.service'),
    'never import a module',
  ],
  ['schema imports a module', 'server/db/schema', types('../../modules/cart/cart.service'), 'schema never imports'],
  [
    'schema imports an integration',
    'server/db/schema',
    all('../../integrations/mail/templates'),
    'schema never imports',
  ],
  ['server imports app', 'server/plugins', all('../../app/lib/cn'), 'never imports page code'],
  ["module imports another module's file", 'server/modules/payments', all('../cart/cart.service'), 'cart/index.ts'],
  ["tests import a module's file", 'tests/helpers', types('../../server/modules/cart/cart.service'), 'public surface'],
];

/** [what, folder of the virtual file, code] */
const allowed: [string, string, string][] = [
  ['app: import type * from server', 'app/features/catalog', types(SERVER3)],
  ['app: import type { } from server', 'app/routes', `import type { CatalogService } from '${SERVER}';`],
  ['app: react-dom/server is not our server', 'app/routes', all('react-dom/server')],
  ['route imports a feature', 'app/routes', all('../features/catalog/product-id')],
  ['feature imports its own files', 'app/features/catalog', all('./product-id')],
  ['feature imports app/lib', 'app/features/cart', all('../../lib/cn')],
  ['feature imports app/components', 'app/features/cart', all('../../components/not-found-view')],
  ['feature imports core', 'app/features/cart', all('../../../core/money')],
  ['components import lib', 'app/components', all('../lib/cn')],
  ['module imports another module through its index', 'server/modules/payments', all('../cart')],
  ['module imports its own files', 'server/modules/payments', all('./payments.service')],
  ['integration imports server/db', 'server/integrations/mail', types('../../db/client')],
];

describe('boundary rules report deliberate violations', () => {
  it.each(violations)('%s', { timeout: TIMEOUT }, async (_what, folder, code, words) => {
    const messages = await boundaryMessages(folder, code);
    expect(messages.map((m) => `${m.ruleId}: ${m.message}`)).toContainEqual(expect.stringMatching(words));
  });

  // Each feature folder (with at least one plain module) against the next one: every generated zone holds.
  const featureFiles = fs
    .readdirSync(path.join(repoRoot, 'app/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [
      entry.name,
      fs.readdirSync(path.join(entry.parentPath, entry.name)).find((f) => /^[^.]+\.tsx?$/.test(f)),
    ])
    .filter((pair): pair is [string, string] => pair[1] !== undefined);

  it.each(featureFiles.map(([feature], i) => [feature, ...featureFiles[(i + 1) % featureFiles.length]!]))(
    'feature %s may not import feature %s',
    { timeout: TIMEOUT },
    async (feature, other, file) => {
      const messages = await boundaryMessages(
        `app/features/${feature}`,
        all(`../${other}/${file.replace(/\.tsx?$/, '')}`),
      );
      expect(messages.map((m) => m.message)).toContainEqual(expect.stringContaining('another feature'));
    },
  );
});

describe('boundary rules allow', () => {
  it.each(allowed)('%s', { timeout: TIMEOUT }, async (_what, folder, code) => {
    expect(await boundaryMessages(folder, code)).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return (fs.readdirSync(path.join(repoRoot, dir), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe('the repository', () => {
  it('never disables a boundary rule (nor all rules) in app/, core/ or server/', () => {
    const directive = /\/[/*]\s*eslint(?:-disable(?:-next-line|-line)?\s*(.*?)|\s+(.*?))\s*(?:\*\/|$)/;
    const offenders: string[] = [];
    for (const file of ['app', 'core', 'server'].flatMap(sourceFiles)) {
      fs.readFileSync(path.join(repoRoot, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const match = directive.exec(line);
          if (!match) return;
          const isDisable = match[1] !== undefined;
          const rules = (isDisable ? match[1]! : match[2]!).split(' -- ')[0]!.trim();
          const named = rules.split(/[\s,:]+/).filter(Boolean);
          if ((isDisable && named.length === 0) || named.some((rule) => BOUNDARY_RULES.includes(rule))) {
            offenders.push(`${file}:${i + 1}: ${line.trim()}`);
          }
        });
    }
    expect(offenders).toEqual([]);
  });

  it('has nothing in app/ that imports server/db, as a value or as a type', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles('app')) {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(repoRoot, file), 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = path.relative(repoRoot, path.resolve(repoRoot, path.dirname(file), fileName));
        if (/^server[\\/]db(?:[\\/]|$)/.test(target)) offenders.push(`${file} imports ${fileName}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
