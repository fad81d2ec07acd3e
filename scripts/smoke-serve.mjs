/**
 * The built shop on this Node.js, as `npm start` runs it (the serve script's environment and Node.js flags): a fresh
 * embedded database in a temporary DATA_DIR (migrated and given the demo data at the first start), the shop's pages
 * and its product list answered, then a clean stop on SIGTERM. CI runs it on the oldest supported Node.js line
 * (docs/decisions/012-node-24.md). Prints one line a check; exits 1 with the server's output when one fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveEnv, serveNodeFlags, startServer } from '../bench/servers.mjs';

const PAGES = ['/', '/wholesale', '/product/1', '/custom', '/quote', '/login', '/reviews'];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-smoke-'));
// DATABASE_URL empty: the embedded database, whatever this shell has set.
const env = { ...serveEnv(), DATA_DIR: dataDir, DATABASE_URL: '' };
const shop = await startServer({
  name: 'the shop',
  script: 'build/server/main.js',
  env,
  nodeFlags: serveNodeFlags(),
}).catch((error) => {
  rmSync(dataDir, { recursive: true, force: true });
  console.error(`smoke: ${error.message}`);
  process.exit(1);
});
console.log(`smoke: Node.js ${process.version}, ready in ${(shop.startMs / 1000).toFixed(1)} s`);

async function fail(message) {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
  console.error(`smoke: ${message}\n--- the server's output ---\n${shop.output()}`);
  process.exit(1);
}

for (const page of PAGES) {
  const response = await fetch(`${shop.base}${page}`);
  const html = await response.text();
  if (response.status !== 200 || !html.includes('<main')) await fail(`${page} answered ${response.status}`);
  console.log(`smoke: ${page} 200`);
}
const products = await fetch(`${shop.base}/api/products`);
const list = products.ok ? await products.json() : [];
if (list.length === 0) await fail(`/api/products answered ${products.status} with no products`);
console.log(`smoke: /api/products lists ${list.length} products`);

const stopped = await shop.stop();
if (stopped.code !== 0) await fail(`stopped with code ${stopped.code} (signal ${stopped.signal}) after SIGTERM`);
console.log('smoke: stopped cleanly on SIGTERM');
rmSync(dataDir, { recursive: true, force: true });
