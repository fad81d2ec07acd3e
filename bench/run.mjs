// npm run bench: starts the built server (production, fresh PGlite data dir) and measures the hot paths with
// autocannon over loopback. Writes bench/last-report.md. Numbers are for comparison between commits on the same
// machine, not absolute figures. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Overload: more connections than the shop serves in time; it should shed (503 + Retry-After), not queue for seconds.
const OVERLOAD_CONNECTIONS = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 50);

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(base) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become ready');
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['build/server/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const sessionId = randomBytes(16).toString('base64url');
const scenarios = [
  { name: 'GET /api/products', request: { path: '/api/products' } },
  { name: 'GET /api/products/1', request: { path: '/api/products/1' } },
  { name: 'GET /api/cart', request: { path: '/api/cart', headers: { 'x-session-id': sessionId } } },
  { name: 'GET / (SSR)', request: { path: '/' } },
  { name: 'GET /wholesale (SSR)', request: { path: '/wholesale' } },
  { name: 'GET /product/1 (SSR)', request: { path: '/product/1' } },
  { name: 'GET /blog (SSR)', request: { path: '/blog' } },
];

/** p-th percentile of sorted numbers. */
function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `scenario` at OVERLOAD_CONNECTIONS: the latency of the requests served (2xx), apart from those shed (503). */
async function overload(scenario) {
  const served = [];
  let shed = 0;
  let other = 0;
  const instance = autocannon({
    url: base,
    duration: DURATION,
    connections: OVERLOAD_CONNECTIONS,
    timeout: 10,
    requests: [scenario.request],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) served.push(responseTime);
    else if (statusCode === 503) shed += 1;
    else other += 1;
  });
  const result = await instance;
  served.sort((a, b) => a - b);
  return {
    name: `${scenario.name} x${OVERLOAD_CONNECTIONS}`,
    servedPerSecond: Math.round(served.length / DURATION),
    p50: Math.round(percentile(served, 50)),
    p99: Math.round(percentile(served, 99)),
    shed,
    errors: other + result.errors,
    timeouts: result.timeouts,
  };
}

try {
  await waitReady(base);
  const rows = [];
  for (const scenario of scenarios) {
    // Warm up (JIT, caches), then measure.
    await autocannon({ url: base, duration: 2, connections: CONNECTIONS, requests: [scenario.request] });
    const result = await autocannon({
      url: base,
      duration: DURATION,
      connections: CONNECTIONS,
      requests: [scenario.request],
    });
    const row = {
      name: scenario.name,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
    rows.push(row);
    console.log(
      `${row.name.padEnd(26)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}`,
    );
  }
  const overloadRows = [];
  for (const scenario of scenarios.filter((s) =>
    ['GET /api/products', 'GET / (SSR)', 'GET /wholesale (SSR)'].includes(s.name),
  )) {
    const row = await overload(scenario);
    overloadRows.push(row);
    console.log(
      `${row.name.padEnd(30)} served ${row.servedPerSecond} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  shed ${row.shed}  errors ${row.errors}  time-outs ${row.timeouts}`,
    );
  }
  const report = [
    `# Benchmark (${new Date().toISOString()})`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, PGlite, ${CONNECTIONS} connections, ${DURATION} s per scenario, loopback.`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
    '',
    `Overload: ${OVERLOAD_CONNECTIONS} connections, ${DURATION} s; latency of the requests served (2xx); shed = 503 with Retry-After.`,
    '',
    '| scenario | served req/s | p50 ms | p99 ms | shed | errors | time-outs |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...overloadRows.map(
      (r) => `| ${r.name} | ${r.servedPerSecond} | ${r.p50} | ${r.p99} | ${r.shed} | ${r.errors} | ${r.timeouts} |`,
    ),
    '',
  ].join('\n');
  writeFileSync('bench/last-report.md', report);
  if (rows.some((r) => r.errors > 0) || overloadRows.some((r) => r.errors > 0 || r.timeouts > 0)) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
