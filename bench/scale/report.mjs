// bench/scale-report.md (and .json): the scale bench's figures beside their budgets, in the words an owner would use.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const SHOPPER_P99_BUDGET_MS = 250;
const mark = (ok) => (ok ? 'met' : '**not met**');
const n = (value) => (value == null ? 'n/a' : Number(value).toLocaleString('en-US'));

export function budgetsOf(r) {
  const rows = [];
  for (const row of [...r.lists, ...r.reports]) {
    rows.push({
      what: row.name,
      budget: `p95 <= ${row.budgetMs} ms`,
      figure: `${row.p95} ms`,
      ok: row.p95 <= row.budgetMs,
    });
  }
  const failed = (what, budget, run) => ({ what, budget, figure: `failed: ${run.error}`, ok: false });
  if (r.imported.error) rows.push(failed('Customer import', '<= 60 s', r.imported));
  else
    rows.push({
      what: `Import of ${n(r.imported.rows)} rows`,
      budget: '<= 60 s',
      figure: `${(r.imported.ms / 1000).toFixed(1)} s (${r.imported.status})`,
      ok: r.imported.status === 'done' && r.imported.ms <= r.imported.budgetMs,
    });
  if (r.exported.error) rows.push(failed('Order export', '<= 30 s', r.exported));
  else
    rows.push({
      what: `Export of ${n(r.exported.rows)} orders`,
      budget: '<= 30 s',
      figure: `${(r.exported.ms / 1000).toFixed(1)} s (${r.exported.status})`,
      ok: r.exported.status === 'done' && r.exported.ms <= r.exported.budgetMs,
    });
  const c = r.campaign;
  if (c.error) rows.push(failed('Campaign', 'steady rate, flat memory', c));
  const steady = c.minRate >= c.ratePerSecond * 0.8 && c.maxRate <= c.ratePerSecond * 1.2;
  const flat = c.rssLastMb - c.rssFirstMb <= 50;
  if (!c.error)
    rows.push({
      what: `Campaign to the ${n(c.recipients)} who opted in, at ${c.ratePerSecond}/s (e-mails handed to the mail server)`,
      budget: 'steady rate (within 20%), memory flat (within 50 MB)',
      figure: `${c.minRate}-${c.maxRate}/s, RSS ${c.rssFirstMb} -> ${c.rssLastMb} MB`,
      ok: steady && flat,
    });
  for (const phase of r.shopperPhases) {
    rows.push({
      what: `Shoppers' pages during: ${phase.phase}`,
      budget: `p99 <= ${SHOPPER_P99_BUDGET_MS} ms`,
      figure: `${Math.round(phase.p99)} ms (${n(phase.requests)} pages, ${phase.non2xx} not 2xx)`,
      ok: phase.p99 !== null && phase.p99 <= SHOPPER_P99_BUDGET_MS && phase.non2xx === 0,
    });
  }
  return rows;
}

export function writeScaleReport(r) {
  writeFileSync(path.join(here, '..', 'scale-report.json'), `${JSON.stringify(r, null, 2)}\n`);
  const budgets = budgetsOf(r);
  const met = budgets.filter((b) => b.ok).length;
  const lines = [
    '# Scale bench',
    '',
    `\`npm run bench:scale\` (bench/scale/run.mjs) on PostgreSQL, ${new Date().toISOString().slice(0, 16)} UTC, ` +
      `${r.cpus} cores, load ${r.load.join(' / ')} at the end, ${r.minutes} minutes in all` +
      (r.factor === 1 ? '.' : `, at ${r.factor} of the full size.`),
    '',
    `**${met} of ${budgets.length} budgets met.** Shoppers browsed ${r.shopperPages.join(', ')} at ` +
      `${r.shopperRate} pages a second over ${r.shopperConnections} connections the whole time; the shop's peak ` +
      `memory was ${r.rssPeakMb} MB; it started on the filled database in ${n(r.startMs)} ms and summed the year's ` +
      `analytics days (its roll-up at start) ${(r.rollUpMs / 1000).toFixed(1)} s after starting, before the ` +
      `measurements.`,
    '',
    '## The shop it ran on',
    '',
    '| Table | Rows |',
    '| --- | ---: |',
    ...Object.entries(r.rows).map(([table, count]) => `| ${table} | ${n(count)} |`),
    '',
    '## Budgets',
    '',
    '| What | Budget | Measured | |',
    '| --- | --- | --- | --- |',
    ...budgets.map((b) => `| ${b.what} | ${b.budget} | ${b.figure} | ${mark(b.ok)} |`),
    '',
    '## The admin requests',
    '',
    '| Request | p50 | p95 | max | bytes |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...[...r.lists, ...r.reports].map((x) => `| \`${x.path}\` | ${x.p50} | ${x.p95} | ${x.max} | ${n(x.bytes)} |`),
    '',
    `Each request ${r.lists[0]?.times ?? 40} times, two at once, after three warm-ups, with the admin's session.`,
    '',
    '## The campaign, 10 s at a time',
    '',
    '| After | Sent a second | Shop RSS |',
    '| ---: | ---: | ---: |',
    ...(r.campaign.windows ?? []).map((w) => `| ${(w.atMs / 1000).toFixed(0)} s | ${w.perSecond} | ${w.rssMb} MB |`),
    '',
    '## Filling the database',
    '',
    ...r.seedTimings.map((t) => `- ${t.step}: ${n(t.ms)} ms`),
    '',
  ];
  writeFileSync(path.join(here, '..', 'scale-report.md'), lines.join('\n'));
  console.log(`bench/scale-report.md: ${met} of ${budgets.length} budgets met`);
}
