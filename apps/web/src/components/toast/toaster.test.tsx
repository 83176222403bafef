/**
 * What a screen reader hears of a toast: its live region must be on the page before its words, or
 * NVDA and VoiceOver say nothing; and a toast that moves into an opened dialog is not read again.
 */
import { act, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { followLanguage } from '@gh/i18n/follow';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { toast } from './toast-store';
import { useToastHost } from './toast-host';
import { Toaster } from './toaster';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
/**
 * The live regions that entered the page, and the words that entered a live region already there:
 * only those are read out. (Mutation records, not text read later, so the order is exact.)
 */
let arrivals: Element[];
let spoken: string[];
let observer: MutationObserver;
const LIVE = '[role=status],[role=alert]';

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  arrivals = [];
  spoken = [];
  observer = new MutationObserver((records) => {
    for (const record of records) {
      const into = record.target instanceof Element ? record.target.closest(LIVE) : null;
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        if (into && !arrivals.includes(node)) spoken.push(node.textContent ?? '');
        arrivals.push(...(node.matches(LIVE) ? [node] : []), ...Array.from(node.querySelectorAll(LIVE)));
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
});
afterEach(async () => {
  observer.disconnect();
  await act(async () => root.unmount());
  container.remove();
});

function Page({ dialogOpen }: { dialogOpen: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useToastHost(ref, dialogOpen);
  return (
    <>
      <div ref={ref} />
      <Toaster />
    </>
  );
}

it('puts the empty live region in first and its words after, once, in Dutch', async () => {
  await act(async () => root.render(<Page dialogOpen={false} />));
  await act(async () => void toast({ title: 'Product toegevoegd', status: 'success' }));
  await act(
    async () => void toast({ title: 'Foutmelding', description: 'Toevoegen mislukt', status: 'error' }),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  await new Promise((resolve) => setTimeout(resolve, 0)); // happy-dom delivers mutation records in a task

  expect(arrivals.map((region) => region.getAttribute('role'))).toEqual(['status', 'alert']);
  expect(spoken.join(' ')).toContain('Product toegevoegd');
  expect(spoken.join(' ')).toContain('Toevoegen mislukt');
  expect(spoken.filter((t) => t.includes('Product toegevoegd'))).toHaveLength(1);

  // A dialog opens and takes the toasts in: they move whole, and nothing is read again.
  spoken = [];
  arrivals = [];
  await act(async () => root.render(<Page dialogOpen />));
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(arrivals.map((region) => region.textContent).join(' ')).toContain('Product toegevoegd');
  expect(spoken).toEqual([]);
});

it('names its close button in the page’s language', async () => {
  await act(async () => root.render(<Page dialogOpen={false} />));
  await act(async () => void toast({ title: 'Added to your order', status: 'success', isClosable: true }));
  expect(document.querySelector('button[aria-label="Melding sluiten"]')).not.toBeNull();
  followLanguage(() => 'en');
  try {
    await act(async () => void toast({ title: 'Code applied', status: 'success', isClosable: true }));
    expect(document.querySelectorAll('button[aria-label="Close notification"]').length).toBeGreaterThan(0);
  } finally {
    followLanguage(() => 'nl');
  }
});
