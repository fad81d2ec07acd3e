/**
 * What a tournament list's upload did for the Tournament Calendar: how many organizers were imported and how many have
 * an event date on it, and the rows whose date could not be used (row, address, the text found, why) with what
 * happens to them. The first rows are listed here; all of them download as a CSV file to fix and upload again.
 */
import type { ListUpload } from '../../../../core/schemas/campaigns';
import {
  calendarReportSentence,
  EVENT_DATE_CONSEQUENCE,
  EVENT_DATE_PROBLEM_WORDS,
} from '../../../../core/tournament-list-dates';
import { Icon } from '../../../components/ui/icons';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '../../../components/ui/table';

/** Rows listed on the page; a longer list is the download's. */
const SHOWN_ROWS = 10;

/**
 * Saves the CSV text as a file: made when the owner asks (an address made with the report would have to be let go
 * when it goes, and React's development double effects would let it go too early).
 */
function saveCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function TournamentUploadReport({ upload }: { upload: ListUpload }) {
  const calendar = upload.calendar;
  if (!calendar) return null;
  const { unusable } = calendar;
  const more = unusable.length - SHOWN_ROWS;
  return (
    <section
      aria-labelledby="tournament-upload-report-title"
      className={
        unusable.length > 0
          ? 'rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950'
          : 'rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-sm text-emerald-950'
      }
    >
      <h3 id="tournament-upload-report-title" className="text-base font-semibold">
        Tournament Calendar
      </h3>
      <p className="mt-1" data-testid="tournament-upload-report">
        {calendarReportSentence(upload.count, calendar.onCalendar)}
      </p>
      {unusable.length > 0 ? (
        <>
          <p className="mt-1 font-medium">{EVENT_DATE_CONSEQUENCE}</p>
          <div className="mt-3">
            <Table>
              <TableColumns columns={['Row', 'Email', 'Date found', 'Problem']} />
              <TableBody>
                {unusable.slice(0, SHOWN_ROWS).map((row) => (
                  <TableRow key={row.line}>
                    <TableCell>{row.line}</TableCell>
                    <TableCell className="break-all">{row.email}</TableCell>
                    <TableCell>{row.found === '' ? '(empty)' : row.found}</TableCell>
                    <TableCell>{EVENT_DATE_PROBLEM_WORDS[row.problem]}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {more > 0 ? (
            <p className="mt-2">And {more === 1 ? '1 more row' : `${more} more rows`} in the download.</p>
          ) : null}
          {calendar.unusableCsv ? (
            <Button
              type="button"
              variant="outline"
              className="mt-3"
              onClick={() => saveCsv(calendar.unusableCsv!, 'tournament-dates-to-fix.csv')}
            >
              <Icon name="download" className="size-4" aria-hidden="true" />
              Download the {unusable.length === 1 ? 'row' : `${unusable.length} rows`} to fix (CSV)
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
