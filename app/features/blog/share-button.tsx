/** Share: the device's share sheet when there is one, else the link copied to the clipboard with a toast. */
import { Icon } from '../../components/ui/icons';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';

export interface ShareButtonProps {
  title: string;
  text: string | null;
  url: string;
}

export function ShareButton({ title, text, url }: ShareButtonProps) {
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? undefined, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing else to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The article link is on your clipboard.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      <Icon name="share-2" className="size-4" aria-hidden="true" />
      Share
    </Button>
  );
}
