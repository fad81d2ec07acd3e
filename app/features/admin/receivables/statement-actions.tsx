/**
 * A customer's statement from the receivables page: download it as a PDF, or e-mail it to them (the last 90 days of
 * payments, the lines open today). The e-mail is queued; the toast says so or says why not.
 */
import { useMutation } from '@tanstack/react-query';
import { messageSchema } from '../../../../core/schemas/common';
import { PdfLink } from '../../../components/pdf-link';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { adminSend } from '../admin-api';
import { toastFailure, toastSuccess } from '../admin-toast';

export function StatementActions({ email, name }: { email: string; name: string }) {
  const send = useMutation({
    mutationFn: () => adminSend('POST', '/api/admin/statements/email', { email }, messageSchema),
    onSuccess: (result) => toastSuccess(result.message),
    onError: (error) => toastFailure(error, 'The statement could not be e-mailed.'),
  });
  return (
    <span className="ml-2 inline-flex flex-wrap gap-2 align-middle">
      <PdfLink
        href={`/api/admin/statements/pdf?email=${encodeURIComponent(email)}`}
        label={`Statement of ${name} (PDF)`}
      >
        Statement
      </PdfLink>
      <Button
        size="sm"
        variant="outline"
        disabled={send.isPending}
        onClick={() => send.mutate()}
        aria-label={`E-mail statement to ${name}`}
      >
        <Icon name="mail" className="size-4" aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'E-mail statement'}
      </Button>
    </span>
  );
}
