/** Where toasts show while a modal dialog is open (the toasts themselves: toaster.tsx). */
import { useEffect, type RefObject } from 'react';
import { addToastHost } from './toast-store';

/**
 * A modal dialog calls this while open, so that toasts show (and are announced) above it; `avoid`
 * is the part of the dialog they must not cover (its footer with the subtotal and buttons).
 */
export function useToastHost(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  avoid: HTMLElement | null = null,
): void {
  useEffect(() => {
    if (!active || !ref.current) return;
    return addToastHost(ref.current, avoid);
  }, [ref, active, avoid]);
}
