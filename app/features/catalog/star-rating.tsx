import { useId } from 'react';
import { cn } from '../../lib/cn';

/** A five-point star in a 24x24 box; the row repeats it every 24 units. */
const STAR = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z';
const OFFSETS = [0, 24, 48, 72, 96] as const;

/**
 * Five stars filled to the rating (4.7 -> four and seven tenths), with the review count beside them. One SVG per
 * rating (an outlined row, and a filled row clipped to the rating) keeps a catalogue of many cards light.
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
  const clipId = useId();
  const filledWidth = (Math.max(0, Math.min(5, rating)) / 5) * 120;
  const row = OFFSETS.map((x) => <path key={x} d={STAR} transform={`translate(${x} 0)`} />);
  return (
    <div className="flex items-center gap-1.5">
      <svg
        role="img"
        aria-label={`Rated ${rating.toFixed(1)} out of 5`}
        viewBox="0 0 120 24"
        className={cn('shrink-0', size === 'md' ? 'h-5 w-[6.25rem]' : 'h-4 w-20')}
      >
        <clipPath id={clipId}>
          <rect width={filledWidth} height="24" />
        </clipPath>
        <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" className="text-amber-300">
          {row}
        </g>
        <g
          clipPath={`url(#${clipId})`}
          className="fill-amber-400 text-amber-400"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          {row}
        </g>
      </svg>
      <span className={cn('text-slate-600 tabular-nums', size === 'md' ? 'text-sm' : 'text-xs')}>
        <span className="font-semibold text-slate-800">{rating.toFixed(1)}</span> ({reviewCount} reviews)
      </span>
    </div>
  );
}
