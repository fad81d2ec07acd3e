/**
 * Who may call what: the route x role table the access-matrix test (tests/fuzz/route-access.api.test.ts) checks
 * against every operation of the OpenAPI document. Keyed by operationId; a new operation without an entry fails
 * that test until it is added here.
 *
 * Roles: a visitor (no session), the customer who owns the objects the call names (an order, a custom order, a
 * saved design, a cart line), another customer, and the admin. Outcomes: 'allowed' (anything but 401 and 403; for
 * an owned object, not 404 either), 401, 403, or 404 (someone else's object is as good as missing).
 *
 * Operations filed under "admin" are not listed: server/plugins/admin-guard.api.test.ts walks every one of them
 * (401 visitor, 403 customer and unenrolled admin, the admin let through), and this test checks they are so filed.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../server/db/client';
import type { NewCustomOrder } from '../../server/db/schema';
import { insertCustomOrder, insertRegularOrder } from './order-test-data';
import { validish, type FuzzOperation } from './fuzz-openapi';
import { multipart, PNG_BYTES } from './multipart';

export type Outcome = 'allowed' | 401 | 403 | 404;
export const MATRIX_ROLES = ['visitor', 'other', 'admin', 'customer'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** What the owning customer has, made fresh for each operation (a call may change or delete it). */
export interface Fixtures {
  ownerEmail: string;
  regularOrderId: number;
  regularToken: string;
  customOrderId: number;
  customToken: string;
  designId: number;
  cartLineId: number;
  taxCertificateId: number;
}

export interface Call {
  path?: Record<string, string | number>;
  query?: string;
  body?: object;
  /** A multipart form instead of a JSON body. */
  form?: ReturnType<typeof multipart>;
}

export interface RouteAccess extends Record<MatrixRole, Outcome> {
  /** The valid-looking input: path parameters (default 1), query, body (default: a sample of the schema). */
  call?: (f: Fixtures) => Call;
  /** The call names the owner's object: the owner's 'allowed' excludes 404. */
  owned?: boolean;
  /**
   * A list of the caller's own things: nobody else's answer names the owner's objects (their MATRIX_MARKER), and
   * with `ownerSees` the owner's does.
   */
  ownList?: { ownerSees: boolean; adminSeesAll?: boolean };
}

const OK = 'allowed' as const;
const everyone = { visitor: OK, customer: OK, other: OK, admin: OK };
const signedIn = { visitor: 401, customer: OK, other: OK, admin: OK } as const;
const ownList = (ownerSees: boolean, adminSeesAll = false): RouteAccess => ({
  ...signedIn,
  ownList: { ownerSees, adminSeesAll },
});

/** A saved design's options as the designer stores them. */
export const DESIGN_OPTIONS = {
  quantity: 250,
  size: '1.5inch',
  plating: 'gold',
  packaging: ['backing-cards'],
  rushOrder: true,
};

/** In the owner's objects' names: what another customer's list must never show. */
export const MATRIX_MARKER = 'Zq7 Matrix Owner';

/** A resale certificate's upload form (a PNG). */
const certificateForm = () =>
  multipart(
    { kind: 'resale', country: 'US', region: 'CA', number: 'MATRIX-1', expiresOn: '2099-12-31' },
    { field: 'certificate', filename: 'certificate.png', contentType: 'image/png', bytes: PNG_BYTES },
  );

/** The owner (and the admin, unless said) may; another customer gets 404, a visitor `visitor`. */
function owned(call: RouteAccess['call'], visitor: Outcome, admin: Outcome = OK): RouteAccess {
  return { visitor, customer: OK, other: 404, admin, owned: true, call };
}

const design = (f: Fixtures) => ({ path: { id: f.designId } });
const customOrder = (f: Fixtures) => ({ path: { id: f.customOrderId } });
const cartLine = (f: Fixtures) => ({ path: { id: f.cartLineId }, body: { quantity: 2 } });

