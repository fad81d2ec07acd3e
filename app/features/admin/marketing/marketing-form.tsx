/**
 * The marketing e-mail (accounts-admin-spec sections 2 and 5): a subject and the e-mail composed in blocks (heading,
 * text, image, button, product card, discount code, raw HTML), templates to start from, the exclusion list
 * prefilled with the default one, a live preview of the e-mail as it will be sent, a test to the signed-in admin,
 * and Send (now or at a date and time) after a confirmation; a campaign sent now shows its progress below the form.
 */
import { Icon } from '../../../components/ui/icons';
import { useMemo, useState, type FormEvent } from 'react';
import { CAMPAIGN_MESSAGES, type MarketingCampaignBody } from '../../../../core/schemas/campaigns';
import { EMAIL_BLOCK_MESSAGES } from '../../../../core/schemas/email-blocks';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { pluralize } from '../../../lib/format';
import { toastFailure, toastSuccess } from '../admin-toast';
import { CampaignProgress, toastCampaignFinished } from '../campaigns/campaign-progress';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { campaignWhen } from '../campaigns/campaign-format';
import { useStartCampaign } from '../campaigns/use-campaigns';
import { BlocksEditor } from './blocks-editor';
import { draftsOf, previewBlocks, type DraftBlock } from './email-drafts';
import { EmailPreview } from './email-preview';
import { marketingBody, type MarketingFormErrors } from './marketing-values';
import { SAMPLE_SUBJECT, sampleNewsletter } from './sample-newsletter';
import { SendOptions } from './send-options';
import { TemplateBar } from './template-bar';
import { useSendTest } from './use-email-editor';

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
  const [drafts, setDrafts] = useState<DraftBlock[]>([]);
  // Null until the admin edits it: the default list shows as soon as the summary has it.
  const [exclusions, setExclusions] = useState<string | null>(null);
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<MarketingFormErrors>({});
  const [confirming, setConfirming] = useState<MarketingCampaignBody | null>(null);
  const start = useStartCampaign<MarketingCampaignBody>('/api/send-marketing-email');
  const test = useSendTest();
  const shown = useMemo(() => previewBlocks(drafts), [drafts]);
  const values = {
    subject,
    drafts,
    exclusions: exclusions ?? defaultExclusions.join('\n'),
    sendAt: later ? sendAt : '',
  };

  function fillSample() {
    setDrafts(draftsOf([{ type: 'html', html: sampleNewsletter(window.location.origin) }]));
    if (subject.trim() === '') setSubject(SAMPLE_SUBJECT);
  }

  /** The subject and blocks as they would be sent, or null with the fields' messages shown. */
  function content(): { subject: string; blocks: MarketingCampaignBody['blocks'] & object } | null {
    const result = marketingBody({ ...values, exclusions: '', sendAt: '' });
    if ('errors' in result) {
      setErrors(result.errors);
      return null;
    }
    setErrors({});
    return { subject: result.body.subject, blocks: result.body.blocks ?? [] };
  }

  function sendTest() {
    const body = content();
    if (!body) return;
    test.mutate(body, {
      onSuccess: ({ message }) => toastSuccess(message),
      onError: (error) => toastFailure(error, 'The test e-mail could not be sent.', CAMPAIGN_MESSAGES.testFailed),
    });
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
        if (campaign.status === 'scheduled' && campaign.scheduledAt) {
          toastSuccess(`Campaign Scheduled - ${EMAIL_BLOCK_MESSAGES.scheduled(campaignWhen(campaign.scheduledAt))}.`);
        } else {
          onStarted(campaign.id);
        }
        setSubject('');
        setDrafts([]);
        setLater(false);
        setSendAt('');
      },
      onError: (error) =>
        toastFailure(error, 'The marketing e-mail could not be sent.', CAMPAIGN_MESSAGES.campaignFailed),
      onSettled: () => setConfirming(null),
    });
  }

  const confirmText =
    marketable === null
      ? CAMPAIGN_MESSAGES.marketingConfirm
      : `${CAMPAIGN_MESSAGES.marketingConfirm} ${pluralize(marketable, 'customer')} can receive it now.`;

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
        <TemplateBar
          current={content}
          onLoad={(template) => {
            setDrafts(draftsOf(template.blocks));
            if (template.subject) setSubject(template.subject);
            setErrors({});
          }}
        />
        <Field label="Subject" required error={errors.subject}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
            />
          )}
        </Field>
        <BlocksEditor drafts={drafts} errors={errors.blocks} emptyError={errors.content} onChange={setDrafts} />
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
        <SendOptions
          later={later}
          sendAt={sendAt}
          error={errors.sendAt}
          testing={test.isPending}
          onLater={setLater}
          onSendAt={setSendAt}
          onTest={sendTest}
        />
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-4">
          <Button type="submit" disabled={start.isPending}>
            {start.isPending ? (
              <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Icon name="send" className="size-4" aria-hidden="true" />
            )}
            {later ? 'Schedule Marketing Email' : 'Send Marketing Email'}
          </Button>
        </div>
      </form>

      <EmailPreview subject={subject} blocks={shown} />

      {started !== null ? <CampaignProgress campaignId={started} onFinished={toastCampaignFinished} /> : null}

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.sendAt ? 'Schedule the marketing e-mail?' : 'Send the marketing e-mail?'}
        description={
          confirming?.sendAt
            ? `${EMAIL_BLOCK_MESSAGES.scheduled(campaignWhen(confirming.sendAt))}. ${confirmText}`
            : confirmText
        }
        confirmLabel={confirming?.sendAt ? 'Schedule' : 'Send'}
        pending={start.isPending}
        onConfirm={() => (confirming ? send(confirming) : undefined)}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}
