/** Small pieces of the payment panel: the test-mode notice, an error, the loading placeholder. */
import { AlertCircle, FlaskConical } from 'lucide-react';

export function TestModeNotice() {
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <FlaskConical className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
        Test mode: no real payment
      </p>
      <p className="mt-1 text-sm text-amber-900">
        Payments go to a PayPal test stand-in. You approve the payment on a test page and no money is taken.
      </p>
    </div>
  );
}

export function PaymentError({ message }: { message: string }) {
  return (
    <p role="alert" className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

export function PaymentPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      <div className="h-12 animate-pulse rounded-lg bg-slate-100" />
      <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
    </div>
  );
}
