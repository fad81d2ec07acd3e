/** A vertical timeline: done steps carry a check, the current one is marked for assistive technology too. */
import { Icon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import type { TimelineStep } from './order-timeline';

export function OrderTimelineView({ steps, label }: { steps: TimelineStep[]; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const nextDone = steps[index + 1]?.done ?? false;
        return (
          <li
            key={step.status}
            aria-current={step.current ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-7 bottom-0 left-[0.8125rem] w-0.5 rounded-full',
                  nextDone ? 'bg-brand-500' : 'bg-slate-200',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                step.done ? 'bg-brand-600 text-white' : 'border-2 border-slate-200 bg-white text-slate-500',
                step.current && 'ring-4 ring-brand-100',
              )}
            >
              {step.done ? <Icon name="check" className="size-4 stroke-3" /> : index + 1}
            </span>
            <span
              className={cn(
                'pt-1 text-sm leading-5',
                step.current ? 'font-semibold text-slate-900' : step.done ? 'text-slate-800' : 'text-slate-500',
              )}
            >
              {step.label}
              {step.done && !step.current ? <span className="sr-only"> (completed)</span> : null}
              {step.current ? <span className="sr-only"> (current step)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
