/**
 * The built shop on this Node.js, as `npm start` runs it: a fresh embedded database in a temporary DATA_DIR (migrated
 * and given the demo data at the first start), the shop's pages and its product list answered, then a clean stop on
 * SIGTERM. CI runs it on the oldest supported Node.js line (docs/decisions/012-node-24.md). Prints one line a check;
 * exits 1 with the server's output when one fails.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PAGES = ['/', '/wholesale', '/product/1', '/custom', '/quote', '/login', '/reviews'];
const READY_MS = 120_000;
const STOP_MS = 30_000;

const port = await new Promise((resolve) => {
  const server = net.createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-smoke-'));
const base = `http://127.0.0.1:${port}`;
let output = '';
const child = spawn(process.execPath, [path.resolve('build/server/main.js')], {
  env: {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
  },
});
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

function fail(message) {
  console.error(`smoke: ${message}\n--- the server's output ---\n${output}`);
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

async function status(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return null;
  }
}

const started = Date.now();
while ((await status(`${base}/readyz`)) !== 200) {
  if (child.exitCode !== null) fail(`the server exited with ${child.exitCode} before it was ready`);
  if (Date.now() - started > READY_MS) fail(`not ready within ${READY_MS / 1000} s`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(`smoke: Node.js ${process.version}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

for (const page of PAGES) {
  const response = await fetch(`${base}${page}`);
  const html = await response.text();
  if (response.status !== 200 || !html.includes('<main')) fail(`${page} answered ${response.status}`);
  console.log(`smoke: ${page} 200`);
}
const products = await fetch(`${base}/api/products`);
const list = products.ok ? await products.json() : null;
const count = Array.isArray(list) ? list.length : Array.isArray(list?.products) ? list.products.length : 0;
if (count === 0) fail(`/api/products answered ${products.status} with no products`);
console.log(`smoke: /api/products lists ${count} products`);

child.kill('SIGTERM');
const stopped = await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, STOP_MS, null).unref())]);
if (!stopped) fail(`still running ${STOP_MS / 1000} s after SIGTERM`);
if (stopped.code !== 0) fail(`stopped with code ${stopped.code} (signal ${stopped.signal})`);
console.log('smoke: stopped cleanly on SIGTERM');
rmSync(dataDir, { recursive: true, force: true });
