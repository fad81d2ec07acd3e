/**
 * What the visitor did in the quote form's server HTML before the form's code came (decision 021: the code, with
 * react-hook-form, loads after the page, see routes/quote.tsx): the fields they changed and the logo they attached,
 * read from that HTML and handed to the form when it takes the HTML's place, so that none of it is lost.
 *
 * Only fields changed from the HTML's own values count: a value the server wrote (a default, a link's prefill) is
 * left to the form, which may have a newer one (a link to this page with other choices followed meanwhile).
 */
import type { z } from 'zod';
import { PREFERRED_SIZES } from '../../../core/schemas/quote-rules';
import type { quoteRequestSchema } from '../../../core/schemas/quotes';
import { parseQuantity } from './quote-form-data';

export type QuoteFormInput = z.input<ReturnType<typeof quoteRequestSchema>>;

export interface TypedQuote {
  values: Partial<QuoteFormInput>;
  logo: File | null;
}

const TEXT_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'companyName',
  'projectDescription',
  'deadlineDate',
  'additionalNotes',
] as const satisfies readonly (keyof QuoteFormInput)[];

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changedByVisitor(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    // With no option marked selected in the HTML, a select starts on its first.
    const first = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (first?.value ?? '');
  }
  return control.value !== control.defaultValue;
}

/** For lazyIsland's `carry`: the form's props from its server HTML. */
export function typedQuote(serverHtml: HTMLElement): { typed: TypedQuote } {
  const values: Partial<QuoteFormInput> = {};
  let logo: File | null = null;
  const form = serverHtml.querySelector('form');
  for (const element of form ? [...form.elements] : []) {
    if (element instanceof HTMLInputElement && element.type === 'file') {
      logo = element.files?.[0] ?? null;
      continue;
    }
    const control = element as Control;
    if (!('value' in control) || !control.name || !changedByVisitor(control)) continue;
    const name = control.name;
    if (name === 'quantity') values.quantity = parseQuantity(control.value);
    else if (name === 'preferredSize') {
      const size = PREFERRED_SIZES.find((option) => option === control.value);
      if (size) values.preferredSize = size;
    } else {
      const field = TEXT_FIELDS.find((known) => known === name);
      if (field) values[field] = control.value;
    }
  }
  return { typed: { values, logo } };
}
