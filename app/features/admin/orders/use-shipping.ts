/** The ship dialog's and the delivered mark's calls (both kinds), each refreshing the lists and the history. */
import { useMutation } from '@tanstack/react-query';
import type { ShipBody } from '../../../../core/schemas/shipping';
import { adminSend } from '../admin-api';
import { toastFailure, toastSuccess } from '../admin-toast';
import { useRefreshOrders, type OrderRef } from './use-admin-orders';

/** Custom orders: POST /api/admin/custom-orders/{id}/ship; catalogue orders: the spec's PUT /api/orders/{id}/tracking. */
function shipCall(order: OrderRef, body: ShipBody) {
  return order.kind === 'custom'
    ? adminSend('POST', `/api/admin/custom-orders/${order.id}/ship`, body)
    : adminSend('PUT', `/api/orders/${order.id}/tracking`, body);
}

export function useShipOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ order, body }: { order: OrderRef; body: ShipBody; firstShip: boolean }) => shipCall(order, body),
    onSuccess: async (_, { body, firstShip }) => {
      toastSuccess(
        firstShip || body.emailCustomer
          ? 'Order Shipped - The customer has been sent the tracking details.'
          : 'Tracking Updated - The customer was not e-mailed.',
      );
      await refresh();
    },
    onError: (error) => toastFailure(error, 'Failed to update tracking information.'),
  });
}

export function useMarkDelivered() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (order: OrderRef) =>
      adminSend(
        'POST',
        order.kind === 'custom'
          ? `/api/admin/custom-orders/${order.id}/delivered`
          : `/api/orders/${order.id}/delivered`,
      ),
    onSuccess: async () => {
      toastSuccess('Order Delivered - The customer has been told.');
      await refresh();
    },
    onError: (error) => toastFailure(error, 'Failed to mark the order delivered.'),
  });
}
