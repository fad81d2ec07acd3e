/**
 * VIP Email Campaigns (accounts-admin-spec section 2): the VIP list from a CSV file, the campaign to that list with
 * its progress, one offer to one address, a test send to the signed-in admin, and the VIP campaigns sent so far.
 */
import { useState } from 'react';
import { CampaignList } from '../campaigns/campaign-list';
import { CampaignProgress, toastCampaignFinished } from '../campaigns/campaign-progress';
import { useUploadVipCsv } from '../campaigns/use-campaigns';
import { CsvListUpload } from '../campaigns/csv-list-upload';
import { VipCampaignForm } from './vip-campaign-form';
import { VipEmailForm } from './vip-email-form';

export function VipCampaignsSection() {
  const [watching, setWatching] = useState<number | null>(null);
  const upload = useUploadVipCsv();
  return (
    <section aria-labelledby="vip-campaigns-title" className="flex flex-col gap-6">
      <div>
        <h2 id="vip-campaigns-title" className="text-2xl font-bold text-slate-900">
          VIP Email Campaigns
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Send your best customers a promo code: to the whole VIP list from a CSV file, or to one address.
        </p>
      </div>
      <CsvListUpload
        list="vipList"
        title="VIP customer list"
        countLabel="Contacts"
        hint="A .csv file with an Email column (and a Name column if you have one), up to 10 MB."
        upload={upload}
      />
      <VipCampaignForm onStarted={setWatching} />
      {watching !== null ? <CampaignProgress campaignId={watching} onFinished={toastCampaignFinished} /> : null}
      <VipEmailForm />
      <CampaignList kind="vip" watching={watching} title="VIP campaigns" />
    </section>
  );
}
