/** Placeholder cards while orders load. */
export function OrderCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse overflow-hidden rounded-3xl border border-slate-200 bg-white">
      <div className="flex justify-between border-b border-slate-100 bg-slate-50/60 px-6 py-5">
        <div className="flex flex-col gap-2">
          <div className="h-3 w-28 rounded bg-slate-200" />
          <div className="h-5 w-32 rounded bg-slate-200" />
          <div className="h-3 w-40 rounded bg-slate-100" />
        </div>
        <div className="h-6 w-24 rounded-full bg-slate-200" />
      </div>
      <div className="grid gap-8 px-6 py-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="grid grid-cols-3 gap-4">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="flex flex-col gap-2">
              <div className="h-3 w-16 rounded bg-slate-100" />
              <div className="h-4 w-20 rounded bg-slate-200" />
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-5">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className="flex items-center gap-3">
              <div className="size-7 rounded-full bg-slate-200" />
              <div className="h-3 w-32 rounded bg-slate-200" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
