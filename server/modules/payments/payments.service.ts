/**
 * Money in, exactly once. The server prices every payment, creates the PayPal order for that amount, holds the
 * stock and the discount use while the buyer pays, and records the outcome once PayPal shows a COMPLETED capture
 * of our amount, currency and custom_id — whichever of the browser, the webhook or the reconciler sees it first.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { LIMITED_PRODUCT_MAX, LIMITED_PRODUCT_NAMES } from '../../../core/constants';
import { isPurchasable, maxPurchaseQuantity } from '../../../core/catalog';
import { AppError } from '../../../core/errors';
import { centsToDecimalString, formatUsd } from '../../../core/money';
import { cartTotals } from '../../../core/pricing/cart';
import type { CustomOrderData } from '../../../core/schemas/custom-orders';
import type { ShopIdentity } from '../../config';
import { queryRows, type Database, type Tx } from '../../db/client';
import {
  cartItems,
  customOrders,
  manualInvoices,
  orders,
  payments,
  products,
  uploads,
  type OrderItem,
  type Payment,
} from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import {
  completedCaptureFor,
  PayPalError,
  type PayPalClient,
  type PayPalOrder,
} from '../../integrations/paypal/client';
import type { CartService } from '../cart/cart.service';
import { repriceCustomOrder } from '../custom-orders/custom-orders.service';
import type { DiscountService } from '../discounts/discounts.service';
import { orderAccessToken, orderStatusPath, tokenHash } from '../orders/order-links';
import { confirmHolds, holdDiscountUse, holdStock, HOLD_MINUTES, releaseHolds, type HeldLine } from './holds';
import { balanceReceiptEmail, depositReceiptEmail, invoiceReceiptEmail, orderConfirmationEmail } from './receipts';

export interface CustomerInfo {
  name: string;
  email: string;
  shippingAddress: string | null;
}

interface CartLineSnapshot extends HeldLine {
  unitPriceCents: number;
  tierUnitPriceCents: number;
  lineTotalCents: number;
}

interface CartSnapshot {
  kind: 'cart';
  customer: CustomerInfo;
  userId: number | null;
  lines: CartLineSnapshot[];
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  discountHeld: boolean;
}

interface DepositSnapshot {
  kind: 'deposit';
  userId: number | null;
  order: CustomOrderData & { logoUrl: string; logoFileName: string };
  cents: { pricePerPin: number; rushFee: number; total: number; deposit: number; remaining: number; discount: number };
  discountHeld: boolean;
}

export type PaymentOutcome =
  | {
      status: 'COMPLETED';
      paymentId: number;
      orderId: number | null;
      customOrderId: number | null;
      /** The order's status page (signed link), for a buyer without an account. */
      statusPath: string | null;
    }
  | { status: 'PENDING' | 'DECLINED' | 'APPROVED' | 'CREATED' | 'VOIDED'; paymentId: number; message: string }
  | { status: 'REFUNDED'; paymentId: number; message: string };

export interface CreatedPayment {
  id: string;
  status: string;
  approveUrl: string | null;
  amount: string;
}

export const PAYMENT_MESSAGES = {
  amountMismatch: (expected: number) =>
    `The amount does not match your order total of ${formatUsd(expected)}. Please refresh the page and try again.`,
  emptyCart: 'Your cart is empty',
  unavailable: 'PayPal is not responding right now. You have not been charged twice; please try again in a moment.',
  notApproved: 'The payment has not been approved yet. Please approve it with PayPal first.',
  notFound: 'Payment not found',
  pending: 'Your payment is being reviewed by PayPal. We will confirm your order by e-mail as soon as it clears.',
  declined: 'PayPal declined the payment. Please try again or use another payment method.',
  refunded: 'Sorry: an item in your order sold out while you were paying, so your payment has been refunded in full.',
} as const;

