/**
 * The popups' dialog (Radix Dialog) and e-mail form (react-hook-form and zod) load when a popup first opens: the
 * pages that mount a popup seldom show it, so neither is part of their first load (issue 16).
 */
import type { ComponentProps } from 'react';
import { useOnDemand } from '../../lib/use-on-demand';
import type * as EmailSignupFormModule from './email-signup-form';
import type * as PopupDialogModule from './popup-dialog';

let signupForm: typeof EmailSignupFormModule | undefined;

const loadParts = () =>
  Promise.all([import('./popup-dialog'), import('./email-signup-form')]).then(([dialog, form]) => {
    signupForm = form;
    return dialog;
  });

/** The popup's dialog, from its first opening on (it stays mounted, so it also plays its closing). */
export function PopupDialog(props: ComponentProps<typeof PopupDialogModule.PopupDialog>) {
  const dialog = useOnDemand(loadParts, props.open);
  return dialog ? <dialog.PopupDialog {...props} /> : null;
}

/** The e-mail form; rendered inside PopupDialog, which shows only once this has loaded with it. */
export function EmailSignupForm(props: ComponentProps<typeof EmailSignupFormModule.EmailSignupForm>) {
  return signupForm ? <signupForm.EmailSignupForm {...props} /> : null;
}
