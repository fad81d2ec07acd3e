import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StandInOrder } from './state';

/** The stand-in's API address as this request reached it (host and mount prefix), for HATEOAS links. */
export function apiBase(app: FastifyInstance, request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${app.prefix}`;
}

/** The buyer's approval page of this order; its `key` is what lets the page approve (see checkout-pages.ts). */
export function approveHref(order: StandInOrder, publicBase: string): string {
  return `${publicBase}/checkoutnow?token=${encodeURIComponent(order.id)}&key=${encodeURIComponent(order.approvalKey)}`;
}

function orderLinks(order: StandInOrder, api: string, publicBase: string) {
  return [
    { href: `${api}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    { href: approveHref(order, publicBase), rel: 'approve', method: 'GET' },
    { href: `${api}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
    { href: `${api}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
  ];
}

/** An order as PayPal returns it (`Prefer: return=representation`, GET, capture). */
export function representation(order: StandInOrder, api: string, publicBase: string) {
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(order.payer
      ? {
          payment_source: {
            paypal: {
              email_address: order.payer.email_address,
              account_id: order.payer.payer_id,
              name: order.payer.name,
            },
          },
          payer: order.payer,
        }
      : {}),
    purchase_units: order.purchase_units,
    create_time: order.create_time,
    update_time: order.update_time,
    links: orderLinks(order, api, publicBase),
  };
}
