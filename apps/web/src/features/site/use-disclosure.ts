/** A button that opens a panel: closes on a new page and on Escape (focus back to the button),
 * focuses the panel's first control when it opens, and optionally closes on a click outside. */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../../lib/router';

export function useDisclosure<P extends HTMLElement>(options: {
  focus: string;
  closeOnOutsideClick?: boolean;
}) {
  const { focus, closeOnOutsideClick = false } = options;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<P>(null);
  const { pathname } = useLocation();

  // A new page closes the panel.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(focus)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    if (closeOnOutsideClick) document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, focus, closeOnOutsideClick]);

  return { open, setOpen, buttonRef, panelRef };
}
