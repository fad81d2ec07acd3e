/**
 * The admin's customers, a read model (docs/architecture.md: reads across modules for display): one customer per
 * address, the marketing contact being the identity. Contacts are recorded by every order, deposit, registration,
 * quote request, manual invoice, newsletter signup and import (marketing's `recordCustomerContact` and imports), so
 * who bought as a guest, registered later and was in a Shopify export is one row. Writes go through the owning
 * modules (customer-actions.ts).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pageOf, readCursor } from '../../../core/cursor';
import { AppError } from '../../../core/errors';
import { orderNumber } from '../../../core/order-numbers';
import {
  CUSTOMER_MESSAGES,
  customerQuerySchema,
  type CustomerPage,
  type CustomerProfile,
  type CustomerQuery,
} from '../../../core/schemas/customers';
import { queryRows, type Database } from '../../db/client';
import { afterIdCursor } from '../../db/keyset';
import { contacts } from '../../db/schema';
import {
  accountId,
  contactSearchText,
  hasOrders,
  isSuppressed,
  lifetimeSpend,
  orderCount,
  ownsCustomOrder,
  ownsOrder,
} from './customer-sql';
import { containsPattern } from '../../db/search';

const c = alias(contacts, 'c');
type Yes = 'yes' | 'no' | undefined;

/** `yes`: the condition; `no`: its negation; none: no condition. */
const when = (value: Yes, condition: SQL) =>
  value === 'yes' ? condition : value === 'no' ? sql`not ${condition}` : undefined;

/** PGlite gives timestamptz as a Date, node-postgres as text through db.execute: one ISO form either way. */
const iso = (value: Date | string) => new Date(value).toISOString();

