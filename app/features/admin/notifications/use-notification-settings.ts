/** GET and PUT /api/admin/settings/notifications: the owner's notices, who gets them and which kinds are off. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownerNoticeSettingsViewSchema, type OwnerNoticeSettings } from '../../../../core/schemas/owner-notices';
import { adminGet, adminSend } from '../admin-api';

const SETTINGS_PATH = '/api/admin/settings/notifications';
const SETTINGS_KEY = [SETTINGS_PATH] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => adminGet(SETTINGS_PATH, ownerNoticeSettingsViewSchema, signal),
    refetchOnMount: 'always',
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerNoticeSettings) => adminSend('PUT', SETTINGS_PATH, body, ownerNoticeSettingsViewSchema),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
