/** The category buttons of /blog, kept in the URL (`?category=tips`) so a reload or a shared link agrees. */
import { Link } from 'react-router';
import type { BlogCategoryFilter } from '../../../core/schemas/blog';
import { cn } from '../../lib/cn';
import { CATEGORY_FILTERS, CATEGORY_LABELS, categorySearch } from './blog-categories';

export function CategoryFilter({ current }: { current: BlogCategoryFilter }) {
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        {CATEGORY_FILTERS.map((category) => {
          const active = category === current;
          return (
            <li key={category}>
              <Link
                to={{ pathname: '/blog', search: categorySearch(category) }}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                  active
                    ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                {CATEGORY_LABELS[category]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