/** Operations anyone may call: the storefront, sign-in and sign-up, checkout, links carrying their own token. */
const PUBLIC_OPERATIONS = [
  'checkHealth',
  'checkReadiness',
  'registerAccount',
  'finishRegistration',
  'logIn',
  'logOut',
  'verifyEmail',
  'requestPasswordReset',
  'resetPassword',
  'listProducts',
  'getProduct',
  'getPrices',
  'getCart',
  'openCartLink',
  'addCartItem',
  'clearCart',
  'validateDiscountCode',
  'getResizedImage',
  'getUpload',
  'checkArtwork',
  'drawPinMockup',
  'createQuoteRequest',
  'listBlogPosts',
  'getBlogPost',
  'signUpForNewsletter',
  'claimFreePin',
  'getUnsubscribeStatus',
  'unsubscribeOneClick',
  'undoUnsubscribe',
  'getSitemap',
  'getRobotsTxt',
  'getWebManifest',
  'prepareCustomOrder',
  'createCustomOrder',
  'getPreparedCustomOrder',
  'getPreparedOrder',
  'getBalancePayment',
  'getInvoice',
  'downloadInvoicePdf',
  'downloadInvoiceReceiptPdf',
  'getInvoiceSchedule',
  'createPayPalOrderAlias',
  'createPayPalOrder',
  'quoteCheckoutTax',
  'quoteDepositTax',
  'capturePayPalOrderAlias',
  'capturePayPalOrder',
  'cancelPayPalOrder',
  'getPayPalSetup',
  'completeBalancePayment',
  'createOrder',
  'receivePayPalWebhook',
  'receiveSesNotification',
  'receivePostmarkBounce',
  'receiveEmailBounce',
  'recordAnalyticsEvents',
  'getReviewInvitation',
  'createReview',
  'listProductReviews',
  'listCustomOrderReviews',
  'listReviewSummaries',
];

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  ...Object.fromEntries(PUBLIC_OPERATIONS.map((id) => [id, everyone])),

  // The session's own account.
  getCurrentUser: signedIn,
  resendVerificationEmail: signedIn,
  // The second factor is the admin's: a customer is refused. (The admin's stale code is a 401: the right one
  // would restart the enrolment of the session every other call here uses.)
  startTotpSetup: { visitor: 401, customer: 403, other: 403, admin: 401, call: () => ({ body: { otp: '000000' } }) },
  enableTotp: { visitor: 401, customer: 403, other: 403, admin: OK, call: () => ({ body: { otp: '000000' } }) },
  // NET 30 is for customers with an account.
  requestInvoiceOrder: signedIn,

  // A cart line belongs to the cart session (X-Session-Id), not to an account: another session's line is 404.
  updateCartItem: { ...everyone, visitor: 404, other: 404, admin: 404, owned: true, call: cartLine },
  removeCartItem: { ...everyone, visitor: 404, other: 404, admin: 404, owned: true, call: cartLine },

  // A custom order: its owner or the admin; the proof page also opens with the status link's token.
  getCustomOrder: owned(customOrder, 404),
  getProofPage: owned(customOrder, 404),
  approveProof: owned((f) => ({ ...customOrder(f), body: { version: 1, confirmed: true } }), 404),
  requestProofChanges: owned(
    (f) => ({ ...customOrder(f), form: multipart({ version: '1', comment: 'Bigger flag, please' }) }),
    404,
  ),
  redirectToBalancePayment: owned(customOrder, 404),
  correctShipTo: owned(
    (f) => ({
      ...customOrder(f),
      body: {
        shipTo: {
          name: 'Pat Lee',
          address: '1 Fairway Dr',
          city: 'Carmel',
          country: 'US',
          state: 'CA',
          zipCode: '93921',
        },
      },
    }),
    404,
  ),

  // The customer's own lists: nobody else's list shows the owner's orders, designs or quotes.
  // ...except the admin's, which lists every customer's orders (the admin's order pages read them).
  listMyOrders: ownList(true, true),
  listMyCustomOrders: ownList(true, true),
  // By the verified e-mail: the owner's quote request, sent from the address of their account.
  listMyQuoteRequests: ownList(true),
  listSavedDesigns: ownList(true),
  // Tax exemption certificates: the signed-in customer's own.
  listMyTaxCertificates: signedIn,
  uploadTaxCertificate: { ...signedIn, call: () => ({ form: certificateForm() }) },
  // A certificate's file: only the customer who uploaded it (the owner downloads it from the admin's own route).
  downloadMyTaxCertificate: owned((f) => ({ path: { id: f.taxCertificateId } }), 401, 404),

  // Saved designs: only their owner, not even the admin (they are the customer's library, not an order).
  getSavedDesign: owned(design, 401, 404),
  renameSavedDesign: owned((f) => ({ ...design(f), body: { name: 'Renamed by the matrix' } }), 401, 404),
  deleteSavedDesign: owned(design, 401, 404),
  saveDesign: {
    ...signedIn,
    call: () => ({
      form: multipart(
        { design: JSON.stringify({ name: 'Matrix design', options: DESIGN_OPTIONS }) },
        { field: 'logo', filename: 'crest.png', contentType: 'image/png', bytes: PNG_BYTES },
      ),
    }),
  },
  saveDesignFromOrder: owned((f) => ({ body: { orderId: f.customOrderId, name: 'From my order' } }), 401, 404),
  // Reordering a past catalogue order: the owner (or whoever holds its status link's token).
  reorderIntoCart: owned((f) => ({ body: { orderId: f.regularOrderId } }), 401, 404),
  // The status link's token opens the order to anyone who holds it; without it, the order is as good as missing.
  getOrderStatus: {
    ...everyone,
    owned: true,
    call: (f) => ({ path: { id: f.regularOrderId }, query: `token=${f.regularToken}` }),
  },
  // Its receipts, by the same link (the matrix's order has no payment: its receipt is a 404 to everyone).
  listOrderReceipts: {
    ...everyone,
    owned: true,
    call: (f) => ({ path: { id: f.regularOrderId }, query: `token=${f.regularToken}` }),
  },
  downloadOrderReceiptPdf: {
    ...everyone,
    call: (f) => ({ path: { id: f.regularOrderId, paymentId: 1 }, query: `token=${f.regularToken}` }),
  },
  // A NET 30 order's invoice PDF: its buyer (signed in, or by the status link) or the admin; anyone else 404. (The
  // matrix's order has no invoice: a 404 to everyone; order-invoice-pdf.api.test.ts downloads an issued one.)
  downloadOrderInvoicePdf: {
    visitor: 404,
    customer: OK,
    other: 404,
    admin: OK,
    call: (f) => ({ path: { id: f.regularOrderId } }),
  },
  // What is owed on the order, by the same link.
  getOrderSchedule: {
    ...everyone,
    owned: true,
    call: (f) => ({ path: { id: f.customOrderId }, query: `token=${f.customToken}` }),
  },
};

