/** Small pieces of the pay button: the test-mode notice, a failure, the loading placeholder. */
import { Icon } from '../ui/icons';

export function TestModeNotice() {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
      <Icon name="flask-conical" className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <span>
        <span className="font-semibold">Test mode: no real payment.</span> You approve the payment on a PayPal test page
        and no money is taken.
      </span>
    </p>
  );
}

export function PaymentError({ message }: { message: string }) {
  return (
    <p role="alert" className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
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
