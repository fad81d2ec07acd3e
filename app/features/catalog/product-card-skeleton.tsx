/** What the catalogue shows while the pins load: 8 card-shaped placeholders (shopper-spec section 9). */
export const SKELETON_CARD_COUNT = 8;

export function ProductCardSkeleton() {
  return (
    <div
      data-testid="product-card-skeleton"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <div className="aspect-square bg-slate-100" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/3 rounded bg-slate-100" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-5/6 rounded bg-slate-100" />
        <div className="h-6 w-1/4 rounded bg-slate-200" />
        <div className="mt-2 flex gap-2">
          <div className="h-9 w-28 rounded-md bg-slate-100" />
          <div className="h-9 flex-1 rounded-md bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

export function ProductGridSkeleton() {
  return (
    <div role="status" aria-label="Loading pins" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
