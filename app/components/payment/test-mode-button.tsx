/**
 * Test mode's pay button: creates the PayPal order at the local stand-in and sends the buyer to its approval page,
 * which returns to this page (approved: token and PayerID; cancelled: token only).
 */
import { Icon } from '../ui/icons';
import type { PaymentRequest } from '../../../core/schemas/payments';
import type { PayPalPaymentControls } from '../../lib/use-paypal-payment';
import { Button } from '../ui/button';
import { PaymentError, TestModeNotice } from './payment-notices';

export interface TestModeButtonProps {
  payment: PayPalPaymentControls;
  request: () => PaymentRequest;
  label: string;
  disabled: boolean;
}

export function TestModeButton({ payment, request, label, disabled }: TestModeButtonProps) {
  const { startState, startError } = payment;
  return (
    <div className="flex flex-col gap-3">
      <TestModeNotice />
      <Button
        size="lg"
        className="w-full rounded-full bg-[#0070ba] text-base hover:bg-[#005ea6] active:bg-[#004f8c]"
        disabled={disabled || startState !== 'idle'}
        onClick={() => void payment.redirectToApproval(request)}
      >
        {startState === 'idle' ? (
          label
        ) : (
          <>
            <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" />
            {startState === 'starting' ? 'Creating payment…' : 'Redirecting to PayPal…'}
          </>
        )}
      </Button>
      {startError ? <PaymentError message={startError} /> : null}
    </div>
  );
}
