// The Shopify customer import of a large file, by hand: the shop (PGlite in a data directory, as a fresh install has it) on a
// free port, a generated export of ROWS rows posted to it while another client asks for /api/products every 200 ms.
// Prints the import's time and answer, the slowest of those other answers, the event loop's longest stall and the
// process's peak RSS; then the time of the customers export.
//   ./pinshop exec -- tsx bench/csv-import.ts [ROWS=100000]
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDemoData } from '../server/db/seed/seed';
import { signInAdmin } from '../tests/helpers/admin';

const rows = Number(process.argv[2] ?? 100_000);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const database = await openDatabase({
  kind: 'pglite',
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'pinshop-bench-db-')),
});
await migrateDatabase(database);
await seedDemoData(database.db);
const config = loadConfig(
  {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pinshop-bench-')),
    SESSION_SECRET: 'bench-session-secret-of-at-least-32-chars',
    PUBLIC_URL: 'http://shop.test',
    // Measured, not refused: the admission control's 503s would hide how long the other requests waited.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '60000',
  },
  { persistSecret: false },
);
const app = await buildApp({ config, database, pages: 'none' });
const admin = await signInAdmin({ app, database, close: async () => {} });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

// Shopify's columns for the fields the import reads; about 80 bytes a row, so 100,000 rows fit the 10 MB limit.
const lines = ['First Name,Last Name,Email,Accepts Email Marketing,Default Address Company,Phone'];
for (let i = 0; i < rows; i++) {
  lines.push(`First${i},Last${i},customer${i}@example.com,${i % 4 === 3 ? 'no' : 'yes'},Club ${i % 97},'+1555${i}`);
}
const csv = lines.join('\n');
console.log(
  `file: ${rows} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB; RSS before: ${mb(process.memoryUsage.rss())} MB`,
);

const form = new FormData();
form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'customers_export.csv');
const loop = monitorEventLoopDelay({ resolution: 10 });
// The peak RSS of the import alone: Linux resets the process's high-water mark (VmHWM) when 5 is written here.
writeFileSync('/proc/self/clear_refs', '5');
// The longest gap between the turns of a 10 ms timer: how long the loop was held at once, seen from inside.
let lastTick = performance.now();
let longestGap = 0;
const ticker = setInterval(() => {
  const now = performance.now();
  longestGap = Math.max(longestGap, now - lastTick);
  lastTick = now;
}, 10);
let importing = true;
let slowest = 0;
let answered = 0;
const other = (async () => {
  while (importing) {
    const started = performance.now();
    const res = await fetch(`${base}/api/products`);
    await res.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
    answered++;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
})();
const started = performance.now();
const res = await fetch(`${base}/api/import-customers`, { method: 'POST', body: form, headers: { cookie: admin } });
const answer = (await res.json()) as { result?: { imported: number; skipped: number; duplicates: number } };
const seconds = (performance.now() - started) / 1000;
importing = false;
clearInterval(ticker);
longestGap = Math.max(longestGap, performance.now() - lastTick);
await other;
loop.disable();
const { imported, skipped, duplicates } = answer.result ?? {};
console.log(
  `import: ${res.status} in ${seconds.toFixed(1)} s; imported ${imported}, skipped ${skipped}, duplicates ${duplicates}`,
);
console.log(`GET /api/products meanwhile: ${answered} answers, slowest ${Math.round(slowest)} ms`);
console.log(
  `event loop: longest stall ${Math.round(loop.max / 1e6)} ms (monitorEventLoopDelay), ${Math.round(longestGap)} ms (10 ms timer)`,
);
const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
console.log(`RSS during the import: peak ${Math.round(peakKb / 1024)} MB`);

const exportStarted = performance.now();
const exported = await fetch(`${base}/api/export-customers-csv`, { headers: { cookie: admin } });
const text = await exported.text();
const exportSeconds = ((performance.now() - exportStarted) / 1000).toFixed(1);
console.log(`export: ${exported.status}, ${text.split('\r\n').length - 2} rows in ${exportSeconds} s`);
await app.close();
await database.close();
