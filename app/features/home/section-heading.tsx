import { cn } from '../../lib/cn';

/** The home sections' heading: an eyebrow, the h2 (its id labels the section) and an optional lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  tone = 'light',
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p
        className={cn(
          'text-sm font-semibold tracking-widest uppercase',
          tone === 'dark' ? 'text-brand-300' : 'text-brand-700',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          tone === 'dark' ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={cn('mt-4 text-base text-pretty sm:text-lg', tone === 'dark' ? 'text-brand-100' : 'text-slate-600')}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
