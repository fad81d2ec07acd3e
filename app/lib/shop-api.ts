/**
 * The shop's API as the browser calls it, each answer parsed by its response schema from core/schemas (the same
 * schema the server's route declares), so the types the pages use are what actually arrived. Payments live
 * elsewhere (app/lib/payments).
 */
import { z } from 'zod';
import {
  publicUserSchema,
  type ForgotPasswordInput,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
  type ResetPasswordInput,
  type VerifyEmailInput,
} from '../../core/schemas/accounts';
import { blogPostSummarySchema } from '../../core/schemas/blog';
import { cartItemSchema } from '../../core/schemas/cart';
import { messageSchema } from '../../core/schemas/common';
import { productSchema } from '../../core/schemas/catalog';
import { preparedCustomOrderSchema } from '../../core/schemas/custom-orders';
import { discountValidationSchema } from '../../core/schemas/discounts';
import {
  signupResponseSchema,
  type FreePinSignupInput,
  type NewsletterSignupInput,
} from '../../core/schemas/marketing';
import { customOrderSchema, regularOrderSchema } from '../../core/schemas/orders';
import { customerQuoteRequestSchema, quoteRequestResponseSchema } from '../../core/schemas/quotes';
import { apiJson, apiRequest, throwIfResNotOk } from './api';
import { cartHeaders } from './session-id';

/** GET /api/order-status/{id}?token=T answers one of the two kinds of order. */
export const orderStatusSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('regular'), order: regularOrderSchema }),
  z.object({ type: z.literal('custom'), order: customOrderSchema }),
]);

export type OrderStatusDto = z.infer<typeof orderStatusSchema>;

export interface AddToCartInput {
  productId: number;
  quantity: number;
}

/** POST /api/discount-codes/validate: the code and the amount it would come off, in dollars. */
export interface DiscountValidationInput {
  code: string;
  orderAmount: number;
}

const cartSchema = z.array(cartItemSchema);
const productsSchema = z.array(productSchema);
const postSummariesSchema = z.array(blogPostSummarySchema);
const customOrdersSchema = z.array(customOrderSchema);
const regularOrdersSchema = z.array(regularOrderSchema);
const myQuotesSchema = z.array(customerQuoteRequestSchema);

export const shopApi = {
  /** The signed-in user, or null when signed out (a 401 is no error here). */
  async currentUser(signal?: AbortSignal): Promise<PublicUser | null> {
    const response = await fetch('/api/auth/user', { credentials: 'include', signal });
    if (response.status === 401) return null;
    await throwIfResNotOk(response);
    return publicUserSchema.parse(await response.json());
  },
  login: (body: LoginInput) => apiJson(publicUserSchema, 'POST', '/api/auth/login', body),
  register: (body: RegisterInput) => apiJson(publicUserSchema, 'POST', '/api/auth/register', body),
  logout: async (): Promise<void> => {
    await apiRequest('POST', '/api/auth/logout');
  },
  /** The e-mailed links: each answers the server's own words (`{ message }`), which the pages show as they are. */
  verifyEmail: (body: VerifyEmailInput) => apiJson(messageSchema, 'POST', '/api/auth/verify-email', body),
  resendVerification: () => apiJson(messageSchema, 'POST', '/api/auth/verify-email/resend'),
  forgotPassword: (body: ForgotPasswordInput) => apiJson(messageSchema, 'POST', '/api/auth/forgot-password', body),
  /** Sets the new password and answers the user, now signed in here (every other session is ended). */
  resetPassword: (body: ResetPasswordInput) => apiJson(publicUserSchema, 'POST', '/api/auth/reset-password', body),

  /** The cart calls carry this browser's session id (X-Session-Id): browser only. */
  cart: (signal?: AbortSignal) =>
    apiJson(cartSchema, 'GET', '/api/cart', undefined, { headers: cartHeaders(), signal }),
  addToCart: (input: AddToCartInput) => apiJson(cartItemSchema, 'POST', '/api/cart', input, { headers: cartHeaders() }),
  updateCartLine: (id: number, quantity: number) =>
    apiJson(cartItemSchema, 'PATCH', `/api/cart/${id}`, { quantity }, { headers: cartHeaders() }),
  removeCartLine: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `/api/cart/${id}`, undefined, { headers: cartHeaders() });
  },

  products: (signal?: AbortSignal) => apiJson(productsSchema, 'GET', '/api/products', undefined, { signal }),
  latestPosts: (limit: number, signal?: AbortSignal) =>
    apiJson(postSummariesSchema, 'GET', `/api/blog?limit=${limit}`, undefined, { signal }),

  validateDiscount: (body: DiscountValidationInput, signal?: AbortSignal) =>
    apiJson(discountValidationSchema, 'POST', '/api/discount-codes/validate', body, { signal }),
  submitQuote: (form: FormData) => apiJson(quoteRequestResponseSchema, 'POST', '/api/quote-requests', form),
  prepareCustomOrder: (form: FormData) =>
    apiJson(preparedCustomOrderSchema, 'POST', '/api/custom-orders/prepare', form),

  newsletterSignup: (body: NewsletterSignupInput) =>
    apiJson(signupResponseSchema, 'POST', '/api/newsletter-signup', body),
  freePinSignup: (body: FreePinSignupInput) => apiJson(signupResponseSchema, 'POST', '/api/exit-intent-free-pin', body),

  customOrders: (signal?: AbortSignal) =>
    apiJson(customOrdersSchema, 'GET', '/api/custom-orders/user-orders', undefined, { signal }),
  regularOrders: (signal?: AbortSignal) => apiJson(regularOrdersSchema, 'GET', '/api/orders', undefined, { signal }),
  myQuoteRequests: (signal?: AbortSignal) =>
    apiJson(myQuotesSchema, 'GET', '/api/quote-requests/mine', undefined, { signal }),
  orderStatus: (orderId: string, token: string, signal?: AbortSignal) =>
    apiJson(
      orderStatusSchema,
      'GET',
      `/api/order-status/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`,
      undefined,
      { signal },
    ),
};
