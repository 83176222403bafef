import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import './styles/app.css';

const router = createRouter();

/** The loader screen stays until the first page (its code and data) is ready. */
function hideLoaderWhenReady(): void {
  const loader = document.getElementById('app-loader');
  if (!loader) return;
  const done = () => {
    loader.dataset.done = '';
    document.documentElement.dataset.ready = '';
    setTimeout(() => loader.remove(), 250);
  };
  if (router.state.initialized && router.state.navigation.state === 'idle') {
    requestAnimationFrame(done);
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') {
      unsubscribe();
      requestAnimationFrame(done);
    }
  });
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
hideLoaderWhenReady();
