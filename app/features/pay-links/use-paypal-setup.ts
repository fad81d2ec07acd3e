/** How this shop takes payments (GET /paypal/setup): test mode (the local stand-in) or PayPal. Browser only. */
import { useQuery } from '@tanstack/react-query';
import { PAYPAL_SETUP_QUERY_KEY, type PayPalSetup } from './pay-links-api';

export function usePayPalSetup() {
  return useQuery<PayPalSetup>({ queryKey: PAYPAL_SETUP_QUERY_KEY, enabled: typeof window !== 'undefined' });
}
