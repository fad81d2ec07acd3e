/** The admin's calls for the follow-ups and the tournament calendar: the switches, the cadence, the calendar view. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  followupSettingsSchema,
  tournamentCadenceSchema,
  tournamentCalendarPageSchema,
} from '../../../../core/schemas/followups';
import { adminGet, adminSend } from '../admin-api';
import { useAdminPages } from '../use-admin-pages';

const FOLLOWUPS_PATH = '/api/admin/settings/followups';
const CADENCE_PATH = '/api/admin/settings/tournament-cadence';
const CALENDAR_PATH = '/api/admin/tournament-calendar';

/** A setting read with its schema and saved with PUT, the saved value kept as the query's. */
function setting<T>(path: string, schema: z.ZodType<T>) {
  return {
    useValue: () =>
      useQuery({
        queryKey: [path],
        queryFn: ({ signal }) => adminGet(path, schema, signal),
        refetchOnMount: 'always',
      }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: T) => adminSend('PUT', path, body, schema),
        onSuccess: (saved) => queryClient.setQueryData([path], saved),
      });
    },
  };
}

export const followupSettings = setting(FOLLOWUPS_PATH, followupSettingsSchema);
export const tournamentCadence = setting(CADENCE_PATH, tournamentCadenceSchema);

/** The calendar's organisers, soonest event first, 50 at a time ("Load more" the next). */
export function useTournamentCalendar() {
  return useAdminPages(CALENDAR_PATH, {}, tournamentCalendarPageSchema, 50);
}
