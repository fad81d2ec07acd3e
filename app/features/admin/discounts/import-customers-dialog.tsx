/**
 * Import Customers (accounts-admin-spec sections 2, 5 and 8): the spec's question with the Shopify customer export
 * to choose, POST /api/import-customers, the result toast with its counts, and the malformed rows listed by line.
 */
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { CAMPAIGN_MESSAGES, type ImportResult } from '../../../../core/schemas/campaigns';
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
import { toastSuccess } from '../admin-toast';
import { toastCampaignFailure } from '../campaigns/campaign-toasts';
import { useImportCustomers } from '../campaigns/use-campaigns';
import { csvFileProblem } from '../campaigns/campaign-form-values';

function ImportErrors({ result }: { result: ImportResult }) {
  return (
    <div role="status" className="mt-4 flex flex-col gap-2 text-sm">
      <p className="font-medium text-slate-900">
        {CAMPAIGN_MESSAGES.importCompleted(result.imported, result.skipped, result.duplicates)}
      </p>
      {result.errors.length > 0 ? (
        <>
          <p className="text-slate-700">These lines could not be read and were left out:</p>
          <ul aria-label="Lines not imported" className="max-h-48 overflow-y-auto rounded-lg bg-slate-50 px-3 py-2">
            {result.errors.map((error) => (
              <li key={error.line}>
                Line {error.line}: {error.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function ImportCustomersDialog() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useImportCustomers();

  function openChange(next: boolean) {
    setOpen(next);
    if (next) return;
    setFile(null);
    setError(null);
    upload.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = file ? csvFileProblem(file) : CAMPAIGN_MESSAGES.invalidFile;
    if (problem || !file) {
      setError(problem);
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: ({ result }) =>
        toastSuccess(CAMPAIGN_MESSAGES.importCompleted(result.imported, result.skipped, result.duplicates)),
      onError: (failure) => toastCampaignFailure(failure, CAMPAIGN_MESSAGES.importFailed),
    });
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
        {upload.data ? (
          <>
            <ImportErrors result={upload.data.result} />
            <DialogFooter>
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate className="mt-4">
            <Field label="Shopify customer export (CSV)" hint="Up to 10 MB." error={error}>
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
              <Button type="submit" disabled={upload.isPending}>
                {upload.isPending ? (
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
