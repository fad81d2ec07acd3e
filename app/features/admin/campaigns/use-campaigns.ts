/**
 * The campaign panels' calls (accounts-admin-spec sections 2 and 7): every sending call answers the campaign job as
 * it stands; the job runs on the server, so its progress is read again every second while it runs (and after a page
 * reload, from the campaign list). Uploads are multipart with the file in `csvFile`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CAMPAIGN_POLL_MS,
  campaignListSchema,
  campaignResponseSchema,
  contactSummarySchema,
  listUploadSchema,
  type CampaignDto,
  type CampaignKind,
} from '../../../../core/schemas/campaigns';
import { adminGet, adminSend, adminUpload } from '../admin-api';

export const CAMPAIGNS_KEY = ['/api/admin/campaigns'] as const;
export const CONTACT_SUMMARY_KEY = ['/api/admin/contacts/summary'] as const;

const isLive = (campaign: CampaignDto | undefined) => campaign?.status === 'running' || campaign?.status === 'paused';

/** The latest campaigns (of one kind), polled every second while one of them is still running or paused. */
export function useCampaigns(kind?: CampaignKind) {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'list', kind ?? 'all'],
    queryFn: ({ signal }) => adminGet(`/api/admin/campaigns${kind ? `?kind=${kind}` : ''}`, campaignListSchema, signal),
    refetchInterval: (query) => (query.state.data?.campaigns.some(isLive) ? CAMPAIGN_POLL_MS : false),
    refetchOnMount: 'always',
  });
}

/** One campaign's progress, polled every second until it is completed or cancelled. */
export function useCampaign(id: number | null) {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, id],
    queryFn: ({ signal }) => adminGet(`/api/admin/campaigns/${id}`, campaignResponseSchema, signal),
    enabled: id !== null,
    refetchInterval: (query) => (isLive(query.state.data?.campaign) || !query.state.data ? CAMPAIGN_POLL_MS : false),
  });
}

export function useContactSummary() {
  return useQuery({
    queryKey: CONTACT_SUMMARY_KEY,
    queryFn: ({ signal }) => adminGet('/api/admin/contacts/summary', contactSummarySchema, signal),
    refetchOnMount: 'always',
  });
}

/** Pause, resume or cancel a running campaign. */
export function useCampaignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'pause' | 'resume' | 'cancel' }) =>
      adminSend('POST', `/api/admin/campaigns/${id}/${action}`, undefined, campaignResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

/** Starts a campaign through one of the spec's sending calls (POST `path` with `body`). */
export function useStartCampaign<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminSend('POST', path, body, campaignResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

/** Uploads a CSV file (`csvFile`) to `path` and parses the answer with `schema`; the summary's counts change. */
function useCsvUpload<T>(path: string, schema: z.ZodType<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('csvFile', file);
      return adminUpload(path, form, schema);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTACT_SUMMARY_KEY }),
  });
}

export const useUploadTournamentCsv = () => useCsvUpload('/api/upload-tournament-csv', listUploadSchema);
export const useUploadVipCsv = () => useCsvUpload('/api/upload-vip-csv', listUploadSchema);
