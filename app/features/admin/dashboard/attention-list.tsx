/**
 * "Needs your attention" at the top of the overview: the events still open (a proof change request not answered, a
 * proof overdue, a quote waiting, a failed e-mail, a NET 30 order waiting for approval), oldest first, each a sentence linking
 * to its object. The server writes the sentences and the links (GET /api/admin/attention). A fixed height, so the
 * overview does not move when it arrives.
 */
import { Link } from 'react-router';
import { useAttention } from '../attention-counts';
import { ListError } from '../list-states';
import { Panel } from './dashboard-cards';

export { ATTENTION_KEY } from '../attention-counts';

export function AttentionList() {
  const query = useAttention();
  const data = query.data;

  return (
    <Panel id="dashboard-attention" title="Needs your attention" className="h-64">
      {query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load what needs your attention."
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : data.items.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing is waiting for you.</p>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ul className="flex flex-col divide-y divide-slate-100 text-sm">
            {data.items.map((item) => (
              <li key={`${item.kind}-${item.path}-${item.since}`} className="py-1.5">
                <Link to={item.path} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {item.text}
                </Link>
              </li>
            ))}
          </ul>
          {data.more > 0 ? <p className="pt-2 text-sm text-slate-600">And {data.more} more.</p> : null}
        </div>
      )}
    </Panel>
  );
}
