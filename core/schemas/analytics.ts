import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------------
// First-party analytics: events the browser sends to POST /api/analytics/events and the admin's
// Analytics panel (GET /api/admin/analytics). No cookie, no stored address: a visitor is a daily-salted hash.

/**
 * What the browser may report. `submit_quote_request` and `quote_request_success` are the spec's names
 * (shopper-spec "analytics"); payments, proofs and signups are read from their own tables, never sent.
 */
export const ANALYTICS_EVENT_NAMES = [
  'pageview',
  'submit_quote_request',
  'quote_request_success',
  'add_to_cart',
  'begin_checkout',
  'designer_step',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The roll-up's breakdowns: one row per day, event and value of each. */
export const ANALYTICS_DIMENSIONS = ['total', 'path', 'referrer', 'campaign', 'device', 'country'] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

export const DESIGNER_STEPS = 5;
/** Events per request and the longest period the panel reads. */
export const ANALYTICS_MAX_BATCH = 20;
export const ANALYTICS_MAX_DAYS = 400;

const text = (max: number) => z.string().trim().min(1).max(max);

export const analyticsEventSchema = z
  .object({
    name: z.enum(ANALYTICS_EVENT_NAMES),
    /** The page's path (query and hash are dropped by the server). */
    path: z.string().max(500).startsWith('/', 'path must start with /'),
    /** document.referrer: only its host is kept, and only when it is another site. */
    referrer: z.string().max(1000).optional(),
    utmSource: text(100).optional(),
    utmMedium: text(100).optional(),
    utmCampaign: text(100).optional(),
    /** designer_step only: the step reached, 1-5. */
    step: z.number().int().min(1).max(DESIGNER_STEPS).optional(),
    props: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  })
  .strict()
  .refine((event) => (event.name === 'designer_step') === (event.step !== undefined), {
    message: 'step is required for designer_step and only for it',
    path: ['step'],
  })
  .refine((event) => Object.keys(event.props ?? {}).length <= 8, {
    message: 'at most 8 props',
    path: ['props'],
  });
export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_BATCH),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD');

export const analyticsQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((query) => query.from <= query.to, { message: 'from must not be after to', path: ['from'] })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < ANALYTICS_MAX_DAYS, {
    message: `at most ${ANALYTICS_MAX_DAYS} days`,
    path: ['to'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().nonnegative();
/** What a funnel step counts: visitors who reached it that day, or payments / orders made in the period. */
export const FUNNEL_UNITS = ['visitors', 'payments', 'orders'] as const;
const funnelStep = z.object({
  label: z.string(),
  count,
  counts: z.enum(FUNNEL_UNITS),
  /** The count over the step before's (can pass 1 where the two count different things). */
  rate: z.number().nullable(),
});

export const analyticsReportSchema = z.object({
  from: isoDay,
  to: isoDay,
  testMode: z.boolean(),
  totals: z.object({ visitors: count, pageviews: count }),
  /** Browser events of the period not stored: past the shop's daily budget or a visitor's daily cap. */
  dropped: count,
  days: z.array(z.object({ day: isoDay, visitors: count, pageviews: count })),
  topPages: z.array(z.object({ path: z.string(), visitors: count, pageviews: count })),
  referrers: z.array(z.object({ host: z.string(), visitors: count, pageviews: count })),
  utmCampaigns: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), visitors: count })),
  emailCampaigns: z.array(
    z.object({ id: z.number().int(), subject: z.string(), sent: count, clicked: count, ordered: count }),
  ),
  events: z.array(z.object({ name: z.string(), visitors: count, events: count })),
  signups: z.object({ newsletter: count, freePin: count }),
  designerFunnel: z.array(funnelStep),
  cartFunnel: z.array(funnelStep),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
