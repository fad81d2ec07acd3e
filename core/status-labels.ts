/**
 * How an order's or a quote's status reads to the owner, in the admin and in the audit log's sentences:
 * "in_production" -> "In Production", "mockup_sent" -> "Mockup Sent".
 */
export function statusLabel(status: string): string {
  if (status === 'awaiting_invoice') return 'Awaiting invoice';
  return status.replace(/_/g, ' ').replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}
