/**
 * Pay Deposit (shopper-spec sections 4, 7 and 8): the server reprices the order and keeps the file, then
 * the shopper goes to /checkout with the prepared order. A signed-in shopper's first custom order is
 * celebrated first (confetti, a toast, the redirect 2 s later).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MISSING_INFORMATION } from '../../../core/schemas/custom-order-rules';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api';
import { currentUser } from '../../lib/session-store';
import { shopApi } from '../../lib/shop-api';
import { useAction } from '../../lib/use-action';
import { celebrate } from './celebrate';
import { draftQuote, hasDesignAndContact, type DesignerDraft } from './designer-state';
import { buildOrderData, checkoutUrl, orderFormData } from './order-payload';

export const CELEBRATION_REDIRECT_DELAY_MS = 2000;
const PREPARE_FAILED = 'Failed to prepare order. Please try again.';

/** Only a signed-in shopper is asked; an empty list means a first order, any failure means not. */
async function isFirstCustomOrder(): Promise<boolean> {
  if (!currentUser()) return false;
  try {
    return (await shopApi.customOrders()).length === 0;
  } catch {
    return false;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useSubmitOrder(draft: DesignerDraft, file: File | null) {
  const navigate = useNavigate();
  // Set once the order is prepared: the button stays "Processing..." from the click until checkout takes over.
  const [prepared, setPrepared] = useState(false);
  const prepare = useAction(
    async (logo: File) => {
      const orderData = buildOrderData(draft, draftQuote(draft));
      const answer = await shopApi.prepareCustomOrder(orderFormData(orderData, logo));
      if (await isFirstCustomOrder()) {
        await celebrate();
        toast({
          title: 'Congratulations on your first custom order! 🎉',
          description: 'Taking you to checkout to pay your deposit…',
          variant: 'success',
        });
        await wait(CELEBRATION_REDIRECT_DELAY_MS);
      }
      return answer;
    },
    {
      onSuccess: (answer) => {
        setPrepared(true);
        return navigate(checkoutUrl(answer));
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
      if (!file || !hasDesignAndContact(draft, true)) {
        toast({ title: 'Missing Information', description: MISSING_INFORMATION, variant: 'destructive' });
        return;
      }
      prepare.run(file);
    },
  };
}
