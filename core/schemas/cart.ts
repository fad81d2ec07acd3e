import { z } from 'zod';

export const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int(),
  createdAt: z.string(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    price: z.number(),
    imageUrl: z.string().nullable(),
    inStock: z.boolean(),
    stockQuantity: z.number().int(),
    limited: z.boolean(),
  }),
});

export type CartItemDto = z.infer<typeof cartItemSchema>;

const quantity = z.coerce
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(100_000, 'Quantity is too large');

export const addToCartBodySchema = z.object({
  productId: z.coerce.number({ message: 'productId must be a number' }).int().positive('productId must be positive'),
  quantity: quantity.default(1),
});

export const updateCartItemBodySchema = z.object({ quantity });
