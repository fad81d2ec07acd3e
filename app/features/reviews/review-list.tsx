/** Published reviews as the pages show them: stars, words, the buyer's photo and the shop's reply. */
import type { PublicReview } from '../../../core/schemas/reviews';
import { formatCalendarDay } from '../../../core/en-us-dates';
import { Stars } from '../../components/ui/stars';

export function ReviewList({ reviews, photoAlt }: { reviews: PublicReview[]; photoAlt: string }) {
  return (
    <ul className="grid gap-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="review">
          <div className="flex flex-wrap items-center gap-3">
            <Stars rating={review.rating} />
            <span className="font-semibold text-slate-900">{review.authorName}</span>
            <span className="text-sm text-slate-600">
              Verified buyer · {formatCalendarDay(review.createdAt.slice(0, 10), 'long')}
            </span>
          </div>
          <p className="mt-3 whitespace-pre-line text-slate-700">{review.body}</p>
          {review.photoUrl && (
            <img
              src={review.photoUrl}
              alt={photoAlt}
              loading="lazy"
              className="mt-3 max-h-64 rounded-xl border border-slate-200 object-contain"
            />
          )}
          {review.reply && (
            <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
              <p className="font-semibold text-slate-900">Reply from the shop</p>
              <p className="mt-1 whitespace-pre-line">{review.reply}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
