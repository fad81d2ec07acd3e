/**
 * The owner's view of a customer's artwork check: the pre-flight report kept with the upload (the same one the
 * customer read right after uploading), under the artwork on an order or a quote request.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { artworkReportSchema } from '../../../core/schemas/artwork';
import { ArtworkReport } from '../../components/artwork/artwork-report';
import { adminGet } from './admin-api';
import { ListError, ListLoading } from './list-states';

const answerSchema = z.object({ report: artworkReportSchema.nullable() });

export function ArtworkReportPanel({ url, heading = 'Artwork check' }: { url: string; heading?: string }) {
  const query = useQuery({
    queryKey: ['/api/admin/artwork-report', url],
    queryFn: ({ signal }) => adminGet(`/api/admin/artwork-report?url=${encodeURIComponent(url)}`, answerSchema, signal),
  });
  if (query.isPending) return <ListLoading>Loading the artwork check...</ListLoading>;
  if (query.isError) {
    return (
      <ListError
        error={query.error}
        fallback="We could not load the artwork check."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data.report) {
    return <p className="text-sm text-slate-600">This file was not checked when it was uploaded.</p>;
  }
  return <ArtworkReport report={query.data.report} heading={heading} headingLevel="h4" />;
}
