/**
 * Tournament Calendar: the upcoming events of the uploaded tournament lists, soonest first, and where each organiser
 * stands in the owner's cadence: the e-mails sent, the next one and its day, or what stopped them (an order, the
 * suppression list). Read from GET /api/admin/tournament-calendar.
 */
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../../core/en-us-dates';
import type { CalendarEntry, CalendarEvent, CalendarOrganiser } from '../../../../core/schemas/followups';
import { TOURNAMENT_STEP_LABELS } from '../../../../core/tournament-cadence';
import { Badge } from '../../../components/ui/badge';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '../../../components/ui/table';
import { useTournamentCalendar } from '../followups/use-followups';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';

const day = (iso: string) => formatCalendarDay(iso, 'medium');

/** The events of the organisers read so far, soonest first: an event split over two pages shows once. */
function calendarEvents(entries: CalendarEntry[]): CalendarEvent[] {
  const events = new Map<string, CalendarEvent>();
  for (const entry of entries) {
    const key = `${entry.eventDate}#${entry.eventName ?? ''}`;
    const event = events.get(key) ?? { eventDate: entry.eventDate, name: entry.eventName, organisers: [] };
    event.organisers.push(entry);
    events.set(key, event);
  }
  // The rows come soonest event first, so the events do too.
  return [...events.values()];
}

/** Where the organiser stands, in the owner's words. */
function StepCell({ organiser }: { organiser: CalendarOrganiser }) {
  if (organiser.orderedOn) {
    return <Badge variant="secondary">{`Stopped: ordered on ${day(organiser.orderedOn)}`}</Badge>;
  }
  if (organiser.suppressed) return <Badge variant="outline">Stopped: on the suppression list</Badge>;
  if (organiser.next) {
    return <span>{`Next: ${TOURNAMENT_STEP_LABELS[organiser.next.step]} on ${day(organiser.next.on)}`}</span>;
  }
  return <span>No more e-mails before the event</span>;
}

function SentCell({ organiser }: { organiser: CalendarOrganiser }) {
  if (organiser.sent.length === 0) return <span className="text-slate-500">None yet</span>;
  return (
    <ul className="flex flex-col gap-1">
      {organiser.sent.map((sent) => (
        <li key={sent.step}>
          {`${TOURNAMENT_STEP_LABELS[sent.step]}, ${day(sent.sentAt.slice(0, 10))}`}
          <span className="ml-2 font-mono text-xs text-slate-600">{sent.code}</span>
        </li>
      ))}
    </ul>
  );
}

function EventCard({ event }: { event: CalendarEvent }) {
  const title = `${event.name ?? 'Tournament'}, ${formatCalendarDay(event.eventDate, 'long')}`;
  const id = `event-${event.eventDate}-${(event.name ?? '').replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <Table className="mt-3">
        <TableColumns columns={['Organiser', 'Sent', 'Step']} />
        <TableBody>
          {event.organisers.map((organiser) => (
            <TableRow key={organiser.email}>
              <TableCell>
                <span className="block font-medium">{organiser.name ?? organiser.email}</span>
                {organiser.name ? <span className="text-sm text-slate-600">{organiser.email}</span> : null}
              </TableCell>
              <TableCell>
                <SentCell organiser={organiser} />
              </TableCell>
              <TableCell>
                <StepCell organiser={organiser} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

export function TournamentCalendarSection() {
  const query = useTournamentCalendar();
  const events = calendarEvents(query.data?.pages.flatMap((page) => page.organisers) ?? []);
  return (
    <section aria-labelledby="tournament-calendar-title" className="flex flex-col gap-6">
      <div>
        <h2 id="tournament-calendar-title" className="text-2xl font-bold text-slate-900">
          Tournament Calendar
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The events on your tournament lists (a Date column in the CSV file), with each organiser&apos;s e-mails. The
          weeks are in{' '}
          <Link to="/admin/settings" className="text-brand-700 underline">
            Settings
          </Link>
          ; an order stops an organiser&apos;s e-mails.
        </p>
      </div>
      {query.isPending ? (
        <ListLoading>Loading the calendar...</ListLoading>
      ) : query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load the calendar."
          onRetry={() => void query.refetch()}
        />
      ) : events.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
          No upcoming events. Upload a tournament list with a Date column in Tournament Campaigns.
        </p>
      ) : (
        events.map((event) => <EventCard key={`${event.eventDate}-${event.name}`} event={event} />)
      )}
      <LoadMoreButton query={query} label="Load more organisers" />
    </section>
  );
}
