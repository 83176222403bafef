/**
 * Serves the built web app: hashed assets cached for a year, precompressed; public pages rendered on
 * the server (decision 015), index.html for the client-only routes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@gh/domain';
import { langOfPath, type Lang } from '@gh/i18n';
import { onMenuChanged } from '../db/channels';
import type { Database } from '../db/client';
import { compress, encodingFor, type Encoding } from '../lib/compression';
import {
  decodedPath,
  isApiPath,
  isStaticImagePath,
  isSubresourceAssetPath,
  routedPath,
} from '../lib/routed-path';
import { countPageRender } from '../modules/metrics';

export interface SpaShell {
  /** The shell of each language's pages: index.html (Dutch) and index.en.html (decision 034). */
  html: Record<Lang, string>;
  /** The same shells with the stylesheet inside, for server-rendered pages (`withInlineStylesheet`). */
  pageHtml: Record<Lang, string>;
  /** CSP sources for the inline scripts of index.html (the no-flash theme script). */
  scriptHashes: string[];
  /** CSP sources for the inlined stylesheets. */
  styleHashes: string[];
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The shell of a server-rendered page with its stylesheet inside (issue 28): a first visit paints
 * without waiting for a second, render-blocking request. The client-only pages keep the link, whose
 * file the browser caches. Returns the CSP source of the inlined style.
 */
function withInlineStylesheet(webDist: string, shell: string): { html: string; styleHash?: string } {
  const link = /<link rel="stylesheet"[^>]*\shref="\/(assets\/[^"]+\.css)"[^>]*>/.exec(shell);
  const file = link ? path.join(webDist, link[1]!) : undefined;
  if (!link || !file || !existsSync(file)) return { html: shell };
  const css = readFileSync(file, 'utf8');
  if (/<\/style/i.test(css)) return { html: shell };
  return { html: shell.replace(link[0], () => `<style>${css}</style>`), styleHash: sha256Source(css) };
}

export function readSpaShell(webDist: string): SpaShell | undefined {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return undefined;
  const nl = readFileSync(file, 'utf8');
  const englishFile = path.join(webDist, 'index.en.html');
  const en = existsSync(englishFile) ? readFileSync(englishFile, 'utf8') : nl;
  const scripts = (html: string) =>
    [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => sha256Source(m[1] ?? ''),
    );
  const page = { nl: withInlineStylesheet(webDist, nl), en: withInlineStylesheet(webDist, en) };
  return {
    html: { nl, en },
    pageHtml: { nl: page.nl.html, en: page.en.html },
    scriptHashes: [...new Set([...scripts(nl), ...scripts(en)])],
    styleHashes: [...new Set([page.nl.styleHash, page.en.styleHash].filter((h) => h !== undefined))],
  };
}

/** What the web app's server renderer (apps/web/src/entry-server.tsx) answers for one page. */
interface RenderedPage {
  status: number;
  pageLength: 'long' | 'short';
  head: string;
  body: string;
  hydration: string;
}

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

interface PageRenderer {
  renderPage(request: Request, api: ApiTransport): Promise<RenderedPage | undefined>;
  /** 404 for a path no route of the web app knows (`/admin/onbekend`), else 200. */
  routeStatus(url: string): number;
}

/**
 * Pages that depend on the visitor (cart, payment, an order's link, a privacy link) or belong to the
 * staff stay rendered in the browser.
 */
const CLIENT_ONLY =
  /^(?:\/en)?\/(?:admin|checkout|betaald|bestel-opnieuw|demo-betaling|mijn-gegevens|mijn-gouden-haan)(?:[/?]|$)/;

