/**
 * One VIP offer to one address (accounts-admin-spec sections 2, 5 and 8): e-mail, name, promo code and discount. An
 * address that unsubscribed is refused by the server, whose words the 'Email Failed' toast shows.
 */
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { CAMPAIGN_MESSAGES } from '../../../../core/schemas/campaigns';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toastFailure, toastSuccess } from '../admin-toast';
import { useStartCampaign } from '../campaigns/use-campaigns';
import type { FieldErrors } from '../campaigns/campaign-form-values';
import { focusFirstInvalid } from '../campaigns/focus-first-invalid';
import { OfferFields, OneOffToCustomersCheckbox } from '../campaigns/offer-fields';
import { EMPTY_VIP_OFFER, vipEmailBody, type VipEmailBody, type VipEmailValues } from './vip-form-values';

const EMPTY: VipEmailValues = { ...EMPTY_VIP_OFFER, email: '', name: '' };

export function VipEmailForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof VipEmailValues>>({});
  const send = useStartCampaign<VipEmailBody>('/api/vip-email');
  const change = (next: Partial<VipEmailValues>) => setValues((current) => ({ ...current, ...next }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = vipEmailBody(values);
    setErrors('errors' in result ? result.errors : {});
    if ('errors' in result) return focusFirstInvalid(event.currentTarget);
    send.mutate(result.body, {
      onSuccess: () => {
        toastSuccess(CAMPAIGN_MESSAGES.vipEmailSent(result.body.email));
        change({ email: '', name: '' });
      },
      onError: (error) => toastFailure(error, 'The VIP e-mail could not be sent.', CAMPAIGN_MESSAGES.emailFailed),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="vip-email-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="vip-email-title" className="text-lg font-semibold text-slate-900">
        Send to one customer
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email" required error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(event) => change({ email: event.target.value })}
            />
          )}
        </Field>
        <Field label="Name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={values.name}
              onChange={(event) => change({ name: event.target.value })}
            />
          )}
        </Field>
        <OfferFields values={values} errors={errors} onChange={change} />
      </div>
      <OneOffToCustomersCheckbox
        checked={values.oneOffToCustomers ?? false}
        onChange={(oneOffToCustomers) => change({ oneOffToCustomers })}
      />
      <Button type="submit" className="self-start" disabled={send.isPending}>
        {send.isPending ? (
          <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Icon name="mail" className="size-4" aria-hidden="true" />
        )}
        Send VIP Email
      </Button>
    </form>
  );
}
