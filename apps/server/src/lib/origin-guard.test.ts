import { describe, expect, it } from 'vitest';
import { allowedOrigins } from './origin-guard';

describe('the origins that may change state', () => {
  it('are PUBLIC_URL alone in production', () => {
    expect([...allowedOrigins('https://bestellen.goudenhaan.nl', true)]).toEqual([
      'https://bestellen.goudenhaan.nl',
    ]);
    expect(allowedOrigins('http://localhost:3000', true).has('http://localhost:5173')).toBe(false);
  });

  it("add the dev server's and the loopback spellings of a local address in development", () => {
    const local = allowedOrigins('http://localhost:3000', false);
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:5173',
    ])
      expect(local.has(origin), origin).toBe(true);
    expect(local.has('http://evil.example:3000')).toBe(false);
    expect(local.has('http://localhost:3001')).toBe(false);
    const named = allowedOrigins('https://test.goudenhaan.nl', false);
    expect(named.has('https://localhost')).toBe(false);
    expect(named.has('https://test.goudenhaan.nl')).toBe(true);
  });
});
