/**
 * The payment reminders, a repeating job (server/jobs) (every REMINDER_CHECK_SECONDS): the open lines are read from
 * the receivables module, each line's step due today is found by the owner's cadence (core/reminder-cadence.ts), and
 * a step not sent yet goes out in one transaction that holds the line's order or invoice row, reads the line again
 * (paid, cancelled or paused since: none), queues the e-mail and claims the (line, due date, step) row of
 * reminder_sends. The row is unique: an instance that loses the race rolls its e-mail back, so across instances and
 * restarts each reminder is sent once.
 */
import { and, eq, inArray, or, sql, TransactionRollbackError } from 'drizzle-orm';
import { isoDate } from '../../../core/dates';
import {
  dueReminderStep,
  reminderLeadDays,
  type ReminderCadence,
  type ReminderStep,
} from '../../../core/reminder-cadence';
import type { ShopIdentity } from '../../config';
import type { Database, Executor, Tx } from '../../db/client';
import { customOrders, manualInvoices, reminderPauses, reminderSends } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { RepeatingJob } from '../../jobs';
import { reminderEmail } from './reminder-email';
import { ownerTarget, type RemindedLine, type RemindedOwner, type ReminderLineSource } from './reminder-lines';

export interface ReminderJobOptions {
  db: Database;
  lines: ReminderLineSource;
  /** The owner's cadence (the reminder_cadence setting). */
  cadence: () => Promise<ReminderCadence>;
  shop: ShopIdentity;
  /** The job's clock: tests set the day the reminders are looked for. */
  now?: () => Date;
  /** How often due reminders are looked for (REMINDER_CHECK_SECONDS). */
  pollMs: number;
}

const DAY_MS = 86_400_000;
const REMINDED_STATES: ReadonlySet<RemindedLine['state']> = new Set(['scheduled', 'due', 'overdue']);

/** A line a reminder can be about: a balance or an invoice, owed, with a due date. */
function remindable(line: RemindedLine): line is RemindedLine & { kind: 'balance' | 'invoice'; dueDate: string } {
  return (
    (line.kind === 'balance' || line.kind === 'invoice') && REMINDED_STATES.has(line.state) && line.dueDate !== null
  );
}

/**
 * Holds the line's order (or invoice) row until the reminder's transaction ends: a payment or a cancellation being
 * written for it (they update that row) is waited for, so the line read next shows it, and one that starts later waits
 * for the reminder. A lock only: the line itself is the receivables module's to read.
 */
async function holdOwner(tx: Tx, owner: RemindedOwner): Promise<void> {
  const table = owner.kind === 'custom-order' ? customOrders : manualInvoices;
  await tx.select({ id: table.id }).from(table).where(eq(table.id, owner.id)).for('share');
}

/** Whether the owner paused the line's order or its customer. */
async function isPaused(executor: Executor, line: RemindedLine): Promise<boolean> {
  const [pause] = await executor
    .select({ id: reminderPauses.id })
    .from(reminderPauses)
    .where(
      or(
        and(eq(reminderPauses.scope, 'order'), eq(reminderPauses.target, ownerTarget(line.owner))),
        and(eq(reminderPauses.scope, 'customer'), eq(reminderPauses.target, line.customerEmail.toLowerCase())),
      ),
    )
    .limit(1);
  return pause !== undefined;
}

/** A reminder: the line, the due date its steps count from, the step. */
const sentKey = (lineKey: string, dueDate: string, step: number) => `${lineKey}#${dueDate}#${step}`;

export function createReminderJob(options: ReminderJobOptions) {
  const { db, lines, shop } = options;
  const now = options.now ?? (() => new Date());

  /** The reminders already sent among these lines, as `sentKey` writes them. */
  async function sentAlready(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db
      .select({ lineKey: reminderSends.lineKey, dueDate: reminderSends.dueDate, step: reminderSends.step })
      .from(reminderSends)
      .where(inArray(reminderSends.lineKey, keys));
    return new Set(rows.map((row) => sentKey(row.lineKey, row.dueDate, row.step)));
  }

  /**
   * Sends the line's reminder of `step` unless, read again in this transaction, it is paid, void, paused or no longer
   * at that step; answers whether this call sent it.
   */
  async function remind(line: RemindedLine, step: ReminderStep, at: Date, cadence: ReminderCadence) {
    try {
      return await db.transaction(async (tx) => {
        await holdOwner(tx, line.owner);
        if (await isPaused(tx, line)) return false;
        const current = (await lines.orderSchedule(tx, line.owner, at)).find((each) => each.key === line.key);
        // The pay link as of `at` (the lines were looked up a few days ahead, when a balance link may have expired).
        if (!current || !remindable(current) || current.kind !== line.kind || !current.payUrl) return false;
        if (current.dueDate !== line.dueDate) return false;
        if (dueReminderStep(current.kind, current.dueDate, isoDate(at), cadence)?.step !== step.step) return false;
        const email = reminderEmail(shop, { ...current, payUrl: current.payUrl }, step.timing);
        const outboxId = await enqueueEmail(tx, {
          to: current.customerEmail,
          ...email,
          payload: { reminder: { lineKey: current.key, dueDate: current.dueDate, step: step.step } },
        });
        const [claimed] = await tx
          .insert(reminderSends)
          .values({
            lineKey: current.key,
            dueDate: current.dueDate,
            step: step.step,
            toAddress: current.customerEmail,
            outboxId,
          })
          .onConflictDoNothing()
          .returning({ id: reminderSends.id });
        // Another instance sent it first: its e-mail is the one; this one is rolled back.
        if (!claimed) tx.rollback();
        return true;
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    }
  }

  /** Looks for due reminders at `at` (the clock's now) and sends them; answers how many this call sent. */
  async function runOnce(at: Date = now(), signal?: AbortSignal): Promise<number> {
    const cadence = await options.cadence();
    const today = isoDate(at);
    // An invoice's first reminder comes before it is due: the lines open a few days ahead are looked at too.
    const ahead = new Date(at.getTime() + reminderLeadDays(cadence) * DAY_MS);
    const candidates = (await lines.openLines(ahead)).filter(remindable).flatMap((line) => {
      const step = dueReminderStep(line.kind, line.dueDate, today, cadence);
      return step ? [{ line, step }] : [];
    });
    const sent = await sentAlready(candidates.map(({ line }) => line.key));
    let count = 0;
    for (const { line, step } of candidates) {
      if (signal?.aborted) break;
      if (sent.has(sentKey(line.key, line.dueDate, step.step))) continue;
      if (await remind(line, step, at, cadence)) count += 1;
    }
    return count;
  }

  const job: RepeatingJob = {
    kind: 'payment-reminders',
    title: 'Sending payment reminders',
    schedule: { everyMs: options.pollMs },
    run: (signal) => runOnce(now(), signal),
  };

  return { runOnce, job };
}

export type ReminderJob = ReturnType<typeof createReminderJob>;

/** The reminders sent for these lines, newest first (the admin's order view). */
export async function sentReminders(db: Executor, lineKeys: string[]) {
  if (lineKeys.length === 0) return [];
  return db
    .select()
    .from(reminderSends)
    .where(inArray(reminderSends.lineKey, lineKeys))
    .orderBy(sql`${reminderSends.sentAt} desc, ${reminderSends.id} desc`);
}
