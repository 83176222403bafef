/** The floating quick help beside every page: the chicken's quick actions and scroll-to-top. */
import { ChickenWidget } from './chicken-widget';
import { ScrollToTop } from './scroll-to-top';

export function FloatingHelp() {
  return (
    <>
      <ChickenWidget />
      <ScrollToTop />
    </>
  );
}
