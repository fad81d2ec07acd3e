/** The admin's calls for sales tax: the rates, what is taxable, and the customers' certificates. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminTaxCertificatePageSchema,
  adminTaxCertificateSchema,
  taxItemsSchema,
  taxRateHistoryPageSchema,
  taxRateSchema,
  taxRatesSchema,
  taxSplitSchema,
  type TaxCertificateReview,
  type TaxItemBody,
  type TaxRateBody,
} from '../../../../core/schemas/tax';
import type { TaxSplit } from '../../../../core/tax-split';
import { adminGet, adminSend } from '../admin-api';
import { useAdminPages } from '../use-admin-pages';

const RATES = '/api/admin/tax/rates';
const HISTORY = '/api/admin/tax/rates/history';
const ITEMS = '/api/admin/tax/items';
const CERTIFICATES = '/api/admin/tax/certificates';
const SPLIT = '/api/admin/tax/split';

export function useTaxRates() {
  return useQuery({ queryKey: [RATES], queryFn: ({ signal }) => adminGet(RATES, taxRatesSchema, signal) });
}

export function useSaveTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ country, region, body }: { country: string; region: string; body: TaxRateBody }) =>
      adminSend('PUT', `${RATES}/${country}/${region}`, body, taxRateSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [RATES] }),
        queryClient.invalidateQueries({ queryKey: [HISTORY] }),
      ]),
  });
}

/** The rates' changes, newest first, 25 at a time ("Load more" the next). */
export function useTaxRateHistory() {
  return useAdminPages(HISTORY, {}, taxRateHistoryPageSchema, 25);
}

export function useTaxItems() {
  return useQuery({ queryKey: [ITEMS], queryFn: ({ signal }) => adminGet(ITEMS, taxItemsSchema, signal) });
}

export function useSaveTaxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxItemBody) => adminSend('PUT', ITEMS, body, taxItemsSchema),
    onSuccess: (saved) => queryClient.setQueryData([ITEMS], saved),
  });
}

/** A page of 25 at a time, newest first: one stored status (none: all), `q` the number or the customer. */
export function useTaxCertificates(filters: { status: string; q: string }) {
  return useAdminPages(CERTIFICATES, filters, adminTaxCertificatePageSchema, 25);
}

export function useReviewTaxCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: number; review: TaxCertificateReview }) =>
      adminSend('PUT', `${CERTIFICATES}/${id}/review`, review, adminTaxCertificateSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CERTIFICATES] }),
  });
}

/** How a custom order's tax is split between its deposit and its balance. */
export function useTaxSplit() {
  return useQuery({ queryKey: [SPLIT], queryFn: ({ signal }) => adminGet(SPLIT, taxSplitSchema, signal) });
}

export function useSaveTaxSplit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (split: TaxSplit) => adminSend('PUT', SPLIT, { split }, taxSplitSchema),
    onSuccess: (saved) => queryClient.setQueryData([SPLIT], saved),
  });
}
