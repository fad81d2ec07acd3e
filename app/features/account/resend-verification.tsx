/**
 * "Send a new link": e-mails the signed-in customer another verification link and says what happened in the
 * server's words (sent; already verified; or, after 3 an hour, how long to wait).
 */
import { useMutation } from '@tanstack/react-query';
import { Icon } from '../../components/ui/icons';
import { Button } from '../../components/ui/button';
import { apiErrorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { shopApi } from '../../lib/shop-api';

export function ResendVerification({ className }: { className?: string }) {
  const resend = useMutation({ mutationFn: shopApi.resendVerification });
  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      <Button
        variant="outline"
        aria-busy={resend.isPending || undefined}
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? (
          <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Icon name="mail-plus" className="size-4" aria-hidden="true" />
        )}
        Send a new link
      </Button>
      {/* Both regions are on the page from the start, so what appears in them is announced. */}
      <p role="status" className="text-sm font-medium text-brand-800 empty:hidden">
        {resend.isSuccess ? resend.data.message : null}
      </p>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {resend.isError ? apiErrorMessage(resend.error) : null}
      </p>
    </div>
  );
}
