/**
 * False on the server and while the page's frame hydrates, true from a render after. The switch
 * comes in a task of its own and as a transition (issue 28 item 10): `useSyncExternalStore` with a
 * different server snapshot, the usual way, re-renders at once and synchronously inside the
 * hydration's last task, which made that task the longest of a phone's first load. A component
 * mounting after the first page has hydrated (a page the browser built) gets true from its first
 * render.
 *
 * For parts that hydrate with the frame (the navbar, the shell's widgets). A part that hydrates
 * later (lib/hydrate-later.tsx, a menu category's boundary) could render true while hydrating,
 * unlike the server: give it its own switch.
 */
import { startTransition, useEffect, useState } from 'react';

let hydrated = false;

export function useHydrated(): boolean {
  const [now, setNow] = useState(hydrated);
  useEffect(() => {
    if (now) return;
    const id = setTimeout(() => {
      hydrated = true;
      startTransition(() => setNow(true));
    }, 0);
    return () => clearTimeout(id);
  }, [now]);
  return now;
}
