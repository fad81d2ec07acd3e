import { Icon } from './ui/icons';
import { Link } from 'react-router';
import { buttonVariants } from './ui/button';

/** The 404 page, shown by the catch-all route and by the error boundary for any 404. */
export function NotFoundView() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
        <Icon name="flag" className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700 uppercase">Out of bounds</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-base text-slate-600">
        We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants({ size: 'lg' })}>
          <Icon name="house" className="size-4" aria-hidden="true" />
          Back to home
        </Link>
        <Link to="/wholesale" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Browse pins
        </Link>
      </div>
    </section>
  );
}
