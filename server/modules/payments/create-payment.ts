/**
 * Step 1: a payment for what the server prices (a cart, a prepared designer order's deposit, a balance, an
 * invoice). One transaction writes the payment row and takes its holds; then the PayPal order is created for that
 * amount, idempotent by the stored request id.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { LIMITED_PRODUCT_MAX } from '../../../core/constants';
import { isPurchasable, maxPurchaseQuantity } from '../../../core/catalog';
import { AppError } from '../../../core/errors';
import { SHIP_TO_MESSAGES } from '../../../core/ship-to-check';
import { centsToDecimalString } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import { formatShippingAddress, paypalShipping, type CreatePaymentBody } from '../../../core/schemas/payments';
import type { Tx } from '../../db/client';
import { payments, products, type Payment } from '../../db/schema';
import type { CreateOrderInput } from '../../integrations/paypal/client';
import { holdStock } from '../catalog';
import { PRICE_MISMATCH } from '../custom-orders';
import {
  HOLD_MINUTES,
  releaseHolds,
  insertPayment,
  PAYMENT_MESSAGES,
  paypalFailure,
  type PaymentContext,
} from './payment-context';
import { earlierCaptures, paypalInvoiceId } from './invoice-ids';
import { paypalExtrasFor } from './paypal-extras';
import { checkCartAmount, priceCart } from './cart-pricing';
import { checkDepositAmount, priceDeposit, type PricedDeposit } from './deposit-pricing';
import { paymentDetails, type CartLineSnapshot, type CustomerInfo, type NewPaymentDetails } from './payment-details';
import {
  checkAddressHolds,
  lockKey,
  MAX_VISITOR_HELD_UNITS,
  reusableOpenPayment,
  unitsBeingPaid,
  visitorHoldMessage,
} from './open-payments';

export const DEPOSIT_PAID_ALREADY =
  'The deposit for this order is already paid and the order is placed: you will find it in your e-mail and under My Orders.';

/** What a payment tells PayPal beside its amount: the order number, the lines and where the goods go. */
export type PayPalOrderExtras = Pick<CreateOrderInput, 'invoiceId' | 'breakdown' | 'items' | 'shipping'>;

export interface CreatedPayment {
  id: string;
  status: string;
  approveUrl: string | null;
  amount: string;
}

/** Who asks: the cart's session (a cart payment), the signed-in user, if any, and the client's address. */
export interface PaymentRequester {
  sessionId: string | undefined;
  userId: number | null;
  clientIp: string | null;
}

/**
 * A deposit asked again with another ship-to (corrected on the page): the open payment keeps the new one, with the
 * tax computed for it (the amount is the same, or the payment would not be reused).
 */
async function keepOrder(tx: Tx, payment: Payment, order: PricedDeposit['order']): Promise<Payment> {
  const details = payment.details as { order?: PricedDeposit['order'] };
  if (JSON.stringify([details.order?.shipTo, details.order?.tax]) === JSON.stringify([order.shipTo, order.tax]))
    return payment;
  const [updated] = await tx
    .update(payments)
    .set({ details: { ...details, order } })
    .where(eq(payments.id, payment.id))
    .returning();
  return updated!;
}

function checkBrowserAmount(browserAmount: number | undefined, amountCents: number) {
  if (browserAmount === undefined) return;
  if (Math.round(browserAmount * 100) !== amountCents) {
    throw new AppError('conflict', PAYMENT_MESSAGES.amountMismatch(amountCents), {
      expectedAmount: centsToDecimalString(amountCents),
    });
  }
}

