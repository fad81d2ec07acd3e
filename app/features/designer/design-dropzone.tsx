/** One design's file: the drop zone (checked before the file is kept), the chosen file and its artwork check. */
import { Icon } from '../../components/ui/icons';
import type { ChangeEvent } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { LazyArtworkCheck } from '../../components/artwork/lazy-artwork-check';
import { formatMegabytes, UPLOAD_MAX_LABEL } from '../../lib/file-check';
import { DESIGN_FILE_ACCEPT, checkDesignFile } from './design-file';
import type { DesignFile } from './use-design-file';

export interface DesignDropzoneProps {
  /** The input's id: `designer-file` for design 1 (as before designs), `designer-file-<n>` for design n. */
  id: string;
  design: DesignFile | null;
  onFile(file: File | null): void;
  /** Shown under the drop zone when the design has no file yet and the customer was told to add one. */
  error?: string | null;
}

export function DesignDropzone({ id, design, onFile, error = null }: DesignDropzoneProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again after a removal still fires change
    if (!chosen) return;
    const problem = checkDesignFile(chosen);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    onFile(chosen);
  };

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={id} className="text-base font-semibold text-slate-900">
        Design file{' '}
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </label>
      <div className="relative flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50/60 px-6 py-10 text-center transition-colors focus-within:border-brand-600 focus-within:bg-brand-50/50 hover:border-brand-400 hover:bg-brand-50/40">
        <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
          <Icon name="upload" className="size-5" aria-hidden="true" />
        </span>
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-brand-700">{design ? 'Replace the file' : 'Choose a file'}</span> or drag
          it here
        </p>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          Images, PDF or SVG, up to {UPLOAD_MAX_LABEL}, 300 DPI or higher
        </p>
        <input
          id={id}
          type="file"
          accept={DESIGN_FILE_ACCEPT}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          onChange={choose}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {design ? <ChosenFile design={design} onRemove={() => onFile(null)} /> : null}
      <LazyArtworkCheck file={design?.file ?? null} field="design-file" />
    </div>
  );
}

function ChosenFile({ design, onRemove }: { design: DesignFile; onRemove(): void }) {
  const { file, previewUrl } = design;

  return (
    <div className="flex items-center gap-4 rounded-2xl border border-brand-200 bg-brand-50/60 p-3 pr-4">
      <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
        {previewUrl ? (
          <img src={previewUrl} alt="" className="size-full object-contain" />
        ) : (
          <Icon name="file-text" className="size-6 text-brand-700" aria-hidden="true" />
        )}
      </span>
      <p className="min-w-0 flex-1 text-sm" aria-live="polite">
        <span className="block truncate font-medium text-slate-900">{file.name}</span>
        <span className="text-slate-600">{formatMegabytes(file.size)}</span>
      </p>
      <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${file.name}`}>
        <Icon name="x" className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
