import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('wholesale', 'routes/wholesale.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('products', 'routes/products.tsx'),
  route('quote', 'routes/quote.tsx'),
  route('custom', 'routes/custom.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
