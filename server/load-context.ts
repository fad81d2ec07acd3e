import type { ShopIdentity } from './config';
import type { Services } from './services';

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'admin';
}

/** What every loader receives from the server (in-process, never over HTTP). */
export interface PinshopLoadContext {
  cspNonce: string;
  shop: ShopIdentity;
  publicUrl: string;
  user: CurrentUser | null;
  services: Services;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PinshopLoadContext {}
}
