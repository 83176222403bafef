/**
 * The locations' answer reaches every part that shows it (issue 28, decision 057): a part on screen
 * all along (the footer) follows a newer answer that a later page asked for.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { setApiTransport } from '../api-client';
import { useLocations, type LocationInfo } from './get-locations';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let status = 'Nu open';
const asked: string[] = [];
setApiTransport(async (url) => {
  asked.push(url);
  const location = { slug: 'amsterdam', status: { state: 'open', text: status } } as LocationInfo;
  return new Response(JSON.stringify({ locations: [location] }), {
    headers: { 'content-type': 'application/json' },
  });
});

function Status({ label }: { label: string }) {
  const locations = useLocations();
  return <p data-label={label}>{Array.isArray(locations) ? locations[0]!.status.text : '…'}</p>;
}

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  vi.useRealTimers();
});

async function mount(label: string): Promise<HTMLElement> {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  roots.push(root);
  await act(async () => root.render(<Status label={label} />));
  // The first request goes in a task of its own, then its answer as a transition.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  return host;
}

it('shows a newer answer in a part that was on screen before it was asked for', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const footer = await mount('footer');
  expect(footer.textContent).toBe('Nu open');
  expect(asked).toHaveLength(1);

  // Past the answer's freshness, a new page asks again and the restaurant has closed meanwhile.
  vi.setSystemTime(Date.now() + 61_000);
  status = 'Gesloten, morgen open vanaf 12:00';
  const page = await mount('page');
  expect(asked).toHaveLength(2);
  expect(page.textContent).toBe('Gesloten, morgen open vanaf 12:00');
  expect(footer.textContent).toBe('Gesloten, morgen open vanaf 12:00');
});
