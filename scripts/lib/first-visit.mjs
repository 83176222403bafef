// One first visit as scripts/first-load.mjs counts it (issue 28 item 10): a fresh browser context at
// 390 px, every response from the network until 3 s after `load`, the page's and its workers' and
// service workers' alike (Playwright attaches to service-worker targets with Target.setAutoAttach,
// flattened, and reports their requests on the context), in bytes as sent: headers plus the encoded body.
export const AFTER_LOAD_MS = 3000;

/** What a first visit of `url` receives from the network until 3 s after `load`, response by response. */
export async function firstVisit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const pending = [];
  context.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        if (!/^https?:/.test(request.url())) return null;
        const response = await request.response();
        // Answered by a service worker: its own fetch, if any, is counted as the worker's request.
        if (!response || response.fromServiceWorker()) return null;
        const sizes = await request.sizes();
        return {
          url: request.url(),
          type: request.serviceWorker() ? 'ServiceWorker' : request.resourceType(),
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
        };
      })().catch(() => null),
    );
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(AFTER_LOAD_MS);
  const responses = (await Promise.all(pending)).filter((r) => r !== null);
  await context.close();
  return responses;
}
