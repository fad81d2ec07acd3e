/**
 * Reorder a custom order: the designer opens with the same options and artwork, priced today; a
 * signed-in customer may also keep the order's design in their library (/designs).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { normalizePackaging } from '../../../core/schemas/custom-orders';
import { Button, buttonVariants } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage } from '../../lib/api';
import { reorderLink } from '../../lib/designer-link';
import { useCurrentUser } from '../../lib/session-store';
import { SAVED_DESIGNS_QUERY_PREFIX, savedDesignsApi } from '../../lib/saved-designs-api';
import type { CustomOrder } from './order-types';

export function customReorderLink(order: CustomOrder): string {
  return reorderLink(
    {
      quantity: order.quantity,
      size: order.size,
      plating: order.plating,
      packaging: normalizePackaging(order.packaging.split(',').map((option) => option.trim())),
      rushOrder: order.rushOrder,
    },
    { url: order.logoUrl, fileName: order.logoFileName },
  );
}

export interface CustomReorderProps {
  order: CustomOrder;
  /** Set when a guest views the order by its e-mailed link: the library is for signed-in customers. */
  statusToken?: string;
  describedBy?: string;
}

export function CustomReorder({ order, statusToken, describedBy }: CustomReorderProps) {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => savedDesignsApi.saveFromOrder(order.id),
    onSuccess: async (design) => {
      toast({ title: 'Design saved', description: `"${design.name}" is in My designs.`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: SAVED_DESIGNS_QUERY_PREFIX });
    },
    onError: (error) => {
      toast({
        title: 'Design not saved',
        description: apiErrorMessage(error, 'We could not save this design. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={customReorderLink(order)}
        aria-describedby={describedBy}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <Icon name="rotate-ccw" className="size-4" aria-hidden="true" />
        Reorder
      </Link>
      {user && !statusToken ? (
        <Button
          variant="ghost"
          size="sm"
          aria-describedby={describedBy}
          disabled={save.isPending}
          onClick={() => save.mutate()}
        >
          {save.isPending ? (
            <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Icon name="bookmark" className="size-4" aria-hidden="true" />
          )}
          Save to my designs
        </Button>
      ) : null}
    </div>
  );
}
