import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);

/**
 * react-router's package exports only its development build to Node. The production server bundle
 * therefore bundles react-router itself from dist/production (see docs/decisions/002-ssr-production-builds.md),
 * and the server takes createRequestHandler from that same bundle (app/entry.server.tsx), so one copy serves both.
 */
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => {
  // Only the server bundle: the browser bundle must keep one copy shared with react-router/dom.
  const productionServer = command === 'build' && isSsrBuild;
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: productionServer ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : undefined,
    ssr: productionServer ? { noExternal: ['react-router'] } : undefined,
    build: {
      sourcemap: false,
      // Chunks under 20 KB with no side effects go into a chunk loaded with them: a page's first load fetched 50-89
      // files, each a request (and a modulepreload competing with the CSS and the hero image), now 26-52.
      rollupOptions: productionServer ? undefined : { output: { experimentalMinChunkSize: 20_000 } },
    },
    server: { hmr: true },
  };
});
