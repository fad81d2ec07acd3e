/**
 * The discount codes (accounts-admin-spec section 2): Active/Inactive/Used up/Expired/Not started badge, the discount,
 * minimum order, usage and created date, with Activate/Deactivate, Delete (confirmed), Copy Code, and Send Mass Email
 * (confirmed, then its progress).
 */
import { Icon } from '../../../components/ui/icons';
import { useState } from 'react';
import { DISCOUNT_ADMIN_MESSAGES, type AdminDiscountCode } from '../../../../core/schemas/discounts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { copyWithToast, toastFailure } from '../admin-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UrlListSearch, useUrlSearch } from '../list-search';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';
import { codeState, discountText, minimumText, usageText, whoText } from './discount-values';
import { MassEmailDialog } from './mass-email-dialog';
import { useDeleteDiscountCode, useDiscountCodes, useSetDiscountCodeActive } from './use-discount-codes';
import { formatDate } from '../../../../core/en-us-dates';

function day(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDate(date, 'medium', 'local');
}

function copyCode(code: string) {
  return copyWithToast(code, 'Code Copied', code, 'code');
}

function DeleteCodeDialog({ code, onClose }: { code: AdminDiscountCode | null; onClose(): void }) {
  const remove = useDeleteDiscountCode();
  return (
    <ConfirmDialog
      open={code !== null}
      title={`Delete discount code ${code?.code ?? ''}?`}
      description={`Are you sure you want to delete discount code ${code?.code ?? ''}? A code that has been used is deactivated instead, so the orders that used it keep it.`}
      confirmLabel="Delete Code"
      variant="destructive"
      pending={remove.isPending}
      onConfirm={() => {
        if (!code) return;
        remove.mutate(code.id, {
          onSuccess: (result) => {
            toast({
              variant: 'success',
              title: result.outcome === 'deleted' ? 'Code Deleted' : 'Code Deactivated',
              description: result.message,
            });
            onClose();
          },
          onError: (error) => toastFailure(error, 'Failed to delete discount code.'),
        });
      }}
      onClose={onClose}
    />
  );
}

function CodeCard({ code, onDelete, onMassEmail }: { code: AdminDiscountCode; onDelete(): void; onMassEmail(): void }) {
  const setActive = useSetDiscountCodeActive();
  const toggle = () =>
    setActive.mutate(
      { id: code.id, isActive: !code.isActive },
      {
        onSuccess: (updated) =>
          toast({
            variant: 'success',
            title: updated.isActive ? 'Code Activated' : 'Code Deactivated',
            description: `${updated.code} is now ${updated.isActive ? 'active' : 'inactive'}.`,
          }),
        onError: (error) => toastFailure(error, 'Failed to update discount code.'),
      },
    );
  const titleId = `discount-code-${code.id}`;
  const state = codeState(code, new Date());

  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={titleId} className="font-mono text-lg font-bold text-slate-900">
          {code.code}
        </h3>
        <Badge variant={state === 'Active' ? 'default' : 'outline'}>{state}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <div>
          <dt className="text-slate-600">Discount</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{discountText(code)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Minimum order</dt>
          <dd className="tabular-nums">{minimumText(code)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Usage</dt>
          <dd className="tabular-nums">{usageText(code)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Who</dt>
          <dd>{whoText(code)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Created</dt>
          <dd>{day(code.createdAt)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" disabled={setActive.isPending} onClick={toggle}>
          <Icon name="power" className="size-4" aria-hidden="true" />
          {code.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void copyCode(code.code)}>
          <Icon name="copy" className="size-4" aria-hidden="true" />
          Copy Code
        </Button>
        <Button variant="outline" size="sm" onClick={onMassEmail}>
          <Icon name="mail" className="size-4" aria-hidden="true" />
          Send Mass Email
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onDelete}
        >
          <Icon name="trash" className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

const SEARCH = { code: '' };

export function DiscountCodeList() {
  const search = useUrlSearch(SEARCH);
  const query = useDiscountCodes(search.text);
  const codes = query.data?.pages.flatMap((page) => page.codes) ?? [];
  const searchBox = <UrlListSearch search={search} label="Discount codes" hint="Part of the code" />;
  const [deleting, setDeleting] = useState<AdminDiscountCode | null>(null);
  const [mailing, setMailing] = useState<string | null>(null);

  if (query.isPending) return <ListLoading>Loading discount codes...</ListLoading>;
  if (query.isError) {
    return (
      <ListError
        error={query.error}
        fallback="We could not load the discount codes."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (codes.length === 0) {
    return (
      <>
        {search.text ? searchBox : null}
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          {search.text ? `No discount code matches "${search.text}"` : DISCOUNT_ADMIN_MESSAGES.noCodes}
        </p>
      </>
    );
  }
  return (
    <>
      {searchBox}
      <ul aria-label="Discount codes" className="flex flex-col gap-4">
        {codes.map((code) => (
          <CodeCard
            key={code.id}
            code={code}
            onDelete={() => setDeleting(code)}
            onMassEmail={() => setMailing(code.code)}
          />
        ))}
      </ul>
      <LoadMoreButton query={query} />
      <DeleteCodeDialog code={deleting} onClose={() => setDeleting(null)} />
      <MassEmailDialog code={mailing} onClose={() => setMailing(null)} />
    </>
  );
}