export function createCustomerService(deps: { db: Database; testMode: boolean }) {
  const { db, testMode } = deps;
  const spend = lifetimeSpend(testMode);

  async function contactById(id: number) {
    const [row] = await db
      .select({
        contact: c,
        accountId: sql<number | null>`${accountId}`,
        orderCount: sql<number>`${orderCount}`,
        lifetimeSpendCents: sql<number>`${spend}`,
      })
      .from(c)
      .where(eq(c.id, id));
    if (!row) throw new AppError('not_found', CUSTOMER_MESSAGES.notFound);
    return row;
  }

  return {
    /** Newest customer first, a page at a time (the cursor is the last id seen, so pages never shift). */
    async list(input: CustomerQuery): Promise<CustomerPage> {
      const query = customerQuerySchema.parse(input);
      const needle = query.q ? containsPattern(query.q.toLowerCase()) : undefined;
      const filters = and(
        needle ? sql`${contactSearchText} like ${needle}` : undefined,
        when(query.orders, hasOrders),
        when(query.consent, sql`${c.marketingConsentAt} is not null`),
        when(query.suppressed, isSuppressed),
      );
      const rows = await db
        .select({
          id: c.id,
          email: c.email,
          name: c.name,
          firstName: c.firstName,
          lastName: c.lastName,
          company: c.company,
          consentAt: c.marketingConsentAt,
          createdAt: c.createdAt,
          orderCount: sql<number>`${orderCount}`,
          lifetimeSpendCents: sql<number>`${spend}`,
          suppressed: sql<boolean>`${isSuppressed}`,
          hasAccount: sql<boolean>`${accountId} is not null`,
        })
        .from(c)
        .where(and(filters, afterIdCursor(c.id, query.cursor ? readCursor(query.cursor) : null)))
        .orderBy(desc(c.id))
        .limit(query.limit + 1);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(c)
        .where(filters);
      const page = pageOf(rows, query.limit, (row) => ({ key: row.id, id: row.id }));
      return {
        customers: page.rows.map((row) => ({
          id: row.id,
          email: row.email,
          name: row.name ?? joinName(row.firstName, row.lastName),
          company: row.company,
          orderCount: row.orderCount,
          lifetimeSpendCents: row.lifetimeSpendCents,
          marketingConsent: row.consentAt !== null,
          suppressed: row.suppressed,
          hasAccount: row.hasAccount,
          createdAt: row.createdAt.toISOString(),
        })),
        total: counted?.total ?? 0,
        nextCursor: page.nextCursor,
      };
    },

    /** Everything about one customer; 404 for an unknown id. */
    async profile(id: number): Promise<CustomerProfile> {
      const row = await contactById(id);
      const contact = row.contact;
      const person = sql`(select * from contacts c where c.id = ${id}) c`;
      const [account] = await queryRows<{
        id: number;
        username: string;
        createdAt: Date | string;
        verifiedAt: Date | string | null;
      }>(
        db,
        sql`select id, username, created_at as "createdAt", email_verified_at as "verifiedAt"
          from users where id = ${row.accountId}`,
      );
      const orders = await queryRows<{
        kind: 'custom' | 'regular';
        id: number;
        status: string;
        totalCents: number;
        createdAt: Date | string;
      }>(
        db,
        sql`select 'regular' as kind, o.id, o.status, o.total_amount_cents as "totalCents", o.created_at as "createdAt"
            from ${person} join orders o on o.archived_at is null and ${ownsOrder}
          union all
          select 'custom' as kind, co.id, co.status, co.total_price_cents, co.created_at
            from ${person} join custom_orders co on co.archived_at is null and ${ownsCustomOrder}
          order by "createdAt" desc, id desc`,
      );
      const quotes = await queryRows<{
        id: number;
        status: string;
        quantity: number;
        quotedAmountCents: number | null;
        createdAt: Date | string;
      }>(
        db,
        sql`select id, status, quantity, quoted_amount as "quotedAmountCents", created_at as "createdAt"
          from quote_requests where lower(customer_email) = lower(${contact.email})
          order by created_at desc, id desc`,
      );
      const invoices = await queryRows<{
        id: number;
        invoiceNumber: string;
        status: string;
        totalCents: number;
        dueDate: string;
        createdAt: Date | string;
      }>(
        db,
        sql`select id, invoice_number as "invoiceNumber", status, total_cents as "totalCents",
            due_date::text as "dueDate", created_at as "createdAt"
          from manual_invoices where lower(customer_email) = lower(${contact.email})
          order by created_at desc, id desc`,
      );
      const designs = await queryRows<{
        id: number;
        name: string;
        customOrderId: number | null;
        updatedAt: Date | string;
      }>(
        db,
        sql`select id, name, custom_order_id as "customOrderId", updated_at as "updatedAt"
          from saved_designs where user_id = ${row.accountId} order by updated_at desc, id desc`,
      );
      const [credit] = await queryRows<{ limitCents: number }>(
        db,
        sql`select limit_cents as "limitCents" from credit_limits where email = lower(${contact.email})`,
      );
      const signups = await queryRows<{ source: string; at: Date | string }>(
        db,
        sql`select source, consent_at as at from newsletter_signups
          where lower(email) = lower(${contact.email}) order by consent_at, id`,
      );
      const [suppression] = await queryRows<{
        id: number;
        reason: 'unsubscribed' | 'bounced' | 'complained' | 'excluded';
        note: string | null;
        at: Date | string;
      }>(
        db,
        sql`select id, reason, note, created_at as at from suppressions where lower(email) = lower(${contact.email})`,
      );
      return {
        id: contact.id,
        email: contact.email,
        name: contact.name ?? joinName(contact.firstName, contact.lastName),
        company: contact.company,
        phone: contact.phone,
        source: contact.source,
        createdAt: contact.createdAt.toISOString(),
        internalNote: contact.internalNote,
        account: account
          ? {
              id: account.id,
              username: account.username,
              createdAt: iso(account.createdAt),
              emailVerified: account.verifiedAt !== null,
            }
          : null,
        consent:
          contact.marketingConsentAt && contact.consentSource
            ? { at: contact.marketingConsentAt.toISOString(), source: contact.consentSource }
            : null,
        signups: signups.map((signup) => ({ source: signup.source, at: iso(signup.at) })),
        suppression: suppression ? { ...suppression, at: iso(suppression.at) } : null,
        lifetimeSpendCents: row.lifetimeSpendCents,
        creditLimitCents: credit?.limitCents ?? null,
        orderCount: row.orderCount,
        orders: orders.map((order) => ({
          ...order,
          number: orderNumber(order.kind === 'custom' ? 'custom' : 'catalogue', order.id),
          createdAt: iso(order.createdAt),
        })),
        quotes: quotes.map((quote) => ({ ...quote, createdAt: iso(quote.createdAt) })),
        invoices: invoices.map((invoice) => ({ ...invoice, createdAt: iso(invoice.createdAt) })),
        savedDesigns: designs.map((design) => ({ ...design, updatedAt: iso(design.updatedAt) })),
      };
    },

    /** The customer's address and name, for the actions; 404 for an unknown id. */
    async recipient(id: number): Promise<{ id: number; email: string; name: string | null }> {
      const [row] = await db
        .select({ email: c.email, name: c.name, firstName: c.firstName, lastName: c.lastName })
        .from(c)
        .where(eq(c.id, id));
      if (!row) throw new AppError('not_found', CUSTOMER_MESSAGES.notFound);
      return { id, email: row.email, name: row.name ?? joinName(row.firstName, row.lastName) };
    },
  };
}

const joinName = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

export type CustomerService = ReturnType<typeof createCustomerService>;
