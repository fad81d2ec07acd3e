/**
 * A rating as five stars in the server's markup (no script): the filled ones by the rating rounded to the nearest
 * half, read out as "4.5 out of 5 stars". Pages show it only for real, published reviews.
 */
import { cn } from '../../lib/cn';

const STAR_PATH = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z';

export function Stars({ rating, className }: { rating: number; className?: string }) {
  const halves = Math.round(rating * 2);
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={cn('inline-flex gap-0.5', className)}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty';
        return (
          <svg key={index} viewBox="0 0 20 20" aria-hidden="true" className="size-4" data-star={fill}>
            <path d={STAR_PATH} className="fill-slate-300" />
            {fill !== 'empty' && (
              <path
                d={STAR_PATH}
                className="fill-amber-500"
                style={fill === 'half' ? { clipPath: 'inset(0 50% 0 0)' } : undefined}
              />
            )}
          </svg>
        );
      })}
    </span>
  );
}

/** "4.5 (12 reviews)" beside the stars; nothing at all without a published review. */
export function RatingSummaryLine({
  summary,
  className,
}: {
  summary: { average: number; count: number } | undefined;
  className?: string;
}) {
  if (!summary || summary.count === 0) return null;
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm text-slate-700', className)} data-testid="rating">
      <Stars rating={summary.average} />
      <span className="font-semibold">{summary.average.toFixed(1)}</span>
      <span>{`(${summary.count} ${summary.count === 1 ? 'review' : 'reviews'})`}</span>
    </span>
  );
}
