/**
 * The quote form's designs (decision 045): "Add another design" turns the one logo into a list of up to 10 designs,
 * each with its name, quantity (at least 25) and file (checked before it is kept); the request's quantity is their
 * sum. Messages are the schema's (its issues under `designs.<n>`) and each missing file's.
 */
import { Icon } from '../../components/ui/icons';
import type { ChangeEvent } from 'react';
import { LazyArtworkCheck } from '../../components/artwork/lazy-artwork-check';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { DESIGN_NAME_MAX, DESIGN_QUANTITY_MIN, DESIGNS_MAX, designsTotal } from '../../../core/design-rules';
import { PRODUCT_NAMES, isProductKind } from '../../../core/pricing/price-table';
import { formatMegabytes, UPLOAD_MAX_LABEL } from '../../lib/file-check';
import { LOGO_ACCEPT, checkLogoFile } from './logo-file';

export interface QuoteDesign {
  name: string;
  quantity: number;
  file: File | null;
}

/** Per design, the messages to show: the schema's for name and quantity, and a missing file's. */
export type QuoteDesignErrors = ReadonlyArray<{ name?: string; quantity?: string; file?: string } | undefined>;

export interface QuoteDesignsProps {
  designs: readonly QuoteDesign[];
  errors: QuoteDesignErrors;
  product: string;
  onChange(index: number, change: Partial<QuoteDesign>): void;
  onAdd(): void;
  onRemove(index: number): void;
}

export function QuoteDesigns({ designs, errors, product, onChange, onAdd, onRemove }: QuoteDesignsProps) {
  const names = PRODUCT_NAMES[isProductKind(product) ? product : 'pin'];
  const total = designsTotal(designs);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-medium text-slate-700" aria-live="polite" data-testid="quote-designs-summary">
        {designs.length} designs, {total} {total === 1 ? names.one : names.many}
      </p>
      {designs.map((design, index) => (
        <DesignFields
          key={index}
          design={design}
          number={index + 1}
          errors={errors[index]}
          onChange={(change) => onChange(index, change)}
          onRemove={() => onRemove(index)}
        />
      ))}
      {designs.length < DESIGNS_MAX ? <AddDesignButton onAdd={onAdd} /> : null}
    </div>
  );
}

export function AddDesignButton({ onAdd }: { onAdd(): void }) {
  return (
    <Button variant="outline" onClick={onAdd} className="self-start">
      <Icon name="plus" className="size-4" aria-hidden="true" />
      Add another design
    </Button>
  );
}

interface DesignFieldsProps {
  design: QuoteDesign;
  number: number;
  errors: QuoteDesignErrors[number];
  onChange(change: Partial<QuoteDesign>): void;
  onRemove(): void;
}

function DesignFields({ design, number, errors, onChange, onRemove }: DesignFieldsProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = checkLogoFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    onChange({ file });
  };
  return (
    <fieldset className="relative flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <legend className="sr-only">Design {number}</legend>
      <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase" aria-hidden="true">
        Design {number}
      </p>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={`Remove design ${number}`}
        className="absolute top-3 right-3"
      >
        <Icon name="x" className="size-4" aria-hidden="true" />
        Remove
      </Button>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Field label="Design name" required hint="The hole or sponsor" error={errors?.name}>
          {(control) => (
            <Input
              {...control}
              maxLength={DESIGN_NAME_MAX}
              value={design.name}
              onChange={(event) => onChange({ name: event.target.value })}
            />
          )}
        </Field>
        <Field
          label="Quantity"
          required
          hint={`At least ${DESIGN_QUANTITY_MIN}`}
          errorReplacesHint
          error={errors?.quantity}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={DESIGN_QUANTITY_MIN}
              step={1}
              className="tabular-nums"
              value={design.quantity > 0 ? String(design.quantity) : ''}
              onChange={(event) => {
                const typed = event.target.valueAsNumber;
                onChange({ quantity: Number.isFinite(typed) ? Math.max(0, Math.trunc(typed)) : 0 });
              }}
            />
          )}
        </Field>
      </div>
      <Field
        label="Design file"
        required
        hint={`PNG, JPG, GIF or SVG, up to ${UPLOAD_MAX_LABEL}.`}
        error={errors?.file}
      >
        {(control) => (
          <div className="relative flex items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50/60 px-6 py-6 text-center text-sm text-slate-700 focus-within:border-brand-600 hover:border-brand-400">
            <Icon name="upload" className="size-4 text-brand-600" aria-hidden="true" />
            <span className="font-semibold text-brand-700">{design.file ? 'Replace the file' : 'Choose a file'}</span>
            <input
              {...control}
              type="file"
              accept={LOGO_ACCEPT}
              onChange={choose}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
          </div>
        )}
      </Field>
      {design.file ? (
        <div className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50/60 px-4 py-3">
          <Icon name="file-image" className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm" aria-live="polite">
            <span className="block truncate font-medium text-slate-900">{design.file.name}</span>
            <span className="text-slate-600">{formatMegabytes(design.file.size)}</span>
          </p>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onChange({ file: null })}
            aria-label={`Remove ${design.file.name}`}
          >
            <Icon name="x" className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <LazyArtworkCheck file={design.file} field="quote-logo" />
    </fieldset>
  );
}
