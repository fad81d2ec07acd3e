/**
 * The product form's text values and the body they become, checked by the schema the server validates with; the
 * field errors are the server's own messages.
 */
import type { ProductCategory } from '../../../../core/constants';
import {
  productBodySchema,
  type AdminProduct,
  type ProductBodyOut,
  type ProductUpdateBodyOut,
} from '../../../../core/schemas/product-admin';

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  category: ProductCategory;
  stockQuantity: string;
  isActive: boolean;
  imageAlt: string;
}

export type ProductFormField = keyof ProductFormValues;
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

export function emptyProduct(): ProductFormValues {
  return {
    name: '',
    description: '',
    price: '',
    category: 'golf-pins',
    stockQuantity: '0',
    isActive: true,
    imageAlt: '',
  };
}

export function productValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    category: product.category,
    stockQuantity: String(product.stockQuantity),
    isActive: product.isActive,
    imageAlt: product.imageAlt ?? '',
  };
}

/** The body for POST /api/products, or the first message of each field that is wrong. */
export function productBody(values: ProductFormValues): { body: ProductBodyOut } | { errors: ProductFormErrors } {
  const parsed = productBodySchema.safeParse({
    ...values,
    price: values.price.trim() === '' ? undefined : values.price,
    stockQuantity: values.stockQuantity.trim() === '' ? undefined : values.stockQuantity,
  });
  if (parsed.success) return { body: parsed.data };
  const errors: ProductFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProductFormField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** PUT /api/products/{id}: the stock goes with the quantity the admin saw when the form opened. */
export function productUpdateBody(body: ProductBodyOut, stockSeen: number): ProductUpdateBodyOut {
  return { ...body, expectedStock: stockSeen };
}

/** Units held by open checkouts, under the stock: nothing when none are ("3 in open checkouts"). */
export function heldText(heldUnits: number): string | null {
  if (heldUnits <= 0) return null;
  return heldUnits === 1 ? '1 in an open checkout' : `${heldUnits} in open checkouts`;
}
