/**
 * The lines the reminders look at, as the receivables module gives them (its ScheduleLine): the job needs the open
 * lines at a moment, and one order's lines read again inside the reminder's own transaction.
 */
import type { Tx } from '../../db/client';
import type { ScheduleLine, ScheduleLineOwner } from '../receivables';

/** A schedule line without its payments (the reminder does not read them). */
export type RemindedLine = Omit<ScheduleLine, 'payments'>;

export type RemindedOwner = ScheduleLineOwner;

export interface ReminderLineSource {
  /** Every line due or overdue at `at`. */
  openLines(at: Date): Promise<RemindedLine[]>;
  /** One order's lines at `at`, read in the reminder's transaction (the state the reminder goes out with). */
  orderSchedule(tx: Tx, owner: RemindedOwner, at: Date): Promise<RemindedLine[]>;
}

/** The pause key of an order: 'custom-order:12', 'invoice:5'. */
export const ownerTarget = (owner: RemindedOwner): string => `${owner.kind}:${owner.id}`;
