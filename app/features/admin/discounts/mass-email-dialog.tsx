/**
 * Send Mass Email (accounts-admin-spec sections 2 and 5): the spec's question, optionally one single-use code per
 * customer, then the campaign's progress in the same dialog. Closing the dialog does not stop the campaign; the
 * result toast comes when it has finished, while the dialog is open.
 */
import { Icon } from '../../../components/ui/icons';
import { useState } from 'react';
import { CAMPAIGN_MESSAGES } from '../../../../core/schemas/campaigns';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { CampaignProgress } from '../campaigns/campaign-progress';
import { toastCampaignFailure, toastCampaignFinished } from '../campaigns/campaign-toasts';
import { useStartCampaign } from '../campaigns/use-campaigns';
import { UniqueCodesCheckbox } from '../campaigns/offer-fields';

interface MassDiscountBody {
  discountCode: string;
  uniqueCodes: boolean;
}

export function MassEmailDialog({ code, onClose }: { code: string | null; onClose(): void }) {
  const [uniqueCodes, setUniqueCodes] = useState(false);
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const start = useStartCampaign<MassDiscountBody>('/api/send-mass-discount-email');

  function close() {
    setUniqueCodes(false);
    setCampaignId(null);
    start.reset();
    onClose();
  }

  function send(discountCode: string) {
    start.mutate(
      { discountCode, uniqueCodes },
      {
        onSuccess: ({ campaign }) => setCampaignId(campaign.id),
        onError: (error) => {
          toastCampaignFailure(error, CAMPAIGN_MESSAGES.massEmailFailed);
          close();
        },
      },
    );
  }

  return (
    <Dialog open={code !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {code ? (
        <DialogContent role={campaignId === null ? 'alertdialog' : 'dialog'}>
          <DialogHeader>
            <DialogTitle>Send Mass Email</DialogTitle>
            <DialogDescription>{CAMPAIGN_MESSAGES.massEmailConfirm(code)}</DialogDescription>
          </DialogHeader>
          {campaignId === null ? (
            <>
              <div className="mt-4">
                <UniqueCodesCheckbox checked={uniqueCodes} onChange={setUniqueCodes} />
              </div>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">Cancel</Button>
                </DialogClose>
                <Button disabled={start.isPending} onClick={() => send(code)}>
                  {start.isPending ? (
                    <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
                  ) : (
                    <Icon name="send" className="size-4" aria-hidden="true" />
                  )}
                  Send Mass Email
                </Button>
              </DialogFooter>
            </>
          ) : (
            <>
              <div className="mt-4">
                <CampaignProgress campaignId={campaignId} onFinished={toastCampaignFinished} />
              </div>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">Close</Button>
                </DialogClose>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
