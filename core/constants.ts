/** Business constants of the spec (shopper-spec section 9, accounts-admin-spec section 9). */
export const SHIPPING_CENTS = 599;
export const CURRENCY = 'USD';
export const LOW_STOCK_THRESHOLD = 10;
export const LIMITED_PRODUCT_MAX = 4;
export const ALWAYS_LOW_STOCK_PRODUCT_NAME = '2024 Masters Gnome Pin';
export const FREE_PIN_PRODUCT_ID = 21;

export const PROMO_BANNER = { code: 'USA', percentOff: 20 } as const;
export const NEWSLETTER_PERCENT_OFF = 15;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export const PRODUCT_CATEGORIES = ['golf-pins', 'commemorative', 'tournament', 'seasonal'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const BLOG_CATEGORIES = ['tips', 'equipment', 'courses', 'tournaments', 'news'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Sessions expire after this long without activity. */
export const SESSION_IDLE_DAYS = 30;
/** The anonymous cart session id sent as X-Session-Id: at least 128 random bits. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;
