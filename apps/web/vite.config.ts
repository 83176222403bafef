import { readdirSync } from 'node:fs';
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz beside every text file in `dir`, so the server sends them without compressing per request. */
async function compressTree(dir: string): Promise<void> {
  const walk = async (at: string): Promise<string[]> => {
    const entries = await readdir(at, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? walk(path.join(at, e.name)) : [path.join(at, e.name)])),
    );
    return nested.flat();
  };
  const files = (await walk(dir)).filter((f) => /\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(f));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < 512) return;
      await writeFile(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
    }),
  );
}

function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'gh-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => compressTree(outDir),
  };
}

type Lang = 'nl' | 'en';

/**
 * Each language's browser bundle carries only its own texts (decision 034): every Paraglide message
 * function picks its language by a constant, so the minifier drops the other language's text.
 */
function oneLanguage(lang: Lang): Plugin {
  // `export const key = /** … */ ((inputs = {}, options = {}) => { …pick a language… });`
  const dispatcher = /^export const (\w+) = [^\n]*\(\(inputs[^\n]*=> \{\n[\s\S]*?\n\}\);$/gm;
  const runtimeImport = /^import \{[^}]*\} from ['"]\.\.\/runtime\.js['"];$/m;
  return {
    name: 'gh-one-language',
    apply: 'build',
    // Before Vite's own transforms: the code as Paraglide wrote it.
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/paraglide/messages/')) return null;
      // The message is its language's function itself: no dispatch, the other text unused, and no
      // import of the runtime (whose top-level code would otherwise come along).
      const code1 = code.replace(dispatcher, `export const $1 = ${lang}_$1;`).replace(runtimeImport, '');
      return { code: code1, map: null };
    },
  };
}

/**
 * The dev server has one bundle for both languages: before the app starts, the page's path names the
 * language of every message and format (a built bundle has its own, and never loads this).
 */
function devLanguage(): Plugin {
  return {
    name: 'gh-dev-language',
    apply: 'serve',
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'module' },
        children:
          "import { langOfPath } from '@gh/i18n'; import { followLanguage } from '@gh/i18n/follow';" +
          ' followLanguage(() => langOfPath(window.location.pathname));',
        injectTo: 'head',
      },
    ],
  };
}

/**
 * The English build is made apart (`vite build --mode en`) and then joins the Dutch one in dist: its
 * assets beside the Dutch ones, its shell as index.en.html and its manifest as .vite/manifest.en.json.
 */
function englishShell(): Plugin {
  let outDir = 'dist-en';
  return {
    name: 'gh-english-shell',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml(html) {
      return html
        .replace('<html lang="nl">', '<html lang="en">')
        .replace('href="/manifest.webmanifest"', 'href="/manifest.en.webmanifest"')
        .replace(
          /<title data-shell>[^<]*<\/title>/,
          '<title data-shell>Gouden Haan · Spit-roast chicken in Amsterdam and Rotterdam</title>',
        )
        .replace(
          /content="Bestel kip van het spit[^"]*"/,
          'content="Order spit-roast chicken, burgers and wraps from Gouden Haan in Amsterdam and Rotterdam. Delivery or pickup, pay with iDEAL."',
        )
        .replace('Gouden Haan wordt geladen…', 'Gouden Haan is loading…');
    },
    async closeBundle() {
      await compressTree(outDir);
      const dist = path.resolve(outDir, '..', 'dist');
      await cp(path.join(outDir, 'assets'), path.join(dist, 'assets'), { recursive: true });
      for (const suffix of ['', '.br', '.gz']) {
        const from = path.join(outDir, `index.html${suffix}`);
        await rename(from, path.join(dist, `index.en.html${suffix}`)).catch(() => undefined);
      }
      await rename(path.join(outDir, '.vite/manifest.json'), path.join(dist, '.vite/manifest.en.json'));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/** The chunks of the pages (src/app/routes/*.tsx), by their file names (`city-menu-<hash>.js`). */
const PAGE_CHUNK = new RegExp(
  `^(${readdirSync(path.join(import.meta.dirname, 'src/app/routes'))
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .map((f) => f.slice(0, -'.tsx'.length))
    .join('|')})-[\\w-]+\\.js$`,
);

export default defineConfig(({ isSsrBuild, mode }) => {
  const lang: Lang = mode === 'en' ? 'en' : 'nl';
  return {
    plugins: [
      react(),
      tailwindcss(),
      devLanguage(),
      ...(isSsrBuild ? [] : [oneLanguage(lang), lang === 'en' ? englishShell() : precompress()]),
    ],
    // The server renderer carries its own production React, whatever NODE_ENV the server runs with.
    // It renders both languages, and picks one per page (entry-server.tsx).
    define: isSsrBuild
      ? { 'process.env.NODE_ENV': JSON.stringify('production') }
      : mode === 'development'
        ? {}
        : { __GH_LANG__: JSON.stringify(lang) },
    ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
    server: {
      port: 5173,
      proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
    },
    build: {
      target: 'es2022',
      outDir: lang === 'en' ? 'dist-en' : 'dist',
      manifest: true,
      modulePreload: {
        polyfill: false,
        // A page's chunk comes with its imports at once: the router asks for it before hydrating,
        // and without the links its imports came one round trip later each (three in a row on the
        // menu: city-menu, then location-status, then get-locations). Any other chunk imported later
        // gets no <link> per file it imports (issue 28): adding those links cost a phone's first load
        // 10 to 30 ms of main thread per lazy part, in the middle of hydration.
        resolveDependencies: (file, deps, { hostType }) =>
          hostType === 'html' || PAGE_CHUNK.test(path.basename(file)) ? deps : [],
      },
      reportCompressedSize: false,
      // The server renderer needs only its code; the site's files are served from dist (the Dutch
      // build copies them once).
      copyPublicDir: !isSsrBuild && lang === 'nl',
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                    priority: 10,
                  },
                  // Issue 28: every response of a first visit costs its headers and its own
                  // compression dictionary. What every page runs is one chunk with the entry's code
                  // (four sub-1 KB files before). Grouping what pages share was tried and cost the
                  // menu more than it saved (decision 051).
                  { name: 'app', tags: ['$initial'], priority: 8 },
                ],
              },
            },
          },
    },
  };
});
