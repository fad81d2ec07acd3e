/**
 * The signed-in customer's resale and exemption certificates (on Track Your Order): each with its state and where it
 * stands (waiting for review, approved, rejected with the owner's reason, expired), and the form to upload one.
 * Answers are typed by the server's schemas, imported as types only (no zod in the page, decision 021).
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { REGIONS, type ShippingCountry } from '../../../core/addresses';
import type { MyTaxCertificatePage, TaxCertificateDto } from '../../../core/schemas/tax';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { apiData, apiErrorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/session-store';
import { LoadMoreButton } from '../../components/load-more-button';

const PATH = '/api/account/tax-certificates';
/** Certificates a page holds; "Show more certificates" reads the next page. */
const PAGE_SIZE = 25;
const KIND_LABELS = { resale: 'Resale certificate', exemption: 'Exemption certificate' } as const;
const REGION_OPTIONS = (['US', 'CA'] as const).flatMap((country: ShippingCountry) =>
  REGIONS[country].map((region) => ({ value: `${country}:${region.code}`, label: region.name })),
);

function UploadForm({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (form: FormData) => apiData<TaxCertificateDto>('POST', PATH, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PATH, userId] }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const [country = '', region = ''] = String(data.get('place') ?? '').split(':');
    const form = new FormData();
    for (const name of ['kind', 'number', 'expiresOn']) form.append(name, String(data.get(name) ?? ''));
    form.append('country', country || 'US');
    form.append('region', region);
    const file = data.get('certificate');
    if (file instanceof File && file.size > 0) form.append('certificate', file, file.name);
    setError(null);
    upload.mutate(form, {
      onSuccess: () => element.reset(),
      onError: (failure) =>
        setError(apiErrorMessage(failure, 'We could not upload the certificate. Please try again.')),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Upload a tax certificate">
      <Field label="Certificate type" required>
        {(control) => (
          <Select {...control} name="kind" defaultValue="resale">
            <option value="resale">{KIND_LABELS.resale}</option>
            <option value="exemption">{KIND_LABELS.exemption}</option>
          </Select>
        )}
      </Field>
      <Field label="State or province" required>
        {(control) => (
          <Select {...control} name="place" defaultValue="">
            <option value="">Choose one</option>
            {REGION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Certificate number" required>
        {(control) => <Input {...control} name="number" autoComplete="off" />}
      </Field>
      <Field label="Expires on" required>
        {(control) => <Input {...control} name="expiresOn" type="date" />}
      </Field>
      <Field label="The certificate (PDF, PNG or JPG)" required className="sm:col-span-2">
        {(control) => <Input {...control} name="certificate" type="file" accept=".pdf,.png,.jpg,.jpeg" />}
      </Field>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={upload.isPending} className="justify-self-start">
        Upload the certificate
      </Button>
    </form>
  );
}

export function MyTaxCertificates() {
  const { data: user } = useCurrentUser();
  const query = useInfiniteQuery({
    queryKey: [PATH, user?.id ?? 0],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const page = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) page.set('cursor', pageParam);
      return apiData<MyTaxCertificatePage>('GET', `${PATH}?${page.toString()}`, undefined, { signal });
    },
    getNextPageParam: (page) => page.nextCursor,
    enabled: Boolean(user),
    refetchOnMount: 'always',
  });
  const certificates = query.data?.pages.flatMap((page) => page.certificates) ?? [];
  if (!user) return null;
  return (
    <section
      aria-labelledby="tax-certificates-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="tax-certificates-title" className="text-lg font-semibold text-slate-900">
          Tax exemption certificates
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Buying to resell, or exempt from sales tax? Upload your certificate. Once we approve it, your orders shipped
          to that state carry no sales tax until it expires; we e-mail you 30 days before.
        </p>
      </div>
      {certificates.length > 0 ? (
        <ul className="flex flex-col gap-2 text-sm text-slate-800" aria-label="Your certificates">
          {certificates.map((each) => (
            <li key={each.id}>
              <strong>
                {KIND_LABELS[each.kind]} {each.number}
              </strong>{' '}
              for {each.regionName}, until {each.expiresOn}: <strong>{each.stateText}</strong>
              {each.reviewReason ? ` (${each.reviewReason})` : ''}.{' '}
              <a className="text-green-800 underline" href={each.fileUrl} download>
                Download {each.fileName}
              </a>
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          We could not load your certificates.
        </p>
      ) : null}
      <LoadMoreButton query={query} label="Show more certificates" className="justify-self-start" />
      <UploadForm userId={user.id} />
    </section>
  );
}
