/**
 * The shop's API as the browser calls it. The answers are typed by the response schemas of core/schemas (the same
 * schemas the server's routes declare and validate their answers with), imported as types only: parsing them again
 * here would put zod (about 30 KB gzip) on every page for data the server has already checked (decision 021). Forms
 * keep their zod schemas for the input they send. Payments live elsewhere (app/lib/payments).
 */
import type {
  FinishRegistrationInput,
  ForgotPasswordInput,
  LoginAnswer,
  LoginInput,
  PublicUser,
  RegisterInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from '../../core/schemas/accounts';
import type { BlogPostSummaryDto } from '../../core/schemas/blog';
import type { CartItemDto } from '../../core/schemas/cart';
import type { ProductDto } from '../../core/schemas/catalog';
import type { messageSchema } from '../../core/schemas/common';
import type { PreparedCustomOrder } from '../../core/schemas/custom-orders';
import type { DiscountValidationDto } from '../../core/schemas/discounts';
import type { FreePinSignupInput, NewsletterSignupInput, signupResponseSchema } from '../../core/schemas/marketing';
import type { CustomOrderDto, CustomOrderPage, RegularOrderDto, RegularOrderPage } from '../../core/schemas/orders';
import type { CustomerQuoteRequestPage, quoteRequestResponseSchema } from '../../core/schemas/quotes';
import type { RatingSummaries } from '../../core/schemas/reviews';
import type { z } from 'zod';
import { apiData, apiRequest, throwIfResNotOk } from './api';
import { cartHeaders } from './session-id';

/** GET /api/order-status/{id}?token=T answers one of the two kinds of order. */
export type OrderStatusDto = { type: 'regular'; order: RegularOrderDto } | { type: 'custom'; order: CustomOrderDto };

type Message = z.infer<typeof messageSchema>;
type SignupResponse = z.infer<typeof signupResponseSchema>;
type QuoteRequestResponse = z.infer<typeof quoteRequestResponseSchema>;

export interface AddToCartInput {
  productId: number;
  quantity: number;
}

/** POST /api/discount-codes/validate: the code and the amount it would come off, in dollars. */
export interface DiscountValidationInput {
  code: string;
  orderAmount: number;
}

/** Which page of an order list: how many, and after which cursor (none: the first page). */
export interface OrderPageParams {
  limit: number;
  cursor?: string | null;
}

function orderPageQuery({ limit, cursor }: OrderPageParams): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

export const shopApi = {
  /** The signed-in user, or null when signed out (a 401 is no error here). */
  async currentUser(signal?: AbortSignal): Promise<PublicUser | null> {
    const response = await fetch('/api/auth/user', { credentials: 'include', signal });
    if (response.status === 401) return null;
    await throwIfResNotOk(response);
    return (await response.json()) as PublicUser;
  },
  login: (body: LoginInput) => apiData<LoginAnswer>('POST', '/api/auth/login', body),
  /** Creates no account: the answer is the same message whether or not the address has one (decision 031). */
  register: (body: RegisterInput) => apiData<Message>('POST', '/api/auth/register', body),
  /** The button behind the link e-mailed at registration: creates the account and answers it, signed in here. */
  finishRegistration: (body: FinishRegistrationInput) => apiData<PublicUser>('POST', '/api/auth/register/verify', body),
  logout: async (): Promise<void> => {
    await apiRequest('POST', '/api/auth/logout');
  },
  /** The e-mailed links: each answers the server's own words (`{ message }`), which the pages show as they are. */
  verifyEmail: (body: VerifyEmailInput) => apiData<Message>('POST', '/api/auth/verify-email', body),
  resendVerification: () => apiData<Message>('POST', '/api/auth/verify-email/resend'),
  forgotPassword: (body: ForgotPasswordInput) => apiData<Message>('POST', '/api/auth/forgot-password', body),
  /** Sets the new password and answers the user, now signed in here (every other session is ended). */
  resetPassword: (body: ResetPasswordInput) => apiData<PublicUser>('POST', '/api/auth/reset-password', body),

  /** The cart calls carry this browser's session id (X-Session-Id): browser only. */
  cart: (signal?: AbortSignal) =>
    apiData<CartItemDto[]>('GET', '/api/cart', undefined, { headers: cartHeaders(), signal }),
  addToCart: (input: AddToCartInput) => apiData<CartItemDto>('POST', '/api/cart', input, { headers: cartHeaders() }),
  updateCartLine: (id: number, quantity: number) =>
    apiData<CartItemDto>('PATCH', `/api/cart/${id}`, { quantity }, { headers: cartHeaders() }),
  removeCartLine: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `/api/cart/${id}`, undefined, { headers: cartHeaders() });
  },

  products: (signal?: AbortSignal) => apiData<ProductDto[]>('GET', '/api/products', undefined, { signal }),
  ratingSummaries: (signal?: AbortSignal) =>
    apiData<RatingSummaries>('GET', '/api/reviews/summaries', undefined, { signal }),
  latestPosts: (limit: number, signal?: AbortSignal) =>
    apiData<BlogPostSummaryDto[]>('GET', `/api/blog?limit=${limit}`, undefined, { signal }),

  validateDiscount: (body: DiscountValidationInput, signal?: AbortSignal) =>
    apiData<DiscountValidationDto>('POST', '/api/discount-codes/validate', body, { signal }),
  submitQuote: (form: FormData) => apiData<QuoteRequestResponse>('POST', '/api/quote-requests', form),
  prepareCustomOrder: (form: FormData) => apiData<PreparedCustomOrder>('POST', '/api/custom-orders/prepare', form),

  newsletterSignup: (body: NewsletterSignupInput) => apiData<SignupResponse>('POST', '/api/newsletter-signup', body),
  freePinSignup: (body: FreePinSignupInput) => apiData<SignupResponse>('POST', '/api/exit-intent-free-pin', body),

  /** A page of the customer's orders of each kind, newest first (`cursor`: the previous page's `nextCursor`). */
  customOrders: (page: OrderPageParams, signal?: AbortSignal) =>
    apiData<CustomOrderPage>('GET', `/api/custom-orders/user-orders?${orderPageQuery(page)}`, undefined, { signal }),
  regularOrders: (page: OrderPageParams, signal?: AbortSignal) =>
    apiData<RegularOrderPage>('GET', `/api/orders?${orderPageQuery(page)}`, undefined, { signal }),
  /** A page of the customer's quote requests, newest first (`cursor`: the previous page's `nextCursor`). */
  myQuoteRequests: (page: OrderPageParams, signal?: AbortSignal) =>
    apiData<CustomerQuoteRequestPage>('GET', `/api/quote-requests/mine?${orderPageQuery(page)}`, undefined, { signal }),
  orderStatus: (orderId: string, token: string, signal?: AbortSignal) =>
    apiData<OrderStatusDto>(
      'GET',
      `/api/order-status/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`,
      undefined,
      { signal },
    ),
};