async function loadRenderer(webDist: string): Promise<PageRenderer | undefined> {
  const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/** The rendered page inside the shell: its head tags replace the shell's defaults. */
function composePage(shell: string, page: RenderedPage): string {
  const withHead = page.head.includes('<title>')
    ? shell.replace(/<title[^>]*>[\s\S]*?<\/title>/, '').replace(/<meta\s+name="description"[^>]*>/, '')
    : shell;
  // Function replacements: `$&` and friends in page text must stay literal.
  return withHead
    .replace('</head>', () => `${page.head}</head>`)
    .replace(/<body[^>]*>/, () => `<body data-ssr data-page="${page.pageLength}">`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.body}</div><script type="application/json" id="gh-data">${page.hydration}</script>`,
    );
}

/**
 * The service worker and the web app manifests are asked again on every use (with their validators):
 * a new version of the site is found on the next visit (decision 042).
 */
const ALWAYS_ASKED = /^(?:sw\.js|manifest(?:\.[a-z]+)?\.webmanifest)$/;

/**
 * Query parameters a server-rendered page reads; none do today (the pages that read theirs are
 * client-only). Everything else in a query string (`?utm_source=…`, `?fbclid=…`) changes nothing
 * on the page, so it neither reaches the renderer nor makes a page of its own in the cache.
 */
const PAGE_QUERY_PARAMS: readonly string[] = [];

/**
 * The page a request asks for, as the renderer and the cache see it: the routed path, spelled one
 * way (`/menu/%61msterdam` is `/menu/amsterdam`), plus only the query parameters a page reads.
 */
export function pageKey(request: FastifyRequest): string {
  const pathname = decodedPath(request).split('/').map(encodeURIComponent).join('/');
  const at = request.url.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) for (const value of query.getAll(name)) kept.append(name, value);
  kept.sort();
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Rendered pages are kept briefly, compressed once per encoding: "nu open" and offer dates follow
 * the clock, and a change to what a page shows (NOTIFY menu_changed, from any instance) drops them all.
 */
const PAGE_TTL_MS = 15_000;
/** Compressed once per cache fill and sent many times (lib/compression.ts). */
const PAGE_BROTLI_QUALITY = 7;
const MAX_PAGES = 200;

interface CachedPage {
  status: number;
  html: string;
  bodies: Partial<Record<Encoding, Buffer>>;
  expires: number;
}

function sendHtml(reply: FastifyReply, status: number, encoding: Encoding, body: Buffer) {
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .code(status)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** Renders pages through the cache; the pages' API calls are answered in-process, as reads only. */
async function pageCache(
  app: FastifyInstance,
  database: Database,
  renderer: PageRenderer,
  shells: Record<Lang, string>,
  origin: string,
): Promise<(url: string) => Promise<CachedPage | undefined>> {
  const api: ApiTransport = async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`server rendering only reads: ${url}`);
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
  const pages = new Map<string, CachedPage>();
  // A render that started before a change is sent but not kept.
  let generation = 0;
  const dropAll = () => {
    generation += 1;
    pages.clear();
  };
  // Every change that changes a rendered page is published on menu_changed by the write that makes it
  // (products, offers, a location's settings, hours, pause and busy time, the privacy page's period),
  // from whichever instance: a write that changes no page (an order, a refund) keeps the pages.
  const unlisten = await onMenuChanged(database, dropAll, dropAll);
  app.addHook('onClose', async () => unlisten());
  // Visitors asking for the same page at once share one render.
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  const render = async (url: string): Promise<CachedPage | undefined> => {
    const started = generation;
    countPageRender();
    // Appended, not resolved: a path like `//elsewhere.example` must stay a path on our own host.
    // The site's own address (PUBLIC_URL), never the Host header: the page's canonical and hreflang
    // links are made from it.
    const page = await renderer.renderPage(new Request(`${origin}${url}`), api);
    if (!page) return undefined;
    const fresh = {
      status: page.status,
      html: composePage(shells[langOfPath(url)], page),
      bodies: {},
      expires: Date.now() + PAGE_TTL_MS,
    };
    if (started === generation) {
      pages.delete(url);
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(url, fresh);
    }
    return fresh;
  };
  return async (url) => {
    const cached = pages.get(url);
    if (cached && cached.expires > Date.now()) return cached;
    let pending = rendering.get(url);
    if (!pending) {
      pending = render(url).finally(() => rendering.delete(url));
      rendering.set(url, pending);
    }
    return pending;
  };
}

export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  shell: SpaShell | undefined,
  database: Database,
  /** The site's public address (config.siteUrl), for the absolute links in a page's head. */
  siteUrl = 'http://gouden-haan.local',
): Promise<void> {
  if (shell) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      acceptRanges: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // Bytes on every file of a first visit that nothing reads (issue 28): a built file is small
        // (no ranges), its request id serves no one (an error keeps its own), and a hashed file is never
        // asked again (a new build is a new name), so it needs no validators either.
        res.removeHeader('x-request-id');
        if (immutable) {
          res.removeHeader('etag');
          res.removeHeader('last-modified');
        }
        res.header(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : ALWAYS_ASKED.test(path.basename(filePath).replace(/\.(?:br|gz)$/, ''))
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }
  const missing =
    '<!doctype html><title>Gouden Haan</title><p>De website is nog niet gebouwd: voer <code>npm run build</code> uit.</p>';
  const bodiesOf = (html: string): Record<Encoding, Buffer> => ({
    br: brotliCompressSync(html),
    gzip: gzipSync(html),
    identity: Buffer.from(html),
  });
  const shellBodies: Record<Lang, Record<Encoding, Buffer>> = {
    nl: bodiesOf(shell?.html.nl ?? missing),
    en: bodiesOf(shell?.html.en ?? missing),
  };
  const renderer = shell ? await loadRenderer(webDist) : undefined;
  const renderPage =
    renderer && shell
      ? await pageCache(app, database, renderer, shell.pageHtml, new URL(siteUrl).origin)
      : undefined;

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = encodingFor(request);
    if (renderPage && !CLIENT_ONLY.test(decodedPath(request))) {
      try {
        const page = await renderPage(pageKey(request));
        if (page) {
          const body = (page.bodies[encoding] ??= compress(page.html, encoding, PAGE_BROTLI_QUALITY));
          return sendHtml(reply, page.status, encoding, body);
        }
      } catch (err) {
        // The browser can still render the page itself: the visitor never sees this.
        request.log.error({ err }, 'server rendering failed; sending the client shell');
      }
    }
    // A page the browser renders itself still answers 404 when no route knows it.
    let status = 200;
    try {
      if (renderer) status = renderer.routeStatus(decodedPath(request));
    } catch {
      status = 404; // a path the web app's router cannot even read is no page of ours
    }
    return sendHtml(reply, status, encoding, shellBodies[langOfPath(decodedPath(request))][encoding]);
  };
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (
      isApiPath(routedPath(request)) ||
      // A missing script or stylesheet gets no page: its reply carries only the assets' headers.
      isSubresourceAssetPath(decodedPath(request)) ||
      // Nor a missing picture: its reply carries the pictures' locked-down CSP.
      isStaticImagePath(decodedPath(request)) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.code(404).send({ message: MESSAGES.routeNotFound });
    }
    return sendPage(request, reply);
  });
}
