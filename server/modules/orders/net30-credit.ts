/**
 * NET 30 credit (this module owns credit_limits): the owner's limit per customer address, and the check a NET 30
 * request makes in its transaction, under the customer's lock: an overdue invoice refuses the order; within the
 * limit it is invoiced at once; with no limit, or over it, it waits for the owner.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { formatUsd } from '../../../core/money';
import { CREDIT_MESSAGES, overdueRefusal, overLimitWaiting } from '../../../core/schemas/credit-limits';
import type { Database, Tx } from '../../db/client';
import { creditLimits, orders } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { openInvoicesOf } from '../invoices';
import { lockKey } from './invoice-order-reads';

export type CreditDecision =
  | { approved: true; openCents: number; limitCents: number }
  | { approved: false; reason: 'no_limit'; openCents: number; limitCents: null }
  | { approved: false; reason: 'over_limit'; openCents: number; limitCents: number };

const limitWords = (cents: number | null) => (cents === null ? 'none' : formatUsd(cents));

async function limitIn(db: Database | Tx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ limitCents: creditLimits.limitCents })
    .from(creditLimits)
    .where(eq(creditLimits.email, email.toLowerCase()));
  return row?.limitCents ?? null;
}

/**
 * Takes the customer's credit lock for the rest of the transaction (two requests at once, on any instance, are
 * decided one after the other, each seeing the invoice the other wrote), then decides. `account` is the signed-in
 * customer; `email` the address the order is billed to, whose invoices count too.
 */
export async function decideCredit(
  tx: Tx,
  customer: { account: Pick<CurrentUser, 'id' | 'email'>; email: string; orderCents: number; today: string },
): Promise<CreditDecision> {
  const accountEmail = customer.account.email.toLowerCase();
  await lockKey(tx, `net30-credit:${accountEmail}`);
  const invoiceIds = (
    await tx
      .select({ id: orders.manualInvoiceId })
      .from(orders)
      .where(and(eq(orders.userId, customer.account.id), isNotNull(orders.manualInvoiceId)))
  ).map((row) => row.id!);
  const open = await openInvoicesOf(tx, { emails: [accountEmail, customer.email], invoiceIds });
  const overdue = open.filter((invoice) => invoice.dueDate < customer.today);
  if (overdue.length > 0) throw new AppError('conflict', overdueRefusal(overdue));
  const openCents = open.reduce((sum, invoice) => sum + invoice.totalCents, 0);
  const limitCents = await limitIn(tx, accountEmail);
  if (limitCents === null) return { approved: false, reason: 'no_limit', openCents, limitCents };
  if (openCents + customer.orderCents > limitCents) {
    return { approved: false, reason: 'over_limit', openCents, limitCents };
  }
  return { approved: true, openCents, limitCents };
}

export function createCreditLimits(deps: { db: Database }) {
  const { db } = deps;
  return {
    limitOf: (email: string) => limitIn(db, email),

    /** The owner's limit for a customer (null: none); audited with the limit before and after. */
    async setLimit(
      customer: { contactId: number; email: string },
      limitCents: number | null,
      actor: Pick<CurrentUser, 'id'>,
      ip: string,
    ): Promise<{ limitCents: number | null; message: string }> {
      const email = customer.email.toLowerCase();
      await db.transaction(async (tx) => {
        await lockKey(tx, `net30-credit:${email}`);
        const before = await limitIn(tx, email);
        if (limitCents === null) {
          await tx.delete(creditLimits).where(eq(creditLimits.email, email));
        } else {
          await tx
            .insert(creditLimits)
            .values({ email, limitCents, updatedBy: actor.id })
            .onConflictDoUpdate({
              target: creditLimits.email,
              set: { limitCents, updatedBy: actor.id, updatedAt: sql`now()` },
            });
        }
        await recordAudit(tx, {
          actor,
          action: 'customer.credit_limit',
          entity: 'contacts',
          entityId: customer.contactId,
          details: { email, from: limitWords(before), to: limitWords(limitCents) },
          before: { creditLimitCents: before },
          after: { creditLimitCents: limitCents },
          ip,
        });
      });
      return { limitCents, message: limitCents === null ? CREDIT_MESSAGES.limitRemoved : CREDIT_MESSAGES.limitSaved };
    },
  };
}

export type CreditLimits = ReturnType<typeof createCreditLimits>;

/** What the customer is told of a NET 30 order that waits for the owner. */
export function customerWaitingWords(decision: Extract<CreditDecision, { approved: false }>, orderCents: number) {
  return decision.reason === 'no_limit'
    ? CREDIT_MESSAGES.waitingNoLimit
    : overLimitWaiting(decision.openCents, orderCents, decision.limitCents);
}

/** Why the order waits, for the owner's notice. */
export function ownerWaitingWords(decision: Extract<CreditDecision, { approved: false }>, orderCents: number) {
  if (decision.reason === 'no_limit') {
    return "no credit limit is set for this customer, so each NET 30 order needs your approval. Set one on the customer's page to invoice their orders within it automatically.";
  }
  return (
    `its ${formatUsd(orderCents)} would take their unpaid invoices from ${formatUsd(decision.openCents)} to ` +
    `${formatUsd(decision.openCents + orderCents)}, over their credit limit of ${formatUsd(decision.limitCents)}.`
  );
}
