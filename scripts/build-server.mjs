// Bundles the server (main + cli) into build/server; packages stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts', cli: 'server/cli.ts' },
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
