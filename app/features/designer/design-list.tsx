/**
 * Step 4's designs (decision 045): one design is the one file, as the designer always asked; "Add another design"
 * makes a list of up to 10, each with its name, quantity and file, the order's quantity their sum.
 */
import { useState } from 'react';
import { Icon } from '../../components/ui/icons';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { DESIGN_MESSAGES, DESIGN_NAME_MAX, DESIGN_QUANTITY_MIN, designProblems } from '../../../core/design-rules';
import type { PriceTable, ProductKind } from '../../../core/pricing/price-table';
import { DesignDropzone } from './design-dropzone';
import { DESIGNS_MAX, designsProblem, designsSummary, isSeveral, type DraftDesign } from './draft-designs';
import type { DesignFile } from './use-design-file';

export interface DesignListProps {
  product: ProductKind;
  quantity: number;
  designs: DraftDesign[];
  files: ReadonlyArray<DesignFile | null>;
  table: PriceTable;
  onFile(index: number, file: File | null): void;
  onAdd(): void;
  onRemove(index: number): void;
  onChange(index: number, change: Partial<DraftDesign>): void;
}

export function DesignList(props: DesignListProps) {
  const { designs, files, onFile, onAdd } = props;
  const several = isSeveral(props);
  const addButton =
    designs.length < DESIGNS_MAX ? (
      <Button variant="outline" onClick={onAdd} className="self-start">
        <Icon name="plus" className="size-4" aria-hidden="true" />
        Add another design
      </Button>
    ) : null;

  if (!several) {
    return (
      <div className="flex flex-col gap-3">
        <DesignDropzone id="designer-file" design={files[0] ?? null} onFile={(file) => onFile(0, file)} />
        {addButton}
      </div>
    );
  }

  const problem = designsProblem(props, props.table);
  const missing = designs.flatMap((_design, index) => (files[index] ? [] : [index + 1]));
  return (
    <section aria-labelledby="designer-designs-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="designer-designs-heading" className="text-base font-semibold text-slate-900">
          Your designs
        </h3>
        <p className="text-sm font-medium text-slate-700" aria-live="polite" data-testid="designs-summary">
          {designsSummary(props)}
        </p>
      </div>
      {designs.map((design, index) => (
        <DesignCard key={index} {...props} design={design} index={index} file={files[index] ?? null} />
      ))}
      {problem && !designs.some((design) => Object.keys(designProblems(design)).length > 0) ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {missing.length > 0 ? (
        <p className="text-sm text-slate-600">
          {DESIGN_MESSAGES.artwork} (still missing: {missing.map((number) => `design ${number}`).join(', ')}).
        </p>
      ) : null}
      {addButton}
    </section>
  );
}

function DesignCard(props: DesignListProps & { design: DraftDesign; index: number; file: DesignFile | null }) {
  const { design, index, file, onFile, onRemove, onChange } = props;
  const [touched, setTouched] = useState({ name: false, quantity: false });
  const problems = designProblems(design);
  const number = index + 1;
  return (
    <fieldset className="relative flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <legend className="sr-only">Design {number}</legend>
      <div className="flex items-center justify-between gap-3" aria-hidden="true">
        <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Design {number}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onRemove(index)}
        aria-label={`Remove design ${number}`}
        className="absolute top-3 right-3"
      >
        <Icon name="x" className="size-4" aria-hidden="true" />
        Remove
      </Button>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Field label="Design name" required hint="The hole or sponsor" error={touched.name ? problems.name : null}>
          {(control) => (
            <Input
              {...control}
              required
              maxLength={DESIGN_NAME_MAX}
              value={design.name}
              onChange={(event) => onChange(index, { name: event.target.value })}
              onBlur={() => setTouched((state) => ({ ...state, name: true }))}
            />
          )}
        </Field>
        <Field
          label="Quantity"
          required
          hint={`At least ${DESIGN_QUANTITY_MIN}`}
          errorReplacesHint
          error={touched.quantity ? problems.quantity : null}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              required
              min={DESIGN_QUANTITY_MIN}
              step={1}
              value={design.quantity > 0 ? String(design.quantity) : ''}
              onChange={(event) => onChange(index, { quantity: event.target.valueAsNumber })}
              onBlur={() => setTouched((state) => ({ ...state, quantity: true }))}
            />
          )}
        </Field>
      </div>
      <DesignDropzone id={`designer-file-${number}`} design={file} onFile={(chosen) => onFile(index, chosen)} />
    </fieldset>
  );
}
