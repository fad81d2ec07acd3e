/** One e-mail field and a submit button, validated by the zod schema the server uses. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Mail } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { freePinSignupSchema, type FreePinSignupInput } from '../../../core/schemas/marketing';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export interface EmailSignupFormProps {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Why the last try failed, shown in the dialog (a toast behind a modal dialog is hidden from screen readers). */
  failure?: string;
  onSubmit(email: string): void;
}

export function EmailSignupForm({ submitLabel, pendingLabel, pending, failure, onSubmit }: EmailSignupFormProps) {
  const id = useId();
  const { register, handleSubmit, formState } = useForm<FreePinSignupInput>({
    resolver: zodResolver(freePinSignupSchema),
    defaultValues: { email: '' },
  });
  const error = formState.errors.email?.message;

  return (
    <form noValidate onSubmit={handleSubmit(({ email }) => onSubmit(email))} className="flex flex-col gap-3">
      <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
        Email address
      </label>
      <div className="relative">
        <Mail
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            'h-12 w-full rounded-lg border bg-white pr-3 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-400',
            'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
            error ? 'border-red-500' : 'border-slate-300',
          )}
          {...register('email')}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : null}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
