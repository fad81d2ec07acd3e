/**
 * The page behind the link e-mailed at registration. Nothing happens on opening it (a mail scanner that follows
 * links creates no account); the visitor presses the button, the account is created and signed in. A refused link
 * says why in the server's words, with the way to register again.
 */
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../core/account-messages';
import { linkTokenOf } from '../../../core/link-token';
import { Button, buttonVariants } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { apiErrorMessage } from '../../lib/api';
import { AccountNotice } from './account-notice';
import { useFinishRegistration } from './use-sign-in';

export function FinishRegistrationView({ token }: { token: string }) {
  // A malformed link is refused here, with the words the server would use, without a request.
  const linkToken = linkTokenOf(token);
  const finish = useFinishRegistration();
  let refusal: string | null = null;
  if (linkToken === null) refusal = ACCOUNT_MESSAGES.registrationLinkInvalid;
  else if (finish.failed) refusal = apiErrorMessage(finish.error);
  const working = finish.pending || finish.result !== undefined;

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
      {linkToken !== null && refusal === null ? (
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
            onClick={() => finish.run({ token: linkToken })}
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
