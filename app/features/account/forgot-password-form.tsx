/**
 * Asks for a password reset link. The answer is the same whether or not the address has an account (nobody learns
 * who shops here), so the page shows the server's one message; only a malformed address or a 429 is an error.
 */
import { Icon } from '../../components/ui/icons';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ForgotPasswordInput, forgotPasswordSchema } from '../../../core/schemas/accounts';
import { useAction } from '../../lib/use-action';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

const validation = lazyZodResolver(() => import('../../../core/schemas/accounts').then((m) => m.forgotPasswordSchema));
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { apiErrorMessage } from '../../lib/api';
import { shopApi } from '../../lib/shop-api';
import { AccountNotice } from './account-notice';

type ForgotPasswordFormInput = z.input<typeof forgotPasswordSchema>;

export function ForgotPasswordForm() {
  const { register, handleSubmit, formState } = useForm<ForgotPasswordFormInput, unknown, ForgotPasswordInput>({
    resolver: validation.resolver,
    defaultValues: { email: '' },
  });
  const request = useAction(shopApi.forgotPassword);
  const onSubmit = handleSubmit((values) => request.run(values));

  return (
    <div>
      {/* Both regions are on the page from the start (empty, so without a gap), so what appears in them is announced. */}
      <div role="status">
        {request.result ? <AccountNotice tone="info">{request.result.message}</AccountNotice> : null}
      </div>
      <div role="alert">
        {request.failed ? (
          <AccountNotice tone="error" className="mb-5">
            {apiErrorMessage(request.error)}
          </AccountNotice>
        ) : null}
      </div>
      {request.result ? null : (
        <form
          noValidate
          onFocus={validation.preload}
          onSubmit={(event) => void onSubmit(event)}
          aria-label="Reset your password"
        >
          {/* The fieldset disables the form while sending; its legend names the group (WCAG H71). */}
          <fieldset disabled={request.pending} className="flex flex-col gap-5">
            <legend className="sr-only">Your account's email</legend>
            <Field label="Email" error={formState.errors.email?.message}>
              {(control) => (
                <Input {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" />
              )}
            </Field>
            <Button type="submit" size="lg" className="w-full">
              {request.pending ? (
                <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" />
              ) : (
                <Icon name="send" className="size-5" aria-hidden="true" />
              )}
              {request.pending ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </fieldset>
        </form>
      )}
    </div>
  );
}
