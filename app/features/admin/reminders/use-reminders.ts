/** The admin's calls for payment reminders: the cadence (Settings) and the pause of an order or a customer. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderCadence } from '../../../../core/reminder-cadence';
import {
  customerRemindersSchema,
  orderRemindersSchema,
  reminderCadenceSchema,
  type RemindedOwnerKind,
} from '../../../../core/schemas/reminders';
import { adminGet, adminSend } from '../admin-api';

const CADENCE_PATH = '/api/admin/settings/reminders';
const CADENCE_KEY = [CADENCE_PATH] as const;

export function useReminderCadence() {
  return useQuery({
    queryKey: CADENCE_KEY,
    queryFn: ({ signal }) => adminGet(CADENCE_PATH, reminderCadenceSchema, signal),
    refetchOnMount: 'always',
  });
}

export function useSaveReminderCadence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderCadence) => adminSend('PUT', CADENCE_PATH, body, reminderCadenceSchema),
    onSuccess: (saved) => queryClient.setQueryData(CADENCE_KEY, saved),
  });
}

export interface ReminderOwner {
  kind: RemindedOwnerKind;
  id: number;
}

const ownerPath = (owner: ReminderOwner) => `/api/admin/reminders/orders/${owner.kind}/${owner.id}`;

export function useOrderReminders(owner: ReminderOwner) {
  return useQuery({
    queryKey: [ownerPath(owner)],
    queryFn: ({ signal }) => adminGet(ownerPath(owner), orderRemindersSchema, signal),
  });
}

export function usePauseOrderReminders(owner: ReminderOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => adminSend('PUT', ownerPath(owner), { paused }, orderRemindersSchema),
    onSuccess: (saved) => queryClient.setQueryData([ownerPath(owner)], saved),
  });
}

const CUSTOMER_PATH = '/api/admin/reminders/customers';
const customerKey = (email: string) => [CUSTOMER_PATH, email.toLowerCase()] as const;

export function useCustomerReminders(email: string) {
  return useQuery({
    queryKey: customerKey(email),
    queryFn: ({ signal }) =>
      adminGet(`${CUSTOMER_PATH}?email=${encodeURIComponent(email)}`, customerRemindersSchema, signal),
  });
}

export function usePauseCustomerReminders(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => adminSend('PUT', CUSTOMER_PATH, { email, paused }, customerRemindersSchema),
    onSuccess: (saved) => queryClient.setQueryData(customerKey(email), saved),
  });
}
