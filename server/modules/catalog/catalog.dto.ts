import { catalogGroup } from '../../../core/catalog';
import type { ProductCategory } from '../../../core/constants';
import { centsToDollars } from '../../../core/money';
import type { ProductDto } from '../../../core/schemas/catalog';
import type { Product } from '../../db/schema';

export function toProductDto(product: Product): ProductDto {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: centsToDollars(product.priceCents),
    imageUrl: product.imageUrl,
    imageAlt: product.imageAlt,
    videoUrl: product.videoUrl,
    inStock: product.inStock,
    stockQuantity: product.stockQuantity,
    category: product.category as ProductCategory,
    group: catalogGroup(product.name),
    isActive: product.isActive,
    limited: product.limited,
    ageGroup: product.ageGroup,
    gender: product.gender,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
