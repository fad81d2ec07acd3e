/** The article's typography (no typography plugin: the few elements a post uses are styled here). */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const PROSE = cn(
  'text-base leading-7 text-slate-700 sm:text-lg sm:leading-8',
  '[&>*:first-child]:mt-0 [&_p]:mt-5',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-600',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:pl-5 [&_blockquote]:text-slate-600 [&_blockquote]:italic',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl',
  '[&_figure]:mt-10 [&_figcaption]:mt-3 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:leading-6 [&_figcaption]:text-slate-500',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_table]:text-base [&_td]:border-t [&_td]:border-slate-200 [&_td]:py-2 [&_th]:py-2',
);

/** Sanitised HTML from the server (DOMPurify in the blog service), or React content. */
export function ArticleBody({ html, children }: { html?: string; children?: ReactNode }) {
  if (html !== undefined) {
    return <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <div className={PROSE}>{children}</div>;
}
