/**
 * What a custom order's deposit (or payment in full) charges, decided by the server: the prepared order's stored
 * price, and the sales tax on the whole order to its ship-to, split between deposit and balance as the owner chose
 * (the tax module's customOrderTax). The deposit's tax quote and the deposit payment both price with this, so the
 * figure the page shows is the figure charged, or the payment is refused with 409.
 */
import { AppError } from '../../../core/errors';
import { centsToDecimalString, formatUsd } from '../../../core/money';
import type { ShipTo } from '../../../core/schemas/ship-to';
import { taxRowLabel } from '../../../core/tax-summary';
import type { PreparedOrderData } from '../custom-orders';
import { customOrderTax } from '../tax';
import type { PaymentContext } from './payment-context';
import { PAYMENT_MESSAGES } from './payment-context';

export interface PricedDeposit {
  /** The order as the payment keeps it: its ship-to, its tax, and cents with the tax shares in them. */
  order: PreparedOrderData & { shipTo: ShipTo };
  /** What this payment charges. */
  amountCents: number;
}

export async function priceDeposit(
  ctx: PaymentContext,
  prepared: PreparedOrderData,
  options: { shipTo: ShipTo; payInFull: boolean; userId: number | null },
): Promise<PricedDeposit> {
  const before = options.payInFull
    ? { ...prepared.cents, deposit: prepared.cents.total, remaining: 0 }
    : prepared.cents;
  const { tax, charges } = await customOrderTax(
    ctx.db,
    ctx.taxFor,
    {
      shipTo: { country: options.shipTo.country, state: options.shipTo.state },
      buyerUserId: options.userId,
      kind: prepared.quoteRequestId === undefined ? 'designed' : 'quoted',
      depositCents: before.deposit,
      remainingCents: before.remaining,
    },
    ctx.now(),
  );
  const cents = { ...before, deposit: charges.depositCents, remaining: charges.remainingCents };
  return { order: { ...prepared, shipTo: options.shipTo, tax, cents }, amountCents: charges.depositCents };
}

/** The page's deposit against the server's: another figure is a 409 that says the new one, nothing charged. */
export function checkDepositAmount(browserAmount: number | undefined, priced: PricedDeposit): void {
  if (browserAmount === undefined || Math.round(browserAmount * 100) === priced.amountCents) return;
  const tax = priced.order.tax!;
  const message =
    tax.depositTaxCents > 0
      ? `Your payment is now ${formatUsd(priced.amountCents)}, including ${formatUsd(tax.depositTaxCents)} sales tax ` +
        `for ${tax.region}. Nothing was charged: please review the new amount and pay again.`
      : PAYMENT_MESSAGES.amountMismatch(priced.amountCents);
  throw new AppError('conflict', message, {
    expectedAmount: centsToDecimalString(priced.amountCents),
    taxAmount: centsToDecimalString(tax.depositTaxCents),
  });
}

/** The deposit page's figures for a ship-to: what the deposit charges now and what the balance will. */
export function depositTaxQuote(priced: PricedDeposit) {
  const { tax, cents } = priced.order;
  return {
    totalCents: cents.total,
    taxCents: tax!.totalCents,
    depositCents: cents.deposit,
    depositTaxCents: tax!.depositTaxCents,
    remainingCents: cents.remaining,
    balanceTaxCents: tax!.totalCents - tax!.depositTaxCents,
    region: tax!.region,
    taxLabel: taxRowLabel(tax!),
    exemptReason: tax!.exemptReason,
  };
}
