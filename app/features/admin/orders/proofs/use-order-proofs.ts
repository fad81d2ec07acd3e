/**
 * A custom order's proofs in the admin's order view: the versions and the conversation, an upload (a new
 * version, e-mailed to the customer) and a reopening after approval. Each change also refreshes the order lists (the
 * status moves) and the histories (it is audited).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminProofsSchema,
  proofStatusResponseSchema,
  proofUploadResponseSchema,
} from '../../../../../core/schemas/proofs';
import { ADMIN_AUDIT_QUERY_PREFIX, ADMIN_ORDERS_QUERY_PREFIX } from '../../../../lib/query-keys';
import { adminGet, adminSend, adminUpload } from '../../admin-api';
import { toastFailure, toastSuccess } from '../../admin-toast';

/** GET /api/custom-orders/{id}/proofs: the key starts with its API path, as the shop's keys do. */
export function orderProofsQueryKey(orderId: number) {
  return ['/api/custom-orders/proofs', orderId] as const;
}

const proofsPath = (orderId: number) => `/api/custom-orders/${orderId}/proofs`;

export function useOrderProofs(orderId: number) {
  return useQuery({
    queryKey: orderProofsQueryKey(orderId),
    queryFn: ({ signal }) => adminGet(proofsPath(orderId), adminProofsSchema, signal),
    // Opening the order again shows the customer's newest answer, whatever the cache policy.
    refetchOnMount: 'always',
  });
}

/** Refreshes the proofs, the order lists (the status moves) and the histories (it is audited). */
export function useRefreshProofs(orderId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderProofsQueryKey(orderId) }),
      queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_PREFIX }),
      queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_QUERY_PREFIX }),
    ]);
}

/** A proof's design (1 for an order of one design), a new version of it or its reopening. */
export interface DesignProofInput {
  design: number;
}

/** The design and the note first, the file last (the server streams it). */
function uploadProof(orderId: number, design: number, file: File, note: string) {
  const form = new FormData();
  form.set('design', String(design));
  if (note) form.set('note', note);
  form.set('proof', file, file.name);
  return adminUpload(proofsPath(orderId), form, proofUploadResponseSchema);
}

export function useUploadProof(orderId: number, onUploaded: () => void) {
  const refresh = useRefreshProofs(orderId);
  return useMutation({
    mutationFn: ({ design, file, note }: DesignProofInput & { file: File; note: string }) =>
      uploadProof(orderId, design, file, note),
    onSuccess: async (answer) => {
      toastSuccess(answer.message);
      onUploaded();
      await refresh();
    },
    onError: (error) => toastFailure(error, 'Failed to upload the proof.', 'Upload Failed'),
  });
}

export function useReopenProofs(orderId: number, onReopened: () => void) {
  const refresh = useRefreshProofs(orderId);
  return useMutation({
    mutationFn: ({ design, reason }: DesignProofInput & { reason: string }) =>
      adminSend('POST', `${proofsPath(orderId)}/reopen`, { design, reason }, proofStatusResponseSchema),
    onSuccess: async (answer) => {
      toastSuccess(answer.message);
      onReopened();
      await refresh();
    },
    onError: (error) => toastFailure(error, 'Failed to reopen the order.'),
  });
}
