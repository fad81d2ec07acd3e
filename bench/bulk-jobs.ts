// Imports and exports as jobs, by hand: the shop (PGlite in a data directory) with a generated Shopify export of ROWS
// rows posted to the import job's route, the job run to its end, then an export of every contact of today as a job.
// Prints each step's time and the process's peak RSS during it (Linux VmHWM, reset before each step), so running it
// with 20,000 and 100,000 rows shows whether the memory grows with the file.
//   [BENCH_DATABASE_URL=postgres://.../empty_db] ./pinshop exec -- node --expose-gc --import tsx bench/bulk-jobs.ts [ROWS=100000]
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { signInAdmin } from '../tests/helpers/admin';

const rows = Number(process.argv[2] ?? 100_000);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const peakMb = () => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024);
const resetPeak = () => writeFileSync('/proc/self/clear_refs', '5');

// BENCH_DATABASE_URL: a fresh database on a PostgreSQL server instead, whose memory is not this process's.
const database = process.env.BENCH_DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: mkdtempSync(path.join(os.tmpdir(), 'pinshop-bench-db-')) });
await migrateDatabase(database);
const config = loadConfig(
  {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pinshop-bench-')),
    SESSION_SECRET: 'bench-session-secret-of-at-least-32-chars',
    PUBLIC_URL: 'http://shop.test',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '60000',
    PRESSURE_MAX_HEAP_USED_MB: '100000',
  },
  { persistSecret: false },
);
const app = await buildApp({ config, database, pages: 'none' });
const admin = await signInAdmin({ app, database, close: async () => {} });

const lines = ['First Name,Last Name,Email,Accepts Email Marketing,Default Address Company,Phone'];
for (let i = 0; i < rows; i++) {
  lines.push(`First${i},Last${i},customer${i}@example.com,${i % 4 === 3 ? 'no' : 'yes'},Club ${i % 97},'+1555${i}`);
}
const csv = Buffer.from(lines.join('\n'));
lines.length = 0;
const boundary = 'bench-boundary';
const body = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="customers.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  ),
  csv,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
global.gc?.();
console.log(
  `file: ${rows} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB; RSS before: ${mb(process.memoryUsage.rss())} MB`,
);

const timed = async (label: string, step: () => Promise<string>) => {
  global.gc?.();
  console.log(
    `${label}: before it RSS ${mb(process.memoryUsage.rss())} MB, JS heap ${mb(process.memoryUsage().heapUsed)} MB`,
  );
  resetPeak();
  // The JavaScript heap apart: PGlite's WebAssembly memory grows with the database and is in the RSS too.
  let heapPeak = 0;
  const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 50);
  const started = performance.now();
  const what = await step();
  clearInterval(sampler);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${label}: ${what} in ${seconds} s; peak RSS ${peakMb()} MB, peak JS heap ${mb(heapPeak)} MB`);
};

let importUrl = '';
await timed('import request (202)', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/imports?kind=shopify',
    payload: body,
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  importUrl = res.json<{ statusUrl: string }>().statusUrl;
  return String(res.statusCode);
});
await timed('import job', async () => {
  await app.services.jobs.runDue();
  return JSON.stringify((await status<{ progress: object }>(importUrl)).progress);
});
const today = new Date().toISOString().slice(0, 10);
/** A status read, again after the 503 the admission control answers while the machine is loaded. */
async function status<T>(url: string): Promise<T> {
  for (;;) {
    const res = await app.inject({ url, headers: { cookie: admin } });
    if (res.statusCode !== 503) return res.json<T>();
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
let downloadUrl = '';
await timed('export job (contacts)', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/exports',
    payload: { kind: 'contacts', from: today, to: today },
    headers: { cookie: admin },
  });
  await app.services.jobs.runDue();
  const done = await status<{ rows: number; downloadUrl: string }>(res.json<{ statusUrl: string }>().statusUrl);
  downloadUrl = done.downloadUrl;
  return `${done.rows} rows`;
});
// app.inject holds the whole answer; a browser's download streams it.
await timed('download (held whole by inject)', async () => {
  const file = await app.inject({ url: downloadUrl, headers: { cookie: admin } });
  return `${(file.rawPayload.length / 1024 / 1024).toFixed(1)} MB`;
});
await app.close();
await database.close();