/** The operation's call with its table entry's input (path parameters default to 1, the body to a schema sample). */
export function matrixRequest(op: FuzzOperation, f: Fixtures): InjectOptions {
  const given = ROUTE_ACCESS[op.operationId]?.call?.(f) ?? {};
  const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => String(given.path?.[name] ?? '1'));
  const sample = op.jsonBody ? fc.sample(validish(op.jsonBody), { numRuns: 1, seed: 1 })[0] : undefined;
  const body = given.form ?? (op.multipart ? multipart({}) : undefined);
  return {
    method: op.method,
    url: given.query ? `${url}?${given.query}` : url,
    ...(body ?? { payload: (given.body ?? sample) as object | undefined }),
  };
}

/**
 * The owner's things: two orders named with the marker, a saved design, a cart line and a tax certificate (made
 * through `send`, which calls the API as the owner, with its session and cart).
 */
export async function ownerFixtures(
  db: Database,
  owner: { userId: number; customerEmail: string },
  send: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  custom: Partial<NewCustomOrder> = {},
): Promise<Fixtures> {
  const named = { ...owner, customerName: MATRIX_MARKER };
  const regular = await insertRegularOrder(db, named);
  const customOrder = await insertCustomOrder(db, { ...named, ...custom });
  const form = multipart(
    { design: JSON.stringify({ name: `${MATRIX_MARKER} design`, options: DESIGN_OPTIONS }) },
    { field: 'logo', filename: 'crest.png', contentType: 'image/png', bytes: PNG_BYTES },
  );
  const design = await send({ method: 'POST', url: '/api/saved-designs', ...form });
  const line = await send({ method: 'POST', url: '/api/cart', payload: { productId: 26, quantity: 1 } });
  const certificate = await send({ method: 'POST', url: '/api/account/tax-certificates', ...certificateForm() });
  if (design.statusCode !== 200 || line.statusCode !== 200 || certificate.statusCode !== 201) {
    throw new Error(
      `fixtures: design ${design.statusCode} ${design.body}; cart ${line.statusCode} ${line.body}; ` +
        `certificate ${certificate.statusCode} ${certificate.body}`,
    );
  }
  return {
    ownerEmail: owner.customerEmail,
    regularOrderId: regular.order.id,
    regularToken: regular.token,
    customOrderId: customOrder.order.id,
    customToken: customOrder.token,
    designId: design.json<{ id: number }>().id,
    cartLineId: line.json<{ id: number }>().id,
    taxCertificateId: certificate.json<{ id: number }>().id,
  };
}
