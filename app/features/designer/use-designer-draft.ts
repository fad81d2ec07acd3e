/**
 * The designer's state, kept as a draft in localStorage (shopper-spec section 4). The server renders the
 * defaults; the saved draft is read only after hydration, so the two renders never disagree. Options a link
 * carries (designer-preset.ts) then replace the draft's, and leave the address so a reload keeps later changes.
 * Once the deposit is paid the checkout clears the draft (draft-store clearSavedDraft) and the designer starts afresh.
 */
import { useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { designerPreset, withoutPreset } from './designer-preset';
import { usePrices } from '../../lib/use-prices';
import { DEFAULT_DRAFT, designerReducer, type DesignerAction, type DesignerDraft } from './designer-state';
import { DRAFT_STORAGE_KEY, readDraft, writeDraft } from './draft-store';

export const PROGRESS_RESTORED_TOAST_MS = 3000;

export function useDesignerDraft() {
  const prices = usePrices();
  // The reducer drops a promo code whose order amount moved: it prices with the table in effect.
  const [draft, dispatch] = useReducer(
    (current: DesignerDraft, action: DesignerAction) => designerReducer(current, action, prices),
    DEFAULT_DRAFT,
  );
  const restored = useRef(false);
  const { search } = useLocation();
  const navigate = useNavigate();

  // Declared before the restore so that on mount it sees `restored` still false and keeps the saved draft.
  useEffect(() => {
    if (restored.current) writeDraft(window.localStorage, draft, Date.now());
  }, [draft]);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const preset = designerPreset(params);
    if (!restored.current) {
      restored.current = true;
      const saved = readDraft(window.localStorage, Date.now());
      if (saved) dispatch({ type: 'restore', draft: saved });
      // A preset starts again at step 1, so there is no progress to announce.
      if (saved && saved.currentStep > 1 && !preset) {
        toast({
          title: 'Progress Restored',
          description: `Welcome back! You're on step ${saved.currentStep} of your custom pin design.`,
          duration: PROGRESS_RESTORED_TOAST_MS,
        });
      }
    }
    if (!preset) return;
    dispatch({ type: 'preset', preset });
    void navigate({ search: withoutPreset(params) }, { replace: true, preventScrollReset: true });
  }, [search, navigate]);

  // The deposit for the draft paid in another tab, or this page back from the back-forward cache after paying: a
  // draft gone from storage is gone from the page too, so the designer starts afresh.
  useEffect(() => {
    const resync = () => {
      if (!readDraft(window.localStorage, Date.now())) dispatch({ type: 'restore', draft: DEFAULT_DRAFT });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === DRAFT_STORAGE_KEY && event.newValue === null) resync();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resync();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  return [draft, dispatch] as const;
}
