import type { BlogCategory } from '../../../core/constants';
import { cn } from '../../lib/cn';
import { CATEGORY_BADGES, CATEGORY_LABELS } from './blog-categories';

export function CategoryBadge({ category, className }: { category: BlogCategory; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase',
        CATEGORY_BADGES[category],
        className,
      )}
    >
      {CATEGORY_LABELS[category]}
    </span>
  );
}
