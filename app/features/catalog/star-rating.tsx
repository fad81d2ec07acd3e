import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

const STARS = [0, 1, 2, 3, 4] as const;

/** Five stars filled to the rating (4.7 -> four and seven tenths), with the review count beside them. */
export function StarRating({
  rating,
  reviewCount,
  size = 'sm',
}: {
  rating: number;
  reviewCount: number;
  size?: 'sm' | 'md';
}) {
  const starClass = size === 'md' ? 'size-5' : 'size-4';
  return (
    <div className="flex items-center gap-1.5">
      <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className="flex items-center gap-0.5">
        {STARS.map((index) => {
          const fill = Math.max(0, Math.min(1, rating - index));
          return (
            <span key={index} className={cn('relative inline-block', starClass)}>
              <Star className={cn('absolute inset-0 text-amber-300', starClass)} aria-hidden="true" />
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn('fill-amber-400 text-amber-400', starClass)} aria-hidden="true" />
              </span>
            </span>
          );
        })}
      </span>
      <span className={cn('text-slate-600 tabular-nums', size === 'md' ? 'text-sm' : 'text-xs')}>
        <span className="font-semibold text-slate-800">{rating.toFixed(1)}</span> ({reviewCount} reviews)
      </span>
    </div>
  );
}
