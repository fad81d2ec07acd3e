/**
 * Pay Deposit (shopper-spec sections 4, 7 and 8): the server reprices the order and keeps the file, then
 * the shopper goes to /checkout with the prepared order. A signed-in shopper's first custom order is
 * celebrated first (confetti, a toast, the redirect 2 s later). That work is ./prepare-order.ts, loaded apart from
 * the page (decision 021) with the designer's later steps; the click waits for it if it has not come yet.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MISSING_INFORMATION } from '../../../core/schemas/custom-order-rules';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api';
import { useAction } from '../../lib/use-action';
import { hasDesignAndContact, type DesignerDraft } from './designer-state';
import { loadPrepareOrder } from './step-loaders';
import { usePrices } from '../../lib/use-prices';

const PREPARE_FAILED = 'Failed to prepare order. Please try again.';

/** `files`: each design's file, in the designs' order (null where none is chosen yet). */
export function useSubmitOrder(draft: DesignerDraft, files: ReadonlyArray<File | null>) {
  const prices = usePrices();
  const navigate = useNavigate();
  // Set once the order is prepared: the button stays "Processing..." from the click until checkout takes over.
  const [prepared, setPrepared] = useState(false);
  const prepare = useAction(
    async (chosen: File[]) => {
      const { prepareOrder } = await loadPrepareOrder();
      return prepareOrder(draft, chosen, prices);
    },
    {
      onSuccess: (checkout) => {
        setPrepared(true);
        return navigate(checkout);
      },
      onError: (error) => {
        const status = apiErrorStatus(error);
        toast({
          title: 'Error',
          description: status !== undefined && status < 500 ? apiErrorMessage(error, PREPARE_FAILED) : PREPARE_FAILED,
          variant: 'destructive',
        });
      },
    },
  );

  return {
    submitting: prepare.pending || prepared,
    submit: () => {
      const chosen = files.filter((file): file is File => file !== null);
      const complete = chosen.length === files.length && files.length === draft.designs.length;
      if (!complete || !hasDesignAndContact(draft, true, prices)) {
        toast({ title: 'Missing Information', description: MISSING_INFORMATION, variant: 'destructive' });
        return;
      }
      prepare.run(chosen);
    },
  };
}
