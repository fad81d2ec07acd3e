/**
 * Creates the PayPal order for what this checkout pays. The server prices it; the amount the page shows goes along
 * and a mismatch comes back as 409 with the server's sentence (then the cart is read again, it has changed).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { CART_QUERY_KEY } from '../../components/cart-sheet';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { createPayment, type CreatedPayment, type PaymentRequest } from './payment-api';

export function useStartPayment(request: () => PaymentRequest) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(
    async (returnPath?: string): Promise<CreatedPayment> => {
      setError(null);
      try {
        return await createPayment(request(), returnPath);
      } catch (failure) {
        setError(apiErrorMessage(failure, CHECKOUT_MESSAGES.startFailed));
        if (apiErrorStatus(failure) === 409) void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
        throw failure;
      }
    },
    [queryClient, request],
  );

  return { start, error, setError };
}
