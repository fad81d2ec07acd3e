// The bench's report: each shop figure beside its reference and its budget (bench/budgets.mjs). A run writes its
// database's figures to bench/report-pglite.json or bench/report-postgresql.json; bench/report.md shows the latest run
// on each database, PGlite first.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { comparisons, kb } from './budgets.mjs';
import { round } from './measure.mjs';

const dir = import.meta.dirname;

const ratio = (a, b) => (a == null || !b ? null : round(a / b, 2));

const met = (value) => (value === true ? 'met' : value === false ? '**not met**' : '');
const table = (head, rows) => [
  `| ${head.join(' | ')} |`,
  `| ${head.map(() => '---').join(' | ')} |`,
  ...rows.map((r) => `| ${r.join(' | ')} |`),
];

function loadRows(results) {
  const rows = [
    ...Object.values(results.references).map((row) => ['', row]),
    ...Object.values(results.api).map((row) => ['', row]),
    ...results.pageRuns.flatMap((run) => run.rows.map((row) => [String(run.run), row])),
  ];
  return rows
    .filter(([, row]) => row)
    .map(([run, r]) => [
      r.server,
      r.name,
      run,
      r.rps,
      r.p50,
      r.p99,
      r.non2xx,
      r.errors,
      r.timeouts,
      r.cpuMsPerRequest ?? 'n/a',
      r.rssMb,
    ]);
}

/** The mixed run: shoppers' traffic while the heavy moments happen, and the event loop's longest stall. */
function mixedLines(mixed) {
  if (!mixed) return [];
  const { took, stalls } = mixed.heavy;
  const heavy = Object.entries(took).map(([moment, ms]) => `${moment} ${ms} ms, longest stall ${stalls[moment]} ms`);
  return [
    '### Mixed run',
    '',
    `${mixed.connections} connections for ${mixed.seconds} s going through /, /wholesale, /product/1, /api/products and ` +
      `a cart write in turn, while one client, 2 s in, reads a blog post for the first time, signs in as the admin ` +
      `(password and second factor) and opens the admin, pays a custom order's deposit through the stand-in, uploads ` +
      `a proof PDF of 300,000 line operators and imports 10,000 customers (${heavy.join('; ')}). Longest event-loop ` +
      `stall ${mixed.eventLoopMaxMs} ms (prom-client's monitorEventLoopDelay, read and reset at the start and the end); ` +
      `${mixed.rps} req/s served, p50 ${mixed.p50} ms, p99 ${mixed.p99} ms, non-2xx ${mixed.non2xx}, errors ` +
      `${mixed.errors}, time-outs ${mixed.timeouts}.`,
    '',
  ];
}