export interface PaymentServiceDeps {
  db: Database;
  paypal: () => PayPalClient;
  cart: CartService;
  discounts: DiscountService;
  shop: ShopIdentity;
  publicUrl: string;
  /** Signs the status links of order e-mails (the shop's session secret). */
  linkSecret: string;
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

const OPEN_STATUSES = ['created', 'approved', 'pending'] as const;

function isLimited(name: string): boolean {
  return (LIMITED_PRODUCT_NAMES as readonly string[]).includes(name);
}

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function paypalFailure(error: unknown): AppError {
    if (error instanceof PayPalError && error.status === 422 && error.issue === 'ORDER_NOT_APPROVED') {
      return new AppError('unprocessable', PAYMENT_MESSAGES.notApproved);
    }
    if (error instanceof PayPalError && error.status === 404)
      return new AppError('not_found', PAYMENT_MESSAGES.notFound);
    if (error instanceof PayPalError && error.status >= 400 && error.status < 500) {
      return new AppError('unprocessable', `PayPal could not complete the payment: ${error.message}`);
    }
    deps.log?.warn({ err: error }, 'PayPal call failed');
    return new AppError('unavailable', PAYMENT_MESSAGES.unavailable);
  }

  /** How many of a limited pin this e-mail has bought or is paying for right now (the 4-per-customer rule). */
  async function limitedAlreadyTaken(tx: Tx, email: string, productId: number): Promise<number> {
    const [ordered] = await queryRows<{ n: number }>(
      tx,
      sql`select coalesce(sum((item->>'quantity')::int), 0)::int as n
        from ${orders}, jsonb_array_elements(${orders.items}) as item
        where lower(${orders.customerEmail}) = lower(${email}) and (item->>'productId')::int = ${productId}
          and ${orders.status} not in ('cancelled', 'refunded')`,
    );
    const [paying] = await queryRows<{ n: number }>(
      tx,
      sql`select coalesce(sum((line->>'quantity')::int), 0)::int as n
        from ${payments}, jsonb_array_elements(${payments.details}->'lines') as line
        where ${payments.purpose} = 'cart' and ${payments.status} in ('created', 'approved', 'pending')
          and lower(${payments.payerEmail}) = lower(${email}) and (line->>'productId')::int = ${productId}`,
    );
    return (ordered?.n ?? 0) + (paying?.n ?? 0);
  }

  async function insertPayment(
    tx: Tx,
    values: {
      purpose: Payment['purpose'];
      amountCents: number;
      sessionId?: string | null;
      discountCode?: string | null;
      payerEmail?: string | null;
      details: object;
    },
  ): Promise<Payment> {
    const key = randomUUID();
    const [row] = await tx
      .insert(payments)
      .values({
        purpose: values.purpose,
        amountCents: values.amountCents,
        sessionId: values.sessionId ?? null,
        discountCode: values.discountCode ?? null,
        payerEmail: values.payerEmail ?? null,
        createRequestId: `pinshop-${key}-create`,
        captureRequestId: `pinshop-${key}-capture`,
        details: values.details as Record<string, unknown>,
      })
      .returning();
    return row!;
  }

  /** Creates the PayPal order for a payment row already holding its stock; gives the holds back if PayPal fails. */
  async function openAtPayPal(payment: Payment, description: string, returnUrl?: string): Promise<CreatedPayment> {
    const amount = centsToDecimalString(payment.amountCents);
    try {
      const created = await deps.paypal().createOrder({
        requestId: payment.createRequestId,
        amount: { currency_code: payment.currency, value: amount },
        customId: String(payment.id),
        description,
        returnUrl,
      });
      await db
        .update(payments)
        .set({ providerOrderId: created.id, updatedAt: now() })
        .where(eq(payments.id, payment.id));
      return { id: created.id, status: created.status, approveUrl: created.approveUrl, amount };
    } catch (error) {
      await db.transaction(async (tx) => {
        await releaseHolds(tx, payment.id, now());
        await tx.update(payments).set({ status: 'failed', updatedAt: now() }).where(eq(payments.id, payment.id));
      });
      throw paypalFailure(error);
    }
  }

  function checkBrowserAmount(browserAmount: number | undefined, amountCents: number) {
    if (browserAmount === undefined) return;
    if (Math.round(browserAmount * 100) !== amountCents) {
      throw new AppError('conflict', PAYMENT_MESSAGES.amountMismatch(amountCents), {
        expectedAmount: centsToDecimalString(amountCents),
      });
    }
  }

