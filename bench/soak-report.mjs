// The soak's verdicts and bench/soak-report.md (bench/soak.mjs).
//
// "Flat": the samples are split in thirds (the first holds the start-up and warm-up); the last third's mean must
// stay within FLAT_RSS_RATIO of the second third's for RSS, and within FLAT_COUNT of it for open file descriptors
// and active handles. The heap used is a saw-tooth between collections (its mean follows how lazily V8 collects),
// so for the heap the floor of each third (its lowest sample, the nearest to the live data after a collection) must
// stay within FLAT_RSS_RATIO. A leak that adds a handle per checkout, or a few MB a minute, breaks these.
import { writeFileSync } from 'node:fs';
import os from 'node:os';

const FLAT_RSS_RATIO = 1.1;
const FLAT_COUNT = 5;
const TABLE_ROWS = 31;

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round1 = (value) => Math.round(value * 10) / 10;

/** The second and last thirds of the series (the first is warm-up). */
function thirds(samples) {
  const n = samples.length;
  return {
    second: samples.slice(Math.floor(n / 3), Math.floor((2 * n) / 3)),
    last: samples.slice(Math.floor((2 * n) / 3)),
  };
}

/** Least-squares slope of `field` over the samples' time, per minute (the second half: after warm-up). */
function slopePerMinute(samples, field) {
  const points = samples.slice(Math.floor(samples.length / 2)).filter((row) => row[field] != null);
  if (points.length < 2) return null;
  const mt = mean(points.map((row) => row.t));
  const mv = mean(points.map((row) => row[field]));
  const numerator = points.reduce((sum, row) => sum + (row.t - mt) * (row[field] - mv), 0);
  const denominator = points.reduce((sum, row) => sum + (row.t - mt) ** 2, 0);
  return denominator === 0 ? 0 : (numerator / denominator) * 60;
}

function flatness(samples, field, unit, kind, statistic = 'mean') {
  const { second, last } = thirds(samples);
  const values = (rows) => rows.map((row) => row[field]).filter((value) => value != null);
  if (values(second).length === 0 || values(last).length === 0) {
    return { name: `${field} flat`, pass: false, detail: 'not enough samples' };
  }
  const of = (rows) => (statistic === 'mean' ? mean(values(rows)) : Math.min(...values(rows)));
  const [a, b] = [of(second), of(last)];
  const limit = kind === 'ratio' ? a * FLAT_RSS_RATIO : a + FLAT_COUNT;
  const rule =
    kind === 'ratio'
      ? `≤ ${round1(limit)} ${unit} (+${Math.round((FLAT_RSS_RATIO - 1) * 100)} %)`
      : `≤ ${round1(limit)} (+${FLAT_COUNT})`;
  const slope = slopePerMinute(samples, field);
  return {
    name: `${field} flat`,
    pass: b <= limit,
    detail:
      `second third ${statistic} ${round1(a)} ${unit}, last third ${statistic} ${round1(b)} ${unit} ${rule}; ` +
      `slope over the second half ${slope == null ? 'n/a' : round1(slope)} ${unit}/min`,
  };
}

/** Every criterion with PASS/FAIL and its figures; `pass` when all pass. */
export function judge({ samples, end, counters, logErrors }) {
  const criteria = [
    {
      name: 'requests answered as intended',
      pass: end.failed === 0,
      detail:
        `${end.ok} as intended, ${end.failed} errors` +
        (counters.causes.size === 0
          ? ''
          : ` (${[...counters.causes].map(([cause, count]) => `${cause}: ${count}`).join(', ')})`),
    },
    {
      name: 'no server errors',
      pass: end.serverErrors === 0,
      detail: `${end.serverErrors} 5xx answers counted by the shop (pinshop_http_server_errors_total)`,
    },
    {
      name: 'webhooks taken',
      pass: end.webhooksRefused === 0 && end.webhooksOk > 0,
      detail: `${end.webhooksOk} PayPal webhook deliveries answered 2xx, ${end.webhooksRefused} refused`,
    },
    {
      name: 'checkouts completed',
      pass: end.checkouts > 0,
      detail: `${end.checkouts} paid orders (created, approved at the stand-in, captured)`,
    },
    {
      name: 'no error logged',
      pass: logErrors.length === 0,
      detail: `${logErrors.length} error or fatal lines in the shop's log`,
    },
    flatness(samples, 'rssMb', 'MB', 'ratio'),
    flatness(samples, 'heapMb', 'MB', 'ratio', 'floor'),
    flatness(samples, 'fds', 'fds', 'count'),
    flatness(samples, 'handles', 'handles', 'count'),
  ];
  return { criteria, pass: criteria.every((criterion) => criterion.pass) };
}

export function printVerdicts(result) {
  for (const criterion of result.criteria) {
    console.log(`${criterion.pass ? 'PASS' : 'FAIL'}  ${criterion.name.padEnd(31)} ${criterion.detail}`);
  }
  console.log(result.pass ? 'soak: PASS' : 'soak: FAIL');
}

