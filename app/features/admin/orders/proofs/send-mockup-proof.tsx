/**
 * "Send the mockup as proof version 1": the instant mockup kept with a designer order goes out as its first proof,
 * through the usual upload (the customer is e-mailed the proof page; audited). Shown while the order has no proof
 * and has a mockup.
 */
import { useMutation } from '@tanstack/react-query';
import { mockupProofResponseSchema } from '../../../../../core/pin-mockup-schema';
import { orderNumber } from '../../../../../core/order-numbers';
import { Button } from '../../../../components/ui/button';
import { adminSend } from '../../admin-api';
import { toastFailure, toastSuccess } from '../../admin-toast';
import { useRefreshProofs } from './use-order-proofs';

export interface SendMockupProofProps {
  orderId: number;
  mockupUrl: string;
  /** The design, when the order has several (decision 045); null: the order's one design. */
  design: { number: number; name: string } | null;
}

export function SendMockupProof({ orderId, mockupUrl, design }: SendMockupProofProps) {
  const refresh = useRefreshProofs(orderId);
  const url = `/api/custom-orders/${orderId}/proofs/mockup?design=${design?.number ?? 1}`;
  const send = useMutation({
    mutationFn: () => adminSend('POST', url, {}, mockupProofResponseSchema),
    onSuccess: async (answer) => {
      toastSuccess(answer.message);
      await refresh();
    },
    onError: (error) => toastFailure(error, 'Failed to send the mockup.'),
  });
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center">
      <img
        src={mockupUrl}
        alt={`Instant mockup of ${design ? `${design.name}, ` : ''}order ${orderNumber('custom', orderId)}`}
        loading="lazy"
        className="size-24 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
      />
      <p className="flex-1 text-sm text-slate-700">
        The shop drew an instant mockup from the customer’s artwork and options when they ordered.
      </p>
      <Button variant="outline" size="sm" disabled={send.isPending} onClick={() => send.mutate()}>
        {send.isPending ? 'Sending...' : 'Send the mockup as proof version 1'}
      </Button>
    </div>
  );
}
