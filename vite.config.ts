import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { lazyServerHandoff } from './scripts/react-router/lazy-server-handoff.mjs';

const require = createRequire(import.meta.url);

/**
 * react-router's package exports only its development build (to Node and to the browser alike). A production build
 * therefore takes react-router from dist/production, on the server and in the browser (see
 * docs/decisions/002-ssr-production-builds.md); the server takes createRequestHandler from its own bundle
 * (app/entry.server.tsx), so one copy serves both.
 */
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Both entry points the app imports, to the same production copy (the two share its chunks). */
const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: reactRouterProduction },
  { find: /^react-router\/dom$/, replacement: path.join(path.dirname(reactRouterProduction), 'dom-export.mjs') },
];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The app code every page runs (what app/root.tsx imports statically: header, footer, cart button, session, API
 * client) goes into one chunk, "shell", with the libraries only it needs. Left to itself Rollup cut that code into
 * ~20 small files per page (each a request and a modulepreload competing with the CSS and the hero image); merging
 * small chunks (experimentalMinChunkSize) cut the count but put other pages' modules (tables, price rules, designer
 * pricing) into every page's first load. Measured with bench/js-bytes.mjs: /blog 141.0 -> 138.1 KB gzip in
 * 23 -> 9 files, /product/1 144.2 -> 140.8, /checkout 186.8 -> 179.8.
 */
function shellChunk() {
  let shell: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | undefined => {
    if (!shell) {
      shell = new Set();
      const queue = [path.resolve('app/root.tsx')];
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        if (shell.has(next)) continue;
        shell.add(next);
        queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    // Libraries follow the app code that imports them (react-router, react), or get chunks of their own.
    return !id.includes('/node_modules/') && shell.has(id) ? 'shell' : undefined;
  };
}

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), lazyServerHandoff()],
  resolve: command === 'build' ? { alias: reactRouterProductionAliases } : undefined,
  // One build, two environments (Vite's Environment API, React Router's future.v8_viteEnvironmentApi): the browser
  // bundle gets the shell chunk, the server bundle takes React Router in (noExternal).
  environments:
    command === 'build'
      ? {
          client: { build: { rollupOptions: { output: { manualChunks: shellChunk() } } } },
          ssr: { resolve: { noExternal: ['react-router'] } },
        }
      : undefined,
  build: { sourcemap: false },
  server: { hmr: true },
}));
