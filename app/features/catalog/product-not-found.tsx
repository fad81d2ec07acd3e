import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';

/** /product/{id} for a pin that does not exist or is no longer sold (HTTP 404). */
export function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
        <Icon name="search-x" className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Product Not Found</h1>
      <p className="mt-4 text-base text-slate-600">
        This pin may have sold out for good or the link may be mistyped. Our whole catalogue is one click away.
      </p>
      <Link to="/wholesale" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        Browse All Products
      </Link>
    </section>
  );
}