export function createPaymentCreator(ctx: PaymentContext) {
  const { db } = ctx;

  /** Creates the PayPal order for a payment row already holding its stock; gives the holds back if PayPal fails. */
  async function openAtPayPal(
    payment: Payment,
    description: string,
    returnUrl?: string,
    extras: PayPalOrderExtras = {},
  ): Promise<CreatedPayment> {
    const amount = centsToDecimalString(payment.amountCents);
    try {
      const created = await ctx.paypal().createOrder({
        requestId: payment.createRequestId,
        amount: { currency_code: payment.currency, value: amount },
        customId: String(payment.id),
        description,
        invoiceId: paypalInvoiceId(paymentDetails(payment)),
        ...extras,
        returnUrl,
      });
      await db
        .update(payments)
        .set({ providerOrderId: created.id, updatedAt: ctx.now() })
        .where(eq(payments.id, payment.id));
      return { id: created.id, status: created.status, approveUrl: created.approveUrl, amount };
    } catch (error) {
      await db.transaction(async (tx) => {
        await releaseHolds(ctx, tx, payment.id);
        await tx.update(payments).set({ status: 'failed', updatedAt: ctx.now() }).where(eq(payments.id, payment.id));
      });
      throw paypalFailure(ctx, error);
    }
  }

  async function cart(
    body: Extract<CreatePaymentBody, { purpose: 'cart' }>,
    who: PaymentRequester,
    returnUrl: string | undefined,
  ): Promise<CreatedPayment> {
    if (!who.sessionId) throw new AppError('bad_request', 'X-Session-Id header is required');
    const sessionId = who.sessionId;
    const customer: CustomerInfo = {
      name: body.customer.name,
      email: body.customer.email,
      shippingAddress: formatShippingAddress(body.customer),
      country: body.customer.country,
    };
    const lines = await ctx.cart.list(sessionId);
    if (lines.length === 0) throw new AppError('conflict', PAYMENT_MESSAGES.emptyCart);
    const ids = lines.map((line) => line.productId);
    const productRows = await db.select().from(products).where(inArray(products.id, ids));
    for (const line of lines) {
      const product = productRows.find((row) => row.id === line.productId);
      if (!product || !product.isActive) {
        throw new AppError('conflict', `${line.product.name} is no longer available: please remove it from your cart`);
      }
      if (!isPurchasable(product)) {
        throw new AppError('conflict', `${line.product.name} is out of stock: please remove it from your cart`);
      }
      const max = maxPurchaseQuantity(product);
      if (line.quantity > max) throw new AppError('conflict', `Only ${max} of ${product.name} can be ordered`);
      // A visitor's unpaid payment keeps at most this many off the shelf for its 10 minutes (decision 009).
      if (who.userId === null && line.quantity > MAX_VISITOR_HELD_UNITS) {
        throw new AppError('conflict', visitorHoldMessage(MAX_VISITOR_HELD_UNITS, product.name));
      }
    }
    const priced = await priceCart(ctx, lines, {
      discountCode: body.discountCode,
      shipTo: { country: body.customer.country, state: body.customer.state },
      userId: who.userId,
    });
    const { totals, discountCode } = priced;
    checkCartAmount(body.amount, priced, PAYMENT_MESSAGES.amountMismatch(priced.amountCents));
    const snapshotLines: CartLineSnapshot[] = lines.map((line, index) => ({
      productId: line.productId,
      name: line.product.name,
      quantity: line.quantity,
      unitPriceCents: line.product.priceCents,
      tierUnitPriceCents: totals.lines[index]!.tierUnitPriceCents,
      lineTotalCents: totals.lines[index]!.totalCents,
    }));
    const limited = new Set(productRows.filter((row) => row.limited).map((row) => row.id));
    const openKey = `cart:${sessionId}`;
    const newDetails: NewPaymentDetails = {
      kind: 'cart',
      customer,
      userId: who.userId,
      lines: snapshotLines,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      discountCents: totals.discountCents,
      tax: priced.tax,
      discountHeld: discountCode !== null,
    };
    /** The same cart, buyer and code again: the open payment stands (nothing held twice). */
    const same = (open: Payment) => {
      const before = paymentDetails(open);
      return (
        before.kind === 'cart' &&
        open.amountCents === priced.amountCents &&
        open.discountCode === discountCode &&
        JSON.stringify([before.lines, before.customer, before.userId]) ===
          JSON.stringify([snapshotLines, customer, who.userId])
      );
    };
    const payment = await db.transaction(async (tx) => {
      const reused = await reusableOpenPayment(ctx, tx, openKey, same);
      if (reused) return reused;
      const limitedLines = snapshotLines.filter((l) => limited.has(l.productId));
      // One customer's limited pins are counted and taken one request at a time, on every instance.
      if (limitedLines.length > 0) await lockKey(tx, `limited:${customer.email.toLowerCase()}`);
      for (const line of limitedLines) {
        const taken =
          (await ctx.orders.unitsOrdered(tx, customer.email, line.productId)) +
          (await unitsBeingPaid(tx, customer.email, line.productId));
        if (taken + line.quantity > LIMITED_PRODUCT_MAX) {
          throw new AppError(
            'conflict',
            `Limit of ${LIMITED_PRODUCT_MAX} per customer for ${line.name}: ${taken} already ordered with ${customer.email}`,
          );
        }
      }
      const units = snapshotLines.reduce((sum, line) => sum + line.quantity, 0);
      await checkAddressHolds(tx, who.clientIp, units, ctx.now());
      const row = await insertPayment(tx, {
        purpose: 'cart',
        amountCents: priced.amountCents,
        sessionId,
        discountCode,
        payerEmail: customer.email,
        openKey,
        clientIp: who.clientIp,
        testMode: ctx.testMode,
        // The order's id now: its number is the PayPal order's invoice_id, and the capture inserts the order with it.
        details: { ...newDetails, orderId: await ctx.orders.reserveId(tx) },
      });
      await holdStock(tx, row.id, snapshotLines, new Date(ctx.now().getTime() + HOLD_MINUTES * 60_000));
      if (discountCode)
        await ctx.discounts.holdUse(tx, discountCode, customer.email, { firstOrder: true, paymentId: row.id });
      return row;
    });
    return openAtPayPal(payment, `${ctx.shop.name} order`, returnUrl, {
      ...paypalExtrasFor(payment, 'Pins'),
      shipping: paypalShipping(body.customer),
    });
  }

  /**
   * The 10% deposit of a prepared designer order (or, with `payInFull`, its whole total: the order is then placed
   * with no balance): its stored price, the promo code checked again.
   */
  async function deposit(
    body: Extract<CreatePaymentBody, { purpose: 'deposit' }>,
    who: PaymentRequester,
    returnUrl: string | undefined,
  ): Promise<CreatedPayment> {
    const order = await ctx.customOrders.preparedOrder(body.preparedOrderId);
    const { id: preparedOrderId, ...prepared } = order;
    const shipTo = body.shipTo ?? prepared.shipTo;
    if (!shipTo) throw new AppError('bad_request', SHIP_TO_MESSAGES.required);
    if (prepared.promoCode) {
      const { outcome } = await ctx.discounts.validate(prepared.promoCode, prepared.discountBaseCents);
      if (!outcome.valid) throw new AppError('conflict', outcome.error);
      if (outcome.discountAmountCents !== prepared.cents.discount) throw new AppError('conflict', PRICE_MISMATCH);
    }
    // The server decides what is paid now: the deposit, or the whole total and nothing left, each with its tax.
    const priced = await priceDeposit(ctx, prepared, { shipTo, payInFull: !!body.payInFull, userId: who.userId });
    const { order: data } = priced;
    const { cents } = data;
    checkDepositAmount(body.amount, priced);
    if (cents.deposit <= 0) throw new AppError('conflict', 'This order has no deposit to pay');
    const openKey = `deposit:${preparedOrderId}`;
    const payment = await db.transaction(async (tx) => {
      // The same choice again reuses the open payment; the other one (deposit or in full) replaces it.
      const reused = await reusableOpenPayment(ctx, tx, openKey, (open) => open.amountCents === cents.deposit);
      if (reused) return keepOrder(tx, reused, data);
      // A prepared order is placed once: after its deposit is paid, a resubmit (the back button) pays nothing.
      const [paid] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.openKey, openKey), inArray(payments.status, ['captured', 'refunded'])))
        .limit(1);
      if (paid) throw new AppError('conflict', DEPOSIT_PAID_ALREADY);
      const row = await insertPayment(tx, {
        purpose: 'deposit',
        amountCents: cents.deposit,
        discountCode: data.promoCode || null,
        payerEmail: data.customerEmail,
        openKey,
        clientIp: who.clientIp,
        testMode: ctx.testMode,
        details: {
          kind: 'deposit',
          userId: who.userId,
          preparedOrderId,
          customOrderId: await ctx.customOrders.reserveId(tx),
          order: data,
          discountHeld: !!data.promoCode,
        },
      });
      if (data.promoCode)
        await ctx.discounts.holdUse(tx, data.promoCode, data.customerEmail, { firstOrder: true, paymentId: row.id });
      return row;
    });
    const depositLabel = `${ctx.shop.name} custom pin ${body.payInFull ? 'order, paid in full' : 'deposit'}`;
    return openAtPayPal(payment, depositLabel, returnUrl, paypalExtrasFor(payment, depositLabel));
  }

  /** The remaining balance of an approved custom order, by its payment link token. */
  async function balance(
    body: Extract<CreatePaymentBody, { purpose: 'balance' }>,
    who: PaymentRequester,
    returnUrl: string | undefined,
  ): Promise<CreatedPayment> {
    const order = await ctx.customOrders.byBalanceToken(body.balanceToken);
    if (order.balancePaymentId || order.status === 'balance_paid') {
      throw new AppError('conflict', 'This balance has already been paid');
    }
    if (order.status !== 'approved') {
      throw new AppError('conflict', 'This order is not ready for its balance payment yet');
    }
    checkBrowserAmount(body.amount, order.remainingBalanceCents);
    const openKey = `balance:${order.id}`;
    const payment = await db.transaction(
      async (tx) =>
        (await reusableOpenPayment(ctx, tx, openKey, (open) => open.amountCents === order.remainingBalanceCents)) ??
        insertPayment(tx, {
          purpose: 'balance',
          amountCents: order.remainingBalanceCents,
          payerEmail: order.customerEmail,
          customOrderId: order.id,
          openKey,
          clientIp: who.clientIp,
          testMode: ctx.testMode,
          details: {
            kind: 'balance',
            customOrderId: order.id,
            earlierCaptures: await earlierCaptures(tx, { customOrderId: order.id }),
            taxCents: order.taxCents - order.depositTaxCents,
          },
        }),
    );
    const balanceLabel = `${ctx.shop.name} custom order ${orderNumber('custom', order.id)} balance`;
    return openAtPayPal(payment, balanceLabel, returnUrl, paypalExtrasFor(payment, balanceLabel));
  }

  /** A manual invoice: the stored total is charged, whatever amount a link carries. */
  async function invoice(
    body: Extract<CreatePaymentBody, { purpose: 'invoice' }>,
    who: PaymentRequester,
    returnUrl: string | undefined,
  ): Promise<CreatedPayment> {
    const found = await ctx.invoices.byNumberAndToken(body.invoiceNumber, body.token);
    if (found.status === 'paid')
      throw new AppError('conflict', `Invoice #${found.invoiceNumber} has already been paid`);
    checkBrowserAmount(body.amount, found.totalCents);
    const openKey = `invoice:${found.id}`;
    const payment = await db.transaction(async (tx) => {
      await ctx.invoices.lockForPayment(tx, found.id);
      return (
        (await reusableOpenPayment(ctx, tx, openKey, (open) => open.amountCents === found.totalCents)) ??
        insertPayment(tx, {
          purpose: 'invoice',
          amountCents: found.totalCents,
          payerEmail: found.customerEmail,
          manualInvoiceId: found.id,
          openKey,
          clientIp: who.clientIp,
          testMode: ctx.testMode,
          details: {
            kind: 'invoice',
            invoiceNumber: found.invoiceNumber,
            earlierCaptures: await earlierCaptures(tx, { manualInvoiceId: found.id }),
          },
        })
      );
    });
    const invoiceLabel = `Invoice ${found.invoiceNumber}`;
    return openAtPayPal(payment, invoiceLabel, returnUrl, paypalExtrasFor(payment, invoiceLabel));
  }

  /** One entry for every purpose; PayPal sends the buyer back to the page they paid on (our own pages only). */
  return function createPayment(body: CreatePaymentBody, who: PaymentRequester): Promise<CreatedPayment> {
    const back = body.returnPath ? `${ctx.publicUrl}${body.returnPath}` : undefined;
    switch (body.purpose) {
      case 'cart':
        return cart(body, who, back);
      case 'deposit':
        return deposit(body, who, back);
      case 'balance':
        return balance(body, who, back && `${ctx.publicUrl}/balance-payment/${encodeURIComponent(body.balanceToken)}`);
      case 'invoice':
        return invoice(body, who, back);
    }
  };
}
