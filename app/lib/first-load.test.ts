/**
 * What every page's first load may import (decision 021): the static import graph of the root and of the pages without a
 * form reaches none of the heavy libraries, which load on demand (the cart drawer, the toasts, the popups, the
 * price calculator) or only on the pages that need them (zod and react-hook-form with forms, the query cache with
 * the pages that keep server reads in it).
 */
import { build, type Metafile } from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const HEAVY = [
  'zod',
  'react-hook-form',
  '@hookform/resolvers',
  '@radix-ui/react-dialog',
  '@radix-ui/react-toast',
  '@radix-ui/react-slider',
  '@visx/shape',
  '@paypal/react-paypal-js',
  'embla-carousel-react',
  // Only pages that keep server reads in the query cache (decision 019); the shell keeps the session in its stores.
  '@tanstack/react-query',
  // Icons draw from one cached SVG sprite (app/components/ui/icons.tsx, decision 020), not a JS module per icon.
  'lucide-react',
];

/** Packages reached from `entry` through static imports only (type-only imports are erased). */
async function staticPackages(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [path.resolve(entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    outdir: 'out',
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-and-css-outside',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]|\.css$|\.svg\?/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  const { inputs }: Metafile = result.metafile;
  const root = Object.keys(inputs).find((file) => path.resolve(file) === path.resolve(entry));
  if (!root) throw new Error(`${entry} is not in the graph`);
  const seen = new Set([root]);
  const packages = new Set<string>();
  const queue = [root];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of inputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else if (!seen.has(imported.path)) {
        seen.add(imported.path);
        queue.push(imported.path);
      }
    }
  }
  return [...packages];
}

function heavyIn(packages: string[]): string[] {
  return packages.filter((name) => HEAVY.some((heavy) => name === heavy || name.startsWith(`${heavy}/`)));
}

describe('the first load', () => {
  it.each(['app/root.tsx', 'app/routes/wholesale.tsx', 'app/routes/product.tsx'])(
    '%s imports none of the heavy libraries',
    async (entry) => {
      expect(heavyIn(await staticPackages(entry))).toEqual([]);
    },
  );

  it.each(['app/routes/blog.tsx', 'app/routes/blog-post.tsx'])('%s imports none of them either', async (entry) => {
    expect(heavyIn(await staticPackages(entry))).toEqual([]);
  });

  it('the home page brings none: its designer loads as the visitor scrolls to it, the carousel after the page', async () => {
    expect(heavyIn(await staticPackages('app/routes/home.tsx'))).toEqual([]);
  });

  it("the designer brings none: its code loads after the page, its slider is the browser's own range input", async () => {
    expect(heavyIn(await staticPackages('app/routes/custom.tsx'))).toEqual([]);
  });

  it("the quote page brings none: the form's code (react-hook-form) loads after the page, zod with its first check", async () => {
    expect(heavyIn(await staticPackages('app/routes/quote.tsx'))).toEqual([]);
  });

  it('/checkout brings none: no query cache, and the customer form checks with react-hook-form once its code is in', async () => {
    expect(heavyIn(await staticPackages('app/routes/checkout.tsx'))).toEqual([]);
  });

  it('a page that keeps server reads in the cache brings it (the order tracking page)', async () => {
    expect(heavyIn(await staticPackages('app/routes/track-order.tsx'))).toContain('@tanstack/react-query');
  });

  it.each(['login', 'register', 'forgot-password', 'reset-password', 'register-verify'])(
    'the account page %s brings react-hook-form only: zod loads with the first check, and no query cache',
    async (page) => {
      expect(heavyIn(await staticPackages(`app/routes/${page}.tsx`))).toEqual(
        page === 'register-verify' ? [] : ['react-hook-form'],
      );
    },
  );

  it('sees a heavy library a page does import (the admin security page)', async () => {
    expect(heavyIn(await staticPackages('app/routes/admin-security.tsx'))).toEqual(
      expect.arrayContaining(['zod', '@tanstack/react-query']),
    );
  });
});
