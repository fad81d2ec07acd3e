/**
 * The proof page's data: the proof (seeded by the server's render) and the customer's two answers. Each answer
 * refetches the proof, which then shows the approval or the request in the conversation.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerProof } from '../../../core/schemas/proofs';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage } from '../../lib/api';
import { proofApi, proofQueryKey, type ChangeRequest } from './proof-api';

export function useCustomerProof(orderId: string, token: string, initialData: CustomerProof | undefined) {
  return useQuery({
    queryKey: proofQueryKey(orderId, token),
    queryFn: ({ signal }) => proofApi.proof(orderId, token, signal),
    initialData,
  });
}

function useRefreshProof(orderId: string, token: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: proofQueryKey(orderId, token) });
}

function failed(error: unknown) {
  toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' });
}

export function useApproveProof(orderId: string, token: string) {
  const refresh = useRefreshProof(orderId, token);
  return useMutation({
    mutationFn: ({ design, version }: { design: number; version: number }) =>
      proofApi.approve(orderId, token, design, version),
    onSuccess: async (answer) => {
      toast({ title: answer.message, variant: 'success' });
      await refresh();
    },
    onError: failed,
  });
}

export function useRequestChanges(orderId: string, token: string) {
  const refresh = useRefreshProof(orderId, token);
  return useMutation({
    mutationFn: (request: ChangeRequest) => proofApi.requestChanges(orderId, token, request),
    onSuccess: async (answer) => {
      toast({ title: answer.message, variant: 'success' });
      await refresh();
    },
    onError: failed,
  });
}
