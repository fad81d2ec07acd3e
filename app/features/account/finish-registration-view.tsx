/**
 * The page behind the link e-mailed at registration. Nothing happens on opening it (a mail scanner that follows
 * links creates no account); the visitor presses the button, the account is created and signed in. A refused link
 * says why in the server's words, with the way to register again.
 */
import { Link } from 'react-router';
import { finishRegistrationSchema } from '../../../core/schemas/accounts';
import { Button, buttonVariants } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { apiErrorMessage } from '../../lib/api';
import { AccountNotice } from './account-notice';
import { useFinishRegistration } from './use-sign-in';

export function FinishRegistrationView({ token }: { token: string }) {
  // A malformed link is refused here, with the words the server would use, without a request.
  const parsed = finishRegistrationSchema.safeParse({ token });
  const finish = useFinishRegistration();
  let refusal: string | null = null;
  if (!parsed.success) refusal = parsed.error.issues[0]?.message ?? null;
  else if (finish.isError) refusal = apiErrorMessage(finish.error);
  const working = finish.isPending || finish.isSuccess;

  return (
    <div className="flex flex-col gap-5">
      <div role="alert">
        {refusal !== null ? (
          <AccountNotice
            tone="error"
            actions={
              <>
                <Link to="/register" className={buttonVariants()}>
                  Register again
                </Link>
                <Link to="/login" className={buttonVariants({ variant: 'outline' })}>
                  Sign in
                </Link>
              </>
            }
          >
            {refusal}
          </AccountNotice>
        ) : null}
      </div>
      {parsed.success && refusal === null ? (
        <>
          <p className="text-sm leading-6 text-slate-700">
            Your e-mail address is confirmed by this link. Press the button to create your account; you are signed in
            straight away.
          </p>
          <Button
            type="button"
            size="lg"
            className="w-full"
            disabled={working}
            onClick={() => finish.mutate({ token: parsed.data.token })}
          >
            <Icon
              name={working ? 'loader-circle' : 'user-plus'}
              className={working ? 'size-5 animate-spin' : 'size-5'}
              aria-hidden="true"
            />
            {working ? 'Creating Account...' : 'Create My Account'}
          </Button>
        </>
      ) : null}
    </div>
  );
}
