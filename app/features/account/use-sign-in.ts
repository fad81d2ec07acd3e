/**
 * Signing in, registering (then following the e-mailed link) and resetting the password (accounts-admin-spec
 * sections 2, 4 and 8; registration as decision 031 changed it): on success the
 * current user is put in the session store the header reads, the cart is fetched again (the anonymous cart stays with the
 * visitor) and the visitor goes to `?next=` (a path on this site) or /, an admin without a second factor to
 * /admin/security; on failure a toast carries the server's message (the reset form shows its own, beside the way to
 * a new link), except when the server asks an admin for the code: the form then shows the code field.
 */
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../core/account-messages';
import type { PublicUser } from '../../../core/schemas/accounts';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage } from '../../lib/api';
import { useAction } from '../../lib/use-action';
import { refreshCart, setCurrentUser } from '../../lib/session-store';
import { shopApi } from '../../lib/shop-api';
import { afterSignInPath } from './safe-next';
import { isOtpRequired } from './otp-required';

function useSignedIn(next?: string | null) {
  const navigate = useNavigate();
  return (user: PublicUser) => {
    setCurrentUser(user);
    void refreshCart();
    void navigate(afterSignInPath(user, next));
  };
}

export interface LoginOptions {
  /** `?next=` of the sign-in page. */
  next?: string | null;
  /** The server wants the admin's code (`sentOtp` false) or refused the one sent: `message` is its words. */
  onOtpRequired: (message: string, sentOtp: boolean) => void;
  /**
   * The first sign-in of an admin enrolled without recovery codes: the server made them, shown this once; `done`
   * goes on (to `?next=` or the admin) once they are saved.
   */
  onRecoveryCodes: (codes: string[], done: () => void) => void;
}

export function useLogin({ next, onOtpRequired, onRecoveryCodes }: LoginOptions) {
  const signedIn = useSignedIn(next);
  return useAction(shopApi.login, {
    onSuccess: ({ recoveryCodes, ...user }) => {
      toast({ title: 'Welcome back!', description: 'You have been logged in successfully.', variant: 'success' });
      if (recoveryCodes?.length) onRecoveryCodes(recoveryCodes, () => signedIn(user));
      else signedIn(user);
    },
    onError: (error, input) => {
      if (isOtpRequired(error)) return onOtpRequired(apiErrorMessage(error), input.otp !== undefined);
      toast({ title: 'Login Failed', description: apiErrorMessage(error), variant: 'destructive' });
    },
  });
}

/** Registering creates nothing yet: the form shows the server's "check your e-mail" answer in place of itself. */
export function useRegister() {
  return useAction(shopApi.register, {
    onError: (error) => {
      toast({ title: 'Registration Failed', description: apiErrorMessage(error), variant: 'destructive' });
    },
  });
}

/** The button behind the e-mailed link: the account is created, signed in, and the visitor goes to /. */
export function useFinishRegistration() {
  const signedIn = useSignedIn();
  return useAction(shopApi.finishRegistration, {
    onSuccess: (user) => {
      toast({
        title: 'Account Created!',
        description: `Welcome to the clubhouse, ${user.username}. You are now logged in.`,
        variant: 'success',
      });
      signedIn(user);
    },
  });
}

export function useResetPassword() {
  const signedIn = useSignedIn();
  return useAction(shopApi.resetPassword, {
    onSuccess: (user) => {
      toast({ title: 'Password changed', description: ACCOUNT_MESSAGES.passwordReset, variant: 'success' });
      signedIn(user);
    },
  });
}
