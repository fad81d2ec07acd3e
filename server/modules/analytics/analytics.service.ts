/**
 * First-party analytics: the browser's events are checked, reduced to what the panel needs (no address,
 * no user agent, no cookie) and written in batches; each closed day is summed for the report, raw events go after
 * 13 months.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { AnalyticsEventInput } from '../../../core/schemas/analytics';
import { queryRows, type Database } from '../../db/client';
import { analyticsDropped, analyticsEvents, type NewAnalyticsEvent } from '../../db/schema';
import { createAnalyticsReport } from './analytics-report';
import { rollUpAnalytics } from './analytics-rollup';
import { cleanPath, countryFrom, deviceClass, referrerHost, visitorHash } from './visitor';

/** Written when this many wait, else at the next tick. */
const FLUSH_AT = 50;
const FLUSH_EVERY_MS = 1_000;

/**
 * Storage is bounded (an event is well under 1 KB stored): the shop keeps at most this many events a day, one
 * visitor at most VISITOR_DAILY_EVENTS; what goes past is not stored but counted (analytics_dropped).
 */
export const DAILY_EVENT_BUDGET = 50_000;
export const VISITOR_DAILY_EVENTS = 500;
/** How often the day's count is read again from the table (what other instances stored counts too). */
const BUDGET_REFRESH_MS = 60_000;

type Headers = Record<string, string | string[] | undefined>;

export interface EventSource {
  /** The client's address (request.ip, which honours TRUST_PROXY). Hashed, never stored. */
  address: string;
  headers: Headers;
  /** Signed in as the admin: the owner's own visits are not counted. */
  isAdmin: boolean;
}

export interface AnalyticsDeps {
  db: Database;
  /** The shop takes payments through the PayPal stand-in: its events are test traffic, kept apart. */
  testMode: boolean;
  publicUrl: string;
  /** Read the country header only when a proxy we trust sets it. */
  trustProxy: boolean;
  log?: { error(object: unknown, message: string): void };
  now?: () => Date;
  /** The daily budgets (tests give small ones). */
  limits?: { perDay: number; perVisitor: number };
}

export type AcceptResult = 'recorded' | 'dropped';

const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

/** Why a request's events are not counted, or null: a bot, Do Not Track / Global Privacy Control, the admin. */
export function dropReason(source: EventSource): string | null {
  const userAgent = header(source.headers, 'user-agent');
  if (!userAgent || isbot(userAgent)) return 'bot';
  if (header(source.headers, 'dnt') === '1' || header(source.headers, 'sec-gpc') === '1') return 'opt-out';
  if (source.isAdmin) return 'admin';
  return null;
}

