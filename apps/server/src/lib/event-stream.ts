/**
 * Opens a Server-Sent Events stream on a Fastify reply (the kitchen board's and the customer's live
 * order page's): hijacked, with the headers the hooks set (security headers), and a reconnect delay
 * of 3 s for the browser.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  // Hijacked, the reply no longer sends what the hooks set on it: those headers go along here.
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n: verbonden\n\n');
  return raw;
}
