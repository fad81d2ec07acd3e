/**
 * The lines the reminders look at, as the receivables module gives them (its ScheduleLine): the job needs the open
 * lines at a moment, and one order's lines read again inside the reminder's own transaction.
 */
import type { Tx } from '../../db/client';

export interface RemindedLine {
  /** 'balance:12', 'invoice:5': with the step, what makes a reminder once-only. */
  key: string;
  kind: 'deposit' | 'balance' | 'invoice';
  owner: { kind: 'custom-order'; id: number } | { kind: 'invoice'; id: number };
  reference: string;
  customerEmail: string;
  customerName: string;
  amountCents: number;
  dueDate: string | null;
  state: 'scheduled' | 'due' | 'overdue' | 'paid' | 'refunded' | 'void';
  payUrl: string | null;
}

export type RemindedOwner = RemindedLine['owner'];

export interface ReminderLineSource {
  /** Every line due or overdue at `at`. */
  openLines(at: Date): Promise<RemindedLine[]>;
  /** One order's lines at `at`, read in the reminder's transaction (the state the reminder goes out with). */
  orderSchedule(tx: Tx, owner: RemindedOwner, at: Date): Promise<RemindedLine[]>;
}

/** The pause key of an order: 'custom-order:12', 'invoice:5'. */
export const ownerTarget = (owner: RemindedOwner): string => `${owner.kind}:${owner.id}`;
