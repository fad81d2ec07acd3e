/**
 * The Marketing Emails section's own calls: the suppression list (GET/POST /api/admin/suppressions, DELETE /api/admin/suppressions/{id}).
 * Starting the campaign and the audience numbers come from the campaigns hooks.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { suppressionListSchema } from '../../../../core/schemas/campaigns';
import { adminGet, adminSend } from '../admin-api';
import { CONTACT_SUMMARY_KEY } from '../campaigns/use-campaigns';

const SUPPRESSIONS_KEY = ['/api/admin/suppressions'] as const;

export function useSuppressions() {
  return useQuery({
    queryKey: SUPPRESSIONS_KEY,
    queryFn: ({ signal }) => adminGet('/api/admin/suppressions', suppressionListSchema, signal),
    refetchOnMount: 'always',
  });
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
