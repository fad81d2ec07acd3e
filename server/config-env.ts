/**
 * The environment's variables as the shop reads them: one zod schema (server/config.ts reads process.env through it
 * and turns it into the Config the app uses).
 */
import { z } from 'zod';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An on/off variable: 1 or true, 0 or false. */
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback)
    .transform((value) => value === 'true' || value === '1');

export const envSchema = z.object({
  NODE_ENV: z.enum(NODE_ENVS).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(z.string().optional()),
  // Bounce and complaint webhooks: the shared secret of Postmark's and the plain JSON form (at least 24 characters),
  // and the Amazon SNS topic(s) whose signed SES notices are taken (comma-separated ARNs; unset: any topic).
  EMAIL_WEBHOOK_SECRET: optionalString.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
  SES_SNS_TOPIC_ARNS: optionalString,
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_ENV: optionalString.pipe(z.enum(['sandbox', 'live']).optional()),
  PAYPAL_WEBHOOK_ID: optionalString,
  /** Test mode: a stand-in running as its own process (npm run paypal:stand-in) instead of the one at /__paypal. */
  PAYPAL_STAND_IN_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // The payment reconciler: how often it runs, and how long a payment must have been quiet before it asks PayPal.
  RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // The job engine (server/jobs): how often each instance looks for due jobs.
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  PAYPAL_STAND_IN_FAULTS: flag('false'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  TRUST_PROXY: flag('false'),
  // Empty is unset, as .env.example leaves them: the owner's value in the admin's Settings, else the default.
  SHOP_NAME: optionalString.transform((value) => value ?? 'Pinshop Golf Pins'),
  SALES_EMAIL: optionalString.pipe(z.email().optional()).transform((value) => value ?? 'sales@pinshop.example'),
  SUPPORT_EMAIL: optionalString.pipe(z.email().optional()).transform((value) => value ?? 'support@pinshop.example'),
  SHOP_LOCATION: optionalString.transform((value) => value ?? 'Newport Beach, CA'),
  // Printed in every marketing e-mail (CAN-SPAM): without it, the shop's name and location.
  SHOP_POSTAL_ADDRESS: optionalString.pipe(z.string().max(300).optional()),
  // The shop's social profiles, shown in the footer (each hidden when unset) and named in its structured data.
  SOCIAL_INSTAGRAM_URL: optionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  SOCIAL_FACEBOOK_URL: optionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  SOCIAL_X_URL: optionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  SEED_DEMO: flag('true'),
  // V8's memory saver mode (server/memory-saver.ts): less memory, about twice the CPU a page. Off unless asked for.
  V8_MEMORY_SAVER: flag('false'),
  CAMPAIGN_RATE_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(10),
  // How often each instance looks for payment reminders that are due (modules/reminders).
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  // How often each instance looks for arrived orders whose buyer was not asked for a review yet (modules/reviews).
  REVIEW_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  // How often each instance looks for checkouts left at PayPal and quotes not paid to remind (modules/followups).
  FOLLOWUP_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  // How often each instance looks for tournament organisers whose calendar step is due (modules/tournaments).
  TOURNAMENT_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  // Admission control (plugins/under-pressure.ts, decision 032): past any of these limits, sampled once a second, the
  // shop answers 503 with Retry-After at once. The event loop's mean delay and its utilisation (0-1, 0 turns the
  // check off), the V8 heap in use (default: 90 % of the heap's limit), and the page renders worked on at once.
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  PRESSURE_MAX_HEAP_USED_MB: z.coerce.number().int().min(1).max(1_000_000).optional(),
  MAX_PAGE_RENDERS: z.coerce.number().int().min(1).max(100_000).default(200),
  /** Serves GET /metrics to a scraper sending `Authorization: Bearer <token>`; unset: no /metrics. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  ADMIN_USERNAME: optionalString.pipe(z.string().min(3, 'must be at least 3 characters').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  // The TOTP secret as authenticator apps take it; spaces and '=' padding are ignored (what normaliseBase32 drops).
  ADMIN_TOTP_SECRET: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => /^[A-Z2-7]{16,}$/.test(value.replace(/[\s=]+/g, '').toUpperCase()),
        'must be base32 (letters A-Z and digits 2-7) of at least 16 characters',
      )
      .optional(),
  ),
});

export type Env = z.input<typeof envSchema>;
