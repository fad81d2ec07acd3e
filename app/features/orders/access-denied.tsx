/** Signed out on the tracking page (accounts-admin-spec sections 2 and 9): say so, then go to /login after 2 s. */
import { Icon } from '../../components/ui/icons';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonVariants } from '../../components/ui/button';

export const ACCESS_DENIED_REDIRECT_MS = 2000;

export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/login', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700 ring-8 ring-amber-50/50">
        <Icon name="lock" className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">Access Denied</h2>
      <p className="mt-2 text-base text-slate-600">You must be logged in to view your orders.</p>
      <p className="mt-1 text-sm text-slate-500">Taking you to the sign-in page...</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/login" replace className={buttonVariants()}>
          Sign in now
        </Link>
        <Link to="/register" className={buttonVariants({ variant: 'outline' })}>
          Create an account
        </Link>
      </div>
    </section>
  );
}
