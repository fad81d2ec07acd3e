// Bundles the server (main, cli and the PayPal stand-in's own process) into build/server; packages stay in
// node_modules, except drizzle-orm (below).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * drizzle-orm goes into the bundle: its package.json lists every one of its files under "exports" (180 KB), and
 * Node.js 24 parses that list again for each file it loads as an ES module, ~450 of them at start: 0.4 s and
 * ~80 MB of memory held after (the bench's cold-start target). Bundled, it is a few hundred KB of our own file.
 */
const BUNDLED = /^drizzle-orm(\/|$)/;

// A clean folder: chunk names change with their content, and old ones would pile up.
rmSync('build/server', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'server/main.ts',
    cli: 'server/cli.ts',
    'paypal-stand-in': 'server/integrations/paypal/stand-in/main.ts',
    // Worker threads (server/integrations/render): each a file of its own, found at run time by render-pool.ts in
    // build/server/workers/<name>.js.
    'workers/pdf-preview': 'server/integrations/render/pdf-preview.worker.ts',
    'workers/pdf-document': 'server/integrations/render/pdf-document.worker.ts',
    'workers/artwork-preflight': 'server/integrations/render/artwork-preflight.worker.ts',
    'workers/mockup': 'server/integrations/render/mockup.worker.ts',
  },
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // Shared code in chunks of its own, and a dynamic import() a module loaded when it is asked for: main.ts loads the
  // app's code while the database is prepared (the bench's cold-start target).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [
    {
      name: 'packages-external',
      setup(esbuild) {
        // A bare specifier (a package, or node:*) is left to Node.js at run time, unless it is bundled.
        esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
          BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
