/** The button that reads a paged list's next page: the admin's lists and the customer's alike. */
import { Button } from './ui/button';
import { Icon } from './ui/icons';

/** What the button needs of a paged list: React Query's infinite query has it, and so can plain state. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" (or the caller's label) while the list has a next page; while that page loads, a spinner beside the same
 * label, the button disabled. `className` places it in the caller's layout (centred in a column by default).
 */
export function LoadMoreButton({
  query,
  label = 'Load more',
  className = 'self-center',
}: {
  query: PagedQuery;
  label?: string;
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      type="button"
      variant="outline"
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? (
        <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
      ) : null}
      {label}
    </Button>
  );
}