export function markdown(results, list) {
  const { meta } = results;
  const lines = [
    `## ${meta.database} (${meta.date})`,
    '',
    `${meta.cores} cores (${meta.cpu}), Node ${meta.node}; autocannon on loopback with ${meta.connections} connections, ` +
      `${meta.warmupSeconds} s warm-up, ${meta.seconds} s measured per scenario; the shop and the reference servers ` +
      `each in its own process, measured one at a time. Load average (1, 5, 15 min) ${meta.loadAverage.start.join(' ')} ` +
      `at the start, ${meta.loadAverage.end.join(' ')} at the end: figures from a busy machine are noisy. ` +
      `Command: \`${meta.command}\`.`,
    '',
    `Budgets met: ${list.filter((c) => c.met === true).length} of ${list.filter((c) => c.met !== null).length}.`,
    '',
    '### Each figure beside its reference and budget',
    '',
    ...table(
      ['measure', 'pinshop', 'reference, same run', 'ratio', 'budget', ''],
      list.map((c) => [c.measure, c.shop, c.reference, c.ratio == null ? '' : `${c.ratio}x`, c.target, met(c.met)]),
    ),
    '',
    `### Throughput, latency, CPU (${meta.connections} connections)`,
    '',
    "req/s counts 2xx answers; p50/p99 over every answer; CPU ms/req = the server process's utime+stime over the " +
      'measured window (/proc/PID/stat) / 2xx answers; RSS after the scenario (/proc/PID/status VmRSS). The page ' +
      'runs (skeleton and shop pages) repeat three times; the budgets above use the median run of each.',
    '',
    ...table(
      [
        'server',
        'scenario',
        'run',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'errors',
        'time-outs',
        'CPU ms/req',
        'RSS MB',
      ],
      loadRows(results),
    ),
    '',
    `Shop RSS: ${results.rss.idleMb} MB after start, ${results.rss.beforePagesMb} MB before the page runs, ` +
      `${results.rss.afterRuns.join(' / ')} MB after each page run` +
      (results.rss.afterHeavyMb === undefined ? '.' : `, ${results.rss.afterHeavyMb} MB after the heavy moments.`),
    '',
    ...mixedLines(results.mixed),
    `### Overload (latency of the requests served, 2xx; shed = 503 with Retry-After)`,
    '',
    'Budget: p99 of the served requests under 1 s and no time-outs.',
    '',
    ...table(
      ['scenario', 'connections', 'served req/s', 'p50 ms', 'p99 ms', 'shed', 'errors', 'time-outs', ''],
      results.overload.map((r) => [
        r.name,
        r.connections,
        r.servedPerSecond,
        r.p50,
        r.p99,
        r.shed,
        r.errors,
        r.timeouts,
        met(r.servedPerSecond > 0 && r.p99 < 1000 && r.timeouts === 0),
      ]),
    ),
    '',
    '### JavaScript on first load (gzip level 6, every script the page loads and their static imports)',
    '',
  ];
  const js = results.jsBytes;
  if (js.pages) {
    lines.push(
      ...table(
        ['page', 'files', 'gzip', 'vs skeleton', 'largest chunk'],
        [js.skeleton, ...js.pages].map((p, i) => [
          i === 0 ? `skeleton ${p.path}` : p.path,
          p.files,
          kb(p.gzipBytes),
          i === 0 ? '' : `${ratio(p.gzipBytes, js.skeleton.gzipBytes)}x`,
          `${p.largestChunk.url} ${kb(p.largestChunk.gzipBytes)}`,
        ]),
      ),
    );
  } else lines.push(`Not measured: ${js.reason}.`);
  lines.push('', '### Lighthouse 12 (mobile, simulated throttling; median of the runs)', '');
  const lh = results.lighthouse;
  if (lh.pages) {
    lines.push(
      ...table(
        [
          'page',
          'runs',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'LCP ms',
          'TBT ms',
          'CLS',
          'failing audits',
        ],
        lh.pages.map((p) => [
          p.path,
          p.runs,
          p.performance,
          p.accessibility,
          p.bestPractices,
          p.path === '/checkout' ? `${p.seo} (${p.seoExceptNoindex} without the noindex audit)` : p.seo,
          p.lcpMs,
          p.tbtMs,
          p.cls,
          (p.failingAudits ?? []).join(', '),
        ]),
      ),
    );
  } else lines.push(`Not measured: ${lh.reason}.`);
  lines.push('', '### How', '', ...meta.notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}

/** The JSON file of a run on `database` (results.meta.database: 'PGlite' or 'PostgreSQL'). */
const jsonFileOf = (database) => path.join(dir, `report-${database.toLowerCase()}.json`);

/** bench/report.md: the latest run on each database that has one (its JSON file), PGlite first. */
function combinedMarkdown() {
  const runs = ['PGlite', 'PostgreSQL']
    .filter((database) => existsSync(jsonFileOf(database)))
    .map((database) => JSON.parse(readFileSync(jsonFileOf(database), 'utf8')));
  const summary = runs.map((run) => {
    const judged = run.comparisons.filter((c) => c.met !== null);
    return `- ${run.meta.database} (${run.meta.date}): ${judged.filter((c) => c.met).length} of ${judged.length} ${run.mixed ? 'budgets met' : 'targets of the earlier ratio scheme met (run before the budgets)'}.`;
  });
  return [
    '# Benchmark',
    '',
    'The latest `npm run bench` on each database: PGlite (the default) and PostgreSQL (`npm run bench -- --pg`). ' +
      'Each run writes its own figures (bench/report-pglite.json, bench/report-postgresql.json) and this file from both.',
    '',
    ...summary,
    '',
    ...runs.map((run) => markdown(run, run.comparisons)),
  ].join('\n');
}

/** Writes this run's JSON (formatted as `npm run lint` checks it), then bench/report.md; returns the comparisons. */
export async function writeReport(results) {
  const list = comparisons(results);
  const jsonFile = jsonFileOf(results.meta.database);
  const json = JSON.stringify({ ...results, comparisons: list });
  const options = (await prettier.resolveConfig(jsonFile)) ?? {};
  writeFileSync(jsonFile, await prettier.format(json, { ...options, filepath: jsonFile }));
  writeFileSync(path.join(dir, 'report.md'), combinedMarkdown());
  return list;
}
