/** The largest id PostgreSQL's integer column holds; anything above cannot be a product. */
const MAX_ID = 2_147_483_647;

/** The product id in a /product/{id} URL, or null for anything that cannot name a product (-> 404). */
export function parseProductId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}
