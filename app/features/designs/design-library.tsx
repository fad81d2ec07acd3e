/**
 * My designs: the signed-in customer's saved designs, each to start a new order from, rename or delete.
 * Signed out, the page says how to get in.
 */
import { Icon } from '../../components/ui/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SavedDesignDto } from '../../../core/schemas/saved-designs';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DesignNameDialog } from '../../components/design-name-dialog';
import { Button, buttonVariants } from '../../components/ui/button';
import { useCurrentUser } from '../../lib/session-store';
import { DesignCard } from './design-card';
import { useDeleteDesign, useDesigns, useRenameDesign } from './use-designs';
import { LoadMoreButton } from '../../components/load-more-button';

export function DesignLibrary() {
  const { data: user } = useCurrentUser();
  if (user === null) return <SignedOut />;
  if (user === undefined) return <Loading />;
  return <Designs userId={user.id} />;
}

function Designs({ userId }: { userId: number }) {
  const designs = useDesigns(userId);
  const rename = useRenameDesign();
  const remove = useDeleteDesign();
  const [renaming, setRenaming] = useState<SavedDesignDto | null>(null);
  const [deleting, setDeleting] = useState<SavedDesignDto | null>(null);

  if (designs.isPending) return <Loading />;
  if (designs.isError) {
    return (
      <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <p className="font-semibold text-red-800">We couldn&apos;t load your designs.</p>
        <Button variant="outline" className="mt-5" onClick={() => void designs.refetch()}>
          <Icon name="refresh-cw" className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (designs.designs.length === 0) return <NoDesigns />;
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {designs.designs.map((design) => (
          <li key={design.id} className="flex">
            <DesignCard design={design} onRename={() => setRenaming(design)} onDelete={() => setDeleting(design)} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={designs} label="Show more designs" className="mx-auto mt-6 flex" />
      <DesignNameDialog
        open={renaming !== null}
        title="Rename design"
        description="The new name shows in your designs."
        initialName={renaming?.name ?? ''}
        submitLabel="Save name"
        pending={rename.isPending}
        onSubmit={(name) => {
          if (renaming) rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) });
        }}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this design?"
        description={<>&ldquo;{deleting?.name}&rdquo; leaves your designs. Your past orders are not changed.</>}
        confirmLabel="Delete design"
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function Loading() {
  return (
    <div aria-busy="true" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <p className="sr-only" role="status">
        Loading your designs...
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-72 animate-pulse rounded-3xl bg-slate-100" />
      ))}
    </div>
  );
}

function NoDesigns() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="bookmark" className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-6 text-xl font-bold text-slate-900">No saved designs yet</h2>
      <p className="mt-2 text-sm text-slate-600">
        Use &ldquo;Save design&rdquo; in the designer, or &ldquo;Save to my designs&rdquo; on a past custom order, to
        keep a design here and start new orders from it.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/custom" className={buttonVariants()}>
          <Icon name="palette" className="size-4" aria-hidden="true" />
          Open the designer
        </Link>
        <Link to="/track-order" className={buttonVariants({ variant: 'outline' })}>
          My orders
        </Link>
      </div>
    </section>
  );
}

function SignedOut() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <Icon name="lock" className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-6 text-xl font-bold text-slate-900">Sign in to see your designs</h2>
      <p className="mt-2 text-sm text-slate-600">Your saved designs are kept with your account.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/login" className={buttonVariants()}>
          Sign in
        </Link>
        <Link to="/register" className={buttonVariants({ variant: 'outline' })}>
          Create an account
        </Link>
      </div>
    </section>
  );
}
