import { Outlet } from '../../../lib/router';
import { useFollowSystemColorMode } from '../../../features/site/color-mode';
import { usePageLength } from '../../../features/site/use-page-length';
import { useReplayEarlyClicks } from '../../early-clicks';
import { useScrollRestoration } from '../../scroll-restoration';

export { RouteErrorPage as ErrorBoundary } from '../../route-error-page';

/** The admin area has its own frame (no public navbar); the sign-in pages and the protected pages fill it. */
export function Component() {
  usePageLength();
  useReplayEarlyClicks();
  useFollowSystemColorMode();
  // As on the public site: a new page at its top, Back where it was (the product edit page too).
  useScrollRestoration();
  return <Outlet />;
}
