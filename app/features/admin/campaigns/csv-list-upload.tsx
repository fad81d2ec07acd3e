/**
 * A campaign panel's audience list (accounts-admin-spec sections 2 and 5): the list uploaded last (file, count, when)
 * and a new CSV file to replace it. Only a .csv file is sent ('Invalid File - Please upload a CSV file.'); the
 * server reads it again and reports the rows it left out by line.
 */
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { CAMPAIGN_MESSAGES } from '../../../../core/schemas/campaigns';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { splitMessage, toastFailure, toastSuccess } from '../admin-toast';
import { campaignWhen } from './campaign-format';
import { useContactSummary, type useUploadVipCsv } from './use-campaigns';
import { csvFileProblem } from './campaign-form-values';

type ListUpload = ReturnType<typeof useUploadVipCsv>;
type UploadResult = NonNullable<ListUpload['data']>;

export interface CsvListUploadProps {
  list: 'vipList' | 'tournamentList';
  title: string;
  /** What the list holds, for its count ("Contacts", "Organizers"). */
  countLabel: string;
  /** The columns the file needs. */
  hint: string;
  upload: ListUpload;
  onUploaded?: (result: UploadResult) => void;
}

function CurrentList({ list, countLabel }: Pick<CsvListUploadProps, 'list' | 'countLabel'>) {
  const summary = useContactSummary();
  if (summary.isPending) return <p className="text-sm text-slate-600">Loading the current list...</p>;
  if (summary.isError) return <p className="text-sm text-red-700">The current list could not be loaded.</p>;
  const current = summary.data[list];
  if (!current) return <p className="text-sm text-slate-600">No list uploaded yet</p>;
  return (
    <DetailList
      className="sm:grid-cols-3"
      rows={[
        { label: countLabel, value: <span data-testid={`${list}-count`}>{current.count}</span> },
        { label: 'File', value: current.csvFileName },
        { label: 'Uploaded', value: campaignWhen(current.uploadedAt) },
      ]}
    />
  );
}

export function CsvListUpload({ list, title, countLabel, hint, upload, onUploaded }: CsvListUploadProps) {
  // A new key empties the file input after an upload (a file input cannot be cleared through React state).
  const [formKey, setFormKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<UploadResult['errors']>([]);
  const titleId = `${list}-upload-title`;

  function choose(chosen: File | undefined) {
    const problem = chosen ? csvFileProblem(chosen) : null;
    if (problem) toast({ ...splitMessage(problem), variant: 'destructive' });
    setError(problem ? (splitMessage(problem).description ?? problem) : null);
    setFile(chosen && !problem ? chosen : null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError((current) => current ?? 'Choose a CSV file first.');
      return;
    }
    upload.mutate(file, {
      onSuccess: (result) => {
        toastSuccess(CAMPAIGN_MESSAGES.uploaded(result.count));
        setRowErrors(result.errors);
        setFile(null);
        setFormKey((key) => key + 1);
        onUploaded?.(result);
      },
      onError: (failure) =>
        toastFailure(failure, 'The CSV file could not be uploaded.', CAMPAIGN_MESSAGES.uploadFailed),
    });
  }

  return (
    <form
      key={formKey}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <CurrentList list={list} countLabel={countLabel} />
      <Field label="CSV file" required hint={hint} error={error}>
        {(control) => (
          <Input
            {...control}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        )}
      </Field>
      <Button type="submit" disabled={upload.isPending} className="self-start">
        {upload.isPending ? (
          <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Icon name="upload" className="size-4" aria-hidden="true" />
        )}
        {upload.isPending ? 'Uploading...' : 'Upload CSV'}
      </Button>
      {rowErrors.length > 0 ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">
            {rowErrors.length === 1 ? '1 row was' : `${rowErrors.length} rows were`} left out:
          </p>
          <ul className="mt-2 list-disc pl-5">
            {rowErrors.map((row) => (
              <li key={`${row.line}-${row.message}`}>
                Line {row.line}: {row.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
