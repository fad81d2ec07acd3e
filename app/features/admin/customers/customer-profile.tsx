/**
 * One customer: who they are, their account, what marketing may send them and why, the money they spent, every
 * object they have (each opening in its own section), the owner's note, and the e-mail and exclusion actions.
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { formatCount } from '../../../../core/en-us';
import { formatDate } from '../../../../core/en-us-dates';
import { formatUsd } from '../../../../core/money';
import type { CustomerProfile as Profile } from '../../../../core/schemas/customers';
import { Badge } from '../../../components/ui/badge';
import { DetailList } from '../../../components/ui/detail-list';
import { Icon } from '../../../components/ui/icons';
import { ListError, ListLoading } from '../list-states';
import { CustomerReminders } from '../reminders/reminder-pause';
import { CustomerActions } from './customer-actions';
import { CUSTOMERS_HREF, customerName, marketingLabel, sourceLabel, suppressionLabel } from './customer-labels';
import { CustomerCredit } from './customer-credit';
import { CustomerNote } from './customer-note';
import { CustomerRecords } from './customer-records';
import { useCustomer } from './use-customers';

const day = (iso: string) => formatDate(new Date(iso), 'medium', 'local');

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-label={title}>
      <h3 className="mb-4 text-sm font-semibold tracking-wide text-slate-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function marketingRows(profile: Profile) {
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: 'Consent',
      value: profile.consent ? `Opted in on ${day(profile.consent.at)} (${profile.consent.source})` : 'Not opted in',
    },
  ];
  if (profile.signups.length) {
    rows.push({
      label: 'Newsletter signups',
      value: profile.signups.map((signup) => `${signup.source} on ${day(signup.at)}`).join('; '),
    });
  }
  rows.push({
    label: 'Suppression',
    value: profile.suppression
      ? `${suppressionLabel(profile.suppression.reason)} on ${day(profile.suppression.at)}${profile.suppression.note ? ` (${profile.suppression.note})` : ''}`
      : 'Not suppressed',
  });
  return rows;
}

function ProfileView({ profile }: { profile: Profile }) {
  const location = useLocation();
  const back = (location.state as { back?: string } | null)?.back ?? '';
  const suppressed = profile.suppression !== null;
  return (
    <article aria-labelledby="customer-title" className="flex flex-col gap-6">
      <Link to={`${CUSTOMERS_HREF}${back}`} className="flex items-center gap-1 self-start text-sm text-brand-700">
        <Icon name="arrow-left" className="size-4" aria-hidden="true" />
        All customers
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="customer-title" className="text-2xl font-bold text-slate-900">
            {customerName(profile)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{profile.email}</p>
          <Badge className="mt-2" variant={suppressed ? 'warning' : profile.consent ? 'secondary' : 'outline'}>
            Marketing: {marketingLabel({ suppressed, marketingConsent: profile.consent !== null })}
          </Badge>
        </div>
        <CustomerActions profile={profile} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Contact">
          <DetailList
            rows={[
              { label: 'E-mail', value: profile.email },
              { label: 'Phone', value: profile.phone ?? '—' },
              { label: 'Company', value: profile.company ?? '—' },
              {
                label: 'First known',
                value: `${day(profile.createdAt)}, from ${sourceLabel(profile.source).toLowerCase()}`,
              },
            ]}
          />
        </Card>
        <Card title="Money">
          <DetailList
            rows={[
              { label: 'Lifetime spend', value: formatUsd(profile.lifetimeSpendCents) },
              { label: 'Orders', value: formatCount(profile.orderCount) },
            ]}
          />
          <p className="mt-3 text-xs text-slate-600">Money taken and kept: refunds are taken off.</p>
        </Card>
        <Card title="Account">
          {profile.account ? (
            <DetailList
              rows={[
                { label: 'Username', value: profile.account.username },
                { label: 'Registered', value: day(profile.account.createdAt) },
                { label: 'E-mail confirmed', value: profile.account.emailVerified ? 'Yes' : 'Not yet' },
              ]}
            />
          ) : (
            <p className="text-sm text-slate-600">No account: buys as a guest.</p>
          )}
        </Card>
        <Card title="Marketing">
          <DetailList className="grid-cols-1" rows={marketingRows(profile)} />
        </Card>
      </div>

      <Card title="Note">
        <CustomerNote key={profile.internalNote ?? ''} id={profile.id} note={profile.internalNote} />
      </Card>

      <Card title="Payment reminders">
        <CustomerReminders email={profile.email} />
      </Card>

      <Card title="NET 30 credit">
        <CustomerCredit key={String(profile.creditLimitCents)} id={profile.id} limitCents={profile.creditLimitCents} />
      </Card>

      <CustomerRecords profile={profile} />
    </article>
  );
}

export function CustomerProfile({ id }: { id: number }) {
  const query = useCustomer(id);
  if (query.isPending) return <ListLoading>Loading the customer...</ListLoading>;
  if (query.isError) {
    return (
      <ListError error={query.error} fallback="We could not load this customer." onRetry={() => void query.refetch()} />
    );
  }
  return <ProfileView profile={query.data} />;
}
