/**
 * The admin's Analytics section: the shop's own first-party numbers for a chosen period (UTC days),
 * computed by the server (GET /api/admin/analytics). No cookie and no address behind them: a visitor is counted per
 * day, and the payment steps of the funnels count orders, which no browser event is linked to.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { analyticsReportSchema } from '../../../../core/schemas/analytics';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { adminGet } from '../admin-api';
import { Panel } from '../dashboard/dashboard-cards';
import { ListError, ListLoading } from '../list-states';
import { lastDays, utcDay } from './analytics-format';
import { AnalyticsTables } from './analytics-tables';
import { FunnelChart } from './funnel-chart';

const DEFAULT_DAYS = 30;
const subscribe = () => () => {};

/** Today in UTC once in the browser; null in the server render (the panel waits for it). */
function useUtcToday(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => utcDay(new Date()),
    () => null,
  );
}

export function AnalyticsSection() {
  const today = useUtcToday();
  return today ? <AnalyticsPanel today={today} /> : <ListLoading>Loading analytics...</ListLoading>;
}

function AnalyticsPanel({ today }: { today: string }) {
  const [period, setPeriod] = useState(() => lastDays(today, DEFAULT_DAYS));
  const [draft, setDraft] = useState(period);
  const query = useQuery({
    queryKey: ['/api/admin/analytics', period.from, period.to],
    queryFn: ({ signal }) =>
      adminGet(`/api/admin/analytics?${new URLSearchParams(period).toString()}`, analyticsReportSchema, signal),
    refetchOnMount: 'always',
  });
  const invalid = !draft.from || !draft.to || draft.from > draft.to;

  function show(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    // The same period again: read the latest numbers.
    if (draft.from === period.from && draft.to === period.to) void query.refetch();
    else setPeriod(draft);
  }

  const report = query.data;
  return (
    <section aria-labelledby="analytics-title" className="flex flex-col gap-4">
      <h2 id="analytics-title" className="text-2xl font-bold text-slate-900">
        Analytics
      </h2>
      <p className="max-w-3xl text-sm text-slate-600">
        Counted by the shop itself: no cookie, no third party, no stored address. Visitors are counted per day (UTC) and
        cannot be followed across days; bots, Do Not Track, Global Privacy Control and your own visits are left out.
        Payment steps count orders.
      </p>
      <form onSubmit={show} className="flex flex-wrap items-end gap-3" aria-label="Period">
        <Field label="From">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.from}
              max={today}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          )}
        </Field>
        <Field label="To" error={invalid ? 'The period must end on or after its first day.' : null}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.to}
              max={today}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          )}
        </Field>
        <Button type="submit" disabled={invalid}>
          Show
        </Button>
      </form>
      {query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load the analytics."
          onRetry={() => void query.refetch()}
        />
      ) : !report ? (
        <ListLoading>Loading analytics...</ListLoading>
      ) : (
        <div className="flex flex-col gap-4">
          {report.testMode ? (
            <Badge variant="warning" className="self-start">
              Test mode: these are the test shop&apos;s visits and payments
            </Badge>
          ) : null}
          <p className="text-sm text-slate-700">
            <span className="font-semibold tabular-nums">{report.totals.visitors}</span> visitors and{' '}
            <span className="font-semibold tabular-nums">{report.totals.pageviews}</span> page views from {report.from}{' '}
            to {report.to}.
            {report.dropped > 0
              ? ` ${report.dropped} more events were not counted: past the daily limit the shop keeps (for the shop, or for one visitor).`
              : null}
          </p>
          <Panel id="analytics-funnels" title="Funnels">
            <div className="grid gap-6 lg:grid-cols-2">
              <FunnelChart title="Custom pins: visit to balance paid" steps={report.designerFunnel} />
              <FunnelChart title="Catalogue: visit to paid" steps={report.cartFunnel} />
            </div>
            <p className="text-xs text-slate-600">
              Visitor steps count the visitors who reached the step, out of those at the step before; payment steps
              count the payments made in the period, whenever their visit was. Campaigns: ordered = orders in the period
              paid with a code the campaign sent.
            </p>
          </Panel>
          <AnalyticsTables report={report} />
        </div>
      )}
    </section>
  );
}
