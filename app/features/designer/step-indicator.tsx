/** Where the shopper is in the five steps; completed steps show a check (shopper-spec section 2). */
import { Icon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { DESIGNER_STEPS, type DesignerStep } from './designer-state';

export function StepIndicator({ current }: { current: DesignerStep }) {
  return (
    <nav aria-label="Designer progress">
      <ol className="flex items-start pt-1">
        {DESIGNER_STEPS.map((step, index) => {
          const done = step.number < current;
          const active = step.number === current;
          return (
            <li
              key={step.number}
              aria-current={active ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center gap-2 text-center"
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-5 right-1/2 h-0.5 w-full -translate-y-1/2',
                    step.number <= current ? 'bg-brand-600' : 'bg-slate-200',
                  )}
                />
              ) : null}
              <span
                className={cn(
                  'relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-semibold ring-4 ring-white transition-colors',
                  done && 'bg-brand-600 text-white',
                  active && 'bg-white text-brand-700 ring-brand-100 outline-2 outline-brand-600',
                  !done && !active && 'bg-slate-100 text-slate-500',
                )}
              >
                {done ? <Icon name="check" className="size-4 stroke-3" aria-hidden="true" /> : step.number}
              </span>
              <span
                className={cn(
                  'text-xs font-medium',
                  active ? 'text-brand-800' : done ? 'text-slate-700' : 'text-slate-500',
                  !active && 'max-sm:sr-only',
                )}
              >
                <span className="sm:hidden">{step.short}</span>
                <span className="max-sm:hidden">{step.title}</span>
                {done ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
