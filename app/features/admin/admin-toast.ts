/**
 * The admin's toasts (accounts-admin-spec section 8): the spec writes a success as "Title - description", which is
 * shown as the toast's title and text; a failure is a destructive toast with the server's message.
 */
import { toast } from '../../components/ui/use-toast';
import { adminErrorMessage } from './admin-api';

/** "Status Updated - Order status has been updated successfully." -> title and description. */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(' - ');
  if (at < 0) return { title: message };
  return { title: message.slice(0, at), description: message.slice(at + 3) };
}

export function toastSuccess(message: string) {
  toast({ ...splitMessage(message), variant: 'success' });
}

/** The server's message when it sent one, else the spec's default text for the action. */
export function toastFailure(error: unknown, fallback: string, title = 'Error') {
  toast({ title, description: adminErrorMessage(error, fallback), variant: 'destructive' });
}

/**
 * Copies `text` and says so ("{what} copied to clipboard!" under `title`); when the browser refuses the clipboard,
 * the toast carries the text to copy by hand.
 */
export async function copyWithToast(text: string, title: string, what: string, kind: 'code' | 'link') {
  try {
    await navigator.clipboard.writeText(text);
    toast({ variant: 'success', title, description: `${what} copied to clipboard!` });
  } catch {
    toast({ variant: 'destructive', title: 'Copy Failed', description: `Copy the ${kind} by hand: ${text}` });
  }
}
