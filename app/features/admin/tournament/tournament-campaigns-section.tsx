/**
 * Tournament Organizer Outreach (accounts-admin-spec section 2): the organizers' list from a CSV file with its real
 * count and what its upload put on the Tournament Calendar, the campaign's configuration and its progress, the
 * contacts as a CSV file, the e-mail template, and the tournament campaigns sent so far.
 */
import { Icon } from '../../../components/ui/icons';
import { useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { CampaignList } from '../campaigns/campaign-list';
import { CampaignProgress, toastCampaignFinished } from '../campaigns/campaign-progress';
import { useContactSummary, useUploadTournamentCsv } from '../campaigns/use-campaigns';
import { CsvListUpload } from '../campaigns/csv-list-upload';
import type { ListUpload } from '../../../../core/schemas/campaigns';
import { TournamentCampaignForm } from './tournament-campaign-form';
import { TournamentUploadReport } from './tournament-upload-report';

export function TournamentCampaignsSection() {
  const [watching, setWatching] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<ListUpload | null>(null);
  const upload = useUploadTournamentCsv();
  const hasList = !!useContactSummary().data?.tournamentList;
  return (
    <section aria-labelledby="tournament-campaigns-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="tournament-campaigns-title" className="text-2xl font-bold text-slate-900">
            Tournament Organizer Outreach
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Offer tournament organizers a discount on pins for their events.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {hasList ? (
            <a href="/api/export-tournament-contacts" download className={buttonVariants({ variant: 'outline' })}>
              <Icon name="download" className="size-4" aria-hidden="true" />
              Export contacts
            </a>
          ) : (
            // Nothing to export before the first upload (the server answers 404).
            <Button variant="outline" disabled>
              <Icon name="download" className="size-4" aria-hidden="true" />
              Export contacts
            </Button>
          )}
          <a
            href="/api/tournament-email-template"
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline' })}
          >
            <Icon name="external-link" className="size-4" aria-hidden="true" />
            View email template
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
      <CsvListUpload
        list="tournamentList"
        title="Tournament organizers"
        countLabel="Organizers"
        hint="A .csv file with an Email column (and Name, Tournament and Date columns if you have them: a Date puts the event on the Tournament Calendar), up to 10 MB."
        upload={upload}
        onUploaded={setUploaded}
      />
      {uploaded ? <TournamentUploadReport upload={uploaded} /> : null}
      <TournamentCampaignForm onStarted={setWatching} />
      {watching !== null ? <CampaignProgress campaignId={watching} onFinished={toastCampaignFinished} /> : null}
      <CampaignList kind="tournament" watching={watching} title="Tournament campaigns" />
    </section>
  );
}
