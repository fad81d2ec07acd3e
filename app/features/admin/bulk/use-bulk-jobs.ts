/**
 * The imports and exports as jobs, for the admin: start one (POST: 202 with the job), then read its status every
 * second while it waits or runs, and the latest ones when the page opens.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  exportJobSchema,
  importJobSchema,
  type ExportJobView,
  type ExportRequest,
  type ImportJobView,
  type ImportKind,
} from '../../../../core/schemas/bulk-jobs';
import { adminGet, adminSend, adminUpload } from '../admin-api';

const POLL_MS = 1000;
const IMPORTS_KEY = ['admin', 'imports'] as const;
const EXPORTS_KEY = ['admin', 'exports'] as const;
const live = (job: { state: string } | undefined) => job?.state === 'waiting' || job?.state === 'running';

const importListSchema = z.object({ imports: z.array(importJobSchema) });
const exportListSchema = z.object({ exports: z.array(exportJobSchema) });

export function useLatestImports() {
  return useQuery({
    queryKey: IMPORTS_KEY,
    queryFn: ({ signal }) => adminGet('/api/admin/imports', importListSchema, signal),
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.imports.some(live) ? POLL_MS : false),
  });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => {
      const form = new FormData();
      form.append('csvFile', file);
      return adminUpload(`/api/admin/imports?kind=${kind}`, form, importJobSchema);
    },
    onSuccess: (job: ImportJobView) =>
      queryClient.setQueryData(IMPORTS_KEY, (old: z.infer<typeof importListSchema> | undefined) => ({
        imports: [job, ...(old?.imports ?? []).filter((other) => other.id !== job.id)],
      })),
  });
}

/** One import job from its 202 answer on, read again every second while it waits or runs. */
export function useImportJob(started: ImportJobView | undefined) {
  return useQuery({
    queryKey: [...IMPORTS_KEY, started?.id ?? ''],
    queryFn: ({ signal }) => adminGet(started!.statusUrl, importJobSchema, signal),
    enabled: Boolean(started),
    initialData: started,
    refetchInterval: (query) => (live(query.state.data) ? POLL_MS : false),
  });
}

export function useLatestExports() {
  return useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: ({ signal }) => adminGet('/api/admin/exports', exportListSchema, signal),
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.exports.some(live) ? POLL_MS : false),
  });
}

export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ExportRequest) => adminSend('POST', '/api/admin/exports', request, exportJobSchema),
    onSuccess: (job: ExportJobView) =>
      queryClient.setQueryData(EXPORTS_KEY, (old: z.infer<typeof exportListSchema> | undefined) => ({
        exports: [job, ...(old?.exports ?? []).filter((other) => other.id !== job.id)],
      })),
  });
}
