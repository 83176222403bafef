import { Outlet } from 'react-router';

/** The admin area has its own frame (no public navbar); the sign-in pages and the protected pages fill it. */
export function Component() {
  return <Outlet />;
}
