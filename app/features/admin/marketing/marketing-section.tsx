/**
 * The admin's Marketing Emails (accounts-admin-spec section 2): who a campaign would reach, the customer CSV, the
 * marketing e-mail form with its progress, the suppression list and the latest campaigns of every kind.
 */
import { Icon } from '../../../components/ui/icons';
import { useState } from 'react';
import { buttonVariants } from '../../../components/ui/button';
import { CampaignList } from '../campaigns/campaign-list';
import { useContactSummary } from '../campaigns/use-campaigns';
import { ListError, ListLoading } from '../list-states';
import { MarketingForm } from './marketing-form';
import { SuppressionPanel } from './suppression-panel';

function Audience() {
  const summary = useContactSummary();
  if (summary.isPending) return <ListLoading>Loading the audience...</ListLoading>;
  if (summary.isError) {
    return (
      <ListError
        error={summary.error}
        fallback="We could not load the audience numbers."
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const rows = [
    { label: 'Contacts', value: summary.data.contacts },
    { label: 'Can receive marketing', value: summary.data.marketable },
    { label: 'Suppressed', value: summary.data.suppressed },
  ];
  return (
    <dl aria-label="Audience" className="grid gap-3 sm:grid-cols-3">
      {rows.map((row) => (
        <div key={row.label} className="rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
          <dt className="text-sm text-slate-600">{row.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MarketingSection() {
  const summary = useContactSummary();
  const [started, setStarted] = useState<number | null>(null);
  return (
    <section aria-labelledby="marketing-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="marketing-title" className="text-2xl font-bold text-slate-900">
            Marketing Emails
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Goes only to customers who agreed to receive marketing e-mail and have not unsubscribed, a few each second.
          </p>
        </div>
        <a href="/api/export-customers-csv" download className={buttonVariants({ variant: 'outline' })}>
          <Icon name="download" className="size-4" aria-hidden="true" />
          Download customers CSV
        </a>
      </div>
      <Audience />
      <MarketingForm
        marketable={summary.data?.marketable ?? null}
        defaultExclusions={summary.data?.defaultExclusions ?? []}
        started={started}
        onStarted={setStarted}
      />
      <SuppressionPanel />
      <CampaignList watching={started} />
    </section>
  );
}
