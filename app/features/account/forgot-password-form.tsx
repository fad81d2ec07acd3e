/**
 * Asks for a password reset link. The answer is the same whether or not the address has an account (nobody learns
 * who shops here), so the page shows the server's one message; only a malformed address or a 429 is an error.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Icon } from '../../components/ui/icons';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../../../core/schemas/accounts';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { apiErrorMessage } from '../../lib/api';
import { shopApi } from '../../lib/shop-api';
import { AccountNotice } from './account-notice';

type ForgotPasswordFormInput = z.input<typeof forgotPasswordSchema>;

export function ForgotPasswordForm() {
  const { register, handleSubmit, formState } = useForm<ForgotPasswordFormInput, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const request = useMutation({ mutationFn: shopApi.forgotPassword });
  const onSubmit = handleSubmit((values) => request.mutate(values));

  return (
    <div>
      {/* Both regions are on the page from the start (empty, so without a gap), so what appears in them is announced. */}
      <div role="status">
        {request.isSuccess ? <AccountNotice tone="info">{request.data.message}</AccountNotice> : null}
      </div>
      <div role="alert">
        {request.isError ? (
          <AccountNotice tone="error" className="mb-5">
            {apiErrorMessage(request.error)}
          </AccountNotice>
        ) : null}
      </div>
      {request.isSuccess ? null : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Reset your password">
          {/* The fieldset disables the form while sending; its legend names the group (WCAG H71). */}
          <fieldset disabled={request.isPending} className="flex flex-col gap-5">
            <legend className="sr-only">Your account's email</legend>
            <Field label="Email" error={formState.errors.email?.message}>
              {(control) => (
                <Input {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" />
              )}
            </Field>
            <Button type="submit" size="lg" className="w-full">
              {request.isPending ? (
                <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" />
              ) : (
                <Icon name="send" className="size-5" aria-hidden="true" />
              )}
              {request.isPending ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </fieldset>
        </form>
      )}
    </div>
  );
}
