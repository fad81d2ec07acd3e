import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import type { BlogCategoryFilter } from '../../../core/schemas/blog';
import { buttonVariants } from '../../components/ui/button';
import { emptyStateMessage } from './blog-categories';

/** No posts (accounts-admin-spec section 2): in the chosen category, or none published at all. */
export function BlogEmptyState({ category }: { category: BlogCategoryFilter }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-slate-300 px-6 py-16 text-center">
      <Icon name="newspaper" className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">No posts found</h2>
      <p className="max-w-md text-sm text-slate-600">{emptyStateMessage(category)}</p>
      {category === 'all' ? null : (
        <Link to="/blog" preventScrollReset className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
          Show all posts
        </Link>
      )}
    </div>
  );
}
