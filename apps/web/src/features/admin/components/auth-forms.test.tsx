/**
 * A keyboard or screen-reader user who sends the sign-in form empty lands on the first wrong field,
 * which carries its Dutch message, instead of hearing nothing while the focus stays on the button.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LoginForm, ResetPasswordForm } from './auth-forms';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

function descriptionOf(el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

for (const [name, form] of [
  ['sign-in', <LoginForm key="login" next="/admin" />],
  ['forgotten password', <ResetPasswordForm key="reset" />],
] as const) {
  it(`moves the focus to the first wrong field of the ${name} form, with its message`, async () => {
    await act(async () => root.render(<MemoryRouter>{form}</MemoryRouter>));
    const button = container.querySelector<HTMLButtonElement>('button[type=submit]')!;
    button.focus();
    await act(async () => button.click());
    const focused = document.activeElement!;
    expect(focused.getAttribute('name')).toBe('email');
    expect(focused.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(focused)).toMatch(/e-mailadres/i);
  });
}
