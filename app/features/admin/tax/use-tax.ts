/** The admin's calls for sales tax: the rates, what is taxable, and the customers' certificates. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminTaxCertificateSchema,
  taxItemsSchema,
  taxRateSchema,
  taxRatesSchema,
  type TaxCertificateReview,
  type TaxItemBody,
  type TaxRateBody,
} from '../../../../core/schemas/tax';
import { adminGet, adminSend } from '../admin-api';

const RATES = '/api/admin/tax/rates';
const ITEMS = '/api/admin/tax/items';
const CERTIFICATES = '/api/admin/tax/certificates';

export function useTaxRates() {
  return useQuery({ queryKey: [RATES], queryFn: ({ signal }) => adminGet(RATES, taxRatesSchema, signal) });
}

export function useSaveTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ country, region, body }: { country: string; region: string; body: TaxRateBody }) =>
      adminSend('PUT', `${RATES}/${country}/${region}`, body, taxRateSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RATES] }),
  });
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

export function useTaxCertificates() {
  return useQuery({
    queryKey: [CERTIFICATES],
    queryFn: ({ signal }) => adminGet(CERTIFICATES, z.array(adminTaxCertificateSchema), signal),
  });
}

export function useReviewTaxCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: number; review: TaxCertificateReview }) =>
      adminSend('PUT', `${CERTIFICATES}/${id}/review`, review, adminTaxCertificateSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CERTIFICATES] }),
  });
}
