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
  }),
});

export type CartItemDto = z.infer<typeof cartItemSchema>;
