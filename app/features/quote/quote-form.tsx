/**
 * The quote request form (shopper-spec sections 2, 5 and 8): react-hook-form validated by the same zod
 * schema the server uses, so every field shows the spec's message; the logo is checked before it is sent.
 */
import { Icon } from '../../components/ui/icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useSearchParams } from 'react-router';
import { addDays, localIsoDate } from '../../../core/dates';
import { PREFERRED_SIZES, QUOTE_DEFAULT_QUANTITY, QUOTE_MIN_LEAD_DAYS } from '../../../core/schemas/quote-rules';
import type { QuoteRequestInput } from '../../../core/schemas/quotes';
import { PIN_SIZE_LABELS } from '../../../core/pin-options';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { PRODUCT_KINDS, PRODUCT_NAMES } from '../../../core/pricing/price-table';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useToday } from '../../lib/use-today';
import { checkLogoFile } from './logo-file';
import { AddDesignButton, QuoteDesigns } from './quote-designs';
import { QuoteLogoField } from './quote-logo-field';
import { useQuoteDesigns } from './use-quote-designs';
import { parseQuantity } from './quote-form-data';
import { quotePrefill } from './quote-prefill';
import { QuoteSection } from './quote-section';
import { QuoteShipTo, quoteShipTo, type ShipToProblems } from './quote-ship-to';
import { EMPTY_SHIP_TO } from '../../../core/ship-to-check';
import { QuoteSuccess } from './quote-success';
import type { QuoteFormInput, TypedQuote } from './typed-quote';
import { useSubmitQuote } from './use-submit-quote';

const SIZE_LABELS: Record<(typeof PREFERRED_SIZES)[number], string> = {
  '1inch': PIN_SIZE_LABELS['1inch'],
  '1.5inch': PIN_SIZE_LABELS['1.5inch'],
  other: 'Other (specify in notes)',
};

const DEFAULT_VALUES: QuoteFormInput = {
  product: 'pin',
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  companyName: '',
  projectDescription: '',
  quantity: QUOTE_DEFAULT_QUANTITY,
  preferredSize: '1inch',
  deadlineDate: '',
  additionalNotes: '',
};

/**
 * The schema (zod) and its resolver load when the visitor starts on the form, not with the page (decision 021); the
 * schema is made at each check with the visitor's today, so a page left open overnight stays right.
 */
const validation = lazyZodResolver(() =>
  import('../../../core/schemas/quotes').then((quotes) => quotes.quoteRequestSchema(localIsoDate(new Date()))),
);

