/** A wrong, expired or missing proof link: the same page as an order that does not exist (the page reveals nothing). */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';

export function ProofNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
        <Icon name="search-x" className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Proof not found</h1>
      <p className="mt-4 text-base text-slate-600">
        This proof link is incomplete or no longer valid. Open the link in your newest proof e-mail, or sign in to see
        your orders.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/track-order" className={buttonVariants({ size: 'lg' })}>
          Track my orders
        </Link>
        <Link to="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
