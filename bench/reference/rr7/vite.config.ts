import { reactRouter } from '@react-router/dev/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);

/** The same production react-router on the server as the shop's build (the root vite.config.ts), for a fair race. */
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: isSsrBuild ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : undefined,
  ssr: isSsrBuild ? { noExternal: ['react-router'] } : undefined,
  cacheDir: process.env.BENCH_RR7_VITE_CACHE_DIR ?? '../../../node_modules/.cache/pinshop-bench/vite',
  build: { sourcemap: false },
  logLevel: 'warn',
}));
