/**
 * The pay button of either kind, never both: test mode drives the local stand-in's approval page; sandbox and live
 * load PayPal's buttons (their chunk is fetched only then).
 */
import { lazy, Suspense } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { Cents } from '../../../core/money';
import { Button } from '../../components/ui/button';
import { formatUsd } from '../../lib/format';
import type { PaymentRequest } from './payment-api';
import { PaymentError, PaymentPlaceholder } from './payment-notices';
import { TestModePayment } from './test-mode-payment';
import { usePayPalSetup } from './use-paypal-setup';

const PayPalSdkButtons = lazy(() => import('./paypal-sdk-buttons'));

export interface PaymentPanelProps {
  /** What the button pays now (the cart total or the deposit). */
  amountCents: Cents;
  amountLabel: string;
  disabled?: boolean;
  request: () => PaymentRequest;
  onApproved: (paypalOrderId: string) => void;
  nonce: string | undefined;
}

function PaymentMethod({ amountCents, disabled = false, request, onApproved, nonce }: PaymentPanelProps) {
  const setup = usePayPalSetup();
  if (setup.isError) {
    return (
      <div className="flex flex-col gap-3">
        <PaymentError message="Payment options could not be loaded. Please check your connection and try again." />
        <Button variant="outline" className="self-start" onClick={() => void setup.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!setup.data) return <PaymentPlaceholder label="Loading payment options" />;
  if (setup.data.mode === 'test') return <TestModePayment disabled={disabled} request={request} />;
  return (
    <Suspense fallback={<PaymentPlaceholder label="Loading PayPal" />}>
      <PayPalSdkButtons
        setup={setup.data}
        nonce={nonce}
        amountCents={amountCents}
        disabled={disabled}
        request={request}
        onApproved={onApproved}
      />
    </Suspense>
  );
}

export function PaymentPanel(props: PaymentPanelProps) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-baseline justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <span className="text-sm font-medium text-slate-700">{props.amountLabel}</span>
        <span className="text-xl font-bold text-slate-900 tabular-nums">{formatUsd(props.amountCents)}</span>
      </div>
      <PaymentMethod {...props} />
      <p className="flex items-center gap-2 text-xs text-slate-500">
        <ShieldCheck className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
        Payments are processed by PayPal. We never see your card details.
      </p>
    </div>
  );
}
