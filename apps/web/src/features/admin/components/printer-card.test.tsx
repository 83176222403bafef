/** Decision 031: the owner connects the kitchen printer; its URL shows once, and replacing it asks first. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrinterStatus } from '@gh/domain/printer';
import { setApiTransport } from '../../../lib/api-client';
import { PrinterCard } from './printer-card';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let status: PrinterStatus;
let made = 0;
let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;

beforeEach(() => {
  made = 0;
  status = { connected: false, lastPollAt: null, statusCode: null, problem: null, waiting: 0 };
  setApiTransport(async (_url, init) => {
    let answer: unknown = status;
    if (init.method === 'POST') {
      made++;
      status = { ...status, connected: true };
      answer = { url: `http://localhost/api/cloudprnt/geheim-${made}`, createdAt: new Date().toISOString() };
    }
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name);
const urlField = () => container.querySelector<HTMLInputElement>('input[readonly]');

describe('the printer card', () => {
  it('connects a printer and shows its URL once; a new URL only after confirming', async () => {
    await act(async () => root.render(<PrinterCard location="amsterdam" onUnauthorized={() => {}} />));
    await flush();
    expect(container.textContent).toContain('Nog geen printer gekoppeld');
    expect(urlField()).toBeNull();
    await act(async () => button('Printer koppelen')!.click());
    await flush();
    expect(urlField()?.value).toBe('http://localhost/api/cloudprnt/geheim-1');
    expect(container.textContent).toContain('Printer gekoppeld, nog niet gezien');

    await act(async () => button('Nieuwe printer-URL maken')!.click());
    expect(made).toBe(1); // asks first: the old URL would stop working
    expect(container.querySelector('[role="alertdialog"]')?.textContent).toContain('oude URL');
    await act(async () => button('Nieuwe URL maken')!.click());
    await flush();
    expect(made).toBe(2);
    expect(urlField()?.value).toBe('http://localhost/api/cloudprnt/geheim-2');

    // Shown once: coming back to the tab shows the status, not the URL.
    await act(async () =>
      root.render(<PrinterCard key="again" location="amsterdam" onUnauthorized={() => {}} />),
    );
    await flush();
    expect(urlField()).toBeNull();
  });
});
