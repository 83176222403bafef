/** Issue 9, item 11: a page on another loopback origin tries to change a visitor's cart. */
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { recordFigure } from '../../apps/server/test/resilience/figures';

const ATTACKER_HOST = '127.0.0.2';

function attackerPage(victim: string, payload: string): string {
  const json = JSON.stringify(payload);
  return `<!doctype html><title>Win a chicken</title>
<form id="plain" method="post" action="${victim}/api/cart/add" enctype="text/plain" target="f1"><input name='${payload.slice(0, -1)},"x":"' value='"}'></form>
<form id="urlenc" method="post" action="${victim}/api/cart/add" target="f2"><input name="id" value="x"></form>
<iframe name="f1"></iframe><iframe name="f2"></iframe>
<script>
  document.getElementById('plain').submit();
  document.getElementById('urlenc').submit();
  const body = ${json};
  Promise.allSettled([
    fetch('${victim}/api/cart/add', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body }),
    fetch('${victim}/api/cart/add', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body }),
    fetch('${victim}/api/cart/clear', { method: 'DELETE', credentials: 'include' }),
    fetch('${victim}/api/cart/update', { method: 'PUT', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{"id":"x","quantity":0}' }),
  ]).then(() => { document.title = 'done'; });
</script>`;
}

let attacker: Server;
let attackerUrl = '';
test.afterAll(() => new Promise<void>((resolve) => (attacker ? attacker.close(() => resolve()) : resolve())));

test('cross-origin form and JSON posts change nothing', async ({ page, baseURL }) => {
  const victim = baseURL!;
  const menu = await (await page.request.get(`${victim}/api/menu/amsterdam`)).json();
  const product = menu.categories
    .flatMap((c: { products: unknown[] }) => c.products)
    .find(
      (p: { available: boolean; optionGroups: { min: number }[] }) =>
        p.available && p.optionGroups.every((g) => g.min === 0),
    );
  const payload = JSON.stringify({
    id: product.id,
    name: product.name,
    price: 0.01,
    quantity: 5,
    category: product.category,
    location: 'amsterdam',
    selectedOptions: [],
  });

  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(attackerPage(victim, payload));
  });
  await new Promise<void>((resolve) => attacker.listen(0, ATTACKER_HOST, resolve));
  attackerUrl = `http://${ATTACKER_HOST}:${(attacker.address() as { port: number }).port}/`;

  // The visitor has a cart with one item.
  await page.goto('/');
  const add = await page.request.post(`${victim}/api/cart/add`, {
    data: { ...JSON.parse(payload), quantity: 1, price: product.price },
    headers: { origin: victim },
  });
  expect(add.status()).toBe(200);

  let attempts = 0;
  let accepted = 0;
  page.on('response', (response) => {
    const url = response.url();
    // Only state-changing calls count (the victim's own page may still be loading its data).
    if (!url.startsWith(`${victim}/api/`) || ['GET', 'HEAD', 'OPTIONS'].includes(response.request().method()))
      return;
    attempts++;
    if (response.status() < 400) accepted++;
  });
  await page.goto(attackerUrl);
  await expect(page).toHaveTitle('done');
  await page.waitForTimeout(500);

  const cart = await (await page.request.get(`${victim}/api/cart`)).json();
  const unchanged = cart.items.length === 1 && cart.items[0].quantity === 1;
  recordFigure({
    id: 11,
    area: 'CSRF',
    figure: `cross-origin posts from Chromium on ${ATTACKER_HOST} accepted (of ${attempts} that reached the server)`,
    value: accepted,
    target: '0',
    ok: accepted === 0 && unchanged,
  });
  expect(accepted).toBe(0);
  expect(unchanged).toBe(true);
});
