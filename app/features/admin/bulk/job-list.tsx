/** The latest imports or exports under their form: loading, a failure with Try again, the jobs, or none yet. */
import type { ReactNode } from 'react';
import { ListError, ListLoading } from '../list-states';

export function JobList<T extends { id: string }>({
  what,
  query,
  render,
}: {
  /** "imports" or "exports". */
  what: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data: T[] | undefined; refetch: () => unknown };
  render: (job: T) => ReactNode;
}) {
  if (query.isPending) return <ListLoading>{`Loading the ${what}…`}</ListLoading>;
  if (query.isError || !query.data) {
    return (
      <ListError error={query.error} fallback={`The ${what} could not be loaded.`} onRetry={() => query.refetch()} />
    );
  }
  if (query.data.length === 0) return <p className="text-sm text-slate-600">{`No ${what.slice(0, -1)} yet.`}</p>;
  const label = what.charAt(0).toUpperCase() + what.slice(1);
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {query.data.map((job) => (
        <li key={job.id}>{render(job)}</li>
      ))}
    </ul>
  );
}
