import { describe, expect, it } from 'vitest';
import { addressKey, rangeCoverage } from './client-address';

describe('the key a client address is counted under', () => {
  it('is an IPv4 address itself, also when it arrives IPv4-mapped', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::FFFF:c000:0207')).toBe('192.0.2.7');
  });

  it('is the /64 of an IPv6 address: one customer network, one budget', () => {
    const key = addressKey('2001:db8:1:2:aaaa::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const other of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:1:2:3:4',
    ])
      expect(addressKey(other), other).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('how much of the address space ranges cover', () => {
  it('counts IPv4 and IPv6 apart, overlaps once, IPv4-mapped ranges as IPv4', () => {
    expect(rangeCoverage(['10.0.0.0/8'])).toEqual({ v4: 2n ** 24n, v6: 0n });
    expect(rangeCoverage(['10.0.0.0/8', '10.1.0.0/16', '10.0.0.1'])).toEqual({ v4: 2n ** 24n, v6: 0n });
    expect(rangeCoverage(['0.0.0.0/1', '128.0.0.0/1'])).toEqual({ v4: 2n ** 32n, v6: 0n });
    expect(rangeCoverage(['2001:db8::/32', '::1'])).toEqual({ v4: 0n, v6: 2n ** 96n + 1n });
    expect(rangeCoverage(['::ffff:10.0.0.0/104'])).toEqual({ v4: 2n ** 24n, v6: 0n });
  });
});
