/**
 * "Save design": a signed-in customer keeps the designer's options and artwork in their library
 * (/designs) to start a new order from later. Shown only to signed-in customers.
 */
import { Icon } from '../../components/ui/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import { productCount } from '../../../core/pricing/price-table';
import { DesignNameDialog } from '../../components/design-name-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage } from '../../lib/api';
import { savedDesignsApi } from '../../lib/saved-designs-api';
import { useCurrentUser } from '../../lib/session-store';
import { useAction } from '../../lib/use-action';
import type { DesignerDraft } from './designer-state';

/** A name that says what the design is, for the customer to keep or change. */
export function suggestedDesignName(draft: DesignerDraft, fileName: string | null): string {
  const base = fileName ? fileName.replace(/\.[a-z0-9]+$/i, '') : 'My design';
  const what = `${pinSizeLabel(draft.size)} ${pinPlatingLabel(draft.plating)}, ${productCount(draft.quantity, draft.product)}`;
  return `${base} (${what})`.slice(0, 120);
}

export function SaveDesignButton({ draft, file }: { draft: DesignerDraft; file: File | null }) {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  // Nothing to refresh after a save: the designs page fetches the list each time it opens (use-designs.ts).
  const save = useAction(
    (name: string) =>
      savedDesignsApi.save(
        {
          name,
          options: {
            product: draft.product,
            quantity: draft.quantity,
            size: draft.size,
            plating: draft.plating,
            packaging: draft.packaging,
            rushOrder: draft.rushOrder,
          },
        },
        file,
      ),
    {
      onSuccess: (design) => {
        setOpen(false);
        toast({
          title: 'Design saved',
          description: `"${design.name}" is in your designs. Start a new order from it any time.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        toast({
          title: 'Design not saved',
          description: apiErrorMessage(error, 'We could not save your design. Please try again.'),
          variant: 'destructive',
        });
      },
    },
  );

  if (!user) return null;
  return (
    <div className="mt-4 flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Icon name="bookmark" className="size-4" aria-hidden="true" />
        Save design
      </Button>
      <p className="text-slate-600">
        Keep these options{file ? ' and your artwork' : ''} in{' '}
        <Link to="/designs" className="font-semibold text-brand-700 hover:underline">
          My designs
        </Link>
        .
      </p>
      <DesignNameDialog
        open={open}
        title="Save design"
        description="Give this design a name you will recognise in your designs."
        initialName={suggestedDesignName(draft, file?.name ?? null)}
        submitLabel="Save design"
        pending={save.pending}
        onSubmit={(name) => save.run(name)}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
