/** The regular checkout's two steps: Information, then Payment. */
import { Icon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';

const STEPS = [
  { id: 'info', label: 'Information' },
  { id: 'payment', label: 'Payment' },
] as const;

export type CheckoutStep = (typeof STEPS)[number]['id'];

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const currentIndex = STEPS.findIndex((step) => step.id === current);
  return (
    <ol aria-label="Checkout steps" className="flex items-center gap-3 text-sm">
      {STEPS.map((step, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li key={step.id} aria-current={active ? 'step' : undefined} className="flex items-center gap-3">
            {index > 0 ? <span className="h-px w-8 bg-slate-300 sm:w-12" aria-hidden="true" /> : null}
            <span
              className={cn(
                'flex size-7 items-center justify-center rounded-full text-xs font-semibold',
                done && 'bg-brand-600 text-white',
                active && 'bg-brand-600 text-white ring-4 ring-brand-100',
                !done && !active && 'bg-slate-100 text-slate-500 ring-1 ring-slate-300',
              )}
            >
              {done ? <Icon name="check" className="size-4" aria-hidden="true" /> : index + 1}
            </span>
            <span className={cn('font-medium', active || done ? 'text-slate-900' : 'text-slate-500')}>
              {step.label}
              {done ? <span className="sr-only"> (completed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
