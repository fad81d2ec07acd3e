/**
 * Reorder a catalogue order: its lines go back into this browser's cart at today's prices and stock,
 * then the cart drawer opens with them and a note of the lines that could not be added in full.
 */
import { Icon } from '../../components/ui/icons';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage } from '../../lib/api';
import { openCartDrawer } from '../../lib/cart-drawer';
import { savedDesignsApi } from '../../lib/saved-designs-api';
import { setCart } from '../../lib/session-store';
import { useAction } from '../../lib/use-action';
import { reorderNotice } from './reorder-notice';

export const REORDER_FAILED = 'We could not add this order to your cart. Please try again.';

export interface ReorderButtonProps {
  orderId: number;
  /** The status link's token when a guest views the order by its e-mailed link. */
  statusToken?: string;
  /** The id of the card's heading, so the button reads "Reorder, Order C-1001". */
  describedBy?: string;
}

export function ReorderButton({ orderId, statusToken, describedBy }: ReorderButtonProps) {
  const reorder = useAction(() => savedDesignsApi.reorder(orderId, statusToken), {
    onSuccess: (result) => {
      setCart(result.cart);
      openCartDrawer(reorderNotice(result));
    },
    onError: (error) => {
      toast({ title: 'Reorder failed', description: apiErrorMessage(error, REORDER_FAILED), variant: 'destructive' });
    },
  });
  return (
    <Button
      variant="outline"
      size="sm"
      aria-describedby={describedBy}
      disabled={reorder.pending}
      onClick={() => reorder.run()}
    >
      {reorder.pending ? (
        <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <Icon name="rotate-ccw" className="size-4" aria-hidden="true" />
      )}
      Reorder
    </Button>
  );
}
