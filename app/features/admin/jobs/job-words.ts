/** The Jobs view's words for what the engine keeps: progress, attempts, the schedule. */
import type { JobRowDto } from '../../../../core/schemas/jobs';

/** A saved checkpoint in words ("row: 400, file: shopify.csv"); null when there is none. */
export function progressWords(progress: JobRowDto['progress']): string | null {
  if (!progress) return null;
  const parts = Object.entries(progress)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([name, value]) => `${name}: ${String(value)}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** "every 2 seconds", "every 5 minutes", or the cron expression as written. */
export function scheduleWords(schedule: string | null): string | null {
  if (!schedule) return null;
  const every = /^every (\d+)$/.exec(schedule);
  if (!every) return `on the cron schedule ${schedule}`;
  const ms = Number(every[1]);
  if (ms % 3_600_000 === 0) return `every ${ms / 3_600_000} hour${ms === 3_600_000 ? '' : 's'}`;
  if (ms % 60_000 === 0) return `every ${ms / 60_000} minute${ms === 60_000 ? '' : 's'}`;
  if (ms % 1_000 === 0) return `every ${ms / 1_000} second${ms === 1_000 ? '' : 's'}`;
  return `every ${ms} ms`;
}

export function canRetry(job: JobRowDto): boolean {
  return job.state === 'failed' || (job.state === 'waiting' && job.lastError !== null);
}

export function canCancel(job: JobRowDto): boolean {
  return job.schedule === null && (job.state === 'waiting' || job.state === 'failed');
}
