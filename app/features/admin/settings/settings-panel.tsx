/** A Settings panel (a titled card) and what it shows while its value loads, fails to load, or once it is there. */
import type { ReactNode } from 'react';
import { ListError, ListLoading } from '../list-states';

export function SettingsPanel(props: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={props.id}
      className="flex max-w-3xl flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h3 id={props.id} className="text-lg font-semibold text-slate-900">
          {props.title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{props.intro}</p>
      </div>
      {props.children}
    </section>
  );
}

export function Loaded<T>(props: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  what: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <ListLoading>{`Loading the ${props.what}...`}</ListLoading>;
  if (query.isError || query.data === undefined) {
    return (
      <ListError
        error={query.error}
        fallback={`We could not load the ${props.what}.`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return props.children(query.data);
}
