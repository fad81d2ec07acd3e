/**
 * The only reader of process.env. One zod schema, one clear line per bad variable.
 * Defaults make `npm start` work on a laptop; production refuses unsafe values.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { SHIPPING_CENTS } from '../core/constants';
import { SHOP_PROFILE_ENV, SHOP_PROFILE_FIELDS, type ShopProfileField } from '../core/schemas/shop-profile';
import {
  generateStandInCredentials,
  loadOrCreateStandInCredentials,
  STAND_IN_WEBHOOK_ID,
} from './integrations/paypal/stand-in/credentials';

import { envSchema, type Env, type LOG_LEVELS, type NODE_ENVS } from './config-env';

export type { Env };

/** The shop's profiles on social sites (https URLs); one that is not configured is not shown. */
export interface SocialProfiles {
  instagram?: string;
  facebook?: string;
  x?: string;
}

export interface ShopIdentity {
  name: string;
  salesEmail: string;
  supportEmail: string;
  location: string;
  social?: SocialProfiles;
  /** The flat shipping of a catalogue order (the owner's Settings; core/constants SHIPPING_CENTS until saved). */
  shippingCents: number;
}

/** The shop as marketing e-mail names it: with the postal address every campaign message must carry. */
export interface MailingShop extends ShopIdentity {
  postalAddress: string;
}

export interface AdminSeed {
  username: string;
  email: string;
  password: string;
  /** ADMIN_TOTP_SECRET (base32): enrols the admin's second factor with it (provisioning, tests). */
  totpSecret?: string;
}

export interface Config {
  nodeEnv: (typeof NODE_ENVS)[number];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Shared rate-limit counters when several instances run; in-process counters without it. */
  redisUrl: string | undefined;
  publicUrl: string;
  /**
   * Signs the session cookie and the links we send (order status, prepared orders). When SESSION_SECRET is not
   * given this is a random placeholder for this process only: main.ts swaps in the one every instance shares
   * (`resolveSessionSecret`: in the database with DATABASE_URL, else DATA_DIR/session-secret).
   */
  sessionSecret: string;
  /** SESSION_SECRET was set, so nothing needs resolving at start. */
  sessionSecretGiven: boolean;
  /**
   * Real PayPal (sandbox or live) when credentials are set; otherwise test mode against the local stand-in,
   * mounted at /__paypal, which takes no real money.
   */
  paypal:
    | {
        mode: 'live' | 'sandbox';
        baseUrl: string;
        clientId: string;
        clientSecret: string;
        webhookId: string | undefined;
      }
    | {
        mode: 'test';
        /** The stand-in's OAuth client: generated once per DATA_DIR (DATA_DIR/paypal-stand-in.json). */
        clientId: string;
        clientSecret: string;
        webhookId: string;
        /** The stand-in's /__test switches exist: NODE_ENV=test or PAYPAL_STAND_IN_FAULTS=1. */
        testSwitches: boolean;
        /** PAYPAL_STAND_IN_URL: a stand-in of its own process; the shop then mounts none. */
        standInUrl: string | undefined;
      };
  /** RECONCILE_EVERY_SECONDS and RECONCILE_AFTER_SECONDS, in milliseconds. */
  reconcile: { everyMs: number; afterMs: number };
  /** JOB_POLL_MS: how often the job engine looks for due jobs. */
  jobs: { pollMs: number };
  /** Uploaded files: DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set. */
  storage:
    | { kind: 'local' }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean | undefined;
      };
  mail: {
    /** Without it, messages are written as .eml files in DATA_DIR/mail and kept in the outbox. */
    smtpUrl: string | undefined;
    from: string;
    /** MAIL_FROM was set: without it the sender follows the shop's name and sales address (services.ts). */
    fromGiven: boolean;
    /** Bounce webhooks: Postmark's and the plain JSON form's secret (unset: both refuse everything, 401). */
    webhookSecret: string | null;
    /** The SNS topics whose SES notices are taken; empty: any topic with a valid AWS signature. */
    snsTopicArns: string[];
  };
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /**
   * The shop's identity from the environment: the defaults of the admin's Settings (modules/settings/shop-profile.ts
   * decides what is in effect). A field whose variable is set (`shopSetByEnv`) wins over the owner's value.
   */
  shop: MailingShop;
  shopSetByEnv: readonly ShopProfileField[];
  /** SEED_DEMO (default on): a brand-new database starts with the demo catalogue, blog, codes and invoices. */
  seedDemo: boolean;
  /** V8_MEMORY_SAVER: the production server runs with V8's memory saver mode (server/memory-saver.ts). */
  memorySaver: boolean;
  /** E-mail campaigns: how many recipients are queued per second (CAMPAIGN_RATE_PER_SECOND). */
  campaigns: { ratePerSecond: number };
  /** Payment reminders: how often due ones are looked for (REMINDER_CHECK_SECONDS), in milliseconds. */
  reminders: { checkMs: number };
  /** Review requests: how often arrived orders are looked for (REVIEW_CHECK_SECONDS), in milliseconds. */
  reviews: { checkMs: number };
  /** Follow-ups: how often checkouts left and quotes not paid are looked for (FOLLOWUP_CHECK_SECONDS), in ms. */
  followups: { checkMs: number };
  /** The tournament calendar: how often due steps are looked for (TOURNAMENT_CHECK_SECONDS), in milliseconds. */
  tournaments: { checkMs: number };
  /** When the shop answers 503 "very busy" at once (PRESSURE_MAX_EVENT_LOOP_DELAY_MS and the three after it). */
  underPressure: {
    maxEventLoopDelayMs: number;
    /** 0: not checked. */
    maxEventLoopUtilization: number;
    maxHeapUsedBytes: number;
    maxPageRenders: number;
  };
  /** METRICS_TOKEN: the bearer token of GET /metrics; null serves no metrics. */
  metricsToken: string | null;
  admin: AdminSeed | undefined;
  /** Problems worth a log line that do not stop the start. */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MB = 1024 * 1024;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

