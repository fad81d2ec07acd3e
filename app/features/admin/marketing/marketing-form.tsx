/**
 * The marketing e-mail (accounts-admin-spec sections 2 and 5): subject, HTML content (or the sample), the exclusion
 * list prefilled with the default one, a preview as recipients will see it (sanitised by the server, shown in a
 * sandboxed frame), and Send after a confirmation; the campaign's progress then shows below the form.
 */
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { CAMPAIGN_MESSAGES, type MarketingCampaignBody } from '../../../../core/schemas/campaigns';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { pluralize } from '../../../lib/format';
import { toastFailure } from '../admin-toast';
import { CampaignProgress, toastCampaignFinished } from '../campaigns/campaign-progress';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useStartCampaign } from '../campaigns/use-campaigns';
import { marketingBody, type MarketingFormField } from './marketing-values';
import { SAMPLE_SUBJECT, sampleNewsletter } from './sample-newsletter';
import { usePreviewMarketingEmail } from './use-marketing';

export interface MarketingFormProps {
  /** Who would receive it now; null while unknown. */
  marketable: number | null;
  defaultExclusions: readonly string[];
  /** The campaign this form started (its progress shows here), and the news of a new one. */
  started: number | null;
  onStarted(id: number): void;
}

export function MarketingForm({ marketable, defaultExclusions, started, onStarted }: MarketingFormProps) {
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  // Null until the admin edits it: the default list shows as soon as the summary has it.
  const [exclusions, setExclusions] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<MarketingFormField, string>>>({});
  const [confirming, setConfirming] = useState<MarketingCampaignBody | null>(null);
  const preview = usePreviewMarketingEmail();
  const start = useStartCampaign<MarketingCampaignBody>('/api/send-marketing-email');
  const values = { subject, content, exclusions: exclusions ?? defaultExclusions.join('\n') };

  function edit(setter: (value: string) => void) {
    return (event: { target: { value: string } }) => {
      setter(event.target.value);
      preview.reset();
    };
  }

  function fillSample() {
    setContent(sampleNewsletter(window.location.origin));
    if (subject.trim() === '') setSubject(SAMPLE_SUBJECT);
    preview.reset();
  }

  function showPreview() {
    const result = marketingBody({ ...values, exclusions: '' });
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    preview.mutate(
      { subject: result.body.subject, content: result.body.content ?? '' },
      { onError: (error) => toastFailure(error, 'The preview could not be made.', CAMPAIGN_MESSAGES.campaignFailed) },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = marketingBody(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setConfirming(result.body);
  }

  function send(body: MarketingCampaignBody) {
    start.mutate(body, {
      onSuccess: ({ campaign }) => {
        onStarted(campaign.id);
        setSubject('');
        setContent('');
        preview.reset();
      },
      onError: (error) =>
        toastFailure(error, 'The marketing e-mail could not be sent.', CAMPAIGN_MESSAGES.campaignFailed),
      onSettled: () => setConfirming(null),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="marketing-form-title"
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="marketing-form-title" className="text-lg font-semibold text-slate-900">
            Marketing Email Campaign
          </h3>
          <Button variant="outline" size="sm" onClick={fillSample}>
            <Icon name="file-text" className="size-4" aria-hidden="true" />
            Use sample content
          </Button>
        </div>
        <Field label="Subject" required error={errors.subject}>
          {(control) => <Input {...control} autoComplete="off" value={subject} onChange={edit(setSubject)} />}
        </Field>
        <Field
          label="Content (HTML)"
          required
          error={errors.content}
          hint="Scripts and unsafe markup are removed; every e-mail gets an unsubscribe link and the shop's address."
        >
          {(control) => (
            <Textarea
              {...control}
              rows={12}
              spellCheck={false}
              className="font-mono text-sm"
              value={content}
              onChange={edit(setContent)}
            />
          )}
        </Field>
        <Field
          label="Exclusion list"
          error={errors.exclusions}
          hint="Addresses that must not get this e-mail: one a line, or separated by commas."
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              spellCheck={false}
              value={values.exclusions}
              onChange={(event) => setExclusions(event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-4">
          <Button variant="outline" disabled={preview.isPending} onClick={showPreview}>
            {preview.isPending ? (
              <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Icon name="eye" className="size-4" aria-hidden="true" />
            )}
            Preview
          </Button>
          <Button type="submit" disabled={start.isPending}>
            {start.isPending ? (
              <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Icon name="send" className="size-4" aria-hidden="true" />
            )}
            Send Marketing Email
          </Button>
        </div>
      </form>

      {preview.data ? (
        <section
          aria-labelledby="marketing-preview-title"
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h3 id="marketing-preview-title" className="text-lg font-semibold text-slate-900">
            Preview
          </h3>
          <p className="text-sm text-slate-700">
            <span className="font-medium">Subject:</span> {preview.data.subject}
          </p>
          <iframe
            title={`Preview of the e-mail "${preview.data.subject}"`}
            sandbox=""
            srcDoc={preview.data.html}
            className="h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        </section>
      ) : null}

      {started !== null ? <CampaignProgress campaignId={started} onFinished={toastCampaignFinished} /> : null}

      <ConfirmDialog
        open={confirming !== null}
        title="Send the marketing e-mail?"
        description={
          marketable === null
            ? CAMPAIGN_MESSAGES.marketingConfirm
            : `${CAMPAIGN_MESSAGES.marketingConfirm} ${pluralize(marketable, 'customer')} can receive it now.`
        }
        confirmLabel="Send"
        pending={start.isPending}
        onConfirm={() => (confirming ? send(confirming) : undefined)}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}
