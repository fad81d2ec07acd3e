/**
 * The proof page's calls, each answer parsed by its contract in core/schemas/proofs. The token is the
 * e-mailed link's; a signed-in owner has none and is known by the session cookie.
 */
import {
  customerProofSchema,
  proofApproveResponseSchema,
  proofStatusResponseSchema,
  type CustomerProof,
  type ProofApproveResponse,
} from '../../../core/schemas/proofs';
import { apiJson } from '../../lib/api';

/** GET /api/orders/{id}/proof?token=T, the cache key of the page's query (the API path first, as the shop's keys). */
export function proofQueryKey(orderId: string, token: string) {
  return ['/api/orders/proof', orderId, token] as const;
}

function proofPath(orderId: string, action?: 'approve' | 'changes'): string {
  return `/api/orders/${encodeURIComponent(orderId)}/proof${action ? `/${action}` : ''}`;
}

export interface ChangeRequest {
  /** The design whose proof it is about (decision 045); 1 when absent. */
  design?: number;
  version: number;
  comment: string;
  image: File | null;
}

export const proofApi = {
  proof(orderId: string, token: string, signal?: AbortSignal): Promise<CustomerProof> {
    const query = token ? `?${new URLSearchParams({ token }).toString()}` : '';
    return apiJson(customerProofSchema, 'GET', `${proofPath(orderId)}${query}`, undefined, { signal });
  },
  approve(orderId: string, token: string, design: number, version: number): Promise<ProofApproveResponse> {
    const body = { ...(token ? { token } : {}), design, version, confirmed: true as const };
    return apiJson(proofApproveResponseSchema, 'POST', proofPath(orderId, 'approve'), body);
  },
  /** Multipart: the fields first, the optional image last (the server reads the fields before the file). */
  requestChanges(orderId: string, token: string, request: ChangeRequest) {
    const form = new FormData();
    if (token) form.append('token', token);
    form.append('design', String(request.design ?? 1));
    form.append('version', String(request.version));
    form.append('comment', request.comment);
    if (request.image) form.append('image', request.image, request.image.name);
    return apiJson(proofStatusResponseSchema, 'POST', proofPath(orderId, 'changes'), form);
  },
};
