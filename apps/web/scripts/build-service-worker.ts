/**
 * The last step of the web build (after both languages' bundles are in dist, decision 034): writes
 * the web app manifests, builds src/service-worker/sw.ts into dist/sw.js and puts its precache list
 * where Workbox's precaching reads it, `self.__WB_MANIFEST` (decision 042).
 *   tsx scripts/build-service-worker.ts [dist]
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { LANGS } from '@gh/i18n';
import { manifestPath, webManifest } from './web-manifest';

const webRoot = path.resolve(import.meta.dirname, '..');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The pages that open offline: the home page (its sections wait for the network), the menus a
 * visitor viewed (their answers are kept) and not-found. Every other page needs the network for its
 * data, so its code is not kept either: it comes when the page is opened online.
 */
const OFFLINE_PAGES = /^src\/app\/routes\/(?:home|city-menu|not-found)\.tsx$/;
const isPage = (key: string) => key.startsWith('src/app/routes/') || key === 'src/app/admin-routes.tsx';
/** Loaded after the page, online only: nothing offline waits for them. */
const ONLINE_EXTRAS = /^src\/lib\/(?:web-vitals|offline\/register-worker)/;

type Manifest = Record<string, ManifestChunk>;

/** The files of `keys` and what they import, following lazy imports too when `lazy`. */
function closure(manifest: Manifest, keys: string[], lazy: boolean): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk || (isPage(key) && !OFFLINE_PAGES.test(key)) || ONLINE_EXTRAS.test(key)) {
      return;
    }
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])]) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * What one language's bundle keeps for offline use, from Vite's manifest: `entry`, the code and
 * styles every page loads first (precached), and `kit`, the rest of what the offline pages need
 * (kept when a page of the language asks, offline-kit.ts).
 */
export function offlineFiles(manifest: Manifest): { entry: string[]; kit: string[] } {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const entry = closure(manifest, entries, false);
  const kit = [...closure(manifest, entries, true)].filter((file) => !entry.has(file));
  return { entry: [...entry], kit };
}

/** Where the built worker reads its precache list, as Workbox's own build tools name it. */
const PRECACHE_POINT = 'self.__WB_MANIFEST';
/** Where it reads each language's offline kit (service-worker/offline-kit.ts). */
const KIT_POINT = 'self.__GH_OFFLINE_KIT';

/**
 * Workbox's precache entries for files in `dist`: a hashed file under assets/ is its own revision;
 * any other carries the hash of its content, so a new version of it is fetched again.
 */
async function precacheEntries(dist: string, files: string[]) {
  let size = 0;
  const list = await Promise.all(
    [...new Set(files)].sort().map(async (file) => {
      const data = await readFile(path.join(dist, file));
      size += data.length;
      const url = `/${file}`;
      if (file.startsWith('assets/')) return { url, revision: null };
      return { url, revision: createHash('md5').update(data).digest('hex') };
    }),
  );
  return { list, size };
}

async function compressBeside(file: string): Promise<void> {
  const data = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
}

/** Builds the worker for the web app in `dist`; answers what it precaches. */
export async function buildServiceWorker(dist = path.join(webRoot, 'dist')) {
  for (const lang of LANGS) {
    const file = path.join(dist, manifestPath(lang));
    await writeFile(file, `${JSON.stringify(webManifest(lang), null, 2)}\n`);
    await compressBeside(file);
  }

  const precached = new Set(['index.html', 'index.en.html']);
  const kits: Record<string, string[]> = {};
  for (const lang of LANGS) {
    const name = lang === 'nl' ? 'manifest.json' : `manifest.${lang}.json`;
    const { entry, kit } = offlineFiles(JSON.parse(await readFile(path.join(dist, '.vite', name), 'utf8')));
    for (const file of entry) precached.add(file);
    kits[lang] = kit.map((file) => `/${file}`);
  }

  const work = await mkdtemp(path.join(os.tmpdir(), 'gh-sw-'));
  try {
    await build({
      configFile: false,
      root: webRoot,
      logLevel: 'warn',
      // Workbox drops its development logging on this.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: work,
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'es2022',
        reportCompressedSize: false,
        lib: {
          entry: path.join(webRoot, 'src/service-worker/index.ts'),
          formats: ['iife'],
          name: 'ghServiceWorker',
          fileName: () => 'sw.js',
        },
      },
    });
    const entries = await precacheEntries(dist, [...precached]);
    let code = await readFile(path.join(work, 'sw.js'), 'utf8');
    for (const [point, value] of [
      [PRECACHE_POINT, entries.list],
      [KIT_POINT, kits],
    ] as const) {
      if (code.split(point).length !== 2) throw new Error(`${point} is not once in the built worker`);
      code = code.replace(point, JSON.stringify(value));
    }
    const swDest = path.join(dist, 'sw.js');
    await writeFile(swDest, code);
    await compressBeside(swDest);
    return { count: entries.list.length, size: entries.size, kits };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { count, size, kits } = await buildServiceWorker(
    process.argv[2] ? path.resolve(process.argv[2]) : undefined,
  );
  const kept = Object.entries(kits).map(([lang, kit]) => `${kit.length} (${lang})`);
  console.log(
    `service worker: ${count} files precached, ${(size / 1024).toFixed(1)} KB (uncompressed); ` +
      `offline kit: ${kept.join(', ')} files`,
  );
}
