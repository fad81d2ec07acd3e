import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';

/**
 * Five stars filled to the rating (4.7 -> four and seven tenths), with the review count beside them. The stars are one
 * element, the `star-row` utility of app/app.css (outlined stars, the filled ones over them up to --rating): a
 * catalogue of many cards parses and hydrates one span per rating instead of an SVG of five elements (issue 16).
 */
export function StarRating({
  rating,
  reviewCount,
  size = 'sm',
}: {
  rating: number;
  reviewCount: number;
  size?: 'sm' | 'md';
}) {
  const filled = (Math.max(0, Math.min(5, rating)) / 5) * 100;
  return (
    <div className="flex items-center gap-1.5">
      <span
        role="img"
        aria-label={`Rated ${rating.toFixed(1)} out of 5`}
        className={cn('star-row', size === 'md' ? 'h-5 w-[6.25rem]' : 'h-4 w-20')}
        style={{ '--rating': `${filled}%` } as CSSProperties}
      />
      <span className={cn('text-slate-600 tabular-nums', size === 'md' ? 'text-sm' : 'text-xs')}>
        <span className="font-semibold text-slate-800">{rating.toFixed(1)}</span> ({reviewCount} reviews)
      </span>
    </div>
  );
}
