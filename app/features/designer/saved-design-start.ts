/**
 * The work of use-saved-design.ts, loaded apart from the page (decision 021) and only when the address is a designer
 * link: read the saved design or the Reorder link's options, fetch the artwork, put them in the designer.
 */
import type { Dispatch, RefObject } from 'react';
import type { NavigateFunction } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { apiErrorStatus } from '../../lib/api';
import {
  designerStart,
  fetchDesignerLogo,
  withoutDesignerStart,
  type DesignerLogo,
  type DesignerStart,
} from '../../lib/designer-link';
import { savedDesignsApi } from '../../lib/saved-designs-api';
import { normalizePackaging } from '../../../core/schemas/custom-order-rules';
import { withoutPreset } from './designer-preset';
import { snapQuantity, type DesignerAction } from './designer-state';

export const DESIGN_LOADED_TOAST = {
  title: 'Design loaded',
  description: "Your options and artwork are in place, priced at today's prices.",
} as const;

interface LoadedStart {
  preset: Extract<DesignerAction, { type: 'preset' }>['preset'] | null;
  rushOrder: boolean | null;
  logo: DesignerLogo | null;
}

async function resolve(start: DesignerStart): Promise<LoadedStart> {
  if (start.kind === 'options') return { preset: null, rushOrder: start.rushOrder, logo: start.logo };
  const design = await savedDesignsApi.get(start.id);
  const { product = 'pin', quantity, size, plating, packaging, rushOrder } = design.options;
  return {
    preset: { product, quantity: snapQuantity(quantity), size, plating, packaging: normalizePackaging(packaging) },
    rushOrder,
    logo: design.logoUrl ? { url: design.logoUrl, fileName: design.logoFileName ?? 'design' } : null,
  };
}

function failureMessage(error: unknown): string {
  const status = apiErrorStatus(error);
  if (status === 401) return 'Please log in to open your saved designs.';
  if (status === 404) return 'This design was not found. It may have been deleted.';
  return 'We could not load this design. Please try again.';
}

export interface DesignerStartContext {
  search: string;
  dispatch: Dispatch<DesignerAction>;
  chooseFile: (file: File | null) => void;
  navigate: NavigateFunction;
  /** The start under way, so that the same one never runs twice. */
  started: RefObject<string | null>;
}

export function startDesigner({ search, dispatch, chooseFile, navigate, started }: DesignerStartContext): void {
  const start = designerStart(new URLSearchParams(search));
  if (!start) return;
  // The designer's own preset parameters leave the address first: the same start must not run twice.
  const key = JSON.stringify(start);
  if (started.current === key) return;
  started.current = key;
  void (async () => {
    try {
      const loaded = await resolve(start);
      if (loaded.preset) dispatch({ type: 'preset', preset: loaded.preset });
      if (loaded.rushOrder !== null) dispatch({ type: 'rush', rushOrder: loaded.rushOrder });
      if (loaded.logo) chooseFile(await fetchDesignerLogo(loaded.logo));
      dispatch({ type: 'step', step: 4 });
      toast({ ...DESIGN_LOADED_TOAST, variant: 'success' });
    } catch (error) {
      toast({ title: 'Design not loaded', description: failureMessage(error), variant: 'destructive' });
    }
    // The designer's own removal of its preset parameters may still be on its way (the route's loader runs): this
    // navigation replaces it, so it leaves them out too, or they would come back and reset the designer to step 1.
    const rest = withoutDesignerStart(new URLSearchParams(withoutPreset(new URLSearchParams(search))));
    void navigate({ search: rest }, { replace: true, preventScrollReset: true });
    started.current = null;
  })();
}
