/** What a signed-in customer sees at /admin: the server answered 403, and the page says why and where to go. */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';

export function AdminAccessDenied() {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <Icon name="shield-exclamation-point" className="size-12 text-brand-700" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold tracking-widest text-brand-700 uppercase">403</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Admin access required</h1>
      <p className="mt-4 text-base text-slate-600">
        This page is for the shop&apos;s administrators. You are signed in with an account that is not one.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants()}>
          Back to home
        </Link>
        <Link to="/track-order" className={buttonVariants({ variant: 'outline' })}>
          Track my orders
        </Link>
      </div>
    </section>
  );
}
