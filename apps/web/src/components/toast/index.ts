export { toast, dismissToast, TOAST_DEFAULT_DURATION, type ToastOptions } from './toast-store';
// The toasts' markup (toaster.tsx) loads after hydration (app/root-layout.tsx): a toast made before
// that waits in the store, and its time starts when it shows.
export { useToastHost } from './toast-host';
export { usePageToasts } from './use-page-toasts';
