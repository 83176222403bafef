/**
 * Compressing what the server writes itself (rendered pages, JSON answers): the encoding a request
 * accepts and the body in it. Built files come precompressed (@fastify/static), the menu has its own
 * cache of compressed answers (decision 005).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

export function encodingFor(request: FastifyRequest): Encoding {
  const accept = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
}

/**
 * Quick settings, made per request or per cache fill, not once at build time: gzip 6, brotli 5 for an
 * answer compressed per request. A rendered page is compressed once per cache fill and sent many
 * times, so it takes `brotliQuality` 7: a menu with its stylesheet inside (230 KB) takes 4 ms and is
 * 0.4 KB smaller than at 5 (a 24 KB JSON answer would take 0.9 ms instead of 0.4 and save 1%).
 */
export function compress(text: string, encoding: Encoding, brotliQuality = 5): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
  }
  return encoding === 'gzip' ? gzipSync(text, { level: 6 }) : Buffer.from(text);
}

/** Below this a JSON answer goes as it is: compressing it would save less than it costs. */
const MIN_BYTES = 1024;

/**
 * A route's `onSend` hook that sends its JSON compressed when the client accepts it (issue 28:
 * `/api/locations`, 2.6 KB as text, comes with every first visit; ~0.8 KB in brotli).
 */
export async function compressJson(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' || payload.length < MIN_BYTES || reply.hasHeader('content-encoding')) {
    return payload;
  }
  reply.header('vary', 'accept-encoding');
  const encoding = encodingFor(request);
  if (encoding === 'identity') return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compress(payload, encoding);
}
