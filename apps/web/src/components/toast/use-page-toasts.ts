/** Toasts belong to the page they were made on (issue 28 item 8): leaving it takes them away. */
import { useEffect } from 'react';
import { useLocation } from '../../lib/router';
import { keepToastsOf } from './toast-store';

export function usePageToasts(): void {
  const { pathname } = useLocation();
  useEffect(() => keepToastsOf(pathname), [pathname]);
}
