/**
 * Import a CSV file as a background job: the Shopify customer export, a VIP or a tournament list (up to 50 MB). The
 * file is sent, the job answers at once, and its progress is shown live (import-job-card.tsx).
 */
import { useState } from 'react';
import type { ImportKind } from '../../../../core/schemas/bulk-jobs';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { adminErrorMessage } from '../admin-api';
import { importFileProblem } from './import-file';
import { IMPORT_KIND_LABELS, ImportJobCard } from './import-job-card';
import { JobList } from './job-list';
import { JobPanel } from './job-panel';
import { useLatestImports, useStartImport } from './use-bulk-jobs';

export function ImportPanel() {
  const [kind, setKind] = useState<ImportKind>('shopify');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const imports = useLatestImports();
  const start = useStartImport();

  function submit() {
    const problem = importFileProblem(file);
    if (problem || !file) return setError(problem);
    setError(null);
    start.mutate(
      { kind, file },
      { onError: (failure) => setError(adminErrorMessage(failure, 'The file could not be imported.')) },
    );
  }

  return (
    <JobPanel
      id="imports-heading"
      title="Import contacts"
      kindLabel="What the file is"
      kinds={IMPORT_KIND_LABELS}
      kind={kind}
      onKind={setKind}
      submitLabel="Start the import"
      pending={start.isPending}
      onSubmit={submit}
      fields={
        <Field label="CSV file" hint="Up to 50 MB; it is read in the background." error={error}>
          {(control) => (
            <Input
              {...control}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
      }
    >
      <JobList
        what="imports"
        query={{ ...imports, data: imports.data?.imports }}
        render={(job) => <ImportJobCard job={job} />}
      />
    </JobPanel>
  );
}
