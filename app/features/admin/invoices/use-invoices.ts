/**
 * The manual invoices (accounts-admin-spec sections 2 and 9): the latest 10 from GET /api/manual-invoices, fetched
 * again every 10 s so a payment shows up by itself; POST /api/send-invoice creates and e-mails one; DELETE
 * /api/manual-invoices/{id} removes one not yet paid. Each change fetches the list again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminInvoiceSchema, INVOICE_DEFAULTS } from '../../../../core/schemas/admin';
import { adminGet, adminSend } from '../admin-api';
import type { InvoiceBodyOut } from './invoice-form-values';

const INVOICES_KEY = ['/api/manual-invoices'] as const;
const listSchema = z.array(adminInvoiceSchema);

export function useManualInvoices() {
  return useQuery({
    queryKey: INVOICES_KEY,
    queryFn: ({ signal }) => adminGet('/api/manual-invoices', listSchema, signal),
    refetchInterval: INVOICE_DEFAULTS.refreshMs,
    refetchOnMount: 'always',
  });
}

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceBodyOut) => adminSend('POST', '/api/send-invoice', body, adminInvoiceSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminSend('DELETE', `/api/manual-invoices/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
