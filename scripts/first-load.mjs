// Issue 28 item 10: everything a first visit downloads without interaction, up to 3 s after `load`,
// measured in Chromium on `/`, `/menu/amsterdam`, `/en` and `/en/menu/amsterdam` at 390 px: every
// response the page, its workers and any service worker it registers receive from the network, in
// bytes as sent (headers and the body as encoded, which is brotli where Chromium asks for it). Each page
// in a fresh browser context, so nothing comes from a cache. Playwright attaches to service-worker
// targets itself (Target.setAutoAttach, flattened) and reports their requests with the page's; a page
// request a service worker answers is counted once, as the worker's own fetch if it made one.
//
// The goal is 120 KB a page, and the build fails above it (decisions 054 and 056: 119.8 KB on the
// menu, the same at 03:00 as at 19:00, when the status sentence differs).
// `node scripts/first-load.mjs [--port 3295] [--save] [--detail]` after `npm run build`;
// `--save` writes bench/results/first-load.json, `--detail` lists every response.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, requireBuild, root, startBuiltSite } from './lib/built-site.mjs';
import { AFTER_LOAD_MS, firstVisit } from './lib/first-visit.mjs';

const args = process.argv.slice(2);
const portAt = args.indexOf('--port');
const port = Number(portAt === -1 ? (process.env.FIRST_LOAD_PORT ?? 3295) : args[portAt + 1]);
const GOAL_KB = 120;
const ROUTES = ['/', '/menu/amsterdam', '/en', '/en/menu/amsterdam'];

const kb = (bytes) => bytes / 1024;

async function main() {
  requireBuild();
  const site = await startBuiltSite({ port, name: 'first-load' });
  const rows = [];
  let over = false;
  const browser = await launchChromium();
  try {
    console.log(
      `First visit in Chromium, 390 px, everything until ${AFTER_LOAD_MS / 1000} s after load ` +
        `(KB as sent; the build fails above ${GOAL_KB})`,
    );
    for (const route of ROUTES) {
      const responses = await firstVisit(browser, site.origin + route);
      const byType = {};
      for (const r of responses) byType[r.type] = (byType[r.type] ?? 0) + r.bytes;
      const total = kb(responses.reduce((sum, r) => sum + r.bytes, 0));
      if (total > GOAL_KB) over = true;
      const parts = Object.entries(byType)
        .sort((a, b) => b[1] - a[1])
        .map(([type, bytes]) => `${type} ${kb(bytes).toFixed(1)}`);
      const verdict = total > GOAL_KB ? 'OVER' : 'ok';
      console.log(
        `${route.padEnd(20)} ${total.toFixed(1).padStart(6)} KB ${verdict.padEnd(9)} ` +
          `${responses.length} responses (${parts.join(', ')})`,
      );
      if (args.includes('--detail')) {
        for (const r of responses.sort((a, b) => b.bytes - a.bytes)) {
          console.log(
            `${''.padEnd(22)}${kb(r.bytes).toFixed(1).padStart(6)} ${r.type.padEnd(13)} ${r.url.replace(site.origin, '')}`,
          );
        }
      }
      rows.push({
        metric: `${route} first visit (KB as sent, ${responses.length} responses)`,
        value: Number(total.toFixed(1)),
        target: `<= ${GOAL_KB}`,
        ok: total <= GOAL_KB,
        byType: Object.fromEntries(Object.entries(byType).map(([t, b]) => [t, Number(kb(b).toFixed(1))])),
      });
    }
  } finally {
    await browser.close();
    site.stop();
  }
  if (args.includes('--save')) {
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/first-load.json'), JSON.stringify({ rows }, null, 2));
  }
  return over;
}

main().then(
  (over) => process.exit(over ? 1 : 0),
  (err) => {
    console.error(err.message);
    process.exit(1);
  },
);
