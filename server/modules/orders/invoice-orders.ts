/**
 * NET 30 orders: a signed-in business customer orders the cart against an invoice. One transaction, under the
 * customer's credit lock (net30-credit.ts), refuses the order while an invoice is overdue, takes the stock (the
 * order ships before it is paid), counts the code's use, writes the order, empties the bought lines from the cart
 * and queues the e-mails. Within the customer's credit limit the invoice is issued in that transaction (the order
 * moves to processing); with no limit or over it the order waits (awaiting_invoice) and the owner approves it
 * (issues the invoice: the invoices module writes it in this module's transaction) or declines it (cancelled, stock
 * and code use given back).
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { LIMITED_PRODUCT_MAX } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import { centsToDollars, formatUsd } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import {
  INVOICE_ORDER_MESSAGES,
  type invoiceRequestBodySchema,
  type InvoiceRequestResult,
  type IssuedOrderInvoice,
} from '../../../core/schemas/invoice-orders';
import { formatShippingAddress } from '../../../core/schemas/payments';
import { taxRowLabel } from '../../../core/tax-summary';
import type { z } from 'zod';
import type { ShopIdentity } from '../../config';
import type { Database, Tx } from '../../db/client';
import { orders, type Order } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import type { CartService } from '../cart';
import { returnToShelf, takeStock } from '../catalog';
import type { DiscountService } from '../discounts';
import type { InvoiceService } from '../invoices';
import { recordCustomerContact } from '../marketing';
import { createTaxFor } from '../tax';
import { priceInvoiceOrder } from './invoice-order-pricing';
import type { OwnerNotices } from '../notifications';
import { cartLinesIn, limitedUnitsTaken, lockKey, orderableProducts, requestedReference } from './invoice-order-reads';
import { customerWaitingWords, decideCredit, ownerWaitingWords, type CreditDecision } from './net30-credit';
import { invoicedAtOnce } from '../../../core/schemas/credit-limits';
import {
  invoiceOrderCancelledEmail,
  invoiceOrderNoticeDetails,
  invoiceOrderReceivedEmail,
} from './invoice-order-emails';
import { orderAccessToken, orderStatusPath, tokenHash } from '../../order-links';

export type InvoiceRequestInput = z.output<typeof invoiceRequestBodySchema>;

/** A second submit of the same cart within this window answers the order the first one made. */
const REPLAY_WINDOW_MS = 10 * 60_000;

export interface InvoiceOrderDeps {
  db: Database;
  cart: CartService;
  discounts: DiscountService;
  invoices: InvoiceService;
  linkSecret: string;
  shop: ShopIdentity;
  publicUrl: string;
  /** The shop takes payments through the PayPal stand-in: its invoices are paid there, never for real. */
  testMode: boolean;
  notices: OwnerNotices;
  now?: () => Date;
}

export interface InvoiceRequester {
  user: CurrentUser;
  sessionId: string | undefined;
  ip: string;
}

