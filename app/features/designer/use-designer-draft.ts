/**
 * The designer's state, kept as a draft in localStorage (shopper-spec section 4). The server renders the
 * defaults; the saved draft is read only after hydration, so the two renders never disagree.
 */
import { useEffect, useReducer, useRef } from 'react';
import { toast } from '../../components/ui/use-toast';
import { DEFAULT_DRAFT, designerReducer } from './designer-state';
import { readDraft, writeDraft } from './draft-store';

export const PROGRESS_RESTORED_TOAST_MS = 3000;

export function useDesignerDraft() {
  const [draft, dispatch] = useReducer(designerReducer, DEFAULT_DRAFT);
  const restored = useRef(false);

  // Declared before the restore so that on mount it sees `restored` still false and keeps the saved draft.
  useEffect(() => {
    if (restored.current) writeDraft(window.localStorage, draft, Date.now());
  }, [draft]);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = readDraft(window.localStorage, Date.now());
    if (!saved) return;
    dispatch({ type: 'restore', draft: saved });
    if (saved.currentStep > 1) {
      toast({
        title: 'Progress Restored',
        description: `Welcome back! You're on step ${saved.currentStep} of your custom pin design.`,
        duration: PROGRESS_RESTORED_TOAST_MS,
      });
    }
  }, []);

  return [draft, dispatch] as const;
}
