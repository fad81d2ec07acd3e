/**
 * The shop's name, e-mails, location, postal address and social links. A field the server sets by its environment
 * variable is read-only here and says so; the rest are the owner's, checked with the same schema the server uses.
 */
import { useState, type FormEvent } from 'react';
import {
  SHOP_PROFILE_ENV,
  SHOP_PROFILE_FIELDS,
  SHOP_PROFILE_LABELS,
  SHOP_PROFILE_MESSAGES,
  shopProfileSchema,
  type ShopProfile,
  type ShopProfileField,
  type ShopProfileView,
} from '../../../../core/schemas/shop-profile';
import { centsToDecimalString, dollarsToCents } from '../../../../core/money';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toastFailure, toastSuccess } from '../admin-toast';
import { useSaveShopSettings } from './use-shop-settings';

type Errors = Partial<Record<ShopProfileField | 'shippingCents', string>>;

/** "5.99" or "5" as cents; anything else is NaN, which the schema refuses with the field's message. */
function shippingCentsOf(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '');
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? dollarsToCents(Number(trimmed)) : Number.NaN;
}

const HINTS: Partial<Record<ShopProfileField, string>> = {
  salesEmail: 'Where quote requests and, unless Notifications names others, your notices go.',
  supportEmail: 'The address customers are given on payment pages and in e-mails.',
  location: 'Shown in the footer and in e-mails, e.g. Newport Beach, CA.',
  postalAddress:
    'Printed at the foot of every marketing e-mail, as anti-spam law requires. Empty: the shop\u2019s name and location.',
  instagram: 'https://... Empty: not shown.',
  facebook: 'https://... Empty: not shown.',
  x: 'https://... Empty: not shown.',
};

const INPUT_TYPES: Partial<Record<ShopProfileField, 'email' | 'url'>> = {
  salesEmail: 'email',
  supportEmail: 'email',
  instagram: 'url',
  facebook: 'url',
  x: 'url',
};

function errorsOf(values: ShopProfile): Errors | null {
  const parsed = shopProfileSchema.safeParse(values);
  if (parsed.success) return null;
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Errors;
    errors[field] ??= issue.message;
  }
  return errors;
}

export function ShopSettingsForm({ settings }: { settings: ShopProfileView }) {
  const [values, setValues] = useState<ShopProfile>(settings.values);
  const [errors, setErrors] = useState<Errors>({});
  const [shipping, setShipping] = useState(() => centsToDecimalString(settings.values.shippingCents));
  const save = useSaveShopSettings();
  const setByServer = new Set(settings.setByServer);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...values, shippingCents: shippingCentsOf(shipping) };
    const found = errorsOf(body);
    setErrors(found ?? {});
    if (found) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        setValues(saved.values);
        setShipping(centsToDecimalString(saved.values.shippingCents));
        toastSuccess(SHOP_PROFILE_MESSAGES.saved);
      },
      onError: (failure) => toastFailure(failure, 'Could not save the shop settings.'),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="shop-settings-title"
      className="flex max-w-3xl flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="shop-settings-title" className="text-lg font-semibold text-slate-900">
        Your shop
      </h3>
      {SHOP_PROFILE_FIELDS.map((field) => {
        const fixed = setByServer.has(field);
        const hint = fixed
          ? `Set by the server (${SHOP_PROFILE_ENV[field]}): change it there and restart the shop.`
          : HINTS[field];
        const onChange = (value: string) => setValues((v) => ({ ...v, [field]: value }));
        return (
          <Field key={field} label={SHOP_PROFILE_LABELS[field]} hint={hint} error={errors[field] ?? null}>
            {(control) =>
              field === 'postalAddress' ? (
                <Textarea
                  {...control}
                  rows={2}
                  readOnly={fixed}
                  autoComplete="off"
                  value={values[field]}
                  onChange={(event) => onChange(event.target.value)}
                />
              ) : (
                <Input
                  {...control}
                  type={INPUT_TYPES[field] ?? 'text'}
                  readOnly={fixed}
                  autoComplete="off"
                  spellCheck={false}
                  value={values[field]}
                  onChange={(event) => onChange(event.target.value)}
                  className={fixed ? 'bg-slate-50 text-slate-600' : undefined}
                />
              )
            }
          </Field>
        );
      })}
      <Field
        label="Shipping rate ($)"
        hint="The flat shipping of every catalogue order, from $0 to $100: the cart, checkout and PayPal charge it."
        error={errors.shippingCents ?? null}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={shipping}
            onChange={(event) => setShipping(event.target.value)}
            className="max-w-40"
          />
        )}
      </Field>
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" /> : null}
        Save
      </Button>
    </form>
  );
}