export function createAnalyticsService({
  db,
  testMode,
  publicUrl,
  trustProxy,
  log,
  now = () => new Date(),
  limits = { perDay: DAILY_EVENT_BUDGET, perVisitor: VISITOR_DAILY_EVENTS },
}: AnalyticsDeps) {
  const ownHosts = [new URL(publicUrl).hostname.toLowerCase()];
  let buffer: NewAnalyticsEvent[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let flushTimer: NodeJS.Timeout | undefined;
  let salt: { day: string; value: Promise<string> } | undefined;
  /** Today's spending: events kept (this instance's, and the table's as last read), per visitor, and dropped. */
  let budget = { day: '', used: 0, readAt: 0, visitors: new Map<string, number>() };
  const dropped = new Map<string, number>();

  /** The day's budget, with the table's count of the day read again when it is a minute old. */
  async function budgetOf(day: string, at: Date): Promise<typeof budget> {
    if (budget.day !== day) budget = { day, used: 0, readAt: 0, visitors: new Map() };
    if (at.getTime() - budget.readAt >= BUDGET_REFRESH_MS) {
      const current = budget;
      current.readAt = at.getTime();
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from analytics_events
          where occurred_at >= (${day}::date::timestamp at time zone 'UTC') and test_mode = ${testMode}::boolean`,
      );
      current.used = Math.max(current.used, row?.n ?? 0);
    }
    return budget;
  }

  /** How many of `wanted` events the visitor may still store today; the rest are counted as dropped. */
  function spend(today: typeof budget, hash: string, wanted: number): number {
    const byVisitor = today.visitors.get(hash) ?? 0;
    const kept = Math.max(0, Math.min(wanted, limits.perVisitor - byVisitor, limits.perDay - today.used));
    if (kept > 0) today.visitors.set(hash, byVisitor + kept);
    today.used += kept;
    if (kept < wanted) dropped.set(today.day, (dropped.get(today.day) ?? 0) + wanted - kept);
    return kept;
  }

  /** Adds the dropped counts to their days' rows. */
  async function writeDropped(): Promise<void> {
    const counts = [...dropped];
    dropped.clear();
    for (const [day, events] of counts) {
      await db
        .insert(analyticsDropped)
        .values({ day, testMode, events })
        .onConflictDoUpdate({
          target: [analyticsDropped.day, analyticsDropped.testMode],
          set: { events: sql`${analyticsDropped.events} + excluded.events` },
        });
    }
  }

  /**
   * Today's salt (UTC), shared by every instance through the table; yesterday's is deleted with it, so nobody can
   * recompute an older day's hashes.
   */
  function saltOf(day: string): Promise<string> {
    if (salt?.day === day) return salt.value;
    const value = db.transaction(async (tx) => {
      await tx.execute(sql`delete from analytics_salts where day < ${day}::date`);
      await tx.execute(
        sql`insert into analytics_salts (day, salt) values (${day}::date, ${randomBytes(32).toString('hex')})
          on conflict (day) do nothing`,
      );
      const [row] = await queryRows<{ salt: string }>(
        tx,
        sql`select salt from analytics_salts where day = ${day}::date`,
      );
      return row!.salt;
    });
    salt = { day, value };
    value.catch(() => {
      if (salt?.value === value) salt = undefined;
    });
    return value;
  }

  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      while (buffer.length > 0) {
        const batch = buffer;
        buffer = [];
        try {
          await db.insert(analyticsEvents).values(batch);
        } catch (error) {
          // Analytics never costs a page or a payment: a failed batch is logged and dropped.
          log?.error({ err: error, events: batch.length }, 'analytics batch not written');
        }
      }
      await writeDropped().catch((error: unknown) => log?.error({ err: error }, 'analytics dropped count not written'));
    });
    return flushing;
  }

  /** Checks the sender and queues the events; answers before they are written. */
  async function accept(events: AnalyticsEventInput[], source: EventSource): Promise<AcceptResult> {
    if (dropReason(source)) return 'dropped';
    const at = now();
    const day = at.toISOString().slice(0, 10);
    const userAgent = header(source.headers, 'user-agent');
    const hash = visitorHash(await saltOf(day), source.address, userAgent);
    const kept = spend(await budgetOf(day, at), hash, events.length);
    if (kept === 0) return 'dropped';
    const device = deviceClass(userAgent);
    const country = trustProxy ? countryFrom(source.headers) : null;
    for (const event of events.slice(0, kept)) {
      buffer.push({
        occurredAt: at,
        name: event.name,
        step: event.step ?? null,
        path: cleanPath(event.path),
        referrerHost: referrerHost(event.referrer, ownHosts),
        utmSource: event.utmSource ?? null,
        utmMedium: event.utmMedium ?? null,
        utmCampaign: event.utmCampaign ?? null,
        device,
        country,
        visitorHash: hash,
        testMode,
        props: event.props ?? {},
      });
    }
    if (buffer.length >= FLUSH_AT || dropped.size > 0) void flush();
    return 'recorded';
  }

  /** Sums the closed days into analytics_daily and drops raw events older than 13 months (analytics-rollup.ts). */
  function rollUp(at = now()): Promise<number> {
    return rollUpAnalytics(db, at);
  }

  return {
    accept,
    flush,
    rollUp,
    report: createAnalyticsReport({ db, testMode }),
    /**
     * The flush tick: this process's own buffer (main.ts, through startWorkers). The hourly roll-up is a repeating
     * job of the job engine (server/workers.ts).
     */
    start() {
      flushTimer ??= setInterval(() => void flush(), FLUSH_EVERY_MS);
      flushTimer.unref();
    },
    /** On shutdown: stop the tick and write what is waiting. */
    async stop() {
      clearInterval(flushTimer);
      flushTimer = undefined;
      await flush();
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
