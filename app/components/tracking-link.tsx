/**
 * The carrier's tracking page for a package, opened in a new tab (said for screen readers too). Only an http(s) link
 * is followed: anything else is not rendered at all.
 */
import { cn } from '../lib/cn';
import { Icon } from './ui/icons';

/** The link when it is an http(s) address, else null. */
export function safeTrackingUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export function TrackingLink({ url, label, className }: { url: string | null; label: string; className?: string }) {
  const href = safeTrackingUrl(url);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900', className)}
    >
      {label}
      <Icon name="external-link" className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
