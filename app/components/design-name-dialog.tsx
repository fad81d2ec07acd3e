/**
 * Asks for a design's name (saving a design from the designer, renaming one in the library). The dialog (Radix
 * Dialog, ./design-name-form-dialog) loads when it first opens, so it is not part of the designer's first load.
 */
import { useOnDemand } from '../lib/use-on-demand';
import type { DesignNameFormDialogProps } from './design-name-form-dialog';

export type DesignNameDialogProps = DesignNameFormDialogProps;

const loadDialog = () => import('./design-name-form-dialog');

export function DesignNameDialog(props: DesignNameDialogProps) {
  const dialog = useOnDemand(loadDialog, props.open);
  return dialog ? <dialog.DesignNameFormDialog {...props} /> : null;
}
