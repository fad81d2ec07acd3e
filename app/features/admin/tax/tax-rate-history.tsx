/** The Sales Tax page's record of every rate change, newest first, a page at a time ("Load more"). */
import { formatDate } from '../../../../core/en-us-dates';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useTaxRateHistory } from './use-tax';

export function TaxRateHistory() {
  const query = useTaxRateHistory();
  const changes = query.data?.pages.flatMap((page) => page.changes) ?? [];
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-900">Changes</h4>
      {query.isPending ? (
        <ListLoading>Loading the changes...</ListLoading>
      ) : query.isError ? (
        <ListError error={query.error} fallback="We could not load the changes." onRetry={() => void query.refetch()} />
      ) : changes.length === 0 ? (
        <p className="text-sm text-slate-700">No rate has been set yet.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm text-slate-700" aria-label="Rate changes">
          {changes.map((change) => (
            <li key={change.id}>
              {formatDate(new Date(change.effectiveFrom), 'medium', 'local')}: <strong>{change.regionName}</strong>{' '}
              {change.components.length === 0
                ? 'no sales tax'
                : change.components.map((part) => `${part.label} ${part.rateText}`).join(' + ')}
              {change.taxShipping ? ', shipping taxed' : ''}
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={query} />
    </div>
  );
}
