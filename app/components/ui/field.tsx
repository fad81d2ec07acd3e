/**
 * A form field: its label, the control, a hint and an error, tied together so a screen reader announces them with
 * the control (label `for`, aria-describedby, aria-invalid, aria-required). The control is rendered by `children`
 * with these props spread on it, so any control (Input, Select, Textarea, a file drop zone) can be the field's.
 */
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Marks the label with an asterisk and the control as required. */
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  /** For a hint that states the rule the error repeats ("At least 3 characters"): shown only while there is no error, so it is not heard twice. */
  errorReplacesHint?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({
  label,
  required = false,
  hint,
  error,
  errorReplacesHint = false,
  className,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = !!hint && !(errorReplacesHint && error);
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {showHint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
