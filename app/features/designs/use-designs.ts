/** The signed-in customer's design library and its changes (rename, delete), with the list kept in step. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage } from '../../lib/api';
import { SAVED_DESIGNS_QUERY_PREFIX, savedDesignsApi, savedDesignsQueryKey } from '../../lib/saved-designs-api';

export function useDesigns(userId: number) {
  return useQuery({
    queryKey: savedDesignsQueryKey(userId),
    queryFn: ({ signal }) => savedDesignsApi.list(signal),
    refetchOnMount: 'always',
  });
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
