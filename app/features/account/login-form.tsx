/**
 * The sign-in form (accounts-admin-spec sections 2 and 5), validated by the schema the server uses. An admin with a
 * second factor is asked for it once the password is right: the "Authentication code" field (or a recovery code)
 * appears and the form is sent again with `otp`. An admin enrolled without recovery codes (ADMIN_TOTP_SECRET) is
 * shown the ten the server made at this first sign-in before going on.
 */
import { Icon } from '../../components/ui/icons';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { LoginInput, loginSchema } from '../../../core/schemas/accounts';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from './password-input';
import { RecoveryCodes } from './recovery-codes';
import { useLogin } from './use-sign-in';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

const validation = lazyZodResolver(() => import('../../../core/schemas/accounts').then((m) => m.loginSchema));

type LoginFormInput = z.input<typeof loginSchema>;

/** Asked for after the password: `error` is the server's refusal of a code sent. */
interface CodeStep {
  error: string | null;
  recovery: boolean;
}

/** Codes the server made at this first sign-in of an admin (enrolled by ADMIN_TOTP_SECRET), and the way on. */
interface NewCodes {
  codes: string[];
  username: string;
  done: () => void;
}

export function LoginForm() {
  const [searchParams] = useSearchParams();
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [newCodes, setNewCodes] = useState<NewCodes | null>(null);
  const { register, handleSubmit, formState, setFocus, setValue, getValues } = useForm<
    LoginFormInput,
    unknown,
    LoginInput
  >({
    resolver: validation.resolver,
    defaultValues: { username: '', password: '' },
    shouldUnregister: true,
  });
  const errors = formState.errors;
  const login = useLogin({
    next: searchParams.get('next'),
    onOtpRequired: (message, sentOtp) =>
      setCodeStep((step) => ({ recovery: false, ...step, error: sentOtp ? message : null })),
    onRecoveryCodes: (codes, done) => setNewCodes({ codes, username: getValues('username'), done }),
  });
  const pending = login.pending || login.result !== undefined;
  const onSubmit = handleSubmit((values) => login.run(values));

  const recovery = codeStep?.recovery ?? false;
  const codeError = codeStep?.error ?? null;
  useEffect(() => {
    if (codeStep) setFocus('otp', { shouldSelect: true });
  }, [codeStep, recovery, codeError, setFocus]);

  const toggleRecovery = () => {
    setValue('otp', '');
    setCodeStep((step) => (step ? { error: null, recovery: !step.recovery } : step));
  };

  if (newCodes) {
    return (
      <RecoveryCodes
        codes={newCodes.codes}
        heading="Save your recovery codes"
        username={newCodes.username}
        onDone={newCodes.done}
      />
    );
  }

  return (
    <form noValidate onFocus={validation.preload} onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
      {/* The fieldset disables every control while signing in; its legend names the group (WCAG H71). */}
      <fieldset disabled={pending} className="flex flex-col gap-5">
        <legend className="sr-only">Your account details</legend>
        <Field label="Username" error={errors.username?.message}>
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
        <Field label="Password" error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
        </Field>
        {codeStep ? (
          <div className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50/60 p-4">
            <Field
              label={recovery ? 'Recovery code' : 'Authentication code'}
              hint={
                recovery
                  ? 'One of the codes you saved when you set up two-factor sign-in (each works once).'
                  : 'Enter the 6-digit code from your authenticator app.'
              }
              error={errors.otp?.message ?? codeError}
            >
              {(control) =>
                recovery ? (
                  <Input
                    {...control}
                    {...register('otp')}
                    key="recovery"
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    placeholder="xxxx-xxxx-xxxx"
                  />
                ) : (
                  <Input
                    {...control}
                    {...register('otp')}
                    key="totp"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    pattern="[0-9]*"
                    maxLength={6}
                    placeholder="123456"
                  />
                )
              }
            </Field>
            <button
              type="button"
              onClick={toggleRecovery}
              className="self-start rounded-sm text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
            >
              {recovery ? 'Use a code from your authenticator app' : 'Use a recovery code instead'}
            </button>
          </div>
        ) : null}
        <Link
          to="/forgot-password"
          className="-mt-2 self-end rounded-sm text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          Forgot password?
        </Link>
        <Button type="submit" size="lg" className="mt-2 w-full">
          {pending ? (
            <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <Icon name="log-in" className="size-5" aria-hidden="true" />
          )}
          {pending ? 'Signing in...' : codeStep ? 'Verify and Sign In' : 'Sign In'}
        </Button>
      </fieldset>
    </form>
  );
}
