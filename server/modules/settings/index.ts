/** The settings module's public surface: what the wiring, other modules and their tests use. */
export { createDemoData } from './demo-data';
export { createSettingsService, type SettingsService } from './settings.service';
export { createShopProfile } from './shop-profile';
export { shopSettingsRoutes } from './shop-settings.routes';
