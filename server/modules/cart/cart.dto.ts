import { centsToDollars } from '../../../core/money';
import type { CartItemDto } from '../../../core/schemas/cart';
import type { CartLine } from './cart.service';

export function toCartItemDto(line: CartLine): CartItemDto {
  return {
    id: line.id,
    productId: line.productId,
    quantity: line.quantity,
    createdAt: line.createdAt.toISOString(),
    product: {
      id: line.product.id,
      name: line.product.name,
      price: centsToDollars(line.product.priceCents),
      imageUrl: line.product.imageUrl,
      inStock: line.product.inStock,
      stockQuantity: line.product.stockQuantity,
      limited: line.product.limited,
    },
  };
}
