import { describe, expect, it } from 'vitest';
import type { JobRowDto } from '../../../../core/schemas/jobs';
import { canCancel, canRetry, progressWords, scheduleWords } from './job-words';

const job = (over: Partial<JobRowDto>): JobRowDto => ({
  id: 1,
  kind: 'import',
  title: 'Importing customers from shopify.csv',
  state: 'waiting',
  progress: null,
  attempts: 0,
  maxAttempts: 5,
  schedule: null,
  nextRunAt: null,
  lastError: null,
  finishedAt: null,
  updatedAt: '2026-06-01T12:00:00.000Z',
  ...over,
});

describe('the Jobs view words', () => {
  it('says a checkpoint and a schedule in words', () => {
    expect(progressWords({ row: 400, file: 'shopify.csv', parts: [1, 2] })).toBe('row: 400, file: shopify.csv');
    expect(progressWords(null)).toBeNull();
    expect(scheduleWords('every 2000')).toBe('every 2 seconds');
    expect(scheduleWords('every 60000')).toBe('every 1 minute');
    expect(scheduleWords('every 7200000')).toBe('every 2 hours');
    expect(scheduleWords('7 * * * *')).toBe('on the cron schedule 7 * * * *');
  });

  it('offers Retry for a failed job and Cancel for a one-off one not running', () => {
    expect(canRetry(job({ state: 'failed' }))).toBe(true);
    expect(canRetry(job({ state: 'waiting', lastError: 'Timed out' }))).toBe(true);
    expect(canRetry(job({ state: 'done' }))).toBe(false);
    expect(canCancel(job({ state: 'waiting' }))).toBe(true);
    expect(canCancel(job({ state: 'running' }))).toBe(false);
    expect(canCancel(job({ state: 'waiting', schedule: 'every 2000' }))).toBe(false);
  });
});
