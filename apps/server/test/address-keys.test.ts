/**
 * Issue 26 item 5: every limit keyed by client address counts an IPv6 address by its /64 (one
 * customer's network, one budget) and an IPv4-mapped address as its IPv4 address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact, SAME_ORIGIN } from './content-fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { FORM_LIMIT_PER_ADDRESS: '3', FORM_LIMIT_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

const sendContact = (address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: SAME_ORIGIN,
    payload: contact,
    remoteAddress: address,
  });

describe('limits per client address', () => {
  it('count one IPv6 /64 as one address, however many addresses of it send', async () => {
    const statuses = [];
    for (let i = 1; i <= 10; i++)
      statuses.push((await sendContact(`2001:db8:aa:1::${i.toString(16)}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    // The next /64 is another customer.
    expect((await sendContact('2001:db8:aa:2::1')).statusCode).toBe(200);
  });

  it('count an IPv4-mapped address as the IPv4 address it is', async () => {
    const statuses = [];
    for (const address of ['192.0.2.44', '::ffff:192.0.2.44', '::ffff:192.0.2.44', '192.0.2.44'])
      statuses.push((await sendContact(address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
