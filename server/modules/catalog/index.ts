/** The catalog module's public surface: what the wiring, other modules and their tests use. */
export { catalogRoutes } from './catalog.routes';
export { type CatalogService, createCatalogService } from './catalog.service';
export { removeDemoProducts } from './demo-products';
export { productAdminRoutes } from './product-admin.routes';
export { createProductAdminService } from './product-admin.service';
export {
  confirmStock,
  expiredHoldPayments,
  type HeldLine,
  holdStock,
  releaseStock,
  returnToShelf,
  takeStock,
} from './stock';
