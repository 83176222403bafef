/** A drawing below the first screen is asked for only when it comes near (issue 28 item 10). */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_MARGIN } from '../../../lib/near-view';
import { ProductImage } from './product-image';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; margin?: string; disconnected: boolean }[];
let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry;
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.entry = { callback, margin: options?.rootMargin, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

async function hydrate(eager: boolean) {
  const element = <ProductImage src="/images/menu/tenders.svg" size={96} eager={eager} />;
  container.innerHTML = renderToString(element);
  const serverMarkup = container.innerHTML;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (e) => console.error(e) });
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { serverMarkup, img: () => container.querySelector('img')! };
}

describe('ProductImage', () => {
  it('leaves a lazy drawing without its address until it comes within reach of the screen', async () => {
    const { serverMarkup, img } = await hydrate(false);
    expect(serverMarkup).not.toContain('src=');
    expect(img().hasAttribute('src')).toBe(false);
    expect(img().getAttribute('width')).toBe('96');
    expect(observers).toHaveLength(1);
    const [observer] = observers as [(typeof observers)[number]];
    expect(observer.margin).toBe(NEAR_MARGIN);

    await act(async () => observer.callback([{ isIntersecting: false }]));
    expect(img().hasAttribute('src')).toBe(false);
    await act(async () => observer.callback([{ isIntersecting: true }]));
    expect(img().getAttribute('src')).toBe('/images/menu/tenders.svg');
    expect(observer.disconnected).toBe(true);
  });

  it('gives an eager drawing its address in the server markup and watches nothing', async () => {
    const { serverMarkup, img } = await hydrate(true);
    expect(serverMarkup).toContain('src="/images/menu/tenders.svg"');
    expect(img().getAttribute('src')).toBe('/images/menu/tenders.svg');
    expect(observers).toHaveLength(0);
  });
});
