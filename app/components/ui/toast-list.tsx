import { TOAST_DURATION_MS } from '../../../core/constants';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToastPlacement } from './toast-clearance';
import { dismissToast, useToast } from './use-toast';

/** Renders the toast store with Radix Toast; loaded by ./toaster on the first toast. Toasts keep clear of a registered primary action. */
export default function ToastList() {
  const { toasts } = useToast();
  const placement = useToastPlacement();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport style={placement} />
    </ToastProvider>
  );
}
