/**
 * The Marketing Emails section's own calls: the suppression list (GET/POST /api/admin/suppressions, DELETE /api/admin/suppressions/{id}).
 * Starting the campaign and the audience numbers come from the campaigns hooks.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suppressionListSchema } from '../../../../core/schemas/campaigns';
import { adminSend } from '../admin-api';
import { useAdminPages } from '../use-admin-pages';
import { CONTACT_SUMMARY_KEY } from '../campaigns/use-campaigns';

const SUPPRESSIONS_KEY = ['/api/admin/suppressions'] as const;

/** The list a page at a time, newest first; `q`: part of the address. */
export function useSuppressions(q: string) {
  return useAdminPages(SUPPRESSIONS_KEY[0], { q }, suppressionListSchema);
}

/** A change to the list also changes the audience numbers. */
function useSuppressionChange<V>(mutationFn: (variables: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SUPPRESSIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: CONTACT_SUMMARY_KEY }),
      ]),
  });
}

export function useAddSuppression() {
  return useSuppressionChange((body: { email: string; note?: string }) =>
    adminSend('POST', '/api/admin/suppressions', body),
  );
}

export function useRemoveSuppression() {
  return useSuppressionChange((id: number) => adminSend('DELETE', `/api/admin/suppressions/${id}`));
}