export function createInvoiceOrders(deps: InvoiceOrderDeps) {
  const { db, shop } = deps;
  const now = deps.now ?? (() => new Date());
  const taxFor = createTaxFor(db);
  const statusPath = (id: number) => orderStatusPath(deps.linkSecret, 'regular', id);
  const result = (order: Order, message: string): InvoiceRequestResult => ({
    orderId: order.id,
    orderNumber: orderNumber('catalogue', order.id),
    status: order.status,
    statusPath: statusPath(order.id),
    message,
  });
  /** A double submit's answer: the first order as it stands now. */
  const replayWords = (order: Order) =>
    order.status === 'awaiting_invoice' ? INVOICE_ORDER_MESSAGES.awaitingApproval : INVOICE_ORDER_MESSAGES.placed;

  /** The order a double submit already made: this customer's NET 30 order of the last few minutes. */
  async function recentOrder(tx: Tx, userId: number): Promise<Order | undefined> {
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.paymentMethod, 'invoice'),
          gt(orders.createdAt, new Date(now().getTime() - REPLAY_WINDOW_MS)),
        ),
      )
      .orderBy(desc(orders.id))
      .limit(1);
    return order;
  }

  async function lockAwaiting(tx: Tx, id: number): Promise<Order> {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), isNull(orders.archivedAt)))
      .for('update');
    if (!order) throw new AppError('not_found', 'Order not found');
    if (order.status !== 'awaiting_invoice' || order.paymentMethod !== 'invoice') {
      throw new AppError('conflict', INVOICE_ORDER_MESSAGES.notAwaiting);
    }
    return order;
  }

  /**
   * Approved (by the owner, or by the customer's credit limit): the invoice is written by the invoices module in this
   * transaction (its lines, shipping and discount add up to the order's total), e-mailed with its pay link; the
   * order moves to processing.
   */
  async function issueIn(tx: Tx, order: Order, actor: CurrentUser, ip: string, approval: Record<string, string>) {
    const number = orderNumber('catalogue', order.id);
    const { invoice } = await deps.invoices.issueFromOrder(
      tx,
      {
        orderId: order.id,
        orderNumber: number,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        companyName: order.companyName,
        address: order.shippingAddress,
        lines: order.items.map((item) => ({
          name: item.name,
          quantity: item.quantity,
          unitPriceCents: item.priceCents,
        })),
        shippingCents: order.shippingCents,
        discount: { code: order.discountCode, cents: order.discountAmountCents },
        tax: {
          cents: order.taxCents,
          label: taxRowLabel({
            region: order.taxRegion,
            components: order.taxComponents,
            exemptReason: order.taxExemptReason,
          }),
        },
        reference: await requestedReference(tx, order.id),
        statusUrl: `${deps.publicUrl}${statusPath(order.id)}`,
      },
      actor,
      ip,
    );
    await recordAudit(tx, {
      actor,
      action: 'order.net30_approved',
      entity: 'orders',
      entityId: order.id,
      details: { total: formatUsd(order.totalAmountCents), ...approval },
      ip,
    });
    if (invoice.totalCents !== order.totalAmountCents) {
      throw new Error(`order ${order.id}: invoice total ${invoice.totalCents} is not ${order.totalAmountCents}`);
    }
    const [updated] = await tx
      .update(orders)
      .set({ status: 'processing', manualInvoiceId: invoice.id, updatedAt: now() })
      .where(eq(orders.id, order.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'order.invoice_issued',
      entity: 'orders',
      entityId: order.id,
      details: { invoiceNumber: invoice.invoiceNumber, dueDate: invoice.dueDate },
      before: { status: order.status, manualInvoiceId: null },
      after: { status: 'processing', manualInvoiceId: invoice.id },
      ip,
    });
    return { order: updated!, invoice };
  }

  /** Within the limit the invoice goes at once; otherwise the order waits and the owner is told why. */
  async function settleCredit(
    tx: Tx,
    placed: Order,
    credit: CreditDecision,
    reference: string | null,
    who: InvoiceRequester,
  ): Promise<{ order: Order; message: string }> {
    if (credit.approved) {
      const { order, invoice } = await issueIn(tx, placed, who.user, who.ip, {
        by: 'credit limit',
        open: formatUsd(credit.openCents),
        limit: formatUsd(credit.limitCents),
      });
      return { order, message: invoicedAtOnce(invoice.invoiceNumber, invoice.dueDate) };
    }
    await deps.notices.notify(tx, 'net30_requested', {
      orderId: placed.id,
      customerName: placed.customerName,
      companyName: placed.companyName,
      waiting: ownerWaitingWords(credit, placed.totalAmountCents),
      details: invoiceOrderNoticeDetails(placed, reference),
    });
    return { order: placed, message: customerWaitingWords(credit, placed.totalAmountCents) };
  }

  return {
    /** POST /api/orders/invoice-request. `created` is false when a double submit answers the first order. */
    async request(
      body: InvoiceRequestInput,
      who: InvoiceRequester,
    ): Promise<{ created: boolean; order: InvoiceRequestResult }> {
      if (!who.sessionId) throw new AppError('bad_request', 'X-Session-Id header is required');
      const sessionId = who.sessionId;
      const userId = who.user.id;
      const customer = {
        name: body.customer.name,
        email: body.customer.email,
        shippingAddress: formatShippingAddress(body.customer),
      };
      const lines = await deps.cart.list(sessionId);
      const productRows = await orderableProducts(db, lines);
      const { totals, discountCode, items, tax, totalCents } = await priceInvoiceOrder(
        { db, discounts: deps.discounts, shippingCents: deps.shop.shippingCents, taxFor, now },
        lines,
        body,
        userId,
      );
      const limited = new Set(productRows.filter((row) => row.limited).map((row) => row.id));

      return db.transaction(async (tx) => {
        // One request per customer at a time: a double click waits here, then finds the cart already ordered.
        await lockKey(tx, `invoice-order:user:${userId}`);
        const current = await cartLinesIn(tx, sessionId);
        if (current.length === 0) {
          const previous = await recentOrder(tx, userId);
          if (previous) return { created: false, order: result(previous, replayWords(previous)) };
          throw new AppError('conflict', 'Your cart is empty');
        }
        const same =
          current.length === lines.length &&
          current.every(
            (line, index) =>
              line.productId === lines[index]!.productId &&
              line.quantity === lines[index]!.quantity &&
              line.priceCents === lines[index]!.product.priceCents,
          );
        if (!same) throw new AppError('conflict', INVOICE_ORDER_MESSAGES.cartChanged);
        const credit = await decideCredit(tx, {
          account: who.user,
          email: customer.email,
          orderCents: totalCents,
          today: now().toISOString().slice(0, 10),
        });

        const limitedItems = items.filter((item) => limited.has(item.productId));
        // The same lock as a card checkout's: one customer's limited pins are counted one request at a time.
        if (limitedItems.length > 0) await lockKey(tx, `limited:${customer.email.toLowerCase()}`);
        for (const item of limitedItems) {
          const taken = await limitedUnitsTaken(tx, customer.email, item.productId);
          if (taken + item.quantity > LIMITED_PRODUCT_MAX) {
            throw new AppError(
              'conflict',
              `Limit of ${LIMITED_PRODUCT_MAX} per customer for ${item.name}: ${taken} already ordered with ${customer.email}`,
            );
          }
        }
        await takeStock(tx, items);
        if (discountCode) await deps.discounts.holdUse(tx, discountCode, customer.email, { firstOrder: true });
        const [created] = await tx
          .insert(orders)
          .values({
            userId,
            customerEmail: customer.email,
            customerName: customer.name,
            shippingAddress: customer.shippingAddress,
            shippingCountry: body.customer.country,
            companyName: body.companyName,
            subtotalCents: totals.subtotalCents,
            shippingCents: totals.shippingCents,
            totalAmountCents: totalCents,
            taxCents: tax.totalCents,
            taxRegion: tax.region,
            taxableCents: tax.taxableCents,
            taxComponents: tax.components,
            taxExemptReason: tax.exemptReason,
            discountCode,
            discountAmountCents: totals.discountCents,
            paymentMethod: 'invoice',
            items,
            status: 'awaiting_invoice',
            testMode: deps.testMode,
          })
          .returning();
        const token = orderAccessToken(deps.linkSecret, 'regular', created!.id);
        const [order] = await tx
          .update(orders)
          .set({ accessTokenHash: tokenHash(token) })
          .where(eq(orders.id, created!.id))
          .returning();
        const placed = order!;
        await deps.cart.removeBought(
          tx,
          sessionId,
          items.map((item) => item.productId),
        );
        await recordCustomerContact(tx, { email: customer.email, name: customer.name, source: 'order' });
        const reference = body.reference?.trim() || null;
        await recordAudit(tx, {
          actor: who.user,
          action: 'order.invoice_requested',
          entity: 'orders',
          entityId: placed.id,
          details: {
            companyName: body.companyName,
            reference,
            total: formatUsd(placed.totalAmountCents),
            // Why it waits for the owner (none: invoiced at once within the credit limit), for the order's history.
            waiting: credit.approved ? null : ownerWaitingWords(credit, placed.totalAmountCents),
          },
          ip: who.ip,
        });
        const statusUrl = `${deps.publicUrl}${statusPath(placed.id)}`;
        const outcome = await settleCredit(tx, placed, credit, reference, who);
        await enqueueEmail(tx, {
          to: placed.customerEmail,
          ...invoiceOrderReceivedEmail(shop, placed, statusUrl, outcome.message),
          payload: { orderId: placed.id, net30: 'received' },
        });
        return { created: true, order: result(outcome.order, outcome.message) };
      });
    },

    /**
     * The owner issues the order's invoice: written by the invoices module in this transaction (its lines, shipping
     * and discount add up to the order's total), e-mailed with its pay link; the order moves to processing.
     */
    /** The owner approves a waiting NET 30 order: its invoice is issued and e-mailed, the order moves to processing. */
    async issueInvoice(id: number, actor: CurrentUser, ip: string): Promise<IssuedOrderInvoice> {
      return db.transaction(async (tx) => {
        const { invoice } = await issueIn(tx, await lockAwaiting(tx, id), actor, ip, { by: 'owner' });
        return {
          message: INVOICE_ORDER_MESSAGES.issued,
          invoiceNumber: invoice.invoiceNumber,
          dueDate: invoice.dueDate,
          total: centsToDollars(invoice.totalCents),
        };
      });
    },

    /** Before its invoice: the order is cancelled, its units go back on the shelf and its code use is given back. */
    async cancel(id: number, actor: CurrentUser, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockAwaiting(tx, id);
        await returnToShelf(tx, order.items);
        if (order.discountCode) await deps.discounts.releaseUse(tx, order.discountCode);
        const [updated] = await tx
          .update(orders)
          .set({ status: 'cancelled', updatedAt: now() })
          .where(eq(orders.id, order.id))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'order.status',
          entity: 'orders',
          entityId: order.id,
          details: { status: 'cancelled', net30: true },
          before: { status: order.status },
          after: { status: 'cancelled' },
          ip,
        });
        await enqueueEmail(tx, {
          to: order.customerEmail,
          ...invoiceOrderCancelledEmail(shop, updated!, `${deps.publicUrl}${statusPath(order.id)}`),
          payload: { orderId: order.id, status: 'cancelled' },
        });
      });
    },
  };
}

export type InvoiceOrders = ReturnType<typeof createInvoiceOrders>;
