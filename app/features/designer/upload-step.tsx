/** Step 4: the design file (checked before it is kept), full name, e-mail, phone and the ship-to address. */
import { Icon } from '../../components/ui/icons';
import { useState, type ChangeEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { LazyArtworkCheck } from '../../components/artwork/lazy-artwork-check';
import { ShipToFields } from '../../components/ship-to-fields';
import { checkShipTo, type ShipToField, type ShipToInput } from '../../../core/ship-to-check';
import { formatMegabytes, UPLOAD_MAX_LABEL } from '../../lib/file-check';
import { DESIGN_FILE_ACCEPT, checkDesignFile } from './design-file';
import { isEmail, PHONE_MAX_LENGTH } from './designer-state';
import type { DesignFile } from './use-design-file';

export interface UploadStepProps {
  design: DesignFile | null;
  onFile(file: File | null): void;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shipTo: ShipToInput;
  onName(value: string): void;
  onEmail(value: string): void;
  onPhone(value: string): void;
  onShipTo(value: ShipToInput): void;
}

export function UploadStep(props: UploadStepProps) {
  const { design, onFile, customerName, customerEmail, customerPhone, shipTo, onName, onEmail, onPhone } = props;
  const [touched, setTouched] = useState({ name: false, email: false });
  const [touchedAddress, setTouchedAddress] = useState<Partial<Record<ShipToField, boolean>>>({});
  const checked = checkShipTo(shipTo);
  const addressErrors = checked.ok
    ? {}
    : Object.fromEntries(Object.entries(checked.problems).filter(([field]) => touchedAddress[field as ShipToField]));

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

  const nameError = touched.name && !customerName.trim() ? 'Please enter your full name' : null;
  const emailError =
    touched.email && !isEmail(customerEmail)
      ? customerEmail.trim()
        ? 'Please enter a valid e-mail address'
        : 'Please enter your e-mail address'
      : null;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <label htmlFor="designer-file" className="text-base font-semibold text-slate-900">
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
            <span className="font-semibold text-brand-700">{design ? 'Replace the file' : 'Choose a file'}</span> or
            drag it here
          </p>
          <p id="designer-file-hint" className="text-xs text-slate-500">
            Images, PDF or SVG, up to {UPLOAD_MAX_LABEL}, 300 DPI or higher
          </p>
          <input
            id="designer-file"
            type="file"
            accept={DESIGN_FILE_ACCEPT}
            aria-describedby="designer-file-hint"
            aria-required="true"
            onChange={choose}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          />
        </div>
        {design ? <ChosenFile design={design} onRemove={() => onFile(null)} /> : null}
        <LazyArtworkCheck file={design?.file ?? null} field="design-file" />
      </div>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-base font-semibold text-slate-900">Your contact details</legend>
        <Field label="Full Name" required error={nameError}>
          {(control) => (
            <Input
              {...control}
              required
              autoComplete="name"
              value={customerName}
              onChange={(event) => onName(event.target.value)}
              onBlur={() => setTouched((state) => ({ ...state, name: true }))}
            />
          )}
        </Field>
        <Field label="Email Address" required hint="Your mockup and order updates go here." error={emailError}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              required
              autoComplete="email"
              value={customerEmail}
              onChange={(event) => onEmail(event.target.value)}
              onBlur={() => setTouched((state) => ({ ...state, email: true }))}
            />
          )}
        </Field>
        <Field
          label="Phone"
          hint="Optional: for the carrier, and if we have a question about your artwork."
          error={customerPhone.trim().length > PHONE_MAX_LENGTH ? 'This is too long' : null}
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={customerPhone}
              onChange={(event) => onPhone(event.target.value)}
            />
          )}
        </Field>
      </fieldset>

      <ShipToFields
        legend="Where we ship your pins"
        value={shipTo}
        onChange={props.onShipTo}
        errors={addressErrors}
        onBlurField={(field) => setTouchedAddress((state) => ({ ...state, [field]: true }))}
      />
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
