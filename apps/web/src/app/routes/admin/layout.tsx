import { Outlet } from 'react-router';

export function Component() {
  return (
    <main id="main" className="mx-auto max-w-6xl p-4">
      <Outlet />
    </main>
  );
}
