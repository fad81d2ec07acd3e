import { useId } from 'react';
import { cn } from '../../lib/cn';

/** A five-point star's corners in a 24x24 box (lucide's star), in hundredths of a unit. */
const STAR_POINTS = [
  [1200, 200],
  [1509, 826],
  [2200, 927],
  [1700, 1414],
  [1818, 2102],
  [1200, 1777],
  [582, 2102],
  [700, 1414],
  [200, 927],
  [891, 826],
] as const;

/**
 * The row of five stars, one every 24 units, as one path made once: a catalogue of many cards renders two paths per
 * rating instead of ten (fewer elements to parse and hydrate, issue 16).
 */
const STAR_ROW = [0, 2400, 4800, 7200, 9600]
  .map((offset) => `M${STAR_POINTS.map(([x, y]) => `${(x + offset) / 100} ${y / 100}`).join('L')}z`)
  .join('');

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
        <path
          d={STAR_ROW}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          className="text-amber-300"
        />
        <path
          d={STAR_ROW}
          clipPath={`url(#${clipId})`}
          className="fill-amber-400 text-amber-400"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <span className={cn('text-slate-600 tabular-nums', size === 'md' ? 'text-sm' : 'text-xs')}>
        <span className="font-semibold text-slate-800">{rating.toFixed(1)}</span> ({reviewCount} reviews)
      </span>
    </div>
  );
}
