/**
 * The sign-up form (accounts-admin-spec sections 2 and 5): the register schema the server uses plus the
 * confirmation, which stays in the browser. Once sent, the form gives way to the server's "check your e-mail"
 * answer: the account is made by the link it e-mails (docs/decisions/031-register-then-verify.md).
 */
import { Icon } from '../../components/ui/icons';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { registerFormSchema } from '../../../core/schemas/accounts';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { AccountNotice } from './account-notice';
import { PasswordInput } from './password-input';
import { useRegister } from './use-sign-in';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

const validation = lazyZodResolver(() => import('../../../core/schemas/accounts').then((m) => m.registerFormSchema));

type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormValues = z.output<typeof registerFormSchema>;

export function RegisterForm() {
  const { register, handleSubmit, formState } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: validation.resolver,
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const errors = formState.errors;
  const signUp = useRegister();
  const pending = signUp.pending;
  // The confirmation is checked here and never sent (accounts-admin-spec section 3, payloads).
  const onSubmit = handleSubmit(({ username, email, password }) => signUp.run({ username, email, password }));

  return (
    <>
      {/* On the page from the start, so the answer is announced when it appears. */}
      <div role="status">
        {signUp.result ? (
          <AccountNotice
            tone="info"
            actions={
              <Button type="button" variant="outline" onClick={() => signUp.reset()}>
                Register again
              </Button>
            }
          >
            {signUp.result.message} No e-mail after a few minutes? Check your spam folder, or register again.
          </AccountNotice>
        ) : null}
      </div>
      {signUp.result ? null : (
        <form
          noValidate
          onFocus={validation.preload}
          onSubmit={(event) => void onSubmit(event)}
          aria-label="Create account"
        >
          {/* The fieldset disables every control while registering; its legend names the group (WCAG H71). */}
          <fieldset disabled={pending} className="flex flex-col gap-5">
            <legend className="sr-only">Your new account</legend>
            <Field errorReplacesHint label="Username" hint="At least 3 characters" error={errors.username?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('username')}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </Field>
            <Field label="Email" error={errors.email?.message}>
              {(control) => (
                <Input {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" />
              )}
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field errorReplacesHint label="Password" hint="At least 8 characters" error={errors.password?.message}>
                {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
              </Field>
              <Field label="Confirm Password" error={errors.confirmPassword?.message}>
                {(control) => (
                  <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />
                )}
              </Field>
            </div>
            <Button type="submit" size="lg" className="mt-2 w-full">
              {pending ? (
                <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" />
              ) : (
                <Icon name="user-plus" className="size-5" aria-hidden="true" />
              )}
              {pending ? 'Creating Account...' : 'Create Account'}
            </Button>
          </fieldset>
        </form>
      )}
    </>
  );
}
