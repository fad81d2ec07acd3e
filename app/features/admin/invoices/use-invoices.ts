/**
 * The manual invoices (accounts-admin-spec sections 2 and 9): GET /api/manual-invoices 10 at a time, fetched
 * again every 10 s so a payment shows up by itself; POST /api/send-invoice creates and e-mails one; DELETE
 * /api/manual-invoices/{id} removes one not yet paid. Each change fetches the list again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminInvoicePageSchema, adminInvoiceSchema, INVOICE_DEFAULTS } from '../../../../core/schemas/admin';
import { adminSend } from '../admin-api';
import { useAdminPages } from '../use-admin-pages';
import type { InvoiceBodyOut } from './invoice-form-values';

const INVOICES_KEY = ['/api/manual-invoices'] as const;

/** The latest 10 first, "Load more" for older ones; `q`: the number, or part of the name, e-mail or company. */
export function useManualInvoices(q: string) {
  return useAdminPages(INVOICES_KEY[0], { q }, adminInvoicePageSchema, INVOICE_DEFAULTS.listed, {
    refetchInterval: INVOICE_DEFAULTS.refreshMs,
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
