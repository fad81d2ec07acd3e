/**
 * The designer's order (shopper-spec section 2): its summary and the deposit (10%), or the whole order (no balance
 * then), paid with PayPal; back from
 * PayPal the deposit is captured, the custom order recorded, and the buyer goes on to tracking. The designer's
 * link carries the order, but the page shows the order the server prepared under the link's signed id:
 * an edited link never shows prices of its own, and a bad or expired one says so and leads back to the designer.
 *
 * This module loads on demand (designer-checkout for the designer's link, the quote deposit page for a quote), not
 * with every checkout (decision 021): most checkouts are a cart's.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { BALANCE_TERMS } from '../../../core/balance-terms';
import { centsToDecimalString, dollarsToCents } from '../../../core/money';
import { usePrices } from '../../lib/use-prices';
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import type { PaymentRequest } from '../../../core/schemas/payments';
import { CheckoutLayout, SectionHeading } from './checkout-layout';
import { CustomOrderSummary } from './custom-order-summary';
import { PaymentPanel } from './payment-panel';
import { PaymentStatus } from './payment-status';
import { PayNowChoice } from './pay-now-choice';
import type { CheckoutShell } from './regular-checkout';
import { useCheckoutPayment } from './use-checkout-payment';
import { useDepositShipTo } from './deposit-ship-to';
import { dueFigures, type DueFigures } from '../../components/due-rows';
import { DepositTaxNote, dueNowWithTax, useDepositTax } from './deposit-tax';

export interface CustomCheckoutProps {
  order: PreparedCustomOrder;
  shell: CheckoutShell;
  /**
   * Another summary of the same order (a quote shows its quoted total, not the designer's per-pin prices), given what
   * is due with sales tax once the server has quoted it.
   */
  summary?: (due: DueFigures | undefined) => ReactNode;
  /** Runs once the deposit is captured (the designer's order clears the designer's draft). */
  onPaid?: () => void;
}

export function CustomCheckout({ order, shell, summary, onPaid }: CustomCheckoutProps) {
  const depositPercent = usePrices().depositPercent;
  const payment = useCheckoutPayment({ kind: 'custom', order, onPaid });
  const depositCents = dollarsToCents(order.depositAmount);
  const totalCents = dollarsToCents(order.totalPrice);
  const [payInFull, setPayInFull] = useState(false);
  const address = useDepositShipTo(order.shipTo);
  const shipTo = address.shipTo;
  // The server's figures with their sales tax shares, once the ship-to is known (deposit-tax.tsx): one quote for
  // each choice, so each choice says what it charges.
  const known = !address.blocked && !!(shipTo ?? order.shipTo);
  const choice = totalCents > depositCents;
  const depositTax = useDepositTax(order.preparedOrderId, shipTo, known, false);
  const fullTax = useDepositTax(order.preparedOrderId, shipTo, known && choice, true);
  const tax = payInFull ? fullTax : depositTax;
  const dueNowCents = dueNowWithTax(tax.data, payInFull ? totalCents : depositCents);
  const due = tax.data ? dueFigures(tax.data, payInFull) : undefined;

  const request = useCallback(
    // The server charges the deposit (or the total) of the order it prepared (by its id); the amount is only
    // checked against it.
    (): PaymentRequest => ({
      purpose: 'deposit',
      preparedOrderId: order.preparedOrderId,
      amount: centsToDecimalString(dueNowCents),
      ...(payInFull ? { payInFull: true } : {}),
      ...(shipTo ? { shipTo } : {}),
    }),
    [order.preparedOrderId, dueNowCents, payInFull, shipTo],
  );

  return (
    <CheckoutLayout summary={summary ? summary(due) : <CustomOrderSummary order={order} due={due} />}>
      {payment.phase.name !== 'idle' ? (
        <PaymentStatus
          phase={payment.phase}
          supportEmail={shell.supportEmail}
          onRetryCapture={payment.retry}
          onRestart={payment.reset}
        />
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <SectionHeading>Pay your deposit</SectionHeading>
            <p className="text-sm text-pretty text-slate-600">
              A {depositPercent}% deposit starts your order: we send your mockup within 24 hours. {BALANCE_TERMS} Or pay
              it all now and there is nothing more to pay.
            </p>
          </div>
          {address.section}
          {choice ? (
            <PayNowChoice
              depositCents={depositCents}
              totalCents={totalCents}
              depositQuote={depositTax.data}
              fullQuote={fullTax.data}
              payInFull={payInFull}
              onChange={setPayInFull}
            />
          ) : null}
          <DepositTaxNote quote={tax.data} payInFull={payInFull} />
          <PaymentPanel
            amountCents={dueNowCents}
            amountLabel={payInFull ? 'Due now (paid in full)' : `Deposit due now (${depositPercent}%)`}
            disabled={address.blocked || (!tax.data && !tax.isError)}
            payment={payment}
            request={request}
            nonce={shell.nonce}
          />
        </>
      )}
    </CheckoutLayout>
  );
}
