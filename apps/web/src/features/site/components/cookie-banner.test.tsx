/**
 * The cookie banner and the toasts share the bottom of a phone's screen: while the banner shows, the
 * toasts stand above it instead of over its "Begrepen" button; once it is closed they go back down.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Toaster } from '../../../components/toast/toaster';
import { toast } from '../../../components/toast/toast-store';
import { COOKIE_CONSENT_KEY } from '../cookie-consent';
import { CookieBanner } from './cookie-banner';

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
beforeEach(() => {
  localStorage.removeItem(COOKIE_CONSENT_KEY);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

it('keeps a toast above the banner while it shows, and lets it back down once the banner is closed', async () => {
  await act(async () =>
    root.render(
      <MemoryRouter>
        <CookieBanner />
        <Toaster />
      </MemoryRouter>,
    ),
  );
  await act(async () => void toast({ title: 'Betaling geslaagd', status: 'success' }));
  // Its words enter the live region a moment after the region itself (toaster.tsx).
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]')!;
  const region = () => document.querySelector<HTMLElement>('section[aria-label="Meldingen"]')!;
  expect(region().textContent).toContain('Betaling geslaagd');
  const above = window.innerHeight - banner.getBoundingClientRect().top;
  expect(region().style.bottom).toBe(`${above + 8}px`);

  const understood = [...banner.querySelectorAll('button')].find((b) => b.textContent === 'Begrepen')!;
  await act(async () => understood.click());
  expect(document.querySelector('[data-cookie-banner]')).toBeNull();
  // Back at its own place at the bottom (toast-placement.ts: 16 px).
  expect(region().style.bottom).toBe('16px');
});
