/** Relations for Drizzle's relational queries (`db.query.cartItems.findMany({ with: { product: true } })`). */
import { relations } from 'drizzle-orm';
import { sessions, users } from './accounts';
import { auditLog } from './audit';
import { blogPosts } from './blog';
import { cartItems } from './cart';
import { products, stockReservations } from './catalog';
import { customOrders } from './custom-orders';
import { manualInvoices } from './invoices';
import { orders } from './orders';
import { payments } from './payments';
import { quoteRequests } from './quotes';
import { uploads } from './uploads';

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  orders: many(orders),
  customOrders: many(customOrders),
  blogPosts: many(blogPosts),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const productsRelations = relations(products, ({ many }) => ({
  cartItems: many(cartItems),
  stockReservations: many(stockReservations),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
}));

export const stockReservationsRelations = relations(stockReservations, ({ one }) => ({
  product: one(products, { fields: [stockReservations.productId], references: [products.id] }),
  payment: one(payments, { fields: [stockReservations.paymentId], references: [payments.id] }),
}));

export const ordersRelations = relations(orders, ({ one }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  payment: one(payments, { fields: [orders.paymentId], references: [payments.id] }),
}));

export const customOrdersRelations = relations(customOrders, ({ one, many }) => ({
  user: one(users, { fields: [customOrders.userId], references: [users.id] }),
  payments: many(payments),
}));

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  customOrder: one(customOrders, { fields: [payments.customOrderId], references: [customOrders.id] }),
  manualInvoice: one(manualInvoices, { fields: [payments.manualInvoiceId], references: [manualInvoices.id] }),
  stockReservations: many(stockReservations),
}));

export const manualInvoicesRelations = relations(manualInvoices, ({ many }) => ({
  payments: many(payments),
}));

export const blogPostsRelations = relations(blogPosts, ({ one }) => ({
  author: one(users, { fields: [blogPosts.authorId], references: [users.id] }),
}));

export const quoteRequestsRelations = relations(quoteRequests, ({ one }) => ({
  logoUpload: one(uploads, { fields: [quoteRequests.logoUploadId], references: [uploads.id] }),
}));

export const auditLogRelations = relations(auditLog, ({ one }) => ({
  actor: one(users, { fields: [auditLog.actorUserId], references: [users.id] }),
}));
