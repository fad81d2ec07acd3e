/** The checkout's payment step: what is due now, the PayPal button (components/payment) and who processes it. */
import { Icon } from '../../components/ui/icons';
import type { Cents } from '../../../core/money';
import type { PaymentRequest } from '../../../core/schemas/payments';
import { Link } from 'react-router';
import { PayPalPayment } from '../../components/payment/paypal-payment';
import { LEGAL_PAGES } from '../../components/site-footer';
import { formatUsd } from '../../lib/format';
import type { PayPalPaymentControls } from '../../lib/use-paypal-payment';

export interface PaymentPanelProps {
  /** What the button pays now (the cart total or the deposit). */
  amountCents: Cents;
  amountLabel: string;
  disabled?: boolean;
  payment: PayPalPaymentControls;
  request: () => PaymentRequest;
  nonce: string | undefined;
}

export function PaymentPanel({ amountCents, amountLabel, disabled, payment, request, nonce }: PaymentPanelProps) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-baseline justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <span className="text-sm font-medium text-slate-700">{amountLabel}</span>
        <span className="text-xl font-bold text-slate-900 tabular-nums">{formatUsd(amountCents)}</span>
      </div>
      <PayPalPayment
        payment={payment}
        request={request}
        label="Pay with PayPal (test)"
        amountCents={amountCents}
        disabled={disabled}
        nonce={nonce}
      />
      <p className="flex items-center gap-2 text-xs text-slate-500">
        <Icon name="shield-check" className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
        Payments are processed by PayPal. We never see your card details.
      </p>
      <p className="text-xs text-slate-600">
        By paying you accept our{' '}
        {LEGAL_PAGES.map((page, index) => (
          <span key={page.path}>
            {index > 0 ? (index === LEGAL_PAGES.length - 1 ? ' and ' : ', ') : null}
            <Link to={page.path} target="_blank" className="font-medium text-brand-700 underline">
              {page.label}
            </Link>
          </span>
        ))}
        .
      </p>
    </div>
  );
}
