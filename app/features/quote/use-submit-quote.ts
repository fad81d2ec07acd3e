/** POST /api/quote-requests with the spec's toasts (shopper-spec section 8). */
import type { QuoteRequestInput } from '../../../core/schemas/quotes';
import { toast } from '../../components/ui/use-toast';
import { trackEvent } from '../../lib/analytics';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api';
import { shopApi } from '../../lib/shop-api';
import { useAction } from '../../lib/use-action';
import { quoteFormData } from './quote-form-data';

export const QUOTE_SUCCESS = {
  title: 'Quote Request Submitted!',
  description: "We'll review your request and get back to you within 24 hours with a custom quote.",
} as const;

const FAILURE = 'Failed to submit quote request. Please try again.';

/** The spec's text; for a refusal the server explains (a 413 or 415 for the logo) its reason follows. */
function failureText(error: unknown): string {
  const status = apiErrorStatus(error);
  if (status === undefined || status >= 500) return FAILURE;
  const reason = apiErrorMessage(error, '');
  return reason ? `Failed to submit quote request. ${reason}` : FAILURE;
}

interface QuoteSubmission {
  values: QuoteRequestInput;
  /** The one logo (or none), or each design's file. */
  files: File[];
}

/** `onSubmitted` runs after the success toast, with the values the server accepted. */
export function useSubmitQuote(onSubmitted: (values: QuoteRequestInput) => void) {
  return useAction(
    ({ values, files }: QuoteSubmission) => {
      // The spec's analytics events (shopper-spec "analytics"), now first-party.
      trackEvent('submit_quote_request');
      return shopApi.submitQuote(quoteFormData(values, files));
    },
    {
      onSuccess: (_answer, { values }) => {
        trackEvent('quote_request_success');
        toast({ ...QUOTE_SUCCESS, variant: 'success' });
        onSubmitted(values);
      },
      onError: (error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' }),
    },
  );
}
