export { toast, dismissToast, TOAST_DEFAULT_DURATION, type ToastOptions } from './toast-store';
export { Toaster, useToastHost } from './toaster';
