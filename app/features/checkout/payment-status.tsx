/**
 * What the buyer sees after approving at PayPal, until the tracking page takes over: completing, under review
 * (PENDING), not paid (declined, refunded, not approved: try again), or paid but not recorded (contact support).
 */
import { Icon } from '../../components/ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { CheckoutPaymentPhase } from './use-checkout-payment';

function StatusCard({
  icon,
  tone,
  title,
  role,
  children,
}: {
  icon: ReactNode;
  tone: 'neutral' | 'warning' | 'error';
  title: string;
  role?: 'status' | 'alert';
  children: ReactNode;
}) {
  return (
    <div role={role} className="flex flex-col items-center gap-4 px-2 py-6 text-center sm:py-10">
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-full',
          tone === 'neutral' && 'bg-brand-50 text-brand-700',
          tone === 'warning' && 'bg-amber-50 text-amber-700',
          tone === 'error' && 'bg-red-50 text-red-700',
        )}
      >
        {icon}
      </span>
      <h2 className="text-xl font-semibold text-balance text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

export function PaymentStatus({
  phase,
  supportEmail,
  onRetryCapture,
  onRestart,
}: {
  phase: Exclude<CheckoutPaymentPhase, { name: 'idle' }>;
  supportEmail: string;
  onRetryCapture: () => void;
  onRestart: () => void;
}) {
  // Paid and recorded: the page is on its way to tracking.
  if (phase.name === 'completing' || phase.result.type === 'navigate') {
    return (
      <StatusCard
        role="status"
        tone="neutral"
        title="Completing your payment…"
        icon={<Icon name="loader-circle" className="size-7 animate-spin" aria-hidden="true" />}
      >
        <p className="max-w-sm text-sm text-slate-600">Please keep this page open while we confirm it with PayPal.</p>
      </StatusCard>
    );
  }
  const result = phase.result;
  if (result.type === 'pending') {
    return (
      <StatusCard
        role="status"
        tone="warning"
        title="Payment under review"
        icon={<Icon name="clock" className="size-7" aria-hidden="true" />}
      >
        <p className="max-w-md text-sm text-slate-600">{result.message}</p>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Back to home
        </Link>
      </StatusCard>
    );
  }
  if (result.type === 'unrecorded') {
    return (
      <StatusCard
        role="alert"
        tone="warning"
        title="Payment received"
        icon={<Icon name="mail-question-mark" className="size-7" aria-hidden="true" />}
      >
        <p className="max-w-md text-sm text-slate-600">{result.message}</p>
        <p className="text-sm text-slate-600">
          PayPal reference <span className="font-mono font-semibold text-slate-900">{result.paypalOrderId}</span>
        </p>
        <a
          href={`mailto:${supportEmail}?subject=${encodeURIComponent(`Custom order deposit ${result.paypalOrderId}`)}`}
          className={buttonVariants()}
        >
          Contact support
        </a>
      </StatusCard>
    );
  }
  const retryCapture = result.retry === 'capture';
  return (
    <StatusCard
      role="alert"
      tone="error"
      title={retryCapture ? 'We could not confirm your payment' : 'Payment not completed'}
      icon={<Icon name="circle-exclamation-point" className="size-7" aria-hidden="true" />}
    >
      <p className="max-w-md text-sm text-slate-600">{result.message}</p>
      <Button onClick={retryCapture ? onRetryCapture : onRestart}>
        <Icon name="rotate-ccw" className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </StatusCard>
  );
}
