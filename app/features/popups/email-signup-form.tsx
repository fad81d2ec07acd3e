/** One e-mail field and a submit button, validated by the zod schema the server uses. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Icon } from '../../components/ui/icons';
import { useForm } from 'react-hook-form';
import { freePinSignupSchema, type FreePinSignupInput } from '../../../core/schemas/marketing';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

export interface EmailSignupFormProps {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Why the last try failed, shown in the dialog (a toast behind a modal dialog is hidden from screen readers). */
  failure?: string;
  onSubmit(email: string): void;
}

export function EmailSignupForm({ submitLabel, pendingLabel, pending, failure, onSubmit }: EmailSignupFormProps) {
  const { register, handleSubmit, formState } = useForm<FreePinSignupInput>({
    resolver: zodResolver(freePinSignupSchema),
    defaultValues: { email: '' },
  });
  const error = formState.errors.email?.message;

  return (
    <form noValidate onSubmit={handleSubmit(({ email }) => onSubmit(email))} className="flex flex-col gap-3">
      <Field label="Email address" error={error}>
        {(control) => (
          <div className="relative">
            <Icon
              name="mail"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              placeholder="you@example.com"
              className="h-12 py-0 pl-10 sm:text-base"
              {...register('email')}
            />
          </div>
        )}
      </Field>
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" /> : null}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
