/**
 * The catalogue as the pages' loaders read it: in-process through the loader services, already in the API's
 * shape (the server maps it, so the page and GET /api/products agree). Server only: the .server suffix keeps it
 * out of the browser bundle; the browser uses the REST API.
 */
import type { AppLoadContext } from 'react-router';
import type { ProductDto } from '../../../core/schemas/catalog';

export function listCatalog(context: AppLoadContext): Promise<ProductDto[]> {
  return context.services.catalog.listProducts();
}

export function findCatalogProduct(context: AppLoadContext, id: number): Promise<ProductDto | null> {
  return context.services.catalog.findProduct(id);
}
