// Bytes the shop allocates per page request, a signed-in customer's: a figure a busy machine does not move (CPU time
// does), for finding what a render costs before and after a change. One request at a time; V8 reports each garbage
// collection's `allocated=` bytes (--trace-gc-nvp), summed over the measured requests.
//   node bench/allocations.mjs [--pg] [--pages=/,/terms,/product/1] [--requests=300] [--signed-out]
// Needs `npm run build`. PostgreSQL: a fresh database on BENCH_DATABASE_URL's server, dropped at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, freePort, prepareShopRoot, processStats, serveEnv, serveNodeFlags } from './servers.mjs';
import { adminEnv, adminSession, customerSession } from './workloads.mjs';

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    pages: { type: 'string', default: '/,/terms,/product/1' },
    requests: { type: 'string', default: '300' },
    'signed-out': { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pinshop-alloc-'));
const database = values.pg
  ? await createDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  : null;
const entry = prepareShopRoot(path.join(tmp, 'shop'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const gcLog = path.join(tmp, 'gc.log');
const shop = spawn(process.execPath, [...serveNodeFlags(), '--trace-gc-nvp', entry], {
  cwd: path.join(tmp, 'shop'),
  env: {
    ...process.env,
    ...serveEnv(),
    ...adminEnv(),
    ...(database ? { DATABASE_URL: database.url } : {}),
    DATA_DIR: path.join(tmp, 'data'),
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
  },
  stdio: ['ignore', openSync(gcLog, 'w'), 'inherit'],
});

/** Bytes allocated and milliseconds paused over every collection so far. */
function collections() {
  let allocated = 0;
  let pausedMs = 0;
  for (const line of readFileSync(gcLog, 'utf8').split('\n')) {
    allocated += Number(/\ballocated=(\d+)/.exec(line)?.[1] ?? 0);
    pausedMs += Number(/\bpause=([\d.]+)/.exec(line)?.[1] ?? 0);
  }
  return { allocated, pausedMs };
}

try {
  for (let started = Date.now(); ;) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 60_000) throw new Error('the shop did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const customer = values['signed-out'] ? null : await customerSession(base, await adminSession(base));
  const headers = customer ? { cookie: customer.cookie() } : {};
  console.log(
    `${customer ? 'signed in' : 'signed out'}, ${database ? 'PostgreSQL' : 'PGlite'}, ${requests} requests a page`,
  );
  for (const page of values.pages.split(',')) {
    const get = () => fetch(base + page, { headers }).then((response) => response.arrayBuffer());
    for (let i = 0; i < 100; i += 1) await get();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = collections();
    for (let i = 0; i < requests; i += 1) await get();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = collections();
    const { rssMb } = await processStats(shop.pid);
    console.log(
      `${page.padEnd(16)} ${Math.round((after.allocated - before.allocated) / requests / 1024)} KB allocated a request, ` +
        `GC paused ${((after.pausedMs - before.pausedMs) / requests).toFixed(2)} ms a request, RSS ${rssMb} MB`,
    );
  }
} finally {
  shop.kill('SIGTERM');
  await new Promise((resolve) => shop.once('exit', resolve));
  await database?.drop();
  rmSync(tmp, { recursive: true, force: true });
}
