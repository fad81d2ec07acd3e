import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const ERROR_MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE:
    'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  RESOURCE_CONFLICT: 'The server has detected a conflict while processing this request.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  INTERNAL_SERVER_ERROR: 'An internal server error occurred.',
  SERVICE_UNAVAILABLE: 'Service Unavailable.',
};

const ISSUE_DESCRIPTIONS: Record<string, string> = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
};

export type Detail = { issue: string; description?: string; field?: string; value?: string; location?: string };

/** Answers with PayPal's error shape (name, message, debug_id, details, links) and its paypal-debug-id header. */
export function paypalError(reply: FastifyReply, status: number, name: string, details?: Detail[]) {
  const body: Record<string, unknown> = {
    name,
    message: ERROR_MESSAGES[name] ?? name,
    debug_id: randomBytes(7).toString('hex'),
  };
  if (details) body.details = details.map((d) => ({ ...d, description: d.description ?? ISSUE_DESCRIPTIONS[d.issue] }));
  body.links = [{ href: 'https://developer.paypal.com/api/rest/reference/orders/v2/errors/', rel: 'information_link' }];
  return reply.status(status).header('paypal-debug-id', body.debug_id).send(body);
}

/** PayPal's error body for one issue, stored as an idempotent answer (so a repeat replays it). */
export function errorBody(name: string, issue: string) {
  return {
    name,
    message: ERROR_MESSAGES[name] ?? name,
    debug_id: randomUUID().replace(/-/g, '').slice(0, 13),
    details: [{ issue, description: ISSUE_DESCRIPTIONS[issue] }],
  };
}

/** The 404 of an unknown order or capture id in the path. */
export function notFound(reply: FastifyReply) {
  return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', [{ issue: 'INVALID_RESOURCE_ID', location: 'path' }]);
}
