// The owner's long runs in the scale bench, driven over HTTP as the admin's pages drive them: a customer import and a
// bulk export as background jobs (started, then followed to the end), and a campaign's first minute.
import { processStats } from '../servers.mjs';
import { followJob } from '../workloads.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Shopify customer export of `rows` customers (one in 500 malformed), imported as the admin's page imports it. */
export async function importRun(admin, rows) {
  const lines = ['First Name,Last Name,Email,Accepts Email Marketing,Default Address Company'];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      i % 500 === 499
        ? `Broken,${i},not-an-address,yes,`
        : `Golfer,${i},golfer.${i}@import.scale.example,${i % 2 ? 'yes' : 'no'},`,
    );
  }
  const file = lines.join('\n');
  const form = new FormData();
  form.append('csvFile', new Blob([file], { type: 'text/csv' }), 'customers_export.csv');
  const startedAt = performance.now();
  const response = await admin.call('POST', '/api/admin/imports?kind=shopify', form);
  const accepted = await response.json();
  if (response.status !== 202) throw new Error(`import: ${response.status} ${JSON.stringify(accepted).slice(0, 300)}`);
  const answeredMs = Math.round(performance.now() - startedAt);
  const { job, ms } = await followJob(admin, accepted, startedAt);
  console.log(`import of ${rows} rows: answered in ${answeredMs} ms, ${job.state} after ${ms} ms`);
  return {
    rows,
    bytes: file.length,
    answeredMs,
    ms,
    status: job.state,
    progress: job.progress ?? null,
    budgetMs: 60_000,
  };
}

/** Every order of the period as CSV, exported to storage and downloaded by its signed link. */
export async function exportRun(admin, period) {
  const startedAt = performance.now();
  const response = await admin.call('POST', '/api/admin/exports', { kind: 'orders', ...period });
  const accepted = await response.json();
  if (response.status !== 202) throw new Error(`export: ${response.status} ${JSON.stringify(accepted).slice(0, 300)}`);
  const answeredMs = Math.round(performance.now() - startedAt);
  const { job, ms } = await followJob(admin, accepted, startedAt);
  const link = job.downloadUrl;
  let bytes = null;
  let lines = null;
  if (link) {
    const download = await admin.call('GET', link);
    const body = Buffer.from(await download.arrayBuffer());
    bytes = body.length;
    lines = body.toString('utf8').split('\n').filter(Boolean).length - 1;
  }
  const totalMs = Math.round(performance.now() - startedAt);
  console.log(`export of orders: answered in ${answeredMs} ms, ${job.state} after ${ms} ms, ${lines} rows`);
  return { answeredMs, ms, totalMs, status: job.state, rows: lines, bytes, budgetMs: 30_000 };
}

/**
 * A marketing campaign to every contact who opted in, at the shop's 50 a second, for `seconds`: how many were queued
 * and sent in each 10 s window and the shop's memory meanwhile; then cancelled (the rest are never sent).
 */
export async function campaignRun(admin, pid, seconds) {
  const { campaign } = await admin.json('POST', '/api/send-marketing-email', {
    subject: 'Spring tournament pins',
    content: '<p>New colours for the season. Reply to order.</p>',
  });
  const windows = [];
  const begin = performance.now();
  let last = { atMs: 0, done: 0 };
  while (performance.now() - begin < seconds * 1000) {
    await sleep(10_000);
    const { campaign: now } = await admin.json('GET', `/api/admin/campaigns/${campaign.id}`);
    const atMs = Math.round(performance.now() - begin);
    const done = now.counts.sent + now.counts.failed + now.counts.skipped;
    const { rssMb } = await processStats(pid);
    windows.push({ atMs, perSecond: Math.round(((done - last.done) / (atMs - last.atMs)) * 10_000) / 10, rssMb, done });
    last = { atMs, done };
  }
  const { campaign: end } = await admin.json('GET', `/api/admin/campaigns/${campaign.id}`);
  await admin.json('POST', `/api/admin/campaigns/${campaign.id}/cancel`);
  const rates = windows.slice(1).map((w) => w.perSecond);
  console.log(`campaign: ${end.counts.total} recipients, rates ${rates.join(', ')} a second`);
  return {
    recipients: end.counts.total,
    ratePerSecond: end.ratePerSecond,
    windows,
    minRate: Math.min(...rates),
    maxRate: Math.max(...rates),
    rssFirstMb: windows[0]?.rssMb ?? null,
    rssLastMb: windows.at(-1)?.rssMb ?? null,
  };
}
