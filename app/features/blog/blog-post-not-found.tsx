import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';

/** "Blog Post Not Found" (accounts-admin-spec section 2), answered with HTTP 404. */
export function BlogPostNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon name="file-question-mark" className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Blog Post Not Found</h1>
      <p className="mt-4 text-base text-slate-600">
        This article does not exist or is no longer published. Have a look at our other golf insights and tips.
      </p>
      <Link to="/blog" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        <Icon name="arrow-left" className="size-5" aria-hidden="true" />
        Back to Blog
      </Link>
    </section>
  );
}