  async function recordOutcome(paymentId: number): Promise<PaymentOutcome> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
    if (payment.status === 'captured') {
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, payment.id));
      const statusPath = order
        ? orderStatusPath(deps.linkSecret, 'regular', order.id)
        : payment.customOrderId !== null
          ? orderStatusPath(deps.linkSecret, 'custom', payment.customOrderId)
          : null;
      return {
        status: 'COMPLETED',
        paymentId,
        orderId: order?.id ?? null,
        customOrderId: payment.customOrderId,
        statusPath,
      };
    }
    if (payment.details.refunded === true) return { status: 'REFUNDED', paymentId, message: PAYMENT_MESSAGES.refunded };
    if (payment.status === 'pending') return { status: 'PENDING', paymentId, message: PAYMENT_MESSAGES.pending };
    if (payment.status === 'declined') return { status: 'DECLINED', paymentId, message: PAYMENT_MESSAGES.declined };
    if (payment.status === 'voided') return { status: 'VOIDED', paymentId, message: 'Payment cancelled' };
    return { status: 'CREATED', paymentId, message: PAYMENT_MESSAGES.notApproved };
  }

  /** Fulfils a payment whose COMPLETED capture we have seen. Exactly once: the status update is the gate. */
  async function recordCapture(payment: Payment, captureId: string): Promise<PaymentOutcome> {
    const at = now();
    try {
      await db.transaction(async (tx) => {
        const claimed = await tx
          .update(payments)
          .set({ status: 'captured', captureId, capturedAt: at, updatedAt: at })
          .where(and(eq(payments.id, payment.id), sql`${payments.status} <> 'captured'`))
          .returning();
        const current = claimed[0];
        if (!current) return; // recorded already (a retry, the webhook, or the reconciler got here first)
        if (current.purpose === 'cart') await fulfilCart(tx, current);
        else if (current.purpose === 'deposit') await fulfilDeposit(tx, current);
        else if (current.purpose === 'balance') await fulfilBalance(tx, current);
        else await fulfilInvoice(tx, current);
      });
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'conflict')) throw error;
      // Stock or the discount ran out while the buyer was at PayPal (their hold had expired): refund, tell them.
      await refund(payment, captureId, error.message);
    }
    return recordOutcome(payment.id);
  }

  async function refund(payment: Payment, captureId: string, reason: string) {
    try {
      await deps.paypal().refundCapture(captureId, `pinshop-refund-${payment.id}`);
    } catch (error) {
      deps.log?.error({ err: error, paymentId: payment.id }, 'refund failed: needs a person');
      throw new AppError('unavailable', PAYMENT_MESSAGES.unavailable);
    }
    await db.transaction(async (tx) => {
      await releaseHolds(tx, payment.id, now());
      await tx
        .update(payments)
        .set({
          status: 'voided',
          captureId,
          updatedAt: now(),
          details: sql`${payments.details} || ${JSON.stringify({ refunded: true, refundReason: reason })}::jsonb`,
        })
        .where(eq(payments.id, payment.id));
      if (payment.payerEmail) {
        await enqueueEmail(tx, {
          to: payment.payerEmail,
          subject: 'Your payment has been refunded',
          text: `${PAYMENT_MESSAGES.refunded}\n\nReason: ${reason}\n\n-- ${deps.shop.name} · ${deps.shop.supportEmail}`,
          payload: { paymentId: payment.id },
        });
      }
    });
  }

  async function fulfilCart(tx: Tx, payment: Payment) {
    const snapshot = payment.details as unknown as CartSnapshot;
    await confirmHolds(tx, payment.id, snapshot.lines);
    const items: OrderItem[] = snapshot.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      priceCents: line.tierUnitPriceCents,
    }));
    const [order] = await tx
      .insert(orders)
      .values({
        userId: snapshot.userId,
        customerEmail: snapshot.customer.email,
        customerName: snapshot.customer.name,
        shippingAddress: snapshot.customer.shippingAddress,
        totalAmountCents: payment.amountCents,
        discountCode: payment.discountCode,
        discountAmountCents: snapshot.discountCents,
        paymentIntentId: payment.providerOrderId,
        paymentId: payment.id,
        items,
        status: 'processing',
      })
      .returning();
    const token = orderAccessToken(deps.linkSecret, 'regular', order!.id);
    await tx
      .update(orders)
      .set({ accessTokenHash: tokenHash(token) })
      .where(eq(orders.id, order!.id));
    if (payment.sessionId) {
      const bought = snapshot.lines.map((line) => line.productId);
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.sessionId, payment.sessionId), inArray(cartItems.productId, bought)));
    }
    const email = orderConfirmationEmail(
      deps.shop,
      order!,
      snapshot,
      `${deps.publicUrl}/track-order?id=${order!.id}&type=regular`,
    );
    await enqueueEmail(tx, { to: order!.customerEmail, ...email, payload: { orderId: order!.id } });
  }

  async function fulfilDeposit(tx: Tx, payment: Payment) {
    const snapshot = payment.details as unknown as DepositSnapshot;
    await confirmHolds(tx, payment.id, []);
    const { order: data, cents } = snapshot;
    const [custom] = await tx
      .insert(customOrders)
      .values({
        userId: snapshot.userId,
        quantity: data.quantity,
        size: data.size,
        plating: data.plating,
        packaging: data.packaging.join(','),
        logoFileName: data.logoFileName,
        logoUrl: data.logoUrl,
        rushOrder: data.rushOrder,
        rushOrderFeeCents: cents.rushFee,
        pricePerPinCents: cents.pricePerPin,
        totalPriceCents: cents.total,
        depositAmountCents: cents.deposit,
        remainingBalanceCents: cents.remaining,
        customerEmail: data.customerEmail,
        customerName: data.customerName,
        depositPaymentId: payment.providerOrderId,
        balancePaymentToken: randomBytes(32).toString('base64url'),
        discountCode: payment.discountCode,
        discountAmountCents: cents.discount,
        status: 'deposit_paid',
      })
      .returning();
    await tx.update(payments).set({ customOrderId: custom!.id }).where(eq(payments.id, payment.id));
    const token = orderAccessToken(deps.linkSecret, 'custom', custom!.id);
    await tx
      .update(customOrders)
      .set({ accessTokenHash: tokenHash(token) })
      .where(eq(customOrders.id, custom!.id));
    const email = depositReceiptEmail(deps.shop, custom!, `${deps.publicUrl}/orders/${custom!.id}?token=${token}`);
    await enqueueEmail(tx, { to: custom!.customerEmail, ...email, payload: { customOrderId: custom!.id } });
  }

  async function fulfilBalance(tx: Tx, payment: Payment) {
    const [order] = await tx
      .update(customOrders)
      .set({ status: 'balance_paid', balancePaymentId: payment.providerOrderId, updatedAt: now() })
      .where(and(eq(customOrders.id, payment.customOrderId!), sql`${customOrders.balancePaymentId} is null`))
      .returning();
    if (!order) throw new AppError('conflict', 'This balance has already been paid');
    const link = `${deps.publicUrl}${orderStatusPath(deps.linkSecret, 'custom', order.id)}`;
    const email = balanceReceiptEmail(deps.shop, order, link);
    await enqueueEmail(tx, { to: order.customerEmail, ...email, payload: { customOrderId: order.id, balance: true } });
  }

  async function fulfilInvoice(tx: Tx, payment: Payment) {
    const [invoice] = await tx
      .update(manualInvoices)
      .set({ status: 'paid', paidAt: now() })
      .where(and(eq(manualInvoices.id, payment.manualInvoiceId!), eq(manualInvoices.status, 'pending')))
      .returning();
    if (!invoice) throw new AppError('conflict', 'This invoice has already been paid');
    const email = invoiceReceiptEmail(deps.shop, invoice);
    await enqueueEmail(tx, { to: invoice.customerEmail, ...email, payload: { invoiceId: invoice.id } });
  }

  /** Reads what PayPal says about the payment's order and records it (capture, pending, declined). */
  async function settle(payment: Payment, order: PayPalOrder): Promise<PaymentOutcome> {
    const capture = completedCaptureFor(order, {
      value: centsToDecimalString(payment.amountCents),
      currency: payment.currency,
      customId: String(payment.id),
    });
    if (capture) return recordCapture(payment, capture.id);
    const anyCapture = order.purchase_units?.flatMap((unit) => unit.payments?.captures ?? [])[0];
    if (anyCapture?.status === 'PENDING') {
      await db
        .update(payments)
        .set({ status: 'pending', captureId: anyCapture.id, updatedAt: now() })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, [...OPEN_STATUSES])));
    } else if (anyCapture && ['DECLINED', 'FAILED'].includes(anyCapture.status)) {
      await db.transaction(async (tx) => {
        await releaseHolds(tx, payment.id, now());
        await tx
          .update(payments)
          .set({ status: 'declined', updatedAt: now() })
          .where(and(eq(payments.id, payment.id), sql`${payments.status} <> 'captured'`));
      });
    } else if (anyCapture?.status === 'COMPLETED') {
      // Completed, but not for our amount, currency or payment: never fulfilled; a person must look.
      deps.log?.error({ paymentId: payment.id, captureId: anyCapture.id }, 'capture does not match the payment');
      await db
        .update(payments)
        .set({
          status: 'failed',
          updatedAt: now(),
          details: sql`${payments.details} || '{"needsReview": true}'::jsonb`,
        })
        .where(eq(payments.id, payment.id));
    } else if (order.status === 'APPROVED' && payment.status === 'created') {
      await db.update(payments).set({ status: 'approved', updatedAt: now() }).where(eq(payments.id, payment.id));
    }
    return recordOutcome(payment.id);
  }

  async function paymentByProviderOrder(providerOrderId: string): Promise<Payment> {
    const [payment] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
    if (!payment) throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
    return payment;
  }

  /** A webhook or the reconciler: ask PayPal for the truth about one of our orders, then record it. */
  async function syncWithPayPal(providerOrderId: string): Promise<PaymentOutcome> {
    const payment = await paymentByProviderOrder(providerOrderId);
    if (payment.status === 'captured' || payment.details.refunded === true) return recordOutcome(payment.id);
    const order = await deps.paypal().getOrder(providerOrderId);
    if (order.status === 'VOIDED') {
      await voidPayment(payment.id);
      return recordOutcome(payment.id);
    }
    return settle(payment, order);
  }

  async function voidPayment(paymentId: number) {
    await db.transaction(async (tx) => {
      await releaseHolds(tx, paymentId, now());
      await tx
        .update(payments)
        .set({ status: 'voided', updatedAt: now() })
        .where(and(eq(payments.id, paymentId), sql`${payments.status} <> 'captured'`));
    });
  }

  return {
    /** A cart payment: the server's total for the session's cart, stock and discount held for 30 minutes. */
    async createCartPayment(input: {
      sessionId: string;
      customer: CustomerInfo;
      discountCode?: string;
      browserAmount?: number;
      userId?: number | null;
      returnUrl?: string;
    }): Promise<CreatedPayment> {
      const lines = await deps.cart.list(input.sessionId);
      if (lines.length === 0) throw new AppError('conflict', PAYMENT_MESSAGES.emptyCart);
      const productRows = await db
        .select()
        .from(products)
        .where(
          inArray(
            products.id,
            lines.map((line) => line.productId),
          ),
        );
      for (const line of lines) {
        const product = productRows.find((row) => row.id === line.productId);
        if (!product || !product.isActive || !isPurchasable(product)) {
          throw new AppError('conflict', `${line.product.name} is out of stock: please remove it from your cart`);
        }
        const max = maxPurchaseQuantity(product);
        if (line.quantity > max) throw new AppError('conflict', `Only ${max} of ${product.name} can be ordered`);
      }
      const priced = cartTotals(
        lines.map((line) => ({ unitPriceCents: line.product.priceCents, quantity: line.quantity })),
      );
      let discountCents = 0;
      let discountCode: string | null = null;
      if (input.discountCode?.trim()) {
        const { outcome, code } = await deps.discounts.validate(input.discountCode, priced.subtotalCents);
        if (!outcome.valid || !code)
          throw new AppError('conflict', outcome.valid ? 'This discount code is not valid' : outcome.error);
        discountCents = outcome.discountAmountCents;
        discountCode = code.code;
      }
      const totals = cartTotals(
        lines.map((line) => ({ unitPriceCents: line.product.priceCents, quantity: line.quantity })),
        discountCents,
      );
      checkBrowserAmount(input.browserAmount, totals.totalCents);
      const snapshotLines: CartLineSnapshot[] = lines.map((line, index) => ({
        productId: line.productId,
        name: line.product.name,
        quantity: line.quantity,
        unitPriceCents: line.product.priceCents,
        tierUnitPriceCents: totals.lines[index]!.tierUnitPriceCents,
        lineTotalCents: totals.lines[index]!.totalCents,
      }));
      const payment = await db.transaction(async (tx) => {
        for (const line of snapshotLines.filter((l) => isLimited(l.name))) {
          const taken = await limitedAlreadyTaken(tx, input.customer.email, line.productId);
          if (taken + line.quantity > LIMITED_PRODUCT_MAX) {
            throw new AppError(
              'conflict',
              `Limit of ${LIMITED_PRODUCT_MAX} per customer for ${line.name}: ${taken} already ordered with ${input.customer.email}`,
            );
          }
        }
        const snapshot: CartSnapshot = {
          kind: 'cart',
          customer: input.customer,
          userId: input.userId ?? null,
          lines: snapshotLines,
          subtotalCents: totals.subtotalCents,
          shippingCents: totals.shippingCents,
          discountCents: totals.discountCents,
          discountHeld: discountCode !== null,
        };
        const row = await insertPayment(tx, {
          purpose: 'cart',
          amountCents: totals.totalCents,
          sessionId: input.sessionId,
          discountCode,
          payerEmail: input.customer.email,
          details: snapshot,
        });
        await holdStock(tx, row.id, snapshotLines, new Date(now().getTime() + HOLD_MINUTES * 60_000));
        if (discountCode) await holdDiscountUse(tx, discountCode);
        return row;
      });
      return openAtPayPal(payment, `${deps.shop.name} order`, input.returnUrl);
    },

    /** The 10% deposit of a designer order, repriced here from its options (never the browser's numbers). */
    async createDepositPayment(input: {
      order: CustomOrderData & { logoUrl: string };
      browserAmount?: number;
      userId?: number | null;
      returnUrl?: string;
    }): Promise<CreatedPayment> {
      const key = input.order.logoUrl.replace(/^\/uploads\//, '');
      const [upload] = await db.select().from(uploads).where(eq(uploads.storageKey, key));
      if (!upload || upload.purpose !== 'design-file') {
        throw new AppError('bad_request', 'The design file of this order was not found. Please upload it again.');
      }
      const { quote, promoCode } = await repriceCustomOrder(input.order, deps.discounts);
      checkBrowserAmount(input.browserAmount, quote.depositCents);
      if (quote.depositCents <= 0) throw new AppError('conflict', 'This order has no deposit to pay');
      const snapshot: DepositSnapshot = {
        kind: 'deposit',
        userId: input.userId ?? null,
        order: {
          ...input.order,
          promoCode,
          logoUrl: `/uploads/${upload.storageKey}`,
          logoFileName: upload.originalName,
        },
        cents: {
          pricePerPin: quote.pricePerPinCents,
          rushFee: quote.rushFeeCents,
          total: quote.totalCents,
          deposit: quote.depositCents,
          remaining: quote.remainingCents,
          discount: quote.discountCents,
        },
        discountHeld: promoCode !== '',
      };
      const payment = await db.transaction(async (tx) => {
        const row = await insertPayment(tx, {
          purpose: 'deposit',
          amountCents: quote.depositCents,
          discountCode: promoCode || null,
          payerEmail: input.order.customerEmail,
          details: snapshot,
        });
        if (promoCode) await holdDiscountUse(tx, promoCode);
        return row;
      });
      return openAtPayPal(payment, `${deps.shop.name} custom pin deposit`, input.returnUrl);
    },

    /** The remaining balance of an approved custom order, by its payment link token. */
    async createBalancePayment(input: {
      token: string;
      browserAmount?: number;
      returnUrl?: string;
    }): Promise<CreatedPayment> {
      const [order] = await db.select().from(customOrders).where(eq(customOrders.balancePaymentToken, input.token));
      if (!order) throw new AppError('not_found', 'Payment Link Not Found');
      if (order.balancePaymentId || order.status === 'balance_paid') {
        throw new AppError('conflict', 'This balance has already been paid');
      }
      if (order.status !== 'approved') {
        throw new AppError('conflict', 'This order is not ready for its balance payment yet');
      }
      checkBrowserAmount(input.browserAmount, order.remainingBalanceCents);
      const payment = await db.transaction((tx) =>
        insertPayment(tx, {
          purpose: 'balance',
          amountCents: order.remainingBalanceCents,
          payerEmail: order.customerEmail,
          details: { kind: 'balance', customOrderId: order.id },
        }).then(async (row) => {
          await tx.update(payments).set({ customOrderId: order.id }).where(eq(payments.id, row.id));
          return { ...row, customOrderId: order.id };
        }),
      );
      return openAtPayPal(payment, `${deps.shop.name} custom order #${order.id} balance`, input.returnUrl);
    },

    /** A manual invoice: the stored total is charged, whatever amount a link carries. */
    async createInvoicePayment(input: {
      invoiceNumber: string;
      browserAmount?: number;
      returnUrl?: string;
    }): Promise<CreatedPayment> {
      const [invoice] = await db
        .select()
        .from(manualInvoices)
        .where(eq(manualInvoices.invoiceNumber, input.invoiceNumber));
      if (!invoice) throw new AppError('not_found', 'Invoice not found');
      if (invoice.status === 'paid')
        throw new AppError('conflict', `Invoice #${invoice.invoiceNumber} has already been paid`);
      checkBrowserAmount(input.browserAmount, invoice.totalCents);
      const payment = await db.transaction(async (tx) => {
        const row = await insertPayment(tx, {
          purpose: 'invoice',
          amountCents: invoice.totalCents,
          payerEmail: invoice.customerEmail,
          details: { kind: 'invoice', invoiceNumber: invoice.invoiceNumber },
        });
        await tx.update(payments).set({ manualInvoiceId: invoice.id }).where(eq(payments.id, row.id));
        return { ...row, manualInvoiceId: invoice.id };
      });
      return openAtPayPal(payment, `Invoice ${invoice.invoiceNumber}`, input.returnUrl);
    },

    /** What the balance page shows for a link token. */
    async balanceRecord(token: string) {
      const [order] = await db.select().from(customOrders).where(eq(customOrders.balancePaymentToken, token));
      if (!order) throw new AppError('not_found', 'Payment Link Not Found');
      return order;
    },

    /** The balance page's confirmation: captures if the browser has not yet, and checks the payment is this order's. */
    async completeBalance(token: string, providerOrderId: string): Promise<PaymentOutcome> {
      const [order] = await db.select().from(customOrders).where(eq(customOrders.balancePaymentToken, token));
      if (!order) throw new AppError('not_found', 'Payment Link Not Found');
      const payment = await paymentByProviderOrder(providerOrderId);
      if (payment.purpose !== 'balance' || payment.customOrderId !== order.id) {
        throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
      }
      return this.capture(providerOrderId);
    },

    async invoiceSummary(invoiceNumber: string) {
      const [invoice] = await db.select().from(manualInvoices).where(eq(manualInvoices.invoiceNumber, invoiceNumber));
      if (!invoice) throw new AppError('not_found', 'Invoice not found');
      return invoice;
    },

    /** Captures at PayPal (idempotent by our stored request id) and records the result once. */
    async capture(providerOrderId: string): Promise<PaymentOutcome> {
      const payment = await paymentByProviderOrder(providerOrderId);
      if (payment.status === 'captured' || payment.details.refunded === true) return recordOutcome(payment.id);
      let order: PayPalOrder;
      try {
        order = await deps.paypal().captureOrder(providerOrderId, payment.captureRequestId);
      } catch (error) {
        throw paypalFailure(error);
      }
      return settle(payment, order);
    },

    syncWithPayPal,

    /**
     * The buyer cancelled at PayPal: give the stock and the discount use back now instead of in 30 minutes. A cart
     * payment can only be cancelled from its own cart session. If PayPal captures it after all, the capture takes
     * the holds again (or refunds).
     */
    async cancel(providerOrderId: string, sessionId: string | undefined): Promise<PaymentOutcome> {
      const payment = await paymentByProviderOrder(providerOrderId);
      if (payment.purpose === 'cart' && payment.sessionId !== sessionId) {
        throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
      }
      if (payment.status === 'captured') throw new AppError('conflict', 'This payment has already been completed');
      await voidPayment(payment.id);
      return { status: 'VOIDED', paymentId: payment.id, message: 'Payment cancelled' };
    },

    async outcome(providerOrderId: string): Promise<PaymentOutcome> {
      return recordOutcome((await paymentByProviderOrder(providerOrderId)).id);
    },

    /** The regular order recorded for a captured cart payment of this session. */
    async orderForCartPayment(providerOrderId: string, sessionId: string): Promise<number> {
      const payment = await paymentByProviderOrder(providerOrderId);
      if (payment.purpose !== 'cart' || payment.sessionId !== sessionId) {
        throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
      }
      if (payment.status !== 'captured') throw new AppError('conflict', 'This payment has not been completed');
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, payment.id));
      if (!order) throw new AppError('conflict', 'This payment has not been completed');
      await deps.cart.clear(sessionId);
      return order.id;
    },

    /** The custom order recorded for a captured deposit. */
    async customOrderForDeposit(providerOrderId: string): Promise<number> {
      const payment = await paymentByProviderOrder(providerOrderId);
      if (payment.purpose !== 'deposit') throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
      if (payment.status !== 'captured' || payment.customOrderId === null) {
        throw new AppError('conflict', 'The deposit has not been paid');
      }
      return payment.customOrderId;
    },

    /**
     * Every few minutes: gives back expired holds of buyers who never paid, and asks PayPal about payments left
     * between approval and an outcome, so "paid at PayPal but no order here" cannot last.
     */
    async reconcile(options: { olderThanMs?: number } = {}): Promise<{ released: number; synced: number }> {
      const at = now();
      let released = 0;
      let synced = 0;
      const stale = await db
        .select()
        .from(payments)
        .where(
          and(
            inArray(payments.status, [...OPEN_STATUSES]),
            isNotNull(payments.providerOrderId),
            lt(payments.updatedAt, new Date(at.getTime() - (options.olderThanMs ?? 60_000))),
          ),
        )
        .limit(100);
      for (const payment of stale) {
        try {
          const before = payment.status;
          const result = await syncWithPayPal(payment.providerOrderId!);
          if (result.status !== before.toUpperCase()) synced += 1;
        } catch (error) {
          deps.log?.warn({ err: error, paymentId: payment.id }, 'reconcile: PayPal not reachable');
        }
      }
      // Holds of buyers still at PayPal after 30 minutes go back on the shelf (re-taken if they pay after all).
      const expired = await queryRows<{ id: number }>(
        db,
        sql`select distinct r.payment_id as id from stock_reservations r join payments p on p.id = r.payment_id
          where r.released_at is null and r.expires_at < ${at} and p.status in ('created', 'approved')`,
      );
      for (const row of expired) {
        await db.transaction((tx) => releaseHolds(tx, row.id, at));
        released += 1;
      }
      // PayPal gives a buyer 3 hours to approve; after that the order is dead and its holds go back.
      const abandoned = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.status, 'created'), lt(payments.createdAt, new Date(at.getTime() - 3 * 3_600_000))));
      for (const row of abandoned) {
        await voidPayment(row.id);
        released += 1;
      }
      return { released, synced };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
