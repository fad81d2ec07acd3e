/**
 * Import Customers (accounts-admin-spec sections 2, 5 and 8): the spec's question with the Shopify customer export to
 * choose, started as an import job (decision 041) and followed in the dialog as the Imports & Exports page shows it:
 * the bar, the counts, the result and the rows to fix. Closing the dialog leaves the job running.
 */
import { Icon } from '../../../components/ui/icons';
import { useEffect, useState, type FormEvent } from 'react';
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
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { importFileProblem } from '../bulk/import-file';
import { ImportJobCard } from '../bulk/import-job-card';
import { useImportJob, useStartImport } from '../bulk/use-bulk-jobs';
import { toastSuccess } from '../admin-toast';
import { toastCampaignFailure } from '../campaigns/campaign-toasts';

export function ImportCustomersDialog() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useStartImport();
  const job = useImportJob(start.data);
  const finished = job.data?.state === 'done' ? job.data : null;

  // The spec's toast once the job is done: rows without a valid address count as skipped there.
  useEffect(() => {
    if (!finished) return;
    const p = finished.progress;
    toastSuccess(CAMPAIGN_MESSAGES.importCompleted(p.imported, p.skipped + p.toFix, p.duplicates));
  }, [finished?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  function openChange(next: boolean) {
    setOpen(next);
    if (next) return;
    setFile(null);
    setError(null);
    start.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = importFileProblem(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setError(null);
    start.mutate(
      { kind: 'shopify', file },
      { onError: (failure) => toastCampaignFailure(failure, CAMPAIGN_MESSAGES.importFailed) },
    );
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Icon name="upload" className="size-4" aria-hidden="true" />
          Import Customers
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import Customers</DialogTitle>
          <DialogDescription>{CAMPAIGN_MESSAGES.importConfirm}</DialogDescription>
        </DialogHeader>
        {job.data ? (
          <>
            <div className="mt-4">
              <ImportJobCard job={job.data} />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{job.data.state === 'done' || job.data.state === 'failed' ? 'Done' : 'Close'}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate className="mt-4">
            <Field
              label="Shopify customer export (CSV)"
              hint="Up to 50 MB; it is read in the background."
              error={error}
            >
              {(control) => (
                <Input
                  {...control}
                  type="file"
                  accept=".csv,text/csv"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              )}
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={start.isPending}>
                {start.isPending ? (
                  <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
                ) : null}
                Import
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
