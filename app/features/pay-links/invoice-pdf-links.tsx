/** The invoice as a PDF, and once it is paid its receipt: both by the page's own link token. */
import { PdfLink } from '../../components/pdf-link';

export function invoicePdfHref(invoiceNumber: string, token: string, which: 'invoice' | 'receipt'): string {
  const path = which === 'invoice' ? 'pdf' : 'receipt/pdf';
  return `/api/invoices/${encodeURIComponent(invoiceNumber)}/${path}?t=${encodeURIComponent(token)}`;
}

export function InvoicePdfLinks({
  invoiceNumber,
  token,
  paid,
}: {
  invoiceNumber: string;
  token: string;
  paid: boolean;
}) {
  return (
    <p className="flex flex-wrap justify-center gap-2">
      <PdfLink href={invoicePdfHref(invoiceNumber, token, 'invoice')}>Invoice {invoiceNumber} (PDF)</PdfLink>
      {paid ? <PdfLink href={invoicePdfHref(invoiceNumber, token, 'receipt')}>Receipt (PDF)</PdfLink> : null}
    </p>
  );
}