/**
 * Parses the environment. Throws ConfigError with one line per problem.
 * `options.persistSecret` is false for tests that must not touch the disk: the PayPal stand-in's credentials are
 * then generated for this call only. (The session secret is never persisted here: see `sessionSecret`.)
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { persistSecret?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = env[name];
        const shown = name.includes('SECRET') || name.includes('PASSWORD') ? '(hidden)' : JSON.stringify(value);
        return `${name}: ${issue.message} (got ${shown})`;
      }),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const warnings: string[] = [];
  const isProduction = e.NODE_ENV === 'production';

  const adminParts = [e.ADMIN_USERNAME, e.ADMIN_EMAIL, e.ADMIN_PASSWORD];
  const adminGiven = adminParts.filter((part) => part !== undefined).length;
  if (adminGiven > 0 && adminGiven < 3) {
    problems.push('ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or none of them)');
  }
  if (e.ADMIN_TOTP_SECRET && adminGiven === 0) {
    problems.push('ADMIN_TOTP_SECRET needs ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD (it enrols that admin)');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const paypalParts = [e.PAYPAL_CLIENT_ID, e.PAYPAL_CLIENT_SECRET, e.PAYPAL_ENV];
  const paypalGiven = paypalParts.filter((part) => part !== undefined).length;
  if (paypalGiven > 0 && paypalGiven < 3) {
    problems.push(
      'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_ENV must be set together (or none of them: test mode)',
    );
  }
  if (paypalGiven === 0 && isProduction) {
    warnings.push(
      'PayPal test mode: no PAYPAL_* credentials, so checkout uses the local stand-in and takes no real payment',
    );
  }
  if (paypalGiven === 0 && e.PAYPAL_STAND_IN_FAULTS && e.NODE_ENV !== 'test') {
    warnings.push(
      'PAYPAL_STAND_IN_FAULTS is on: anyone who can reach the shop can approve, fail or delay its test payments at /__paypal/__test',
    );
  }
  if (paypalGiven === 3 && e.PAYPAL_STAND_IN_FAULTS) {
    warnings.push('PAYPAL_STAND_IN_FAULTS is ignored: real PayPal has no test switches');
  }
  if (paypalGiven === 3 && !e.PAYPAL_WEBHOOK_ID) {
    warnings.push(
      'PAYPAL_WEBHOOK_ID is not set: payment webhooks are refused, so a buyer who closes the tab is only caught by the reconciler',
    );
  }
  if (isProduction && e.PUBLIC_URL?.startsWith('http://') && !isLoopbackUrl(e.PUBLIC_URL)) {
    warnings.push(`PUBLIC_URL ${e.PUBLIC_URL} is not https: cookies are sent in the clear`);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/+$/, '');
  if (!isLoopbackHost(e.HOST) && !publicUrl.startsWith('https://')) {
    warnings.push(
      `listening on ${e.HOST} beyond loopback without an https PUBLIC_URL: put the shop behind TLS and set PUBLIC_URL=https://...`,
    );
  }
  // Not read or written here: the shared secret needs the database, which start-up opens after reading the config.
  const sessionSecret = e.SESSION_SECRET ?? randomBytes(32).toString('base64url');

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    sessionSecret,
    sessionSecretGiven: e.SESSION_SECRET !== undefined,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_ENV
        ? {
            mode: e.PAYPAL_ENV,
            baseUrl: e.PAYPAL_ENV === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com',
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            webhookId: e.PAYPAL_WEBHOOK_ID,
          }
        : {
            mode: 'test',
            ...(options.persistSecret === false
              ? generateStandInCredentials()
              : loadOrCreateStandInCredentials(dataDir)),
            webhookId: STAND_IN_WEBHOOK_ID,
            testSwitches: e.NODE_ENV === 'test' || e.PAYPAL_STAND_IN_FAULTS,
            standInUrl: e.PAYPAL_STAND_IN_URL,
          },
    reconcile: { everyMs: e.RECONCILE_EVERY_SECONDS * 1000, afterMs: e.RECONCILE_AFTER_SECONDS * 1000 },
    jobs: { pollMs: e.JOB_POLL_MS },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local' },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.SHOP_NAME} <${e.SALES_EMAIL}>`,
      fromGiven: e.MAIL_FROM !== undefined,
      webhookSecret: e.EMAIL_WEBHOOK_SECRET ?? null,
      snsTopicArns: (e.SES_SNS_TOPIC_ARNS ?? '')
        .split(',')
        .map((arn) => arn.trim())
        .filter(Boolean),
    },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    shop: {
      name: e.SHOP_NAME,
      salesEmail: e.SALES_EMAIL,
      supportEmail: e.SUPPORT_EMAIL,
      location: e.SHOP_LOCATION,
      social: {
        ...(e.SOCIAL_INSTAGRAM_URL ? { instagram: e.SOCIAL_INSTAGRAM_URL } : {}),
        ...(e.SOCIAL_FACEBOOK_URL ? { facebook: e.SOCIAL_FACEBOOK_URL } : {}),
        ...(e.SOCIAL_X_URL ? { x: e.SOCIAL_X_URL } : {}),
      },
      shippingCents: SHIPPING_CENTS,
      postalAddress: (e.SHOP_POSTAL_ADDRESS ?? `${e.SHOP_NAME}, ${e.SHOP_LOCATION}`).replace(/\s*[\r\n]+\s*/g, ', '),
    },
    shopSetByEnv: SHOP_PROFILE_FIELDS.filter((field) => (env[SHOP_PROFILE_ENV[field]] ?? '').trim() !== ''),
    seedDemo: e.SEED_DEMO,
    memorySaver: e.V8_MEMORY_SAVER,
    campaigns: { ratePerSecond: e.CAMPAIGN_RATE_PER_SECOND },
    reminders: { checkMs: e.REMINDER_CHECK_SECONDS * 1000 },
    reviews: { checkMs: e.REVIEW_CHECK_SECONDS * 1000 },
    followups: { checkMs: e.FOLLOWUP_CHECK_SECONDS * 1000 },
    tournaments: { checkMs: e.TOURNAMENT_CHECK_SECONDS * 1000 },
    underPressure: {
      maxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
      // 90 % of what V8 may use (`--max-old-space-size`, 384 MB in production): past it a render or an export would
      // soon run V8 out of memory, and the process with it.
      maxHeapUsedBytes: e.PRESSURE_MAX_HEAP_USED_MB
        ? e.PRESSURE_MAX_HEAP_USED_MB * MB
        : Math.floor(getHeapStatistics().heap_size_limit * 0.9),
      maxPageRenders: e.MAX_PAGE_RENDERS,
    },
    metricsToken: e.METRICS_TOKEN ?? null,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? {
            username: e.ADMIN_USERNAME,
            email: e.ADMIN_EMAIL,
            password: e.ADMIN_PASSWORD,
            ...(e.ADMIN_TOTP_SECRET ? { totpSecret: e.ADMIN_TOTP_SECRET } : {}),
          }
        : undefined,
    warnings,
  };
}

function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}
