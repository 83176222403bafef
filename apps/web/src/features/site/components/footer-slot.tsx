/** The footer, hydrated after the page (lib/hydrate-later.tsx). */
import { hydrateLater } from '../../../lib/hydrate-later';

export const FooterSlot = hydrateLater('footer', () => import('./footer').then((m) => m.Footer));
