/** Serves the built web app: hashed assets cached for a year, precompressed, index.html for client routes. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@gh/domain';

export interface SpaShell {
  html: string;
  /** CSP sources for the inline scripts of index.html (the no-flash theme script). */
  scriptHashes: string[];
}

export function readSpaShell(webDist: string): SpaShell | undefined {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  const scriptHashes = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
  return { html, scriptHashes };
}

export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  shell: SpaShell | undefined,
): Promise<void> {
  if (shell) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  const html =
    shell?.html ??
    '<!doctype html><title>Gouden Haan</title><p>De website is nog niet gebouwd: voer <code>npm run build</code> uit.</p>';
  const bodies = {
    br: brotliCompressSync(html),
    gzip: gzipSync(html),
    identity: Buffer.from(html),
  };
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const accept = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .code(200)
      .header('vary', 'accept-encoding')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(bodies[encoding]);
  };
  app.get('/', sendShell);
  app.setNotFoundHandler((request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.code(404).send({ message: MESSAGES.routeNotFound });
    }
    return sendShell(request, reply);
  });
}
