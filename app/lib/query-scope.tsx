/**
 * The query cache for the pages that keep server reads in it (account, orders, pay links, proofs, admin):
 * their route modules wrap their page in <QueryScope>, so react-query loads with those pages and not with the shell
 * or the pages whose loader gives their data (decision 019). One client per browser, shared by every such
 * page; on the server one per render, so one visitor's data never reaches another.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { getQueryClient } from './query-client';

export function QueryScope({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A route module's page inside <QueryScope>: `export default withQueryScope(Page)`. */
export function withQueryScope<P extends object>(Page: ComponentType<P>): (props: P) => ReactElement {
  function Scoped(props: P) {
    return (
      <QueryScope>
        <Page {...props} />
      </QueryScope>
    );
  }
  Scoped.displayName = `WithQueryScope(${Page.displayName ?? Page.name})`;
  return Scoped;
}
