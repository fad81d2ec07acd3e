/**
 * The suppression list (accounts-admin-spec section 3): every address that gets no marketing e-mail, and why. The
 * admin can exclude an address and take back their own exclusions; an unsubscribe, bounce or complaint stays.
 */
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { campaignEmailSchema, type SuppressionReason } from '../../../../core/schemas/campaigns';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableRow,
  TableColumns,
} from '../../../components/ui/table';
import { toastFailure, toastSuccess } from '../admin-toast';
import { campaignWhen } from '../campaigns/campaign-format';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';
import { UrlListSearch, useUrlSearch } from '../list-search';
import { useAddSuppression, useRemoveSuppression, useSuppressions } from './use-marketing';

const REASONS: Record<SuppressionReason, string> = {
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  complained: 'Marked as spam',
  excluded: 'Excluded by admin',
};

function ExcludeForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddSuppression();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = campaignEmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    add.mutate(
      { email: parsed.data },
      {
        onSuccess: () => {
          toastSuccess(`Address Excluded - ${parsed.data} will get no marketing e-mail.`);
          setEmail('');
        },
        onError: (failure) => toastFailure(failure, 'The address could not be excluded.'),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
      <Field label="Address to exclude" error={error} className="min-w-64 flex-1">
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="outline" className="mt-6.5" disabled={add.isPending}>
        {add.isPending ? (
          <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Icon name="ban" className="size-4" aria-hidden="true" />
        )}
        Exclude
      </Button>
    </form>
  );
}

const SEARCH = { suppression: '' };

function SuppressionTable() {
  const search = useUrlSearch(SEARCH);
  const query = useSuppressions(search.text);
  const remove = useRemoveSuppression();
  const rows = query.data?.pages.flatMap((page) => page.suppressions) ?? [];
  const searchBox = <UrlListSearch search={search} label="Suppressions" hint="Part of the address" />;
  if (query.isPending) return <ListLoading>Loading the suppression list...</ListLoading>;
  if (query.isError) {
    return (
      <ListError
        error={query.error}
        fallback="We could not load the suppression list."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (rows.length === 0) {
    return (
      <>
        {search.text ? searchBox : null}
        <p className="text-sm text-slate-600">
          {search.text ? `No suppressed address contains "${search.text}".` : 'No address is suppressed.'}
        </p>
      </>
    );
  }
  return (
    <>
      {searchBox}
      <Table>
        <TableCaption>Suppressed addresses</TableCaption>
        <TableColumns columns={['Email', 'Reason', 'Since']} actions />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableHead scope="row" className="break-all">
                {row.email}
              </TableHead>
              <TableCell>
                {REASONS[row.reason]}
                {row.note ? <span className="block text-xs text-slate-500">{row.note}</span> : null}
              </TableCell>
              <TableCell className="whitespace-nowrap">{campaignWhen(row.createdAt)}</TableCell>
              <TableCell className="text-right">
                {row.reason === 'excluded' ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${row.email} from the suppression list`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(row.id, {
                        onSuccess: () =>
                          toastSuccess(`Exclusion Removed - ${row.email} can get marketing e-mail again.`),
                        onError: (failure) => toastFailure(failure, 'The exclusion could not be removed.'),
                      })
                    }
                  >
                    <Icon name="x" className="size-4" aria-hidden="true" />
                    Remove
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <LoadMoreButton query={query} />
    </>
  );
}

export function SuppressionPanel() {
  return (
    <section
      aria-labelledby="suppressions-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h3 id="suppressions-title" className="text-lg font-semibold text-slate-900">
          Suppression list
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          These addresses get no marketing e-mail from any campaign: people who unsubscribed, addresses that bounced or
          complained, and those you exclude here.
        </p>
      </div>
      <ExcludeForm />
      <SuppressionTable />
    </section>
  );
}
