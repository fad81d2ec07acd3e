/** The quote form's one logo (optional): its drop zone, the chosen file and its artwork check. */
import { Icon } from '../../components/ui/icons';
import type { ChangeEvent, RefObject } from 'react';
import { LazyArtworkCheck } from '../../components/artwork/lazy-artwork-check';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { formatMegabytes, UPLOAD_MAX_LABEL } from '../../lib/file-check';
import { LOGO_ACCEPT } from './logo-file';

export interface QuoteLogoFieldProps {
  logo: File | null;
  fileInput: RefObject<HTMLInputElement | null>;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onRemove(): void;
}

export function QuoteLogoField({ logo, fileInput, onChange, onRemove }: QuoteLogoFieldProps) {
  return (
    <>
      <Field label="Upload your logo or design" hint={`PNG, JPG, GIF or SVG, up to ${UPLOAD_MAX_LABEL}. Optional.`}>
        {(control) => (
          <div className="relative flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50/60 px-6 py-8 text-center transition-colors focus-within:border-brand-600 focus-within:bg-brand-50/50 hover:border-brand-400 hover:bg-brand-50/40">
            <span className="flex size-11 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
              <Icon name="upload" className="size-5" aria-hidden="true" />
            </span>
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-brand-700">Choose a file</span> or drag it here
            </p>
            <input
              {...control}
              ref={fileInput}
              name="logo"
              type="file"
              accept={LOGO_ACCEPT}
              onChange={onChange}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
          </div>
        )}
      </Field>
      {logo ? (
        <div className="-mt-2 flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50/60 px-4 py-3">
          <Icon name="file-image" className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm" aria-live="polite">
            <span className="block truncate font-medium text-slate-900">{logo.name}</span>
            <span className="text-slate-600">{formatMegabytes(logo.size)}</span>
          </p>
          <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${logo.name}`}>
            <Icon name="x" className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <LazyArtworkCheck file={logo} field="quote-logo" />
    </>
  );
}
