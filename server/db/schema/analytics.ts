import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { ANALYTICS_DIMENSIONS, ANALYTICS_EVENT_NAMES, DEVICE_CLASSES } from '../../../core/schemas/analytics';
import { createdAt, oneOf, timestamptz } from './columns';

export const analyticsEventNames = ANALYTICS_EVENT_NAMES;
export const deviceClasses = DEVICE_CLASSES;
export const analyticsDimensions = ANALYTICS_DIMENSIONS;

/**
 * The salt of each UTC day: a visitor is sha256(salt + address + user agent), so the same person gets another hash
 * tomorrow. Only today's salt is kept (older ones are deleted), so a hash cannot be recomputed afterwards.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/**
 * Raw events from the browser, summed per day into analytics_daily once the day is over and kept 13 months. No address, no user, no
 * cookie: the visitor hash is only comparable within its day.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
    name: text('name', { enum: analyticsEventNames }).notNull(),
    /** designer_step: the step reached (1-5); null for every other event. */
    step: smallint('step'),
    path: text('path').notNull(),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    device: text('device', { enum: deviceClasses }).notNull(),
    /** ISO 3166-1 alpha-2 from the proxy's country header, when there is one. */
    country: text('country'),
    visitorHash: text('visitor_hash').notNull(),
    /** Sent while the shop ran in PayPal test mode: never mixed with a live shop's numbers. */
    testMode: boolean('test_mode').notNull().default(false),
    props: jsonb('props').$type<Record<string, string | number | boolean>>().notNull().default({}),
  },
  (t) => [
    check('analytics_events_name_check', oneOf(t.name, analyticsEventNames)),
    check('analytics_events_device_check', oneOf(t.device, deviceClasses)),
    check(
      'analytics_events_step_check',
      sql`(${t.name} = 'designer_step') = (${t.step} is not null) and (${t.step} is null or ${t.step} between 1 and 5)`,
    ),
    check('analytics_events_country_check', sql`${t.country} is null or ${t.country} ~ '^[A-Z]{2}$'`),
    index('analytics_events_occurred_at_idx').on(t.occurredAt),
    index('analytics_events_name_occurred_at_idx').on(t.name, t.occurredAt),
  ],
);

/**
 * Each UTC day once it is over (modules/analytics/analytics-rollup.ts), per event (and designer step) and one
 * breakdown (`dimension` = value); the report reads these for the summed days and raw events only after them:
 * `visitors` counts distinct hashes of that day, so every number of the panel reads the same before and after.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name', { enum: analyticsEventNames }).notNull(),
    step: smallint('step').notNull().default(0),
    dimension: text('dimension', { enum: analyticsDimensions }).notNull(),
    value: text('value').notNull().default(''),
    testMode: boolean('test_mode').notNull().default(false),
    events: integer('events').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.name, t.step, t.dimension, t.value, t.testMode] }),
    check('analytics_daily_name_check', oneOf(t.name, analyticsEventNames)),
    check('analytics_daily_dimension_check', oneOf(t.dimension, analyticsDimensions)),
    check('analytics_daily_counts_check', sql`${t.events} >= 0 and ${t.visitors} >= 0`),
  ],
);

/**
 * Browser events not stored because a budget was spent (the shop's daily budget, or one visitor's): how many, per
 * UTC day, so the admin's analytics says what it does not count.
 */
export const analyticsDropped = pgTable(
  'analytics_dropped',
  {
    day: date('day', { mode: 'string' }).notNull(),
    testMode: boolean('test_mode').notNull().default(false),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.testMode] }), check('analytics_dropped_events_check', sql`${t.events} >= 0`)],
);

export type AnalyticsEvent = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
