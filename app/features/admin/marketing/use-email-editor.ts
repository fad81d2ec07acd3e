/**
 * The e-mail editor's calls: the live preview (POST /api/admin/campaigns/preview-blocks, asked again a moment
 * after the last change), the test to the signed-in admin, pictures for image blocks, the templates (GET, POST,
 * PATCH, DELETE /api/admin/campaign-templates).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { campaignPreviewSchema } from '../../../../core/schemas/campaigns';
import {
  campaignTemplateListSchema,
  campaignTemplateResponseSchema,
  emailImageSchema,
  PREVIEW_DEBOUNCE_MS,
  testSendSchema,
  type EmailBlock,
} from '../../../../core/schemas/email-blocks';
import { useAdminPages } from '../use-admin-pages';
import { adminSend, adminUpload } from '../admin-api';
import { CAMPAIGNS_KEY } from '../campaigns/use-campaigns';

const TEMPLATES_KEY = ['/api/admin/campaign-templates'] as const;

/** The value once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The e-mail as the server renders it for sending, for what the form holds (nothing while there are no blocks). */
export function useBlocksPreview(subject: string, blocks: EmailBlock[]) {
  const request = useSettled(JSON.stringify({ subject, blocks }), PREVIEW_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['/api/admin/campaigns/preview-blocks', request],
    queryFn: () => adminSend('POST', '/api/admin/campaigns/preview-blocks', JSON.parse(request), campaignPreviewSchema),
    enabled: (JSON.parse(request) as { blocks: unknown[] }).blocks.length > 0,
    placeholderData: (previous) => previous,
  });
}

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subject: string; blocks: EmailBlock[] }) =>
      adminSend('POST', '/api/admin/campaigns/test', body, testSendSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

export function useUploadEmailImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return adminUpload('/api/admin/campaigns/images', form, emailImageSchema);
    },
  });
}

/** The newest 50 first, "More templates" for older ones; `q`: part of the name. */
export function useTemplates(q: string) {
  return useAdminPages(TEMPLATES_KEY[0], { q }, campaignTemplateListSchema);
}

function useTemplateChange<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }) });
}

export function useSaveTemplate() {
  return useTemplateChange((body: { name: string; subject: string; blocks: EmailBlock[] }) =>
    adminSend('POST', '/api/admin/campaign-templates', body, campaignTemplateResponseSchema),
  );
}

export function useRenameTemplate() {
  return useTemplateChange(({ id, name }: { id: number; name: string }) =>
    adminSend('PATCH', `/api/admin/campaign-templates/${id}`, { name }, campaignTemplateResponseSchema),
  );
}

export function useDeleteTemplate() {
  return useTemplateChange((id: number) =>
    adminSend('DELETE', `/api/admin/campaign-templates/${id}`, undefined, campaignTemplateResponseSchema),
  );
}
