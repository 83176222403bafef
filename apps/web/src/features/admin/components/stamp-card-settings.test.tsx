/**
 * The owner's stamp card form (decision 052): loads the card, checks it with the server's schema before
 * sending (a Dutch message at the field), sends the body the route takes, and shows the server's 422.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../lib/api-client';
import { StampCardSettings } from './stamp-card-settings';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
let sent: unknown[];
let putAnswer: { status: number; body: unknown };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  sent = [];
  putAnswer = { status: 200, body: null };
  setApiTransport(async (_url, init) => {
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return json(putAnswer.status, putAnswer.body ?? { card: { location: 'amsterdam', ...body } });
    }
    return json(200, { card: null });
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<StampCardSettings location="amsterdam" onUnauthorized={() => {}} />));
  await flush();
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));
function field(label: string): HTMLInputElement | HTMLSelectElement {
  const l = [...container.querySelectorAll('label')].find((x) => x.textContent?.startsWith(label))!;
  return (l.htmlFor ? container.querySelector(`#${CSS.escape(l.htmlFor)}`) : l.querySelector('input'))!;
}
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const save = () =>
  act(async () => {
    [...container.querySelectorAll('button')].find((b) => b.textContent === 'Stempelkaart opslaan')!.click();
  });

describe('the stamp card form', () => {
  it('refuses a card of 1 stamp at the field, without sending it', async () => {
    await act(async () => type(field('Stempels voor') as HTMLInputElement, '1'));
    await save();
    await flush();
    expect(sent).toEqual([]);
    expect(container.textContent).toContain('Een kaart heeft minstens 2 stempels.');
  });

  it('sends the card the route takes and says it was saved', async () => {
    await act(async () => (field('Stempelkaart aan') as HTMLInputElement).click());
    await act(async () => type(field('Korting') as HTMLInputElement, '7,50'));
    await save();
    await flush();
    expect(sent).toEqual([{ enabled: true, stampsNeeded: 10, reward: { amountOff: 7.5 }, minimumOrder: 15 }]);
    expect(container.textContent).toContain('De stempelkaart is opgeslagen.');
  });

  it('shows the server’s answer for a product that is not on the menu', async () => {
    const select = field('Beloning') as HTMLSelectElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, 'product');
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => type(field('Product') as HTMLInputElement, 'Pizza'));
    putAnswer = { status: 422, body: { message: 'Pizza staat niet op het menu van deze vestiging.' } };
    await save();
    await flush();
    expect(sent).toEqual([
      { enabled: false, stampsNeeded: 10, reward: { product: 'Pizza' }, minimumOrder: 15 },
    ]);
    expect(container.textContent).toContain('Pizza staat niet op het menu van deze vestiging.');
  });
});
