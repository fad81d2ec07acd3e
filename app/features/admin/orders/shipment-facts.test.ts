import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../../core/schemas/admin';
import { hasShipped, shipToOf, unpaidShipLabel } from './shipment-facts';

type Custom = Extract<AdminOrder, { kind: 'custom' }>['order'];
type Regular = Extract<AdminOrder, { kind: 'regular' }>['order'];

const custom = (order: Partial<Custom>): AdminOrder => ({
  kind: 'custom',
  order: {
    status: 'in_production',
    shippedAt: null,
    balancePaymentId: null,
    remainingBalance: 450,
    shipTo: null,
    ...order,
  } as Custom,
});
const regular = (order: Partial<Regular>): AdminOrder => ({
  kind: 'regular',
  order: {
    status: 'processing',
    shippedAt: null,
    paymentMethod: 'paypal',
    invoice: null,
    shippingAddress: null,
    ...order,
  } as Regular,
});

describe('what the ship dialog reads off an order', () => {
  it('asks for the second tick while a custom balance or a NET 30 invoice is unpaid, and not once it shipped', () => {
    expect(unpaidShipLabel(custom({}))).toBe('Ship before the balance is paid');
    expect(unpaidShipLabel(custom({ balancePaymentId: 'CAPTURE-1' }))).toBeNull();
    expect(unpaidShipLabel(custom({ remainingBalance: 0 }))).toBeNull();
    expect(unpaidShipLabel(custom({ status: 'shipped' }))).toBeNull();
    expect(unpaidShipLabel(regular({}))).toBeNull();
    expect(unpaidShipLabel(regular({ paymentMethod: 'invoice' }))).toBe('Ship before the invoice is paid');
    const paid = { invoiceNumber: 'INV-1', status: 'paid' as const, dueDate: '2030-01-31', payPath: '/pay' };
    expect(unpaidShipLabel(regular({ paymentMethod: 'invoice', invoice: paid }))).toBeNull();
  });

  it('knows a shipped order (by its date or its status) and its address as lines, or none', () => {
    expect(hasShipped(custom({}))).toBe(false);
    expect(hasShipped(custom({ shippedAt: '2026-11-29T10:00:00.000Z' }))).toBe(true);
    expect(hasShipped(regular({ status: 'delivered' }))).toBe(true);
    expect(shipToOf(custom({}))).toBeNull();
    expect(
      shipToOf(
        custom({
          shipTo: { name: 'Pat', address: '1 Tee Rd', city: 'Toronto', state: 'ON', zipCode: 'M5V 2T6', country: 'CA' },
        }),
      ),
    ).toEqual(['Pat', '1 Tee Rd', 'Toronto, ON M5V 2T6', 'Canada']);
    expect(shipToOf(regular({ shippingAddress: '1 Clubhouse Dr, Newport Beach, CA 92660' }))).toEqual([
      '1 Clubhouse Dr, Newport Beach, CA 92660',
    ]);
  });
});
