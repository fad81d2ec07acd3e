import { z } from 'zod';
import { nextCursorField, pageQueryFields } from '../cursor';

/** The Jobs view's lists: what runs now, what waits, what failed (the dead letter), what ended lately. */
export const JOB_LISTS = ['running', 'waiting', 'failed', 'done'] as const;
export type JobList = (typeof JOB_LISTS)[number];

export const JOB_MESSAGES = {
  notFound: 'This job does not exist.',
  notRetryable: 'Only a failed job, or one waiting after an error, can be retried.',
  notCancellable: 'Only a job that is waiting or failed can be cancelled.',
  repeating: 'This job repeats for as long as the shop runs: it cannot be cancelled.',
  duplicate: 'A job like this one is already waiting or running.',
} as const;

export const jobListQuerySchema = z.object({
  list: z.enum(JOB_LISTS).default('running'),
  ...pageQueryFields(25),
});

export const jobIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const jobRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** In plain words: "Sending campaign 'Spring sale'". */
  title: z.string(),
  state: z.enum(['waiting', 'running', 'done', 'failed', 'cancelled']),
  /** The handler's saved progress, when it has any. */
  progress: z.record(z.string(), z.unknown()).nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** "every 2000" or a cron expression, for a job that repeats. */
  schedule: z.string().nullable(),
  /** When it runs next (waiting), or when its lease ends (running). */
  nextRunAt: z.string().nullable(),
  lastError: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type JobRowDto = z.infer<typeof jobRowSchema>;

export const jobPageSchema = z.object({ rows: z.array(jobRowSchema), nextCursor: nextCursorField });
export type JobPage = z.infer<typeof jobPageSchema>;
