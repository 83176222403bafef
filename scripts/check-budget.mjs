// The JavaScript budget of issue 8, checked on the build: gzipped JS for the first load of `/` and
// `/menu/amsterdam` and of their English pages (issue 20: the English build, decision 034), all JS of
// the public site in each language, and no admin code reachable from public pages. A fast pre-check:
// the import graph is a lower bound of what a first visit downloads (no HTML, CSS, pictures, data or
// code loaded after hydration); scripts/first-load.mjs measures the visit itself in Chromium (issue 28).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const BUDGET = { firstLoad: 120 * 1024, publicTotal: 250 * 1024 };
const FIRST_LOADS = { '/': 'src/app/routes/home.tsx', '/menu/amsterdam': 'src/app/routes/city-menu.tsx' };
const isAdmin = (key) => key.startsWith('src/app/routes/admin/') || key.startsWith('src/features/admin/');

const sizes = new Map();
function gzipSize(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let failed = false;
const rows = [];
const leaked = [];
for (const [lang, file, prefix] of [
  ['nl', '.vite/manifest.json', ''],
  ['en', '.vite/manifest.en.json', '/en'],
]) {
  const manifest = JSON.parse(readFileSync(path.join(dist, file), 'utf8'));

  /** The chunk keys loaded with `key`: itself and its static imports, recursively. */
  const staticClosure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const jsBytes = (keys) =>
    [...new Set([...keys].map((k) => manifest[k].file))]
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSize(f), 0);

  for (const [route, key] of Object.entries(FIRST_LOADS)) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest (${lang})`);
    const keys = new Set([...staticClosure(entryKey), ...staticClosure(key)]);
    const bytes = jsBytes(keys);
    const ok = bytes <= BUDGET.firstLoad;
    failed ||= !ok;
    rows.push([
      `first load ${route === '/' && prefix ? prefix : prefix + route}`,
      kb(bytes),
      kb(BUDGET.firstLoad),
      ok,
    ]);
  }

  const publicKeys = new Set(staticClosure(entryKey));
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && !isAdmin(key)) staticClosure(key, publicKeys);
  }
  const total = jsBytes(publicKeys);
  failed ||= total > BUDGET.publicTotal;
  rows.push([`all public JS (${lang})`, kb(total), kb(BUDGET.publicTotal), total <= BUDGET.publicTotal]);
  leaked.push(...[...publicKeys].filter(isAdmin));
}
failed ||= leaked.length > 0;
rows.push(['admin modules reachable from public pages', String(leaked.length), '0', leaked.length === 0]);

console.log('JavaScript budget (gzip -9)');
for (const [name, value, limit, ok] of rows)
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(44)} ${value.padStart(9)} / ${limit}`);
if (leaked.length) console.log(`Admin modules in public chunks: ${leaked.join(', ')}`);
process.exit(failed ? 1 : 0);
