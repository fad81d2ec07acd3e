import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('wholesale', 'routes/wholesale.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('products', 'routes/products.tsx'),
  route('quote', 'routes/quote.tsx'),
  route('custom', 'routes/custom.tsx'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('track-order', 'routes/track-order.tsx'),
  route('orders/:id', 'routes/order-status.tsx'),
  route('balance-payment/:token', 'routes/balance-payment.tsx'),
  route('pay-invoice/:invoiceNumber', 'routes/pay-invoice.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
