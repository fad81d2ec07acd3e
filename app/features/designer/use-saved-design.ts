/**
 * Starts the designer from a saved design (`/custom?design=7`) or a past custom order's Reorder link (its options
 * and artwork, app/lib/designer-link.ts): the options replace the draft's, the artwork becomes the chosen design
 * file without a new upload, and the designer opens at Upload Design, priced by its own rules as of today.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import type { DesignerAction } from './designer-state';

/** The parameters a designer link starts from (designerStart in lib/designer-link.ts reads only these). */
const START_PARAMETERS = ['design', 'rush', 'logo'] as const;

const loadStart = () => import('./saved-design-start');
const LOAD_FAILED = 'We could not load this design. Please try again.';

export function useSavedDesign(dispatch: Dispatch<DesignerAction>, chooseFile: (file: File | null) => void) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const started = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!START_PARAMETERS.some((name) => params.has(name))) return;
    // Its code comes only for a designer link (decision 021). Effects' loads resolve in their order, so the same start
    // still runs once.
    void loadStart().then(
      ({ startDesigner }) => startDesigner({ search, dispatch, chooseFile, navigate, started }),
      () => toast({ title: 'Design not loaded', description: LOAD_FAILED, variant: 'destructive' }),
    );
  }, [search, dispatch, chooseFile, navigate]);
}
