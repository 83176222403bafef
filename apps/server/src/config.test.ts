/** Issue 16 items 11 and 12: the settings a real deployment must not get wrong. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from './config';

const WITHOUT_MOLLIE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://www.goudenhaan.nl',
  SMTP_URL: 'smtp://mail.goudenhaan.nl:587',
};
const PRODUCTION = { ...WITHOUT_MOLLIE, MOLLIE_API_KEY: 'live_abcdefghijklmnop' };

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error('the configuration was accepted');
}

describe('demo payments in production', () => {
  it('are refused without ALLOW_DEMO_PAYMENTS, naming the variable', () => {
    const message = refusal({ ...WITHOUT_MOLLIE, PAYMENT_PROVIDER: 'demo' });
    expect(message).toMatch(/PAYMENT_PROVIDER: demo is in productie geweigerd/);
    expect(message).toContain('ALLOW_DEMO_PAYMENTS=true');
  });

  it('are allowed with ALLOW_DEMO_PAYMENTS=true, with a warning for every start', () => {
    const config = loadConfig({
      ...WITHOUT_MOLLIE,
      PAYMENT_PROVIDER: 'demo',
      ALLOW_DEMO_PAYMENTS: 'true',
    });
    expect(config.paymentProvider).toBe('demo');
    expect(startupWarnings(config)).toEqual([
      expect.stringMatching(/demo-betalingen staan aan in productie/),
    ]);
  });

  it('need no permission outside production, and warn of nothing there', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.paymentProvider).toBe('demo');
    expect(startupWarnings(config)).toEqual([]);
    expect(startupWarnings(loadConfig(PRODUCTION))).toEqual([]);
  });

  it('refuses a value other than true or false', () => {
    expect(refusal({ ALLOW_DEMO_PAYMENTS: 'ja' })).toMatch(/ALLOW_DEMO_PAYMENTS: moet true of false zijn/);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true in production, naming the variable', () => {
    expect(refusal({ ...PRODUCTION, TRUST_PROXY: 'true' })).toMatch(
      /TRUST_PROXY: true is in productie geweigerd/,
    );
  });

  it('takes proxy addresses and ranges, or a hop count', () => {
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '10.0.0.0/16, 192.168.1.7,fd00::/48' }).TRUST_PROXY).toBe(
      '10.0.0.0/16,192.168.1.7,fd00::/48',
    );
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ ...PRODUCTION }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('refuses what is neither, naming the variable', () => {
    expect(refusal({ TRUST_PROXY: 'loadbalancer.local' })).toMatch(
      /TRUST_PROXY: .*onbekend: loadbalancer\.local/,
    );
    expect(refusal({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/TRUST_PROXY:/);
    expect(refusal({ TRUST_PROXY: '0' })).toMatch(/TRUST_PROXY: een aantal proxies/);
  });
});

describe('TRUST_PROXY ranges (issue 26 item 5)', () => {
  it('refuses, in production, ranges that together cover more than a /8 or a /32, naming the variable', () => {
    for (const value of [
      '0.0.0.0/1,128.0.0.0/1',
      '10.0.0.0/7',
      '10.0.0.0/8,11.0.0.0/16',
      '2000::/3',
      '2001:db8::/31',
      '::ffff:0:0/96',
    ]) {
      const message = refusal({ ...PRODUCTION, TRUST_PROXY: value });
      expect(message, value).toMatch(/TRUST_PROXY: .*te groot/);
      expect(message).not.toMatch(/\n\s+at /);
    }
  });

  it('refuses 0.0.0.0/0 and ::/0 everywhere with a message, never a stack trace', () => {
    for (const value of ['0.0.0.0/0', '::/0', '10.0.0.1,0.0.0.0/0']) {
      for (const env of [PRODUCTION, { NODE_ENV: 'development' }]) {
        const message = refusal({ ...env, TRUST_PROXY: value });
        expect(message, value).toMatch(/TRUST_PROXY: .*\/0/);
        expect(message).toMatch(/true/);
      }
    }
  });

  it('takes a /8, a /32 and named proxies in production', () => {
    for (const value of ['10.0.0.0/8', '2001:db8::/32', '10.0.0.0/9,10.128.0.0/9', '192.0.2.10,2001:db8::1'])
      expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: value }).TRUST_PROXY, value).toBe(value);
  });

  it('takes a broad range outside production, with a warning at every start', () => {
    const config = loadConfig({ NODE_ENV: 'development', TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' });
    expect(config.TRUST_PROXY).toBe('0.0.0.0/1,128.0.0.0/1');
    expect(startupWarnings(config).join('\n')).toMatch(/TRUST_PROXY/);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: '10.0.0.0/8' }))).toEqual([]);
  });
});

describe('the site address', () => {
  it('is PUBLIC_URL without its trailing slash, else localhost on PORT', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.goudenhaan.nl/' }).siteUrl).toBe(
      'https://www.goudenhaan.nl',
    );
    expect(loadConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
  });
});

describe('push services', () => {
  it('are by default those browsers subscribe at, Chromium without Google’s keys included', () => {
    expect(loadConfig({}).PUSH_SERVICE_HOSTS).toEqual([
      'fcm.googleapis.com',
      'jmt17.google.com',
      'push.services.mozilla.com',
      'notify.windows.com',
      'push.apple.com',
    ]);
  });
});