/** Up to TABLE_ROWS rows of the series, evenly spread, always with the first and the last. */
function compact(samples) {
  if (samples.length <= TABLE_ROWS) return samples;
  const step = (samples.length - 1) / (TABLE_ROWS - 1);
  return Array.from({ length: TABLE_ROWS }, (_, index) => samples[Math.round(index * step)]);
}

export function writeSoakReport(file, { result, samples, end, counters, logErrors, config }) {
  const cell = (value) => (value == null ? 'n/a' : String(value));
  const seconds = end.t || 1;
  const lines = [
    '# Soak report',
    '',
    `Written by \`npm run bench:soak${config.usePg ? ' -- --pg' : ''}\` on ${new Date().toISOString()}: the built ` +
      `shop (production, ${config.usePg ? 'PostgreSQL' : 'PGlite'}) and the PayPal stand-in as their own processes, ` +
      `${config.seconds} s of traffic from ${config.users} virtual users (think time ${config.thinkMs.join('-')} ms, ` +
      `${Math.round(config.checkoutShare * 100)} % of visits pay), ${config.catalogue.browse.length} products browsed, ` +
      `${config.catalogue.buy.length} bought. Node ${process.version}, ${process.platform}, ${os.cpus().length} CPUs, ` +
      `load average ${config.loadAverage.map((load) => load[0].toFixed(1)).join(' at the start, ')} at the end ` +
      '(other work on the machine takes CPU from the shop: its admission control answers 503 when its event loop ' +
      'stalls, see PRESSURE_MAX_EVENT_LOOP_DELAY_MS). ' +
      (config.overrides.length === 0
        ? 'The shop ran with its production defaults.'
        : `The shop ran with ${config.overrides.map(([name, value]) => `${name}=${value}`).join(', ')}.`),
    '',
    `**${result.pass ? 'PASS' : 'FAIL'}**: ${end.ok + end.failed} requests (${Math.round((end.ok + end.failed) / seconds)}/s), ` +
      `${end.checkouts} checkouts, ${end.failed} errors.`,
    '',
    '| Criterion | Verdict | Figures |',
    '| --- | --- | --- |',
    ...result.criteria.map((c) => `| ${c.name} | ${c.pass ? 'PASS' : 'FAIL'} | ${c.detail} |`),
    '',
    'Flat: the last third of the samples against the second third (the first third holds the warm-up): the mean ' +
      `RSS within ${Math.round((FLAT_RSS_RATIO - 1) * 100)} %, the heap's floor (lowest sample, the nearest to the live ` +
      `data after a collection) within ${Math.round((FLAT_RSS_RATIO - 1) * 100)} %, the mean open file descriptors and ` +
      `active handles within +${FLAT_COUNT}. The slope is a least-squares fit over the second half of the samples.`,
    '',
    '## Requests',
    '',
    '| Kind | As intended | Errors | Mean ms | Max ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...[...counters.kinds.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, row]) => {
        const count = row.ok + row.failed;
        return `| ${kind} | ${row.ok} | ${row.failed} | ${Math.round(row.totalMs / count)} | ${Math.round(row.maxMs)} |`;
      }),
    '',
    '## Time series',
    '',
    'Shop process: RSS from /proc/PID/status, open fds from /proc/PID/fd, active handles and heap used from its ' +
      '/metrics (external: memory outside the V8 heap that V8 knows of); requests, errors and checkouts since the row before; outbox messages pending.',
    '',
    '| t (s) | RSS MB | Heap MB | External MB | fds | Handles | Requests | Errors | Checkouts | Outbox pending | Stand-in RSS MB |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...compact(samples).map((row, index, rows) => {
      const before = rows[index - 1] ?? { ok: 0, failed: 0, checkouts: 0 };
      return (
        `| ${row.t} | ${row.rssMb} | ${cell(row.heapMb)} | ${cell(row.externalMb)} | ${row.fds} | ${cell(row.handles)} | ` +
        `${row.ok + row.failed - before.ok - before.failed} | ${row.failed - before.failed} | ` +
        `${row.checkouts - before.checkouts} | ${cell(row.outboxPending)} | ${row.standInRssMb} |`
      );
    }),
  ];
  if (counters.errors.length > 0) {
    const shown = Math.min(20, counters.errors.length);
    lines.push(
      '',
      `## Errors (${shown === counters.errors.length ? 'all' : `first ${shown} of`} ${counters.errors.length})`,
      '',
    );
    for (const error of counters.errors.slice(0, 20)) lines.push(`- ${error.at} ${error.kind}: ${error.detail}`);
  }
  if (logErrors.length > 0) {
    const shown = Math.min(10, logErrors.length);
    lines.push(
      '',
      `## Errors in the shop's log (${shown === logErrors.length ? 'all' : `first ${shown} of`} ${logErrors.length})`,
      '',
    );
    for (const line of logErrors.slice(0, 10)) lines.push(`- \`${line.replace(/`/g, "'")}\``);
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
}
