/**
 * The catalogue as the pages' loaders read it: in-process through the catalog service, in the API's
 * shape. Server only (the .server suffix keeps it out of the browser bundle); the browser uses the REST API.
 */
import type { AppLoadContext } from 'react-router';
import type { ProductDto } from '../../../core/schemas/catalog';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a .server module runs only in loaders; one mapper keeps the page and GET /api/products identical
import { toProductDto } from '../../../server/modules/catalog/catalog.dto';

export async function listCatalog(context: AppLoadContext): Promise<ProductDto[]> {
  return (await context.services.catalog.listActive()).map(toProductDto);
}

export async function findCatalogProduct(context: AppLoadContext, id: number): Promise<ProductDto | null> {
  const product = await context.services.catalog.findActive(id);
  return product ? toProductDto(product) : null;
}
