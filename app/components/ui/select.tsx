/**
 * A styled native select: the phone's own picker, the keyboard and screen readers work as they do everywhere,
 * which a scripted listbox cannot promise.
 */
import { Icon } from './icons';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputClass } from './input';

export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(inputClass, 'appearance-none pr-9', className)} {...props}>
        {children}
      </select>
      <Icon
        name="chevron-down"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
