/** The request log (issue 26 item 7): a path that matches no route is logged by its first segment only. */
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { firstSegment, registerRequestLog } from './request-log';

async function logged(urls: string[]): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
  registerRequestLog(app);
  app.get('/api/orders/:publicId', async () => ({ ok: true }));
  for (const url of urls) await app.inject({ url });
  await app.close();
  return lines.filter((l) => l.msg === 'request');
}

describe('the request log', () => {
  it('writes a route by its pattern and any other path by its first segment, never a token or query', async () => {
    const lines = await logged([
      '/api/orders/abcdefghijklmnopqrstuv?lang=en',
      '/api/printers/geheim-printer-token-1234/poll?mac=00:11',
      '/api/payments/demo/demo_4f9c2a/extra',
      '/betaald?order=abcdefghijklmnopqrstuv',
      '/%61pi/printers/geheim-printer-token-1234',
    ]);
    expect(lines.map((l) => l.route ?? l.path)).toEqual([
      '/api/orders/:publicId',
      '/api/…',
      '/api/…',
      '/betaald',
      '/api/…',
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/geheim|demo_4f9c2a|order=|lang=|mac=/);
  });

  it('keeps the first segment alone', () => {
    expect(firstSegment('/')).toBe('/');
    expect(firstSegment('/menu')).toBe('/menu');
    expect(firstSegment('/menu/amsterdam')).toBe('/menu/…');
  });
});
