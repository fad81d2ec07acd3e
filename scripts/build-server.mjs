// Bundles the server (main, cli and the PayPal stand-in's own process) into build/server; packages stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    cli: 'server/cli.ts',
    'paypal-stand-in': 'server/integrations/paypal/stand-in/main.ts',
  },
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
