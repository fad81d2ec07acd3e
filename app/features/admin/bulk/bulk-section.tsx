/**
 * Imports & Exports: large CSV files in and out as background jobs, with their progress while they run (the shop
 * keeps serving meanwhile) and their results: the rows an import could not take, an export's download link.
 */
import { ExportPanel } from './export-panel';
import { ImportPanel } from './import-panel';

export function BulkSection() {
  return (
    <section aria-labelledby="bulk-title" className="flex flex-col gap-6">
      <h2 id="bulk-title" className="text-2xl font-bold text-slate-900">
        Imports &amp; Exports
      </h2>
      <p className="text-sm text-slate-600">
        Large files are read and written in the background: start one, watch it here, and keep working.
      </p>
      <ImportPanel />
      <ExportPanel />
    </section>
  );
}
