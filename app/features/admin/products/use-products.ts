/**
 * Product management's calls (accounts-admin-spec sections 2 and 7): GET /api/admin/products (newest first, a page at
 * a time, held units, the summary cards), POST /api/products, PUT /api/products/{id}, PUT /api/products/{id}/stock, POST
 * /api/products/{id}/image and DELETE /api/products/{id}. Each change fetches the list again and drops this
 * browser's copy of the catalogue, so the shop's pages show it on the next visit.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminProductListSchema,
  productChangeSchema,
  productDeleteSchema,
  type ProductBodyOut,
  type ProductUpdateBodyOut,
} from '../../../../core/schemas/product-admin';
import { browserCatalogue } from '../../../lib/browser-reads';
import { adminSend, adminUpload } from '../admin-api';
import { useAdminPages } from '../use-admin-pages';

const ADMIN_PRODUCTS_KEY = ['/api/admin/products'] as const;

/** The newest 50 first, "Load more" for older ones; `q`: part of the name or category. */
export function useAdminProducts(q = '') {
  return useAdminPages(ADMIN_PRODUCTS_KEY[0], { q }, adminProductListSchema);
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    browserCatalogue.forget();
    return queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY });
  };
}

export function useCreateProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ProductBodyOut) => adminSend('POST', '/api/products', body, productChangeSchema),
    onSettled: refresh,
  });
}

export function useUpdateProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductUpdateBodyOut }) =>
      adminSend('PUT', `/api/products/${id}`, body, productChangeSchema),
    onSettled: refresh,
  });
}

export function useSetStock() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, stockQuantity, expected }: { id: number; stockQuantity: number; expected: number }) =>
      adminSend('PUT', `/api/products/${id}/stock`, { stockQuantity, expected }, productChangeSchema),
    onSettled: refresh,
  });
}

export function useDeleteProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => adminSend('DELETE', `/api/products/${id}`, undefined, productDeleteSchema),
    onSettled: refresh,
  });
}

/** The alt text first, the image last (the server streams it). */
function uploadImage(id: number, file: File, imageAlt: string) {
  const form = new FormData();
  form.set('imageAlt', imageAlt);
  form.set('image', file);
  return adminUpload(`/api/products/${id}/image`, form, productChangeSchema);
}

export function useUploadImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, file, imageAlt }: { id: number; file: File; imageAlt: string }) =>
      uploadImage(id, file, imageAlt),
    onSettled: refresh,
  });
}
