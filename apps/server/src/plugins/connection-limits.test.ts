import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerConnectionLimits, serverTimeouts } from './connection-limits';

const app = Fastify(serverTimeouts({ requestTimeoutSeconds: 30 }));
let port = 0;

beforeAll(async () => {
  registerConnectionLimits(app, { requestTimeoutSeconds: 30, maxConnections: 10 });
  app.get('/', async () => 'ok');
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.server.maxRequestsPerSocket = 3;
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

/** Three requests, one after the other, on one connection: each response's head, as sent. */
async function threeOnOneConnection(): Promise<string[]> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  const heads: string[] = [];
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  for (let i = 0; i < 3; i += 1) {
    socket.write(`GET / HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    await expect.poll(() => received.includes('\r\n\r\nok')).toBe(true);
    heads.push(received.slice(0, received.indexOf('\r\n\r\n')));
    received = '';
  }
  socket.destroy();
  return heads;
}

it('keeps the connection without repeating the default in every response, and closes it at its last request', async () => {
  const heads = await threeOnOneConnection();
  for (const head of heads.slice(0, 2)) {
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head).not.toMatch(/^connection:/im);
    expect(head).not.toMatch(/^keep-alive:/im);
  }
  expect(heads[2]).toMatch(/^connection: close$/im);
});
