/** A PDF download (an invoice, a receipt): a plain link the browser saves under the server's file name. */
import type { ReactNode } from 'react';
import { buttonVariants } from './ui/button';
import { Icon } from './ui/icons';
import { cn } from '../lib/cn';

export interface PdfLinkProps {
  href: string;
  children: ReactNode;
  /** The link's name when the visible words alone do not say which document (a row's "PDF"). */
  label?: string;
  className?: string;
}

export function PdfLink({ href, children, label, className }: PdfLinkProps) {
  return (
    <a
      href={href}
      download
      aria-label={label}
      className={cn(buttonVariants({ size: 'sm', variant: 'outline' }), className)}
    >
      <Icon name="download" className="size-4" aria-hidden="true" />
      {children}
    </a>
  );
}
