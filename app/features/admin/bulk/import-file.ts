/** The one check of a file chosen for an import job, before it is sent: a .csv name and at most 50 MB. */
import { BULK_MESSAGES, IMPORT_JOB_MAX_BYTES } from '../../../../core/schemas/bulk-jobs';
import { CAMPAIGN_MESSAGES } from '../../../../core/schemas/campaigns';

export function importFileProblem(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file || !/\.csv$/i.test(file.name.trim())) return CAMPAIGN_MESSAGES.invalidFile;
  if (file.size > IMPORT_JOB_MAX_BYTES) return BULK_MESSAGES.importTooLarge;
  return null;
}
