/** Small pieces of the quote requests section: the status badge, dates, money and the uploaded logo. */
import { Icon } from '../../../components/ui/icons';
import { formatUsd } from '../../../../core/money';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import type { QuoteStatus } from './use-quote-requests';
import { formatDate } from '../../../../core/en-us-dates';

const STATUS_VARIANTS: Record<QuoteStatus, BadgeVariant> = {
  pending: 'warning',
  quoted: 'secondary',
  approved: 'default',
  completed: 'outline',
};

export function quoteStatusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{quoteStatusLabel(status)}</Badge>;
}

/** "Mar 3, 2026": a day as written ("2026-03-03", kept as that day in any time zone) or an ISO timestamp. */
export function shortDate(value: string | null): string {
  if (!value) return '—';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T12:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDate(date, 'medium', 'local');
}

export function quotedAmountText(cents: number | null): string {
  return cents === null ? '—' : formatUsd(cents);
}

const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp|svg|avif)$/i;

/** The customer's upload: shown when it is an image, else a link to download it (a PDF, an AI file). */
export function QuoteLogo({
  url,
  fileName,
  customerName,
  alt = `Logo uploaded by ${customerName ?? 'the customer'}`,
}: {
  url: string;
  fileName: string | null;
  customerName?: string;
  /** The picture's text: the logo's uploader, or a design's number and name (decision 045). */
  alt?: string;
}) {
  if (IMAGE_EXTENSIONS.test(url)) {
    return (
      <a href={url} target="_blank" rel="noreferrer" className="inline-block rounded-lg border border-slate-200 p-2">
        <img src={url} alt={alt} className="max-h-48 max-w-full object-contain" loading="lazy" />
      </a>
    );
  }
  return (
    <a
      href={url}
      download={fileName ?? true}
      className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline hover:text-brand-900"
    >
      <Icon name="download" className="size-4" aria-hidden="true" />
      Download {fileName ?? 'the uploaded file'}
    </a>
  );
}
