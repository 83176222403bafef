/**
 * Google's push service as far as a browser's subscription needs it (issue 29 item 4): Chromium's
 * GCM client checks in and asks for a registration token, here on a local port instead of Google's
 * (`--gcm-checkin-url`, `--gcm-registration-url`), so `pushManager.subscribe` makes a real
 * subscription without the internet: the browser's own P-256 key and auth secret, at the address
 * Chromium names from the token. Delivering messages (MCS) is not faked.
 */
import { createServer, type Server } from 'node:http';

/** A protobuf fixed64 field (wire type 1). */
function fixed64(field: number, value: bigint): Buffer {
  const bytes = Buffer.alloc(9);
  bytes[0] = (field << 3) | 1;
  bytes.writeBigUInt64LE(value, 1);
  return bytes;
}

/** AndroidCheckinResponse: stats_ok (1) true, android_id (7) and security_token (8). */
const CHECKIN = Buffer.concat([Buffer.from([0x08, 0x01]), fixed64(7, 4242424242n), fixed64(8, 7373737373n)]);

export interface FakeGcm {
  /** Chromium's switches that send its GCM client here. */
  args: string[];
  /** The registration requests' forms (`sender` is the site's VAPID key), in order. */
  registrations: URLSearchParams[];
  close(): Promise<void>;
}

export async function startFakeGcm(port: number): Promise<FakeGcm> {
  const registrations: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/checkin') {
        response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(CHECKIN);
        return;
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      registrations.push(form);
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`token=e2e-${registrations.length}-${Date.now().toString(36)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    args: [
      `--gcm-checkin-url=${origin}/checkin`,
      `--gcm-registration-url=${origin}/register`,
      // Nothing listens there: no messages come this way.
      `--gcm-mcs-endpoint=https://127.0.0.1:${port}`,
    ],
    registrations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
