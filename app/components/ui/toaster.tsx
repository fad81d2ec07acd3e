/**
 * The toast store's view; mount once in the document shell. Radix Toast and the list (./toast-list) load with the
 * first toast: most pages never show one, so they are not part of every page's first load (decision 021). Until then
 * there is nothing to announce or to reach with F8.
 */
import { useOnDemand } from '../../lib/use-on-demand';
import { useToast } from './use-toast';

const loadList = () => import('./toast-list');

export function Toaster() {
  const { toasts } = useToast();
  const list = useOnDemand(loadList, toasts.length > 0);
  return list ? <list.default /> : null;
}
