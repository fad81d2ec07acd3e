/**
 * Chooses a new password with the token of the e-mailed link (the reset schema the server uses plus the
 * confirmation, which stays in the browser). A refused link says why in the server's words, with the way to a new one.
 */
import { Icon } from '../../components/ui/icons';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../../core/account-messages';
import { linkTokenOf } from '../../../core/link-token';
import type { resetPasswordFormSchema } from '../../../core/schemas/accounts';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { Button, buttonVariants } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { apiErrorMessage } from '../../lib/api';
import { AccountNotice } from './account-notice';
import { PasswordInput } from './password-input';
import { useResetPassword } from './use-sign-in';

type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;

const validation = lazyZodResolver(() =>
  import('../../../core/schemas/accounts').then((m) => m.resetPasswordFormSchema),
);

function NewLinkNotice({ message }: { message: string }) {
  return (
    <AccountNotice
      tone="error"
      className="mb-5"
      actions={
        <Link to="/forgot-password" className={buttonVariants({ variant: 'outline' })}>
          Ask for a new link
        </Link>
      }
    >
      {message}
    </AccountNotice>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  // A malformed link is refused here, with the words the server would use, before anyone types a password.
  const linkToken = linkTokenOf(token);
  const { register, handleSubmit, formState, setError } = useForm<
    ResetPasswordFormInput,
    unknown,
    ResetPasswordFormValues
  >({
    resolver: validation.resolver,
    // The token is no input of its own: it rides along in the values the schema checks.
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const errors = formState.errors;
  const reset = useResetPassword();
  const pending = reset.pending || reset.result !== undefined;
  const refusal = reset.failed ? apiErrorMessage(reset.error) : null;
  // A too-common password is the password's fault, not the link's (which stays usable): it is said at the field.
  const passwordRefused = refusal === ACCOUNT_MESSAGES.commonPassword;
  // The confirmation is checked here and never sent.
  const onSubmit = handleSubmit((values) =>
    reset.runAsync({ token: values.token, password: values.password }).catch((error: unknown) => {
      const message = apiErrorMessage(error);
      if (message === ACCOUNT_MESSAGES.commonPassword) setError('password', { message }, { shouldFocus: true });
    }),
  );

  if (linkToken === null) {
    return (
      <div role="alert">
        <NewLinkNotice message={ACCOUNT_MESSAGES.resetLinkInvalid} />
      </div>
    );
  }
  return (
    <div>
      <div role="alert">{refusal && !passwordRefused ? <NewLinkNotice message={refusal} /> : null}</div>
      <form
        noValidate
        onFocus={validation.preload}
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Choose a new password"
      >
        {/* The fieldset disables the form while saving; its legend names the group (WCAG H71). */}
        <fieldset disabled={pending} className="flex flex-col gap-5">
          <legend className="sr-only">Your new password</legend>
          <Field errorReplacesHint label="New password" hint="At least 8 characters" error={errors.password?.message}>
            {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
          </Field>
          <Field label="Confirm new password" error={errors.confirmPassword?.message}>
            {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
          </Field>
          <Button type="submit" size="lg" className="mt-2 w-full">
            {pending ? (
              <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" />
            ) : (
              <Icon name="key-round" className="size-5" aria-hidden="true" />
            )}
            {pending ? 'Saving...' : 'Set New Password'}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