/** `typed`: what the visitor did in the server's HTML of this form before its code came (routes/quote.tsx). */
export function QuoteForm({ typed }: { typed?: TypedQuote }) {
  const [searchParams] = useSearchParams();
  // Also each field's defaultValue, so the server's HTML shows them: it is the form until the form's code comes.
  const [initial] = useState<QuoteFormInput>(() => ({
    ...DEFAULT_VALUES,
    ...quotePrefill(searchParams),
    ...typed?.values,
  }));
  const form = useForm<QuoteFormInput, unknown, QuoteRequestInput>({
    resolver: validation.resolver,
    defaultValues: initial,
  });
  const { register, handleSubmit, formState, reset, getValues } = form;
  const product = useWatch({ control: form.control, name: 'product' });
  const errors = formState.errors;
  const [logo, setLogo] = useState<File | null>(null);
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  const submit = useSubmitQuote((values) => setSubmittedEmail(values.customerEmail));
  const fileInput = useRef<HTMLInputElement>(null);
  const today = useToday();
  const earliestDeadline = today ? addDays(today, QUOTE_MIN_LEAD_DAYS) : undefined;

  // A link to this same page with other choices (the price calculator opened here) fills in what it carries.
  const search = searchParams.toString();
  const filledFrom = useRef(search);
  useEffect(() => {
    if (filledFrom.current === search) return;
    filledFrom.current = search;
    reset({ ...getValues(), ...quotePrefill(new URLSearchParams(search)) });
  }, [search, reset, getValues]);

  const takeLogo = (file: File, input: HTMLInputElement | null) => {
    const problem = checkLogoFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      if (input) input.value = '';
      setLogo(null);
      return;
    }
    setLogo(file);
  };

  const chooseLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file) takeLogo(file, event.target);
  };

  // A logo attached before the form's code came is checked as if attached now, and put in this file input.
  const typedLogo = useRef(typed?.logo ?? null);
  useEffect(() => {
    const file = typedLogo.current;
    typedLogo.current = null;
    if (!file) return;
    const input = fileInput.current;
    if (input && !checkLogoFile(file)) {
      const transfer = new DataTransfer();
      transfer.items.add(file);
      input.files = transfer.files;
    }
    takeLogo(file, input);
  });

  const removeLogo = () => {
    setLogo(null);
    if (fileInput.current) {
      fileInput.current.value = '';
      fileInput.current.focus();
    }
  };

  const several = useQuoteDesigns(form, logo, setLogo);
  const { designs, addDesign, changeDesign, removeDesign } = several;
  const designErrors = several.errors(errors);

  const [shipTo, setShipTo] = useState(EMPTY_SHIP_TO);
  const [shipToErrors, setShipToErrors] = useState<ShipToProblems>({});
  const [shipToOpen, setShipToOpen] = useState(false);
  const onSubmit = handleSubmit((values) => {
    if (!several.filesComplete()) return;
    const address = quoteShipTo(shipTo);
    if ('problems' in address) {
      setShipToErrors(address.problems);
      setShipToOpen(true);
      return;
    }
    setShipToErrors({});
    submit.run({ values: { ...values, shipTo: address.shipTo }, files: several.files() });
  });

  if (submittedEmail) {
    return (
      <QuoteSuccess
        email={submittedEmail}
        logo={logo}
        designs={designs}
        product={getValues('product') ?? 'pin'}
        preferredSize={getValues('preferredSize') ?? null}
        onAnother={() => {
          reset(DEFAULT_VALUES);
          several.clear();
          setLogo(null);
          setShipTo(EMPTY_SHIP_TO);
          setSubmittedEmail(null);
        }}
      />
    );
  }

  const pending = submit.pending;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      // Starting on any field fetches the checks, so the first submit need not wait for them.
      onFocus={validation.preload}
      aria-labelledby="quote-form-title"
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-100 bg-slate-50/60 px-6 py-5 sm:px-8">
        <h2 id="quote-form-title" className="text-xl font-semibold text-slate-900">
          Request a Custom Quote
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Fields marked <span className="text-red-600">*</span> are required. We reply within 24 hours.
        </p>
      </div>

      {/* The fieldset disables the form while sending; its legend names the group (WCAG H71). */}
      <fieldset disabled={pending} className="flex flex-col gap-10 px-6 py-8 sm:px-8">
        <legend className="sr-only">Your quote request</legend>
        <QuoteSection
          title="Contact Information"
          icon={<Icon name="user-round" className="size-4" aria-hidden="true" />}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Full Name" required error={errors.customerName?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('customerName')}
                  defaultValue={initial.customerName}
                  autoComplete="name"
                />
              )}
            </Field>
            <Field label="Email Address" required error={errors.customerEmail?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('customerEmail')}
                  defaultValue={initial.customerEmail}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                />
              )}
            </Field>
            <Field label="Phone Number" error={errors.customerPhone?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('customerPhone')}
                  defaultValue={initial.customerPhone}
                  type="tel"
                  autoComplete="tel"
                />
              )}
            </Field>
            <Field label="Company / Organization" error={errors.companyName?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('companyName')}
                  defaultValue={initial.companyName}
                  autoComplete="organization"
                  placeholder="Golf course, club or event"
                />
              )}
            </Field>
          </div>
        </QuoteSection>

        <QuoteSection title="Project Details" icon={<Icon name="palette" className="size-4" aria-hidden="true" />}>
          <Field label="Project Description" required error={errors.projectDescription?.message}>
            {(control) => (
              <Textarea
                {...control}
                {...register('projectDescription')}
                defaultValue={initial.projectDescription}
                rows={4}
                placeholder="Tell us about your pins: the event or course, colours, text, and how you will use them."
              />
            )}
          </Field>
          <Field label="Product" error={errors.product?.message}>
            {(control) => (
              <Select {...control} {...register('product')} defaultValue={initial.product ?? 'pin'}>
                {PRODUCT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {PRODUCT_NAMES[kind].title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-3">
            <Field
              label="Quantity"
              required
              hint={designs.length > 0 ? "The designs' total" : 'Minimum order: 25 pins'}
              error={errors.quantity?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  {...register('quantity', { setValueAs: parseQuantity })}
                  readOnly={designs.length > 0}
                  defaultValue={parseQuantity(initial.quantity)}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  className="tabular-nums"
                />
              )}
            </Field>
            <Field label="Preferred Size" error={errors.preferredSize?.message}>
              {(control) => (
                <Select {...control} {...register('preferredSize')} defaultValue={initial.preferredSize}>
                  {PREFERRED_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {SIZE_LABELS[size]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Deadline" hint="At least 3 weeks from today" error={errors.deadlineDate?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('deadlineDate')}
                  defaultValue={initial.deadlineDate}
                  type="date"
                  min={earliestDeadline}
                  className="min-h-[2.75rem] sm:min-h-[2.625rem]"
                />
              )}
            </Field>
          </div>
        </QuoteSection>

        <QuoteSection title="Logo/Design" icon={<Icon name="file-image" className="size-4" aria-hidden="true" />}>
          {designs.length > 0 ? (
            <QuoteDesigns
              designs={designs}
              errors={designErrors}
              product={product ?? 'pin'}
              onChange={changeDesign}
              onAdd={addDesign}
              onRemove={removeDesign}
            />
          ) : (
            <>
              <QuoteLogoField logo={logo} fileInput={fileInput} onChange={chooseLogo} onRemove={removeLogo} />
              <AddDesignButton onAdd={addDesign} />
            </>
          )}
        </QuoteSection>

        <QuoteShipTo
          value={shipTo}
          onChange={setShipTo}
          errors={shipToErrors}
          open={shipToOpen}
          onToggle={setShipToOpen}
        />

        <QuoteSection title="Additional Notes" icon={<Icon name="sticky-note" className="size-4" aria-hidden="true" />}>
          <Field label="Anything else we should know?" error={errors.additionalNotes?.message}>
            {(control) => (
              <Textarea
                {...control}
                {...register('additionalNotes')}
                defaultValue={initial.additionalNotes}
                rows={3}
                placeholder="Colours, backing, a size not listed above, shipping details…"
              />
            )}
          </Field>
        </QuoteSection>
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-slate-100 bg-slate-50/60 px-6 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p className="text-xs text-slate-500">Free mockup with every quote. No obligation.</p>
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending ? (
            <>
              <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" />
              Submitting...
            </>
          ) : (
            <>
              <Icon name="send" className="size-5" aria-hidden="true" />
              Submit Quote Request
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
