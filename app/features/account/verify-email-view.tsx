/**
 * The page behind the link in the verification e-mail: confirms the address, then says so; a refused link says why
 * in the server's words and offers a new one (signed in) or the way to ask for one (signed out).
 */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES, verifyEmailSchema } from '../../../core/schemas/accounts';
import { buttonVariants } from '../../components/ui/button';
import { apiErrorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/session-store';
import { AccountNotice } from './account-notice';
import { ResendVerification } from './resend-verification';
import { useVerifyEmail } from './use-verify-email';

export function VerifyEmailView({ token }: { token: string }) {
  // A malformed link is refused here, with the words the server would use, without a request.
  const parsed = verifyEmailSchema.safeParse({ token });
  const verify = useVerifyEmail(parsed.success ? parsed.data.token : null);
  const { data: user } = useCurrentUser();
  let refusal: string | null = null;
  if (!parsed.success) refusal = parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.verifyLinkInvalid;
  else if (verify.isError) refusal = apiErrorMessage(verify.error);

  return (
    <div>
      {/* Both regions are on the page from the start, so what appears in them is announced. */}
      <div role="status">
        {verify.isSuccess ? (
          <AccountNotice
            tone="success"
            actions={
              <Link to={user ? '/track-order' : '/login'} className={buttonVariants()}>
                {user ? 'Track my orders' : 'Sign in'}
              </Link>
            }
          >
            {ACCOUNT_MESSAGES.emailVerified}
          </AccountNotice>
        ) : null}
        {refusal === null && !verify.isSuccess ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
            Confirming your email address...
          </p>
        ) : null}
      </div>
      <div role="alert">
        {refusal !== null ? (
          <AccountNotice
            tone="error"
            actions={
              user === null ? (
                <Link to="/login" className={buttonVariants({ variant: 'outline' })}>
                  Sign in to get a new link
                </Link>
              ) : user?.emailVerified ? (
                <Link to="/track-order" className={buttonVariants({ variant: 'outline' })}>
                  Track my orders
                </Link>
              ) : null
            }
          >
            {refusal}
          </AccountNotice>
        ) : null}
      </div>
      {/* Signed in and still unverified: a new link is one click away. */}
      {refusal !== null && user && !user.emailVerified ? <ResendVerification className="mt-4" /> : null}
    </div>
  );
}
