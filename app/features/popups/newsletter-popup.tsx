/**
 * "Get 15% Off Your First Order!" (shopper-spec sections 2, 4 and 8). It never opens by itself: the footer's
 * newsletter link opens it (an event when this page mounts the popup, else /?newsletter=open). Its dialog, form and
 * signup (./newsletter-dialog) load when it first opens, and stay mounted to play its closing.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NEWSLETTER_SEARCH_PARAM, OPEN_NEWSLETTER_EVENT } from '../../components/site-footer';
import { useOnDemand } from '../../lib/use-on-demand';

const loadDialog = () => import('./newsletter-dialog');

export function NewsletterPopup() {
  const [open, setOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  // Arrived through /?newsletter=open from another page: open while the address says so.
  const requested = searchParams.get(NEWSLETTER_SEARCH_PARAM) === 'open';
  const dialog = useOnDemand(loadDialog, open || requested);

  useEffect(() => {
    const onOpen = (event: Event) => {
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener(OPEN_NEWSLETTER_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_NEWSLETTER_EVENT, onOpen);
  }, []);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && requested) {
      setSearchParams(
        (params) => {
          params.delete(NEWSLETTER_SEARCH_PARAM);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  return dialog ? <dialog.NewsletterDialog open={open || requested} onOpenChange={onOpenChange} /> : null;
}
