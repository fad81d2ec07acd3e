import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MARKER, prefilterRouteMatching } from '../../scripts/route-match-prefilter.mjs';
import appRoutes from '../../app/routes';

const require = createRequire(import.meta.url);
const productionDir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');

/** The installed React Router's production file that holds matchRoutesImpl (the one the server build bundles). */
const originalName = readdirSync(productionDir).find(
  (name) => name.startsWith('chunk-') && readFileSync(path.join(productionDir, name), 'utf8').includes(MARKER),
)!;
/** The same file, changed, beside it: its own imports resolve as the original's do. */
const changedPath = path.join(productionDir, `pinshop-prefilter-test-${process.pid}.mjs`);
afterAll(() => rmSync(changedPath, { force: true }));

interface RouteObject {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteObject[];
}
type MatchRoutes = (
  routes: RouteObject[],
  location: string,
) => Array<{ route: RouteObject; params: object; pathname: string; pathnameBase: string }> | null;
type StaticHandler = {
  query(request: Request): Promise<{ matches: Array<{ route: { id: string }; params: object }> } | Response>;
};
type Module = { matchRoutes: MatchRoutes; createStaticHandler: (routes: RouteObject[]) => StaticHandler };

async function modules(): Promise<{ original: Module; changed: Module }> {
  const source = readFileSync(path.join(productionDir, originalName), 'utf8');
  writeFileSync(changedPath, prefilterRouteMatching(source));
  return {
    original: (await import(pathToFileURL(path.join(productionDir, originalName)).href)) as Module,
    changed: (await import(pathToFileURL(changedPath).href)) as Module,
  };
}

/** The shop's route tree as the server build has it (a root layout over app/routes.ts), and harder shapes. */
const TREE: RouteObject[] = [
  {
    id: 'root',
    path: '',
    children: [
      ...appRoutes.map((route) => ({ id: route.file, path: route.path, index: route.index })),
      {
        id: 'nested',
        path: 'a/:x',
        children: [
          { id: 'nested-splat', path: 'b/*' },
          { id: 'nested-index', index: true },
        ],
      },
      { id: 'optional', path: 'lang/:code?/help' },
      { id: 'case', path: 'Exact', caseSensitive: true },
      { id: 'dotted', path: 'files/v1.2/:name' },
    ],
  },
];

const PATHS = [
  '/',
  '//',
  '/wholesale',
  '/wholesale/',
  '/WHOLESALE',
  '/product/1',
  '/product/abc/',
  '/product/',
  '/product/1/2',
  '/products',
  '/orders/5',
  '/orders/5/proof',
  '/orders/5/proof/x',
  '/blog',
  '/blog/a-post',
  '/blog/a%20post',
  '/blog/a%2Fb',
  '/admin',
  '/admin/security',
  '/admin/other',
  '/nope',
  '/nope/x/y',
  '/a/1',
  '/a/1/b',
  '/a/1/b/c/d',
  '/lang/help',
  '/lang/en/help',
  '/Exact',
  '/exact',
  '/files/v1.2/x',
  '/files/v1x2/x',
  '/%E2%82%AC',
  '/bad%zz',
];

describe('route-match prefilter (scripts/route-match-prefilter.mjs)', () => {
  it("changes the installed React Router's matchRoutesImpl", () => {
    const changed = prefilterRouteMatching(readFileSync(path.join(productionDir, originalName), 'utf8'));
    expect(changed).toContain('pinshopBranchMayMatch(branches[i], decoded)');
  });

  it('fails loudly on code it does not recognise', () => {
    expect(() => prefilterRouteMatching('function matchRoutesImpl() {}')).toThrow(/not written as expected/);
  });

  it('finds the same routes and params as React Router itself for every kind of path', async () => {
    const { original, changed } = await modules();
    for (const pathname of PATHS) {
      const summary = (matches: ReturnType<MatchRoutes>) =>
        matches?.map((match) => ({
          id: match.route.id,
          params: match.params,
          pathname: match.pathname,
          base: match.pathnameBase,
        })) ?? null;
      expect(summary(changed.matchRoutes(TREE, pathname)), pathname).toEqual(
        summary(original.matchRoutes(TREE, pathname)),
      );
    }
    expect(changed.matchRoutes(TREE, '/product/7')?.map((match) => match.route.id)).toEqual([
      'root',
      'routes/product.tsx',
    ]);
  });

  it("is what the server's static handler matches with (precomputed branches): the same matches", async () => {
    const { original, changed } = await modules();
    const [before, after] = [original, changed].map((module) => module.createStaticHandler(structuredClone(TREE))) as [
      StaticHandler,
      StaticHandler,
    ];
    for (const pathname of PATHS) {
      const ids = async (handler: StaticHandler) => {
        const context = await handler.query(new Request(`http://shop.test${pathname}`));
        return context instanceof Response
          ? context.status
          : context.matches.map((match) => [match.route.id, match.params]);
      };
      expect(await ids(after), pathname).toEqual(await ids(before));
    }
  });
});
