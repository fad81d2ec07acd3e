/**
 * The quote form's designs (decision 045) beside react-hook-form: their names and quantities are the form's
 * `designs` value, so the same zod schema as the server's checks them and gives each field its message, and the
 * form's quantity is their sum; their files stay here. No designs: the form's one optional logo, as before.
 */
import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { DESIGN_MESSAGES, DESIGNS_MAX, designsTotal } from '../../../core/design-rules';
import type { QuoteRequestInput } from '../../../core/schemas/quotes';
import { parseQuantity } from './quote-form-data';
import type { QuoteDesign, QuoteDesignErrors } from './quote-designs';
import type { QuoteFormInput } from './typed-quote';

/** The quantity a design added to the list starts with (as in the designer). */
const NEW_DESIGN: QuoteDesign = { name: '', quantity: 100, file: null };

type DesignFieldErrors = Array<{ name?: { message?: string }; quantity?: { message?: string } } | undefined>;

export function useQuoteDesigns(
  form: UseFormReturn<QuoteFormInput, unknown, QuoteRequestInput>,
  logo: File | null,
  setLogo: (file: File | null) => void,
) {
  const [designs, setDesigns] = useState<QuoteDesign[]>([]);

  const apply = (next: QuoteDesign[]) => {
    setDesigns(next);
    const shouldValidate = form.formState.isSubmitted;
    if (next.length === 0) {
      form.setValue('designs', undefined, { shouldValidate });
      return;
    }
    form.setValue(
      'designs',
      next.map(({ name, quantity }) => ({ name, quantity })),
      { shouldValidate },
    );
    form.setValue('quantity', designsTotal(next), { shouldValidate });
  };

  return {
    designs,

    /** The first design is what the form had (its quantity and logo); the new one starts at 100. */
    addDesign() {
      if (designs.length >= DESIGNS_MAX) return;
      if (designs.length > 0) {
        apply([...designs, NEW_DESIGN]);
        return;
      }
      apply([{ name: '', quantity: parseQuantity(form.getValues('quantity')), file: logo }, NEW_DESIGN]);
      setLogo(null);
    },

    changeDesign(index: number, change: Partial<QuoteDesign>) {
      apply(designs.map((design, at) => (at === index ? { ...design, ...change } : design)));
    },

    /** Down to one design, the form is its one logo and quantity again. */
    removeDesign(index: number) {
      const next = designs.filter((_design, at) => at !== index);
      if (next.length > 1) {
        apply(next);
        return;
      }
      apply([]);
      setLogo(next[0]?.file ?? null);
      form.setValue('quantity', next[0]?.quantity ?? form.getValues('quantity'));
    },

    /** Each design's messages: the schema's, and after a submit a missing file's. */
    errors(fieldErrors: FieldErrors<QuoteFormInput>): QuoteDesignErrors {
      const listed = (fieldErrors as { designs?: DesignFieldErrors }).designs;
      const submitted = form.formState.submitCount > 0;
      return designs.map((design, index) => ({
        name: listed?.[index]?.name?.message,
        quantity: listed?.[index]?.quantity?.message,
        file: submitted && !design.file ? DESIGN_MESSAGES.artwork : undefined,
      }));
    },

    /** Whether every design has its file (the form then shows which has not). */
    filesComplete(): boolean {
      return designs.every((design) => design.file !== null);
    },

    /** The files to send: each design's, in order, or the one logo. */
    files(): File[] {
      if (designs.length > 0) return designs.flatMap((design) => (design.file ? [design.file] : []));
      return logo ? [logo] : [];
    },

    clear() {
      setDesigns([]);
    },
  };
}
