/** The signed-in customer's design library and its changes (rename, delete), with the list kept in step. */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage } from '../../lib/api';
import { SAVED_DESIGNS_QUERY_PREFIX, savedDesignsApi, savedDesignsQueryKey } from '../../lib/saved-designs-api';

/** Designs a page holds; "Show more designs" reads the next page. */
export const DESIGN_PAGE_SIZE = 24;

export function useDesigns(userId: number) {
  const query = useInfiniteQuery({
    queryKey: savedDesignsQueryKey(userId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => savedDesignsApi.list({ limit: DESIGN_PAGE_SIZE, cursor: pageParam }, signal),
    getNextPageParam: (page) => page.nextCursor,
    refetchOnMount: 'always',
  });
  return { ...query, designs: query.data?.pages.flatMap((page) => page.designs) ?? [] };
}

function useDesignChange<T>(mutationFn: (input: T) => Promise<unknown>, done: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast({ title: done, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: SAVED_DESIGNS_QUERY_PREFIX });
    },
    onError: (error) => {
      toast({ title: failed, description: apiErrorMessage(error), variant: 'destructive' });
    },
  });
}

export function useRenameDesign() {
  return useDesignChange(
    ({ id, name }: { id: number; name: string }) => savedDesignsApi.rename(id, name),
    'Design renamed',
    'Design not renamed',
  );
}

export function useDeleteDesign() {
  return useDesignChange((id: number) => savedDesignsApi.remove(id), 'Design deleted', 'Design not deleted');
}
