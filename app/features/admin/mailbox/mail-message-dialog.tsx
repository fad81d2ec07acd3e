/**
 * One e-mail as it was sent: the headers, the text part, and the HTML part in a sandboxed frame (no scripts, no same
 * origin: its markup cannot touch the admin page; the page's CSP allows inline styles, which e-mails use).
 */
import { Icon } from '../../../components/ui/icons';
import { MAILBOX_MESSAGES, type MailboxRow } from '../../../../core/schemas/mailbox';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toastFailure, toastSuccess } from '../admin-toast';
import { ListError, ListLoading } from '../list-states';
import { STATE_LABELS, useMailboxMessage, useResend } from './use-mailbox';
import { formatDateTime } from '../../../../core/en-us-clock';

export function mailTime(iso: string | null): string {
  if (!iso) return '—';
  return formatDateTime(new Date(iso), 'local');
}

/**
 * The message's state in words. A sent message that the provider later reported as bounced or marked as spam (the
 * bounce webhooks record that as its last error) says so beside "Sent".
 */
export function MailStateBadge({ row }: { row: Pick<MailboxRow, 'state' | 'lastError'> }) {
  if (row.state === 'sent' && row.lastError) {
    return <Badge variant="destructive">{`${STATE_LABELS.sent}, ${row.lastError.toLowerCase()}`}</Badge>;
  }
  const variant = row.state === 'failed' ? 'destructive' : row.state === 'sent' ? 'secondary' : 'warning';
  return <Badge variant={variant}>{STATE_LABELS[row.state]}</Badge>;
}

export function ResendButton({ id, size = 'sm' }: { id: number; size?: 'sm' | 'default' }) {
  const resend = useResend();
  return (
    <Button
      variant="outline"
      size={size}
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(id, {
          onSuccess: () => toastSuccess(MAILBOX_MESSAGES.resent),
          onError: (error) => toastFailure(error, 'Failed to resend the message.'),
        })
      }
    >
      <Icon name="rotate-cw" className="size-4" aria-hidden="true" />
      Resend
    </Button>
  );
}

export function MailMessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useMailboxMessage(id);
  const message = query.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-3xl">
        <DialogHeader>
          <DialogTitle>{message?.subject ?? 'Message'}</DialogTitle>
          <DialogDescription>{message ? `To ${message.to}` : 'Loading the message...'}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <ListLoading>Loading the message...</ListLoading>
        ) : query.isError ? (
          <ListError
            error={query.error}
            fallback="We could not load the message."
            onRetry={() => void query.refetch()}
          />
        ) : message ? (
          <div className="mt-4 flex flex-col gap-5">
            <DetailList
              rows={[
                { label: 'State', value: <MailStateBadge row={message} /> },
                { label: 'Attempts', value: String(message.attempts) },
                { label: 'Queued', value: mailTime(message.createdAt) },
                { label: 'Sent', value: mailTime(message.sentAt) },
                ...(message.lastError
                  ? [
                      {
                        label: message.state === 'sent' ? 'Delivery problem' : 'Last error',
                        value: message.lastError,
                      },
                    ]
                  : []),
              ]}
            />
            {message.html ? (
              <section className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold text-slate-900">HTML version</h3>
                <iframe
                  title={`HTML version of "${message.subject}"`}
                  sandbox=""
                  srcDoc={message.html}
                  className="h-96 w-full rounded-xl border border-slate-200 bg-white"
                />
              </section>
            ) : null}
            <section className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-900">Text version</h3>
              <pre className="rounded-xl bg-slate-50 p-4 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-800">
                {message.text}
              </pre>
            </section>
          </div>
        ) : null}
        {message?.state === 'failed' ? (
          <DialogFooter>
            <ResendButton id={message.id} size="default" />
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
