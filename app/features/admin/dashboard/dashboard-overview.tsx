/**
 * What the owner looks at every morning, above the /admin sections: what needs their attention,
 * revenue by week, orders by status, quotes waiting, unpaid balance links, low stock. The server computes every number
 * (GET /api/admin/dashboard); every panel has a fixed height, so the page does not move when they arrive.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Icon } from '../../../components/ui/icons';
import type { ReactNode } from 'react';
import { useOnDemand } from '../../../lib/use-on-demand';
import { dashboardSchema, type Dashboard } from '../../../../core/schemas/dashboard';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { adminGet } from '../admin-api';
import { ListError } from '../list-states';
import { ATTENTION_KEY, AttentionList } from './attention-list';
import { LowStock, OrdersByStatus, Panel, QuotesWaiting, UnpaidBalanceLinks } from './dashboard-cards';
import { CHART_HEIGHT } from './chart-size';

// The chart's library (visx, d3) is most of the dashboard's code: it loads in the browser with the data, not with the
// page (decision 021); the placeholder holds its place until then.
const loadChart = () => import('./revenue-chart');

export const DASHBOARD_KEY = ['/api/admin/dashboard'] as const;

function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => adminGet('/api/admin/dashboard', dashboardSchema, signal),
    refetchOnMount: 'always',
  });
}

function Loading({ height }: { height?: number }) {
  return (
    <p className="text-sm text-slate-600" style={height ? { height } : undefined}>
      Loading...
    </p>
  );
}

/** A panel's content once the numbers are in, a loading line before. */
function Content({ data, render }: { data: Dashboard | undefined; render: (data: Dashboard) => ReactNode }) {
  return data ? render(data) : <Loading />;
}

export function DashboardOverview() {
  const query = useDashboard();
  const queryClient = useQueryClient();
  const data = query.data;
  const chart = useOnDemand(loadChart, data !== undefined);

  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dashboard-title" className="text-2xl font-bold text-slate-900">
          Overview
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={query.isFetching}
          onClick={() => {
            void query.refetch();
            void queryClient.invalidateQueries({ queryKey: ATTENTION_KEY });
          }}
        >
          <Icon name="refresh-cw" className="size-4" aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <AttentionList />
      {query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load the dashboard."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-4" aria-busy={query.isPending}>
          <Panel id="dashboard-revenue" title="Revenue by week" className="h-[26rem] overflow-hidden lg:col-span-3">
            {data?.testMode ? (
              <Badge variant="warning" className="self-start">
                Test mode: payments through the PayPal stand-in, no real money
              </Badge>
            ) : null}
            {data && chart ? <chart.RevenueChart weeks={data.revenueByWeek} /> : <Loading height={CHART_HEIGHT} />}
          </Panel>
          <Panel
            id="dashboard-orders"
            title="Orders by status"
            className="h-[36rem] overflow-hidden lg:row-span-2 lg:h-auto"
          >
            <Content data={data} render={(d) => <OrdersByStatus data={d.ordersByStatus} />} />
          </Panel>
          <Panel id="dashboard-quotes" title="Quotes waiting for a reply" className="h-[21rem] overflow-hidden">
            <Content data={data} render={(d) => <QuotesWaiting data={d.quotesAwaitingReply} />} />
          </Panel>
          <Panel id="dashboard-links" title="Balance links not paid" className="h-[21rem] overflow-hidden">
            <Content data={data} render={(d) => <UnpaidBalanceLinks data={d.balanceLinksUnpaid} />} />
          </Panel>
          <Panel id="dashboard-stock" title="Low stock" className="h-[21rem] overflow-hidden">
            <Content data={data} render={(d) => <LowStock data={d.lowStock} />} />
          </Panel>
        </div>
      )}
    </section>
  );
}
