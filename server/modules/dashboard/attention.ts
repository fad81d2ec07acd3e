/**
 * "Needs your attention" above the admin's overview: the events still waiting for the owner, oldest first, each a
 * plain sentence with the admin view of its object. Read-only, across the modules' tables (reads for display);
 * an item goes away by itself once the thing is done (a new proof, a reply to the quote, a resend, the invoice).
 */
import { sql } from 'drizzle-orm';
import { adminPath } from '../../../core/admin-links';
import { addBusinessDays, isoDate } from '../../../core/dates';
import { formatDate } from '../../../core/en-us-dates';
import { orderNumber } from '../../../core/order-numbers';
import type { Attention, AttentionItem } from '../../../core/schemas/attention';
import { queryRows, type Database } from '../../db/client';

/** The list's length; the answer says how many more there are. */
export const ATTENTION_LIMIT = 50;
/** A paid deposit should have its proof within this many business days. */
export const PROOF_DUE_BUSINESS_DAYS = 2;

interface Row {
  id: number;
  name: string;
  at: Date | string;
}

const day = (at: Date) => formatDate(at, 'monthDay', 'utc');
const custom = (id: number) => orderNumber('custom', id);

export function createAttentionService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const rows = <T extends Row>(query: ReturnType<typeof sql>) =>
    queryRows<T>(db, sql`${query} limit ${ATTENTION_LIMIT + 1}`);

  /**
   * A change request on the newest proof of one of the order's designs (decision 045: each design has its own
   * versions): no new version of that design answers it yet. One item per order, its oldest open request.
   */
  async function proofChanges(): Promise<AttentionItem[]> {
    const found = await rows<Row>(sql`select o.id, o.customer_name as name, f.created_at as at
      from proof_feedback f
      join custom_orders o on o.id = f.custom_order_id
      where f.kind = 'changes_requested' and o.archived_at is null and o.status <> 'cancelled'
        and f.proof_id = (select p.id from custom_order_proofs p
          where p.custom_order_id = o.id and p.design = f.design order by p.version desc limit 1)
        and not exists (select 1 from proof_feedback g
          where g.custom_order_id = o.id and g.design = f.design and g.kind = 'changes_requested' and g.id > f.id)
      order by f.created_at, f.id`);
    const orders = new Set<number>();
    const firstPerOrder = found.filter((row) => !orders.has(row.id) && orders.add(row.id));
    return firstPerOrder.map((row) => {
      const at = new Date(row.at);
      return item(
        'proof_changes',
        at,
        `${row.name} asked for changes to the proof of order ${custom(row.id)} on ${day(at)}`,
        {
          kind: 'custom-order',
          id: row.id,
        },
      );
    });
  }

  /** A deposit paid, no proof yet, past the business days the studio gives itself. */
  async function proofsOverdue(today: string): Promise<AttentionItem[]> {
    const found = await rows<Row>(sql`select o.id, o.customer_name as name, o.created_at as at
      from custom_orders o
      where o.archived_at is null and o.deposit_payment_id is not null
        and o.status in ('deposit_paid', 'design_in_progress')
        and not exists (select 1 from custom_order_proofs p where p.custom_order_id = o.id)
      order by o.created_at, o.id`);
    return found
      .filter((row) => addBusinessDays(isoDate(new Date(row.at)), PROOF_DUE_BUSINESS_DAYS) < today)
      .map((row) => {
        const at = new Date(row.at);
        return item(
          'proof_overdue',
          at,
          `No proof yet for order ${custom(row.id)}: ${row.name} paid the deposit on ${day(at)}`,
          { kind: 'custom-order', id: row.id },
        );
      });
  }

  async function quotesWaiting(): Promise<AttentionItem[]> {
    const found = await rows<
      Row & { quantity: number }
    >(sql`select id, customer_name as name, quantity, created_at as at
      from quote_requests where status = 'pending'
      order by created_at, id`);
    return found.map((row) => {
      const at = new Date(row.at);
      return item(
        'quote_waiting',
        at,
        `${row.name} asked for a quote for ${row.quantity} pins (request #${row.id}) on ${day(at)}`,
        { kind: 'quote-request', id: row.id },
      );
    });
  }

  /** Given up on and not resent (a resend puts it back in the queue). */
  async function emailsFailed(): Promise<AttentionItem[]> {
    const found = await rows<Row & { subject: string }>(sql`select id, to_address as name, subject, created_at as at
      from outbox where status = 'failed'
      order by created_at, id`);
    return found.map((row) => {
      const at = new Date(row.at);
      return item('email_failed', at, `The e-mail "${row.subject}" to ${row.name} (${day(at)}) could not be sent`, {
        kind: 'email',
        id: row.id,
      });
    });
  }

  async function net30Invoices(): Promise<AttentionItem[]> {
    const found = await rows<Row & { company: string | null }>(sql`select id, customer_name as name,
        company_name as company, created_at as at
      from orders where status = 'awaiting_invoice' and archived_at is null
      order by created_at, id`);
    return found.map((row) => {
      const at = new Date(row.at);
      const who = row.company ? `${row.company} (${row.name})` : row.name;
      return item(
        'net30_invoice',
        at,
        `${who} ordered ${orderNumber('catalogue', row.id)} on NET 30 terms on ${day(at)}: it waits for your approval`,
        { kind: 'catalogue-order', id: row.id },
      );
    });
  }

  return {
    /** Everything open, oldest first. */
    async list(): Promise<Attention> {
      const all = [
        ...(await proofChanges()),
        ...(await proofsOverdue(isoDate(now()))),
        ...(await quotesWaiting()),
        ...(await emailsFailed()),
        ...(await net30Invoices()),
      ].sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : 0));
      return { items: all.slice(0, ATTENTION_LIMIT), more: Math.max(0, all.length - ATTENTION_LIMIT) };
    },
  };
}

function item(
  kind: AttentionItem['kind'],
  at: Date,
  text: string,
  target: Parameters<typeof adminPath>[0],
): AttentionItem {
  return { kind, text, path: adminPath(target), since: at.toISOString() };
}

export type AttentionService = ReturnType<typeof createAttentionService>;
