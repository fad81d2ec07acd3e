/**
 * The customers' resale and exemption certificates: the file, the state, the number and the expiry; the owner
 * approves one or rejects it with a reason the customer reads. Approved and unexpired, their orders there are tax-free.
 */
import { useState } from 'react';
import { TAX_CERTIFICATE_KIND_LABELS, TAX_CERTIFICATE_STATUS_LABELS, TAX_MESSAGES } from '../../../../core/schemas/tax';
import { formatCalendarDay } from '../../../../core/en-us-dates';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toastFailure, toastSuccess } from '../admin-toast';
import { ListSearch } from '../list-search';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useReviewTaxCertificate, useTaxCertificates } from './use-tax';

function ReviewButtons({ id, number }: { id: number; number: string }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewTaxCertificate();
  const decide = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && reason.trim() === '') return setError(TAX_MESSAGES.reason);
    setError(null);
    review.mutate(
      { id, review: { decision, reason: reason.trim() } },
      {
        onSuccess: () =>
          toastSuccess(decision === 'approve' ? `Certificate ${number} approved` : `Certificate ${number} rejected`),
        onError: (failure) => toastFailure(failure, 'Could not save the decision.'),
      },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <Field label={`Reason for certificate ${number} (needed to reject)`} error={error}>
        {(control) => <Input {...control} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      <div className="flex gap-2">
        <Button type="button" disabled={review.isPending} onClick={() => decide('approve')}>
          Approve
        </Button>
        <Button type="button" variant="outline" disabled={review.isPending} onClick={() => decide('reject')}>
          Reject
        </Button>
      </div>
    </div>
  );
}

/** The list opens on those waiting for review; '' is every certificate. */
const SHOWN = ['pending', 'approved', 'rejected', ''] as const;
type Shown = (typeof SHOWN)[number];
const SHOWN_LABELS: Record<Shown, string> = { ...TAX_CERTIFICATE_STATUS_LABELS, '': 'All' };

export function TaxCertificatesPanel() {
  const [status, setStatus] = useState<Shown>('pending');
  const [q, setQ] = useState('');
  const query = useTaxCertificates({ status, q });
  const certificates = query.data?.pages.flatMap((page) => page.certificates) ?? [];
  return (
    <section
      aria-labelledby="tax-certificates-title"
      className="flex max-w-3xl flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h3 id="tax-certificates-title" className="text-lg font-semibold text-slate-900">
          Exemption certificates
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Resellers and exempt buyers upload their certificates from their account. Once you approve one, their orders
          shipped to that state carry no tax until it expires; they are e-mailed 30 days before.
        </p>
      </div>
      <div role="group" aria-label="Show certificates" className="flex flex-wrap gap-2">
        {SHOWN.map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={value === status ? 'default' : 'outline'}
            aria-pressed={value === status}
            onClick={() => setStatus(value)}
          >
            {SHOWN_LABELS[value]}
          </Button>
        ))}
      </div>
      <ListSearch label="Certificates" hint="Number, customer's name or e-mail" text={q} onApply={setQ} />
      {query.isPending ? (
        <ListLoading>Loading the certificates...</ListLoading>
      ) : query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load the certificates."
          onRetry={() => void query.refetch()}
        />
      ) : certificates.length === 0 ? (
        <p className="text-sm text-slate-700">
          {q
            ? `No certificate matches "${q}".`
            : status
              ? `No certificates ${SHOWN_LABELS[status].toLowerCase()}.`
              : 'No certificates yet.'}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-label="Certificates">
            {certificates.map((each) => (
              <li key={each.id} className="flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm text-slate-800">
                <p>
                  <strong>
                    {TAX_CERTIFICATE_KIND_LABELS[each.kind]} {each.number}
                  </strong>{' '}
                  for {each.regionName}, from {each.customerName} ({each.customerEmail}), expires{' '}
                  {formatCalendarDay(each.expiresOn, 'long')}: <strong>{each.stateText}</strong>
                  {each.reviewReason ? ` (${each.reviewReason})` : ''}
                </p>
                <a className="text-green-800 underline" href={each.fileUrl} target="_blank" rel="noreferrer">
                  Open the certificate ({each.fileName})
                </a>
                {each.state === 'pending' ? <ReviewButtons id={each.id} number={each.number} /> : null}
              </li>
            ))}
          </ul>
          <LoadMoreButton query={query} />
        </>
      )}
    </section>
  );
}
