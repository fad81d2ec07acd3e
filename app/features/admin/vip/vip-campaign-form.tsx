/**
 * The VIP campaign to the uploaded list (accounts-admin-spec sections 2, 5 and 7): the list's file name (the list
 * uploaded last unless the admin types another), the promo code, the discount and single-use codes; and a test send
 * of the same e-mail to the signed-in admin alone. The campaign runs on the server; `onStarted` shows its progress.
 */
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { CAMPAIGN_MESSAGES } from '../../../../core/schemas/campaigns';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useCurrentUser } from '../../../lib/session-store';
import { toastFailure, toastSuccess } from '../admin-toast';
import { useContactSummary, useStartCampaign } from '../campaigns/use-campaigns';
import type { FieldErrors } from '../campaigns/campaign-form-values';
import { focusFirstInvalid } from '../campaigns/focus-first-invalid';
import { OfferFields, OneOffToCustomersCheckbox, UniqueCodesCheckbox } from '../campaigns/offer-fields';
import {
  EMPTY_VIP_OFFER,
  testVipEmailBody,
  vipCampaignBody,
  type TestVipEmailBody,
  type VipCampaignBody,
  type VipCampaignValues,
} from './vip-form-values';

type FormValues = Omit<VipCampaignValues, 'csvFileName'> & {
  /** What the admin typed over the list's file name, while that list (by its upload time) is the current one. */
  csvFileName: { text: string; forList: string | null } | null;
};

const EMPTY: FormValues = { ...EMPTY_VIP_OFFER, csvFileName: null, uniqueCodes: false, oneOffToCustomers: false };

export function VipCampaignForm({ onStarted }: { onStarted: (campaignId: number) => void }) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof VipCampaignValues>>({});
  const summary = useContactSummary();
  const { data: user } = useCurrentUser();
  const start = useStartCampaign<VipCampaignBody>('/api/vip-campaign');
  const test = useStartCampaign<TestVipEmailBody>('/api/test-vip-email');
  const list = summary.data?.vipList ?? null;
  // A new upload replaces a typed name: the field always starts from the list uploaded last.
  const typed = values.csvFileName?.forList === (list?.uploadedAt ?? null) ? values.csvFileName : null;
  const csvFileName = typed?.text ?? list?.csvFileName ?? '';
  const adminEmail = user?.email ?? 'your own address';
  const change = (next: Partial<FormValues>) => setValues((current) => ({ ...current, ...next }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = vipCampaignBody({ ...values, csvFileName });
    setErrors('errors' in result ? result.errors : {});
    if ('errors' in result) return focusFirstInvalid(event.currentTarget);
    start.mutate(result.body, {
      onSuccess: ({ campaign }) => onStarted(campaign.id),
      onError: (error) =>
        toastFailure(error, 'The VIP campaign could not be started.', CAMPAIGN_MESSAGES.campaignFailed),
    });
  }

  function sendTest(event: MouseEvent<HTMLButtonElement>) {
    const result = testVipEmailBody(values);
    setErrors('errors' in result ? result.errors : {});
    if ('errors' in result) return focusFirstInvalid(event.currentTarget.form);
    test.mutate(result.body, {
      onSuccess: () => toastSuccess(CAMPAIGN_MESSAGES.testEmailSent(adminEmail)),
      onError: (error) => toastFailure(error, 'The test e-mail could not be sent.', CAMPAIGN_MESSAGES.testFailed),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="vip-campaign-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h3 id="vip-campaign-title" className="text-lg font-semibold text-slate-900">
          Send to the VIP list
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Everyone on the list who agreed to marketing e-mail gets the offer; the rest are skipped, and the progress
          below says who and why.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="CSV file name" required error={errors.csvFileName} hint="Filled in from the list uploaded last.">
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={csvFileName}
              onChange={(event) =>
                change({ csvFileName: { text: event.target.value, forList: list?.uploadedAt ?? null } })
              }
            />
          )}
        </Field>
        <OfferFields values={values} errors={errors} onChange={change} />
      </div>
      <UniqueCodesCheckbox checked={values.uniqueCodes} onChange={(uniqueCodes) => change({ uniqueCodes })} />
      <OneOffToCustomersCheckbox
        checked={values.oneOffToCustomers ?? false}
        onChange={(oneOffToCustomers) => change({ oneOffToCustomers })}
      />
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? (
            <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Icon name="send" className="size-4" aria-hidden="true" />
          )}
          Send VIP Campaign
        </Button>
        <Button variant="outline" disabled={test.isPending} onClick={sendTest} aria-describedby="vip-test-hint">
          {test.isPending ? (
            <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Icon name="flask-conical" className="size-4" aria-hidden="true" />
          )}
          Send test e-mail to me
        </Button>
        <p id="vip-test-hint" className="text-sm text-slate-600">
          The test goes only to you ({adminEmail}), with the code and discount above when they are filled in.
        </p>
      </div>
    </form>
  );
}
