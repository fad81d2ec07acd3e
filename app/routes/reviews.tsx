/**
 * /reviews: what custom-order buyers said, with their photos; only reviews the owner published, a page at a time, and
 * the average and count of them all.
 */
import { ReviewPages } from '../features/reviews/review-pages';
import { RatingSummaryLine } from '../components/ui/stars';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/reviews';

export function meta({ matches }: Route.MetaArgs) {
  const shop = metaShop(matches).name;
  return [
    { title: `Custom Pin Reviews | ${shop}` },
    {
      name: 'description',
      content: `Reviews and photos from golf clubs and events that ordered custom pins from ${shop}.`,
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return context.services.reviews.customReviews();
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { summary, reviews } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Custom pin reviews</h1>
      <p className="mt-3 text-slate-700">
        Every review here comes from a buyer of a delivered custom order, through a link only they received.
      </p>
      <RatingSummaryLine summary={summary} className="mt-4" />
      <div className="mt-8">
        {reviews.length === 0 ? (
          <p className="text-slate-700">No reviews yet: our first custom orders are on their way.</p>
        ) : (
          <ReviewPages
            path="/api/reviews/custom-orders"
            firstPage={loaderData}
            photoAlt="A buyer's photo of their custom pins"
          />
        )}
      </div>
    </section>
  );
}
