/**
 * Published reviews a page at a time: the first page as the server rendered it, and "Show more reviews" reads the next
 * page in the browser by cursor (`path`: GET /api/products/:id/reviews on a product page, GET
 * /api/reviews/custom-orders on /reviews). The pages have no query cache (their bundles are kept small), so the
 * pages read so far are plain state.
 */
import { useState } from 'react';
import type { ProductReviewPage, PublicReview } from '../../../core/schemas/reviews';
import { LoadMoreButton } from '../../components/load-more-button';
import { apiData, apiErrorMessage } from '../../lib/api';
import { ReviewList } from './review-list';

export function ReviewPages({
  path,
  firstPage,
  photoAlt,
}: {
  path: string;
  firstPage: ProductReviewPage;
  photoAlt: string;
}) {
  const [more, setMore] = useState<{ reviews: PublicReview[]; nextCursor: string | null }>({
    reviews: [],
    nextCursor: firstPage.nextCursor,
  });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function showMore() {
    if (!more.nextCursor) return;
    setLoading(true);
    setError(null);
    try {
      const query = new URLSearchParams({ cursor: more.nextCursor });
      const page = await apiData<ProductReviewPage>('GET', `${path}?${query.toString()}`);
      setMore((before) => ({ reviews: [...before.reviews, ...page.reviews], nextCursor: page.nextCursor }));
    } catch (failure) {
      setError(apiErrorMessage(failure, 'We could not load more reviews. Please try again.'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <ReviewList reviews={[...firstPage.reviews, ...more.reviews]} photoAlt={photoAlt} />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <LoadMoreButton
        query={{ hasNextPage: more.nextCursor !== null, isFetchingNextPage: loading, fetchNextPage: showMore }}
        label="Show more reviews"
      />
    </div>
  );
}
